import type { WithdrawChain } from '@hapa/contracts';
import { formatCoins, WITHDRAW_MIN_CENTS, WITHDRAW_MIN_COIN } from '@hapa/domain';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Dialog, Input, Select, Spinner } from '../../../components/index.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { coinsToCents } from '../../../lib/money.ts';
import { toast } from '../../../lib/toast-store.ts';
import { useWithdraw, useWithdrawChains } from '../api/referral.ts';
import { previewWithdraw, trimCoin } from '../lib/withdraw-form.ts';
import { CommissionAmountInput } from './amount-input.tsx';
import { VerifyEmailNotice } from './verify-email-notice.tsx';

const NETWORK_NAMES: Record<string, string> = { BTC: 'Bitcoin', ETH: 'Ethereum', TRON: 'TRON', TON: 'TON' };
const optionValue = (c: Pick<WithdrawChain, 'chain' | 'ccy'>) => `${c.chain}:${c.ccy}`;
const optionLabel = (c: WithdrawChain) => `${c.ccy} · ${c.standard ?? NETWORK_NAMES[c.chain] ?? c.chain}`;

/**
 * Withdraw commission in crypto (docs/product/entities.md#orders-and-addresses Withdraw: address, amount, chain, ccy, currency): coin and network
 * picker, address, amount in USD with the network fee and the coin amount received shown live; the rules
 * (min 100 USD, payout above 0.001 of the coin) checked before sending and again by the server.
 */
export function WithdrawDialog({ open, onOpenChange, balance }: { open: boolean; onOpenChange: (o: boolean) => void; balance: number }) {
  const { t } = useTranslation();
  const chains = useWithdrawChains(open);
  const [choice, setChoice] = useState('TRON:USDT');
  const [address, setAddress] = useState('');
  const [amount, setAmount] = useState('');
  const [touched, setTouched] = useState(false);
  const [serverError, setServerError] = useState<{ field: 'address' | 'amount' | 'form'; text: string } | null>(null);
  const [key, setKey] = useState(() => crypto.randomUUID());
  const withdraw = useWithdraw();
  const balanceCents = coinsToCents(balance);
  const chain = chains.data?.list.find((c) => optionValue(c) === choice);
  const preview = previewWithdraw(amount, chain, balanceCents);
  const min = formatCoins(WITHDRAW_MIN_CENTS);

  const amountError =
    serverError?.field === 'amount'
      ? serverError.text
      : touched && chain
        ? preview.problem === 'min'
          ? t('referral.withdrawDialog.belowMin', { min })
          : preview.problem === 'coin'
            ? t('referral.withdrawDialog.belowCoin', { minCoin: WITHDRAW_MIN_COIN, ccy: chain.ccy })
            : preview.problem === 'balance'
              ? t('referral.withdrawDialog.overBalance')
              : touched && preview.cents === null
                ? t('referral.withdrawDialog.badAmount')
                : null
        : null;
  const addressError =
    serverError?.field === 'address' ? serverError.text : touched && !address.trim() ? t('referral.withdrawDialog.addressRequired') : null;

  function submit(e: FormEvent) {
    e.preventDefault();
    setTouched(true);
    setServerError(null);
    if (!chain || withdraw.isPending || !address.trim() || preview.cents === null || preview.problem) return;
    withdraw.mutate(
      { body: { amount: amount.trim(), chain: chain.chain, ccy: chain.ccy, address: address.trim(), currency: 'USD' }, key },
      {
        onSuccess: (w) => {
          toast.success(t('referral.withdrawDialog.done', { coin: trimCoin(w.coinAmount), ccy: w.ccy }));
          setAmount('');
          setAddress('');
          setTouched(false);
          setKey(crypto.randomUUID());
          onOpenChange(false);
        },
        onError: (err) => {
          if (!isApiError(err)) return setServerError({ field: 'form', text: t('common.somethingWrong') });
          const field =
            err.key === 'withdraw.error.address'
              ? 'address'
              : err.key.startsWith('withdraw.error.min') || err.key === 'coin.error.not_enough'
                ? 'amount'
                : 'form';
          setServerError({ field, text: err.message });
        },
      },
    );
  }

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('referral.withdrawDialog.title')}
      description={t('referral.withdrawDialog.text')}
      size="sm"
      data-testid="withdraw-dialog"
    >
      {!chains.data ? (
        <div className="flex justify-center py-8">
          <Spinner />
        </div>
      ) : (
        <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
          <VerifyEmailNotice />
          <Select
            label={t('referral.withdrawDialog.network')}
            options={chains.data.list.map((c) => ({ value: optionValue(c), label: optionLabel(c) }))}
            value={choice}
            onChange={(e) => {
              setChoice(e.target.value);
              setServerError(null);
            }}
            data-testid="withdraw-chain"
          />
          <Input
            label={t('referral.withdrawDialog.address')}
            placeholder={
              chain
                ? t('referral.withdrawDialog.addressPlaceholder', { ccy: chain.ccy, network: chain.standard ?? NETWORK_NAMES[chain.chain] })
                : ''
            }
            value={address}
            onChange={(e) => {
              setAddress(e.target.value);
              if (serverError?.field === 'address') setServerError(null);
            }}
            autoComplete="off"
            spellCheck={false}
            className="font-mono text-xs"
            error={addressError}
            errorTestId="withdraw-address-error"
            data-testid="withdraw-address"
          />
          <CommissionAmountInput
            label={t('referral.withdrawDialog.amount')}
            value={amount}
            onChange={(v) => {
              setAmount(v);
              if (serverError?.field === 'amount') setServerError(null);
            }}
            balanceCents={balanceCents}
            error={amountError}
            errorTestId="withdraw-amount-error"
            testId="withdraw-amount"
          />
          {chain ? (
            <dl
              className="grid grid-cols-2 gap-x-3 gap-y-1.5 rounded-xl border border-line bg-bg-2 p-3 text-sm"
              data-testid="withdraw-summary"
            >
              <dt className="text-muted">{t('referral.withdrawDialog.fee')}</dt>
              <dd className="text-right font-semibold tabular-nums" data-testid="withdraw-fee">
                {formatCoins(coinsToCents(chain.fee))}
              </dd>
              <dt className="text-muted">{t('referral.withdrawDialog.receive')}</dt>
              <dd className="text-right font-bold tabular-nums text-accent" data-testid="withdraw-receive">
                {preview.coin ? `${trimCoin(preview.coin)} ${chain.ccy}` : '—'}
              </dd>
              <dd className="col-span-2 text-xs text-subtle">
                {t('referral.withdrawDialog.price', { ccy: chain.ccy, price: `$${chain.price}` })}
              </dd>
              <dd className="col-span-2 text-xs text-subtle">
                {t('referral.withdrawDialog.min', { min, minCoin: chains.data.minCoin, ccy: chain.ccy })}
              </dd>
            </dl>
          ) : null}
          {serverError?.field === 'form' ? (
            <p className="text-sm text-danger" role="alert">
              {serverError.text}
            </p>
          ) : null}
          <Button type="submit" block loading={withdraw.isPending} data-testid="withdraw-submit">
            {t('referral.withdrawDialog.submit')}
          </Button>
        </form>
      )}
    </Dialog>
  );
}
