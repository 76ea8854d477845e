import { formatCoins } from '@hapa/domain';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import {
  Badge,
  Button,
  ButtonLink,
  Card,
  Countdown,
  EmptyState,
  IconChevronLeft,
  IconLock,
  PageSpinner,
} from '../../../../components/index.ts';
import { isApiError } from '../../../../lib/api-error.ts';
import { openTopUp } from '../../../../lib/modals.ts';
import { coinsToCents } from '../../../../lib/money.ts';
import { useCompleteSandboxPayment, type SandboxAction } from '../../api/complete-sandbox-payment.ts';
import { useSandboxSession } from '../../api/get-sandbox-session.ts';
import { useEndsAt } from '../../hooks/use-ends-at.ts';
import { readLastOrder, returnPathFor } from '../../lib/pay-flow.ts';
import { CardForm } from './card-form.tsx';
import { actionLabels, SandboxBinanceBody, SandboxCryptoBody, SandboxMpesaBody, SandboxPaypalBody, useMpesaPin } from './sandbox-kinds.tsx';
import { TestLabel } from './test-label.tsx';
import { extraActionLabels, SandboxGpayBody, SandboxWalletBody } from './sandbox-kinds-extra.tsx';

/**
 * Our hosted sandbox checkout (`/sandbox/checkout/:orderNo`): plays the order's method from the session
 * endpoint (card form, PayPal approve, crypto address + QR, Binance QR, M-PESA phone prompt, TON link),
 * clearly labelled TEST PAYMENT, then returns to the result page; Cancel goes back to the shop page it came from.
 */
export function SandboxCheckout({
  orderNo,
  resultUrl: resultOverride,
  onOtherMethod,
  cardTrade = false,
}: {
  orderNo: string;
  resultUrl?: string;
  onOtherMethod?: () => void;
  cardTrade?: boolean;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSandboxSession(orderNo);
  const complete = useCompleteSandboxPayment(orderNo);
  const [pin, setPin] = useMpesaPin();
  const endsAt = useEndsAt(session.data?.remainingSeconds, session.dataUpdatedAt);
  const resultUrl = resultOverride ?? session.data?.returnUrl ?? `/payment-result?orderNo=${encodeURIComponent(orderNo)}`;
  const backTo = returnPathFor(readLastOrder(orderNo)?.from);

  function act(action: SandboxAction) {
    if (complete.isPending || complete.isSuccess) return;
    complete.mutate(action, {
      onSuccess: () => navigate(resultUrl),
      onError: (err) => {
        // already completed elsewhere: the result page tells the truth
        if (isApiError(err, 'pay.error.order_closed') || isApiError(err, 'pay.error.order_timeout')) navigate(resultUrl);
      },
    });
  }

  if (session.isLoading) return <PageSpinner />;
  if (session.isError || !session.data) {
    return (
      <EmptyState
        title={t('wallet.orderMissing')}
        action={<ButtonLink to="/">{t('wallet.backToShop')}</ButtonLink>}
        data-testid="checkout-missing"
      />
    );
  }
  const s = session.data;
  const pending = s.status === 'pending';
  const labels = extraActionLabels(s.kind, t) ?? actionLabels(s.kind, t);
  const amountText = formatCoins(coinsToCents(s.amount), s.currencySymbol);

  return (
    <div className="flex w-full max-w-md flex-col gap-4" data-testid="sandbox-checkout" data-kind={s.kind}>
      {/* a way back to the shop without paying (the order stays open until it expires) */}
      <Link
        to={backTo}
        className="flex w-fit items-center gap-1.5 rounded-lg py-1 pr-2 text-sm font-bold text-muted hover:text-fg"
        data-testid="checkout-cancel"
      >
        <IconChevronLeft size={16} /> {t('wallet.checkoutCancel')}
      </Link>
      <TestLabel text={`${t('wallet.testLabel')}`} />
      <Card className="flex flex-col gap-5 p-6">
        <div className="flex items-center justify-between gap-2">
          <p className="flex items-center gap-2 text-lg font-extrabold">
            <IconLock size={18} className="text-accent" /> {s.label}
          </p>
          <Badge tone={pending ? 'warning' : s.status === 'paid' ? 'accent' : 'danger'}>{t(`wallet.statusNames.${s.status}`)}</Badge>
        </div>
        <div className="text-center">
          <p className="text-xs font-bold uppercase tracking-widest text-subtle">{t('wallet.amountDue')}</p>
          <p className="mt-1 text-4xl font-black tabular-nums" data-testid="checkout-amount">
            {amountText}
          </p>
          <p className="mt-1 text-xs text-muted">{s.currency}</p>
        </div>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 rounded-xl bg-bg-2 p-3 text-sm">
          <dt className="text-muted">{t('wallet.orderNo')}</dt>
          <dd className="break-all text-right font-mono text-xs" data-testid="checkout-order-no">
            {s.orderNo}
          </dd>
          {pending && endsAt ? (
            <>
              <dt className="text-muted">{t('wallet.expiresIn')}</dt>
              <dd className="text-right">
                <Countdown endsAt={endsAt} onEnd={() => void session.refetch()} className="text-sm font-bold" />
              </dd>
            </>
          ) : null}
        </dl>
        {!pending ? (
          <div className="flex flex-col gap-3 text-center">
            <p className="text-sm text-muted">{t('wallet.orderClosed', { status: t(`wallet.statusNames.${s.status}`) })}</p>
            <ButtonLink to={resultUrl} size="lg">
              {t('wallet.seeResult')}
            </ButtonLink>
          </div>
        ) : (
          <>
            {s.kind === 'card_form' ? (
              <CardForm
                orderNo={orderNo}
                amountText={amountText}
                testCards={s.testCards}
                trade={cardTrade}
                onPaid={() => navigate(resultUrl)}
                onOtherMethod={
                  onOtherMethod ??
                  (() => {
                    navigate('/');
                    openTopUp();
                  })
                }
              />
            ) : s.kind === 'crypto' || s.kind === 'ton' ? (
              <SandboxCryptoBody session={s} />
            ) : s.kind === 'binance' ? (
              <SandboxBinanceBody session={s} />
            ) : s.kind === 'paypal' ? (
              <SandboxPaypalBody />
            ) : s.kind === 'gpay' ? (
              <SandboxGpayBody />
            ) : s.kind === 'wallet' ? (
              <SandboxWalletBody session={s} />
            ) : (
              <SandboxMpesaBody session={s} pin={pin} onPin={setPin} />
            )}
            {s.kind === 'card_form' ? <p className="text-center text-xs text-subtle">{t('wallet.sandbox.payOther')}</p> : null}
            <div className="flex flex-col-reverse gap-3 sm:grid sm:grid-cols-2">
              <Button
                variant="secondary"
                size="lg"
                disabled={complete.isPending || complete.isSuccess}
                loading={complete.isPending && complete.variables === 'decline'}
                onClick={() => act('decline')}
                data-testid="checkout-decline"
              >
                {labels.decline}
              </Button>
              <Button
                size="lg"
                disabled={complete.isPending || complete.isSuccess || (s.kind === 'mpesa_stk' && pin.length < 4)}
                loading={complete.isPending && complete.variables === 'confirm'}
                onClick={() => act('confirm')}
                data-testid="checkout-pay"
              >
                {labels.confirm}
              </Button>
            </div>
            <p className="text-xs text-muted">{s.testNotice}</p>
          </>
        )}
      </Card>
    </div>
  );
}
