import { formatCoins } from '@hapa/domain';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button, Dialog, IconCoin } from '../../../components/index.ts';
import { coinsToCents } from '../../../lib/money.ts';
import { closeInsufficient, openTopUp, useModals } from '../../../lib/modals.ts';
import { useCachedBaseInfo } from '../api/get-base-info.ts';

/** Cents missing to pay `needCents` with `balanceCoins` (coin units), or null when unknown / not short. */
export function missingCents(needCents: number | null | undefined, balanceCoins: number | undefined): number | null {
  if (needCents == null || balanceCoins === undefined) return null;
  const missing = needCents - coinsToCents(balanceCoins);
  return missing > 0 ? missing : null;
}

/**
 * Insufficient balance (docs/product/routes.md#modals, docs/product/errors.md#client-handling): "Insufficient Balance" / "Please Top Up",
 * how much is missing when the cost is known, buttons "Return items" (to /user/cart, where prizes can be
 * sold) and "Top-up".
 */
export function InsufficientBalanceDialog() {
  const { t } = useTranslation();
  const { insufficient, insufficientNeedCents } = useModals();
  const navigate = useNavigate();
  const info = useCachedBaseInfo();
  const missing = missingCents(insufficientNeedCents, info?.coin);
  return (
    <Dialog
      open={insufficient}
      onOpenChange={(open) => (open ? undefined : closeInsufficient())}
      title={t('unbox.insufficientTitle')}
      size="sm"
      data-testid="insufficient-dialog"
    >
      <div className="flex flex-col items-center gap-3 pb-2 text-center">
        <span className="flex size-16 items-center justify-center rounded-full bg-rarity-1/10">
          <IconCoin size={40} />
        </span>
        <p className="text-base font-semibold text-muted">{t('unbox.insufficientText')}</p>
        {missing ? (
          <p className="text-sm text-fg" data-testid="insufficient-missing">
            {t('unbox.insufficientMissing', { amount: formatCoins(missing) })}
          </p>
        ) : null}
      </div>
      <div className="mt-4 grid grid-cols-2 gap-3">
        <Button
          variant="secondary"
          size="lg"
          onClick={() => {
            closeInsufficient();
            navigate('/user/cart');
          }}
          data-testid="insufficient-return-items"
        >
          {t('unbox.returnItems')}
        </Button>
        <Button size="lg" onClick={() => openTopUp({ reason: 'not_enough_balance' })} data-testid="insufficient-topup">
          {t('unbox.topUp')}
        </Button>
      </div>
    </Dialog>
  );
}
