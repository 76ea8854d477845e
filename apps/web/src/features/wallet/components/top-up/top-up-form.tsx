import type { DepositConfig } from '@hapa/contracts';
import { formatCoins } from '@hapa/domain';
import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, IconLock, Input } from '../../../../components/index.ts';
import { centsToCoinUnits, coinsToCents } from '../../../../lib/money.ts';
import type { TopUpOptions } from '../../../../lib/modals.ts';
import { useSession } from '../../../../lib/session.ts';
import { prepay } from '../../api/prepay.ts';
import { useCachedBaseInfo } from '../../api/get-base-info.ts';
import { useCryptoChoice } from '../../hooks/use-crypto-choice.ts';
import { useDepositForm } from '../../hooks/use-deposit-form.ts';
import { usePaySubmit } from '../../hooks/use-pay-submit.ts';
import { isMpesaPhone, sanitizePhoneInput } from '../../lib/mpesa.ts';
import { defaultMethod, methodLimits, sortMethods } from '../../lib/pay-methods.ts';
import { methodHasBonuses } from '../../lib/deposit-preview.ts';
import { defaultAmountCents, isVipMode, quickAmounts, stepUnits } from '../../lib/quick-amounts.ts';
import { loadAddress, needsShippingAddress, saveAddress, type ShippingAddressFields } from '../../lib/shipping-address.ts';
import { AmountField } from './amount-field.tsx';
import { BonusPreview } from './bonus-preview.tsx';
import { CryptoPanel } from './crypto-panel.tsx';
import { MpesaWaiting } from './mpesa-waiting.tsx';
import { PayMethodTiles } from './pay-method-tiles.tsx';
import { ShippingAddressForm } from './shipping-address-form.tsx';
import { TopUpBanners } from './top-up-banners.tsx';
import { PromotionBanner } from './promotion-banner.tsx';
import { TermsCheckbox } from './terms-checkbox.tsx';
import { TrialTopUpNote } from '../../../trial/index.ts';

interface TopUpFormProps {
  config: DepositConfig;
  siteCode: string | null;
  inApp: boolean;
  options: TopUpOptions;
}

/**
 * The top-up (docs/product/routes.md#payments, docs/product/states.md#top-up, docs/product/validation.md#deposit-amount): banners, method tiles, crypto panel, quick and custom amount, M-PESA number,
 * bonus preview, terms; submit -> prepay -> the method's flow. A card provider first asks for the shipping
 * address (remembered); M-PESA waits for the STK push in place.
 */
export function TopUpForm({ config, siteCode, inApp, options }: TopUpFormProps) {
  const { t } = useTranslation();
  const session = useSession();
  const info = useCachedBaseInfo();
  const methods = useMemo(() => sortMethods(config.payMethods), [config.payMethods]);
  const [payType, setPayType] = useState(() => defaultMethod(config.payMethods)?.payType ?? '');
  const method = methods.find((m) => m.payType === payType) ?? methods[0];
  const limits = methodLimits(method, config.minAmount);
  const crypto = useCryptoChoice(method, limits.minCents);
  const quick = quickAmounts(method, config, isVipMode(info));
  const form = useDepositForm({
    method,
    options: quick,
    minCents: crypto.minCents,
    maxCents: Math.max(limits.maxCents, crypto.minCents),
    step: stepUnits(config.step, inApp),
    // a top-up opened for a known amount (e.g. "Top up $20 more to unlock battles") starts there, within the method's range
    initialCents:
      options.amountCents !== undefined
        ? Math.min(Math.max(options.amountCents, limits.minCents), limits.maxCents)
        : defaultAmountCents(quick, limits.minCents),
    cryptoDefaultCents: coinsToCents(config.cryptoDefaultAmount),
  });
  const [phone, setPhone] = useState('');
  const [phoneTouched, setPhoneTouched] = useState(false);
  const [stage, setStage] = useState<'form' | 'address'>('form');
  const [address, setAddress] = useState<ShippingAddressFields | null>(() => loadAddress(session?.uid));
  // a top-up opened from a friend's Lucky Trial records the share with the order (docs/payments.md)
  const referEvent = options.referEvent ?? (options.trialShareNo ? `trial_boost:${options.trialShareNo}` : undefined);
  const pay = usePaySubmit({ referEvent });
  const needsPhone = method?.needsMobile ?? false;
  const phoneError = needsPhone && phoneTouched && !isMpesaPhone(phone) ? t('wallet.mpesa.phoneInvalid') : undefined;
  const needsAddress = needsShippingAddress(method);

  function run(shippingAddress: ShippingAddressFields | undefined) {
    if (!method || form.cents === null) return;
    const amount = centsToCoinUnits(form.cents);
    pay.submit(() =>
      prepay({
        payType: method.payType,
        amount,
        referUrl: window.location.href,
        siteCode,
        referEvent,
        mobile: needsPhone ? phone.trim() : undefined,
        shippingAddress,
        ...crypto.prepayFields,
      }),
    );
  }

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (!form.canSubmit || pay.busy) return;
    if (needsPhone && !isMpesaPhone(phone)) {
      setPhoneTouched(true);
      return;
    }
    if (needsAddress && !address) {
      pay.clearError();
      setStage('address');
      return;
    }
    run(needsAddress && address ? address : undefined);
  }

  if (pay.stk) return <MpesaWaiting order={pay.stk} phone={phone} onRetry={pay.resetStk} />;
  if (stage === 'address') {
    return (
      <div className="flex flex-col gap-3">
        <ShippingAddressForm
          initial={address}
          busy={pay.busy}
          onBack={() => setStage('form')}
          onSubmit={(a) => {
            saveAddress(session?.uid, a);
            setAddress(a);
            run(a);
          }}
        />
        {pay.serverError ? <ServerError text={pay.serverError} /> : null}
      </div>
    );
  }

  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-5" data-testid="topup-form" data-site={config.siteCode} noValidate>
      <TopUpBanners config={config} paysBonuses={method ? methodHasBonuses(method) : true} />
      {options.trialShareNo ? <TrialTopUpNote shareNo={options.trialShareNo} /> : null}
      <PromotionBanner symbol={form.symbol} />
      <section className="flex flex-col gap-2">
        <h3 className="text-xs font-extrabold uppercase tracking-widest text-subtle">{t('wallet.method')}</h3>
        <PayMethodTiles methods={methods} selected={method?.payType} onSelect={setPayType} />
        {method?.tips ? (
          <p className="text-xs text-muted" data-testid="topup-method-tips">
            {method.tips}
          </p>
        ) : null}
      </section>
      {method?.isCrypto && method.flow === 'crypto' ? <CryptoPanel crypto={crypto} cents={form.cents} /> : null}
      <section className="flex flex-col gap-2">
        <h3 className="text-xs font-extrabold uppercase tracking-widest text-subtle">{t('wallet.amount')}</h3>
        <AmountField form={form} />
      </section>
      {needsPhone ? (
        <Input
          label={t('wallet.mpesa.phone')}
          value={phone}
          inputMode="tel"
          autoComplete="tel"
          placeholder={t('uiLabels.mpesaPlaceholder')}
          onChange={(e) => setPhone(sanitizePhoneInput(e.target.value))}
          onBlur={() => setPhoneTouched(true)}
          error={phoneError}
          hint={t('wallet.mpesa.phoneHint')}
          data-testid="topup-mpesa-phone"
          errorTestId="topup-mpesa-phone-error"
        />
      ) : null}
      {method && form.cents !== null && form.error === null ? (
        <BonusPreview
          cents={form.cents}
          method={method}
          config={config}
          quote={{ payType: method.payType, cents: form.cents, siteCode, ...crypto.prepayFields }}
        />
      ) : null}
      {needsAddress && address ? (
        <p
          className="flex items-center justify-between gap-2 rounded-xl bg-bg-2 px-3 py-2 text-xs text-muted"
          data-testid="topup-address-saved"
        >
          <span className="truncate">
            {t('wallet.address.saved', { address: `${address.street}, ${address.city}, ${address.countryCode}` })}
          </span>
          <button type="button" className="shrink-0 font-bold text-accent" onClick={() => setStage('address')}>
            {t('wallet.address.edit')}
          </button>
        </p>
      ) : null}
      <TermsCheckbox checked={form.termsAccepted} onChange={form.setTermsAccepted} />
      {pay.serverError ? <ServerError text={pay.serverError} /> : null}
      <Button
        type="submit"
        size="lg"
        block
        disabled={!form.canSubmit || pay.busy}
        loading={pay.busy}
        icon={<IconLock size={16} />}
        data-testid="topup-submit"
      >
        {t('wallet.submit')} {formatCoins(form.cents ?? 0, form.symbol)}
      </Button>
    </form>
  );
}

function ServerError({ text }: { text: string }) {
  return (
    <p
      role="alert"
      className="rounded-xl border border-danger/40 bg-danger/10 px-3 py-2 text-sm text-danger"
      data-testid="topup-server-error"
    >
      {text}
    </p>
  );
}
