import type { DepositConfig } from '@hapa/contracts';
import { bonusCents } from '@hapa/domain';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, IconLock, Price } from '../../../components/index.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { centsToCoinUnits } from '../../../lib/money.ts';
import { STORAGE_KEYS, writeJson } from '../../../lib/storage.ts';
import { usePrepay } from '../api/prepay.ts';
import { useDepositForm } from '../hooks/use-deposit-form.ts';
import { AmountField } from './amount-field.tsx';
import { PayMethodTiles } from './pay-method-tiles.tsx';

/** The top-up form: method, amount, terms; submit -> prepay -> redirect to the pay page. */
export function TopUpForm({ config, onNavigate }: { config: DepositConfig; onNavigate?: () => void }) {
  const { t } = useTranslation();
  const form = useDepositForm(config);
  const prepay = usePrepay();
  const [serverError, setServerError] = useState<string | null>(null);
  const [redirecting, setRedirecting] = useState(false);
  const submitted = useRef(false);
  const bonus = form.method && form.cents ? bonusCents(form.cents, Math.round(form.method.bonusRate * 1_000_000)) : 0;

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (!form.canSubmit || !form.method || form.cents === null || submitted.current) return;
    submitted.current = true;
    setServerError(null);
    prepay.mutate(
      { payType: form.method.payType, amount: centsToCoinUnits(form.cents), referUrl: window.location.href },
      {
        onSuccess: (res) => {
          writeJson(STORAGE_KEYS.lastOrder, { orderNo: res.orderNo, payType: form.method?.payType, at: Date.now(), from: window.location.pathname + window.location.search });
          setRedirecting(true);
          onNavigate?.();
          // brief: go to toPayUrl (sandbox checkout or the provider's page). The wooshpay / binance /
          // crypto in-app pages named by `nextUrl` are not built yet; with no page to go to
          // (e.g. M-PESA STK), the result page polls the order.
          window.location.href = res.toPayUrl || `/payment-result?orderNo=${encodeURIComponent(res.orderNo)}`;
        },
        onError: (err) => {
          submitted.current = false;
          setServerError(isApiError(err) ? err.message : t('common.somethingWrong'));
        },
      },
    );
  }

  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-5" data-testid="topup-form" noValidate>
      {config.isFirstTopUp ? (
        <div className="rounded-2xl border border-rarity-1/40 bg-gradient-to-r from-rarity-1/15 to-violet/10 p-3 text-sm">
          <p className="font-extrabold text-rarity-1">{t('wallet.firstTitle')}</p>
          <p className="text-xs text-muted">{t('wallet.firstText')}</p>
        </div>
      ) : null}
      <section className="flex flex-col gap-2">
        <h3 className="text-xs font-extrabold uppercase tracking-widest text-subtle">{t('wallet.method')}</h3>
        <PayMethodTiles methods={form.methods} selected={form.method?.payType} onSelect={form.selectMethod} />
        {form.method?.tips ? <p className="text-xs text-muted">{form.method.tips}</p> : null}
      </section>
      <section className="flex flex-col gap-2">
        <h3 className="text-xs font-extrabold uppercase tracking-widest text-subtle">{t('wallet.amount')}</h3>
        <AmountField form={form} />
      </section>
      <dl className="grid grid-cols-2 gap-2 rounded-2xl border border-line bg-bg-2/70 p-3 text-sm">
        <dt className="text-muted">{t('wallet.youPay')}</dt>
        <dd className="text-right font-bold"><Price cents={form.cents ?? 0} /></dd>
        <dt className="text-muted">{t('wallet.youGet')}</dt>
        <dd className="text-right font-bold text-accent">
          <Price cents={(form.cents ?? 0) + bonus} icon />
        </dd>
      </dl>
      <label className="flex cursor-pointer items-start gap-3 text-xs text-muted">
        <input
          type="checkbox"
          checked={form.termsAccepted}
          onChange={(e) => form.setTermsAccepted(e.target.checked)}
          className="mt-0.5 size-4 shrink-0 accent-[var(--color-accent)]"
          data-testid="topup-terms"
        />
        <span>
          {t('wallet.termsPrefix')}{' '}
          <Link to="/terms-of-service" className="text-accent underline" onClick={onNavigate}>{t('footer.terms')}</Link>
          {t('wallet.termsSuffix')}
        </span>
      </label>
      {serverError ? <p role="alert" className="rounded-xl border border-danger/40 bg-danger/10 px-3 py-2 text-sm text-danger" data-testid="topup-server-error">{serverError}</p> : null}
      <Button type="submit" size="lg" block disabled={!form.canSubmit} loading={prepay.isPending || redirecting} icon={<IconLock size={16} />} data-testid="topup-submit">
        {t('wallet.submit')} <Price cents={form.cents ?? 0} />
      </Button>
    </form>
  );
}
