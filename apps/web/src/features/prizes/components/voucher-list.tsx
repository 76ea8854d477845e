import type { Voucher } from '@hapa/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge, Button, ButtonLink, Card, cn, IconGift } from '../../../components/index.ts';
import { formatDateTime } from '../../../lib/i18n/format.ts';
import { VoucherDetailDialog, voucherGives } from './voucher-detail.tsx';
import { picture } from '../../../lib/picture.ts';

/**
 * The player's vouchers (docs/product/entities.md#enums kinds Free 0, Charge 1, LuckyTrial 2): what each gives, status and expiry;
 * "Details" opens the voucher's detail (its prizes and Exchange for a Free voucher).
 */
export function VoucherList({ list }: { list: Voucher[] }) {
  const { t } = useTranslation();
  const [detailId, setDetailId] = useState<number | null>(null);
  return (
    <>
      <VoucherDetailDialog id={detailId} onClose={() => setDetailId(null)} />
      <ul className="grid grid-cols-1 gap-3 md:grid-cols-2" data-testid="voucher-list">
        {list.map((v) => (
          <li key={v.id}>
            <Card
              className={cn('flex items-center gap-3', v.status !== 'available' && 'opacity-60')}
              data-testid="voucher"
              data-kind={v.kind}
              data-status={v.status}
            >
              {v.boxImage ? (
                <img {...picture(v.boxImage, '48px')} alt="" className="size-12 shrink-0 object-contain" />
              ) : (
                <IconGift size={28} className="shrink-0 text-accent" />
              )}
              <div className="min-w-0 flex-1">
                <p className="text-xs font-bold uppercase tracking-widest text-subtle">{t(`prizes.voucher.kind.${v.kind}`)}</p>
                <p className="truncate text-sm font-semibold">{voucherGives(t, v)}</p>
                <p className="text-[11px] text-subtle">
                  {v.status === 'available'
                    ? t('prizes.voucher.expires', { date: formatDateTime(v.expiresAt) })
                    : t(`prizes.voucher.${v.status}`)}
                </p>
              </div>
              <div className="flex shrink-0 flex-col items-end gap-1.5">
                {v.status === 'available' && v.kind === 0 && v.boxInfo ? (
                  <ButtonLink size="sm" to={`/box-detail/${v.boxInfo}`} data-testid="voucher-open">
                    {t('prizes.voucher.open')}
                  </ButtonLink>
                ) : v.status === 'available' && v.kind === 2 ? (
                  <ButtonLink size="sm" to="/ninety-percent-off" data-testid="voucher-open-trial">
                    {t('prizes.voucher.open')}
                  </ButtonLink>
                ) : (
                  <Badge tone={v.status === 'available' ? 'accent' : 'neutral'}>{t(`prizes.voucher.${v.status}`)}</Badge>
                )}
                <Button size="sm" variant="ghost" onClick={() => setDetailId(v.id)} data-testid="voucher-details">
                  {t('prizes.voucher.details')}
                </Button>
              </div>
            </Card>
          </li>
        ))}
      </ul>
    </>
  );
}
