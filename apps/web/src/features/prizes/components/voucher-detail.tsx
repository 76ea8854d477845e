import type { OpenResult, Voucher } from '@hapa/contracts';
import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { DAY_MS, formatCoins } from '@hapa/domain';
import { Badge, Button, ButtonLink, Dialog, IconGift, Price, Skeleton, rarityClasses } from '../../../components/index.ts';
import { ApiError } from '../../../lib/api-error.ts';
import { coinsToCents } from '../../../lib/money.ts';
import { useVoucherDetail, useVoucherOpen, useVoucherSkus } from '../api/vouchers.ts';
import { formatDateTime } from '../../../lib/i18n/format.ts';
import { picture } from '../../../lib/picture.ts';

/** One line of what a voucher gives (list and detail). */
export function voucherGives(t: (k: string, o?: Record<string, unknown>) => string, v: Voucher): string {
  if (v.kind === 0) return t('prizes.voucher.freeBox', { box: v.boxName ?? '' });
  if (v.kind === 1)
    return t('prizes.voucher.charge', { amount: formatCoins(coinsToCents(v.amount)), min: formatCoins(coinsToCents(v.minDeposit)) });
  return t('prizes.voucher.kind.2');
}

/**
 * Voucher detail (docs/product/endpoints.md#items /voucher/detail, /voucher/sku, /voucher/exchange): kind, status, expiry, what it gives;
 * for a Free voucher the prizes its opening can give with their odds and "Exchange" (one free, provably fair
 * opening of the box; the prize lands in the cart like any other).
 */
export function VoucherDetailDialog({ id, onClose }: { id: number | null; onClose: () => void }) {
  const { t } = useTranslation();
  const detail = useVoucherDetail(id);
  const v = detail.data;
  const skus = useVoucherSkus(id, v?.kind === 0);
  const open = useVoucherOpen();
  const [won, setWon] = useState<OpenResult | null>(null);
  const close = () => {
    setWon(null);
    open.reset();
    onClose();
  };
  const daysLeft = v ? Math.ceil((Date.parse(v.expiresAt) - Date.now()) / DAY_MS) : 0;

  return (
    <Dialog
      open={id !== null}
      onOpenChange={(o) => (!o ? close() : undefined)}
      title={t('prizes.voucher.detailTitle')}
      size="lg"
      data-testid="voucher-detail"
    >
      {detail.isPending ? (
        <Skeleton className="h-40" />
      ) : !v ? (
        <p className="text-sm text-danger" role="alert">
          {detail.error instanceof ApiError ? detail.error.message : t('prizes.voucher.notFound')}
        </p>
      ) : (
        <div className="flex flex-col gap-4">
          <div className="flex items-center gap-3">
            {v.boxImage ? (
              <img {...picture(v.boxImage, '64px')} alt="" className="size-16 shrink-0 object-contain" />
            ) : (
              <IconGift size={36} className="shrink-0 text-accent" />
            )}
            <div className="min-w-0 flex-1">
              <p className="text-xs font-bold uppercase tracking-widest text-subtle" data-testid="voucher-detail-kind">
                {t(`prizes.voucher.kind.${v.kind}`)}
              </p>
              <p className="text-base font-bold" data-testid="voucher-detail-gives">
                {voucherGives(t, v)}
              </p>
            </div>
            <span data-testid="voucher-detail-status" data-status={v.status}>
              <Badge tone={v.status === 'available' ? 'accent' : 'neutral'}>{t(`prizes.voucher.${v.status}`)}</Badge>
            </span>
          </div>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 rounded-xl border border-line bg-bg-2 p-3 text-sm">
            <dt className="text-muted">{t('prizes.voucher.expiresOn')}</dt>
            <dd data-testid="voucher-detail-expiry">
              {formatDateTime(v.expiresAt)}
              {v.status === 'available' ? (
                <span className="ml-2 text-warning">
                  ({daysLeft <= 0 ? t('prizes.voucher.expiresToday') : t('prizes.voucher.expiresIn', { count: daysLeft })})
                </span>
              ) : null}
            </dd>
            <dt className="text-muted">{t('prizes.voucher.receivedOn')}</dt>
            <dd>{formatDateTime(v.createdAt)}</dd>
            <dt className="text-muted">{t('prizes.voucher.from')}</dt>
            <dd>{t(`prizes.voucher.source.${v.source}`, { defaultValue: t('prizes.voucher.source.other') })}</dd>
            {v.usedAt ? (
              <>
                <dt className="text-muted">{t('prizes.voucher.usedOn')}</dt>
                <dd>{formatDateTime(v.usedAt)}</dd>
              </>
            ) : null}
          </dl>
          {v.kind === 1 ? (
            <p className="text-sm text-muted">{t('prizes.voucher.chargeHow', { min: formatCoins(coinsToCents(v.minDeposit)) })}</p>
          ) : null}
          {v.kind === 2 ? <p className="text-sm text-muted">{t('prizes.voucher.luckyHow')}</p> : null}
          {v.kind === 0 ? (
            <section className="flex flex-col gap-2">
              <h3 className="text-xs font-black uppercase tracking-widest text-subtle">{t('prizes.voucher.skus')}</h3>
              {skus.isPending ? (
                <Skeleton className="h-24" />
              ) : (
                <ul className="grid max-h-72 grid-cols-2 gap-2 overflow-y-auto sm:grid-cols-3" data-testid="voucher-skus">
                  {(skus.data?.list ?? []).map((s) => (
                    <li key={s.itemId} className={`rounded-xl border bg-surface ${rarityClasses(s.skuLevel).border}`}>
                      <Link
                        to={`/item-card?id=${s.itemId}`}
                        className="flex flex-col items-center gap-1 p-2 text-center hover:bg-surface-2"
                        data-testid="item-tile-link"
                      >
                        <img {...picture(s.image, '48px')} alt="" className="size-12 object-contain" />
                        <span className="line-clamp-2 min-h-8 text-[11px] font-semibold leading-4">{s.name}</span>
                        <Price coins={s.price} className="text-xs" />
                        <span className="text-[10px] text-subtle">{t('prizes.voucher.chance', { chance: `${s.probability}%` })}</span>
                      </Link>
                    </li>
                  ))}
                </ul>
              )}
              {won ? (
                <div
                  className="flex flex-wrap items-center gap-3 rounded-xl border border-accent/50 bg-accent/10 p-3"
                  data-testid="voucher-won"
                >
                  <img {...picture(won.itemImage, '48px')} alt="" className="size-12 object-contain" />
                  <p className="min-w-0 flex-1 text-sm font-bold">
                    {t('prizes.voucher.exchanged')}{' '}
                    <Link to={`/item-card?id=${won.itemId}`} className="text-accent underline-offset-2 hover:underline">
                      {won.itemName}
                    </Link>
                  </p>
                  <ButtonLink size="sm" variant="secondary" to="/user/cart">
                    {t('prizes.voucher.toCart')}
                  </ButtonLink>
                </div>
              ) : v.status === 'available' ? (
                <Button
                  variant="gold"
                  loading={open.isPending}
                  onClick={() => open.mutate(v.id, { onSuccess: (r) => setWon(r.results[0] ?? null) })}
                  data-testid="voucher-exchange"
                >
                  {t('prizes.voucher.exchange')}
                </Button>
              ) : null}
              {open.error ? (
                <p className="text-sm text-danger" role="alert">
                  {open.error instanceof ApiError ? open.error.message : String(open.error)}
                </p>
              ) : null}
            </section>
          ) : null}
        </div>
      )}
    </Dialog>
  );
}
