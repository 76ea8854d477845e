import type { CardChallenge, PayOrder, SandboxSession } from '@hapa/contracts';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Dialog, IconCard, IconLock, Input } from '../../../../components/index.ts';
import { usePaySandboxCard } from '../../api/pay-sandbox-card.ts';
import {
  cardBrand,
  cardErrorView,
  formatCardNumber,
  formatExpiry,
  parseExpiry,
  validateCard,
  type CardErrors,
  type CardFields,
} from '../../lib/card-form.ts';
import { rememberCard } from '../../lib/pay-flow.ts';
import { useCardCancel, useCardSupport, useCheckoutInit, useTradeConfirm, useTradeSubmit } from '../../api/card-trade.ts';
import { ThreeDsDialog } from './three-ds-dialog.tsx';

interface CardFormProps {
  orderNo: string;
  /** "$50.00" */
  amountText: string;
  testCards?: SandboxSession['testCards'];
  onPaid: (order: PayOrder) => void;
  /** "Other payment method" in the card-error notice */
  onOtherMethod: () => void;
  /** the wooshpay page: pay through the card trade API (BIN check, submit, 3-D Secure confirm, cancel) */
  trade?: boolean;
}

const EMPTY: CardFields = { cardNumber: '', expiry: '', cvc: '', holderName: '' };

/**
 * The wooshpay card form (docs/product/routes.md#payments wooshpay page) for sandbox orders: number, expiry, CVC, name; test
 * cards to fill in. Errors (docs/product/errors.md): insufficient funds inline, other card errors in the card-error notice.
 */
export function CardForm({ orderNo, amountText, testCards, onPaid, onOtherMethod, trade = false }: CardFormProps) {
  const { t } = useTranslation();
  const sandboxPay = usePaySandboxCard(orderNo);
  const tradePay = useTradeSubmit();
  const pay = trade ? tradePay : sandboxPay;
  const confirm = useTradeConfirm();
  const cancel = useCardCancel();
  const init = useCheckoutInit(orderNo, trade);
  const [challenge, setChallenge] = useState<CardChallenge | null>(null);
  const [fields, setFields] = useState<CardFields>(EMPTY);
  const [errors, setErrors] = useState<CardErrors>({});
  const [inlineError, setInlineError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const digits = fields.cardNumber.replace(/\s/g, '');
  const support = useCardSupport(trade ? digits : '');
  const unsupported = trade && support.data && !support.data.supported ? (support.data.msg ?? t('payExtra.trade.unsupported')) : undefined;
  const shownCards = trade ? (init.data?.testCards ?? testCards) : testCards;
  const pendingChallenge = init.data?.challenge ?? null;
  useEffect(() => {
    if (pendingChallenge) setChallenge(pendingChallenge);
  }, [pendingChallenge]);

  function paid(order: PayOrder) {
    rememberCard(orderNo, order.cardEndNumber, order.cardBrand);
    onPaid(order);
  }
  function showError(err: unknown) {
    const view = cardErrorView(err);
    if (view.kind === 'notice') setNotice(view.message);
    else setInlineError(view.message);
  }

  function set<K extends keyof CardFields>(k: K, v: string) {
    setFields((f) => ({ ...f, [k]: v }));
    if (errors[k]) setErrors((e) => ({ ...e, [k]: undefined }));
  }

  function submit(e: FormEvent) {
    e.preventDefault();
    if (pay.isPending || pay.isSuccess) return;
    const now = new Date();
    const found = validateCard(fields, now);
    setErrors(found);
    setInlineError(null);
    const expiry = parseExpiry(fields.expiry, now);
    if (Object.keys(found).length > 0 || !expiry) return;
    const card = {
      cardNumber: digits,
      expMonth: expiry.month,
      expYear: expiry.year,
      cvc: fields.cvc,
      holderName: fields.holderName.trim() || undefined,
    };
    if (!trade) {
      sandboxPay.mutate(card, { onSuccess: paid, onError: showError });
      return;
    }
    if (unsupported) return;
    tradePay.mutate(
      { ...card, orderNo },
      {
        onSuccess: (r) => (r.status === 'challenge' ? setChallenge(r.challenge) : r.status === 'paid' ? paid(r.order) : onPaid(r.order)),
        onError: showError,
      },
    );
  }

  function verify(code: string) {
    if (!challenge) return;
    confirm.mutate(
      { orderNo, challengeId: challenge.challengeId, code },
      {
        onSuccess: (r) => {
          setChallenge(null);
          if (r.status === 'paid') paid(r.order);
          else onPaid(r.order);
        },
        onError: (err) => {
          setChallenge(null);
          showError(err);
        },
      },
    );
  }

  function abandon() {
    cancel.mutate(orderNo, {
      onSuccess: (order) => {
        setChallenge(null);
        onPaid(order);
      },
      onError: (err) => {
        setChallenge(null);
        showError(err);
      },
    });
  }

  return (
    <form onSubmit={submit} className="flex flex-col gap-4" noValidate data-testid="card-form">
      <div className="relative overflow-hidden rounded-2xl bg-gradient-to-br from-violet/70 to-accent/50 p-4 text-accent-ink shadow-lg">
        <div className="flex items-center justify-between">
          <IconCard size={28} />
          <span className="text-xs font-black uppercase">{cardBrand(fields.cardNumber)}</span>
        </div>
        <p className="mt-5 font-mono text-lg font-bold tracking-widest">{fields.cardNumber || '•••• •••• •••• ••••'}</p>
        <div className="mt-2 flex justify-between text-xs font-bold uppercase">
          <span className="truncate">{fields.holderName || t('wallet.card.holder')}</span>
          <span>{fields.expiry || t('uiLabels.expiryPlaceholder')}</span>
        </div>
      </div>
      <Input
        label={t('wallet.card.number')}
        value={fields.cardNumber}
        onChange={(e) => set('cardNumber', formatCardNumber(e.target.value))}
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder="1234 5678 9012 3456"
        error={errors.cardNumber ?? unsupported}
        data-testid="card-number"
      />
      <div className="grid grid-cols-2 gap-3">
        <Input
          label={t('wallet.card.expiry')}
          value={fields.expiry}
          onChange={(e) => set('expiry', formatExpiry(e.target.value))}
          inputMode="numeric"
          autoComplete="cc-exp"
          placeholder={t('uiLabels.expiryPlaceholder')}
          error={errors.expiry}
          data-testid="card-expiry"
        />
        <Input
          label={t('wallet.card.cvc')}
          value={fields.cvc}
          onChange={(e) => set('cvc', e.target.value.replace(/\D/g, '').slice(0, 4))}
          inputMode="numeric"
          autoComplete="cc-csc"
          placeholder="123"
          error={errors.cvc}
          data-testid="card-cvc"
        />
      </div>
      <Input
        label={t('wallet.card.holder')}
        value={fields.holderName}
        onChange={(e) => set('holderName', e.target.value.slice(0, 100))}
        autoComplete="cc-name"
        placeholder={t('wallet.card.holderPlaceholder')}
        data-testid="card-holder"
      />
      {shownCards && shownCards.length > 0 ? (
        <div className="rounded-xl border border-dashed border-warning/50 bg-warning/5 p-3" data-testid="card-test-cards">
          <p className="mb-2 text-[11px] font-extrabold uppercase tracking-wider text-warning">{t('wallet.card.testCards')}</p>
          <ul className="flex flex-col gap-1.5">
            {shownCards.map((c) => (
              <li key={c.number} className="flex items-center gap-2 text-xs">
                <code className="font-mono text-fg">{formatCardNumber(c.number)}</code>
                <span className="min-w-0 flex-1 truncate text-muted">{c.outcome}</span>
                <button
                  type="button"
                  className="shrink-0 rounded-md border border-line px-2 py-0.5 font-bold text-accent hover:border-accent"
                  onClick={() =>
                    setFields({ cardNumber: formatCardNumber(c.number), expiry: '12/34', cvc: '123', holderName: 'Test Player' })
                  }
                  data-testid={`card-use-${c.number}`}
                >
                  {t('wallet.card.useCard')}
                </button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {inlineError ? (
        <p role="alert" className="rounded-xl border border-danger/40 bg-danger/10 px-3 py-2 text-sm text-danger" data-testid="card-error">
          {inlineError}
        </p>
      ) : null}
      <Button
        type="submit"
        size="lg"
        block
        loading={pay.isPending}
        disabled={pay.isSuccess}
        icon={<IconLock size={16} />}
        data-testid="card-pay"
      >
        {t('wallet.card.pay', { amount: amountText })}
      </Button>
      <p className="text-center text-[11px] text-subtle">{t('wallet.card.secure')}</p>
      {trade ? (
        <ThreeDsDialog challenge={challenge} verifying={confirm.isPending || cancel.isPending} onVerify={verify} onAbandon={abandon} />
      ) : null}
      <Dialog
        open={notice !== null}
        onOpenChange={(o) => (o ? undefined : setNotice(null))}
        title={t('wallet.card.errorTitle')}
        size="sm"
        data-testid="card-error-notice"
      >
        <p className="text-sm text-muted" data-testid="card-error-notice-text">
          {notice}
        </p>
        <div className="mt-5 flex flex-col gap-2">
          <Button
            block
            onClick={() => {
              setNotice(null);
              setFields(EMPTY);
            }}
            data-testid="card-error-retry"
          >
            {t('wallet.card.anotherCard')}
          </Button>
          <Button variant="secondary" block onClick={onOtherMethod} data-testid="card-error-other">
            {t('wallet.card.otherMethod')}
          </Button>
        </div>
      </Dialog>
    </form>
  );
}
