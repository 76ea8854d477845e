import { useTranslation } from 'react-i18next';
import { Button, IconGift } from '../../../components/index.ts';
import { useAvailableVouchers } from '../../prizes/index.ts';

/**
 * "Open free with voucher" (docs/product/endpoints.md#items /voucher/user_avail_vouchers): shown on a box page while the player holds a
 * usable Free voucher of this box; uses the one that expires first.
 */
export function VoucherOpenControl({ boxId, busy, onOpen }: { boxId: number; busy: boolean; onOpen: (voucherId: number) => void }) {
  const { t } = useTranslation();
  const avail = useAvailableVouchers(boxId);
  const list = avail.data?.list ?? [];
  if (!list.length) return null;
  return (
    <Button
      variant="outline"
      size="lg"
      block
      // its icon, text and count take 290 px: on a 320 px phone (a 294 px button) narrower sides and the count alone
      className="max-[359px]:px-3"
      icon={<IconGift size={20} />}
      disabled={busy}
      onClick={() => onOpen(list[0]!.id)}
      data-testid="open-with-voucher"
    >
      {t('prizes.voucher.openFree')}{' '}
      <span className="text-xs font-semibold text-muted max-[359px]:hidden">
        ({t('prizes.voucher.openFreeCount', { count: list.length })})
      </span>
      <span className="hidden text-xs font-semibold text-muted max-[359px]:inline">({list.length})</span>
    </Button>
  );
}
