import { formatCoins } from '@hapa/domain';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Dialog } from '../../../components/index.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { coinsToCents } from '../../../lib/money.ts';
import { toast } from '../../../lib/toast-store.ts';
import { useTransfer } from '../api/referral.ts';
import { CommissionAmountInput } from './amount-input.tsx';

/** Moves commission to the coin balance (POST /api/distribution/transfer), one idempotency key per opening. */
export function TransferDialog({ open, onOpenChange, balance }: { open: boolean; onOpenChange: (o: boolean) => void; balance: number }) {
  const { t } = useTranslation();
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [key] = useState(() => crypto.randomUUID());
  const transfer = useTransfer();
  const balanceCents = coinsToCents(balance);

  function submit(e: FormEvent) {
    e.preventDefault();
    if (transfer.isPending) return;
    setError(null);
    transfer.mutate(
      { amount: amount.trim(), key: `${key}:${amount.trim()}` },
      {
        onSuccess: () => {
          toast.success(t('referral.transferDialog.done', { amount: formatCoins(coinsToCents(Number(amount))) }));
          setAmount('');
          onOpenChange(false);
        },
        onError: (err) => setError(isApiError(err) ? err.message : t('common.somethingWrong')),
      },
    );
  }

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('referral.transferDialog.title')}
      description={t('referral.transferDialog.text')}
      size="sm"
      data-testid="transfer-dialog"
    >
      <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
        <CommissionAmountInput
          label={t('referral.transferDialog.amount')}
          value={amount}
          onChange={setAmount}
          balanceCents={balanceCents}
          error={error}
          errorTestId="transfer-error"
          testId="transfer-amount"
          autoFocus
        />
        <Button type="submit" block loading={transfer.isPending} disabled={!amount.trim()} data-testid="transfer-submit">
          {t('referral.transferDialog.submit', { amount: amount.trim() ? `$${amount.trim()}` : '' })}
        </Button>
      </form>
    </Dialog>
  );
}
