import type { SandboxSession } from '@hapa/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MonoField } from '../../../../components/index.ts';

type Session = SandboxSession;

/** Crypto and TON: QR code, address, exact amount and network (docs/product/routes.md#payments crypto panel). */
export function SandboxCryptoBody({ session }: { session: Session }) {
  const { t } = useTranslation();
  const c = session.crypto;
  if (!c) return null;
  return (
    <div className="flex flex-col gap-3" data-testid="checkout-crypto">
      <p className="text-sm text-muted">{session.kind === 'ton' ? t('wallet.sandbox.tonText') : t('wallet.sandbox.cryptoText')}</p>
      <div className="flex items-center gap-4">
        <img src={c.qrcode} alt="" className="size-32 shrink-0 rounded-xl bg-white p-1.5" />
        <div className="min-w-0 text-sm">
          <p className="text-xs font-bold uppercase tracking-wider text-subtle">{t('wallet.cryptoOrder.send')}</p>
          <p className="break-all font-mono text-lg font-black">
            {c.cryptoAmount} {c.cryptoCurrency}
          </p>
          <p className="mt-1 text-xs text-muted">{c.networkName}</p>
        </div>
      </div>
      <MonoField label={t('wallet.cryptoOrder.address')} value={c.address} />
      {session.deepLink ? (
        <a href={session.deepLink} className="text-center text-sm font-bold text-accent underline">
          {t('wallet.sandbox.openWallet')}
        </a>
      ) : null}
    </div>
  );
}

/** Binance Pay: the test QR code and the deep link. */
export function SandboxBinanceBody({ session }: { session: Session }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col items-center gap-3 text-center" data-testid="checkout-binance">
      <p className="text-sm text-muted">{t('wallet.sandbox.binanceText')}</p>
      {session.qrcodeLink ? <img src={session.qrcodeLink} alt="" className="size-40 rounded-xl bg-white p-2" /> : null}
    </div>
  );
}

/** PayPal: approve or cancel, as on PayPal's page. */
export function SandboxPaypalBody() {
  const { t } = useTranslation();
  return (
    <div className="flex items-center gap-3 rounded-xl bg-[#003087]/30 p-4" data-testid="checkout-paypal">
      <span className="text-2xl font-black italic text-[#009cde]">
        Pay<span className="text-fg">Pal</span>
      </span>
      <p className="text-sm text-muted">{t('wallet.sandbox.paypalText')}</p>
    </div>
  );
}

/** M-PESA: the phone's STK prompt with a PIN field (any 4 digits confirm in the sandbox). */
export function SandboxMpesaBody({ session, pin, onPin }: { session: Session; pin: string; onPin: (pin: string) => void }) {
  const { t } = useTranslation();
  return (
    <div
      className="mx-auto flex w-60 flex-col gap-3 rounded-[2rem] border-4 border-line bg-bg-2 p-5 shadow-inner"
      data-testid="checkout-mpesa"
    >
      <p className="text-center text-xs font-black uppercase tracking-widest text-success">{t('wallet.sandbox.mpesaTitle')}</p>
      <p className="text-sm">{session.mpesa?.prompt}</p>
      <p className="text-xs text-muted">{session.mpesa?.phone}</p>
      <input
        value={pin}
        onChange={(e) => onPin(e.target.value.replace(/\D/g, '').slice(0, 6))}
        inputMode="numeric"
        type="password"
        placeholder={t('wallet.sandbox.mpesaPin')}
        aria-label={t('wallet.sandbox.mpesaPin')}
        className="h-10 rounded-lg border border-line bg-surface px-3 text-center tracking-[0.5em] outline-none placeholder:text-xs placeholder:tracking-normal focus:border-accent"
        data-testid="checkout-mpesa-pin"
      />
    </div>
  );
}

/** Labels of the two sandbox actions per kind. */
export function actionLabels(kind: Session['kind'], t: (k: string) => string): { confirm: string; decline: string } {
  switch (kind) {
    case 'paypal':
      return { confirm: t('wallet.sandbox.approve'), decline: t('wallet.sandbox.cancel') };
    case 'crypto':
    case 'ton':
      return { confirm: t('wallet.sandbox.simulatePaid'), decline: t('wallet.sandbox.simulateFail') };
    case 'binance':
      return { confirm: t('wallet.sandbox.binancePay'), decline: t('wallet.sandbox.cancel') };
    case 'mpesa_stk':
      return { confirm: t('wallet.sandbox.mpesaOk'), decline: t('wallet.sandbox.cancel') };
    case 'card_form':
      return { confirm: t('wallet.sandbox.approveNoCard'), decline: t('wallet.decline') };
    default:
      return { confirm: t('wallet.pay'), decline: t('wallet.decline') };
  }
}

/** PIN state for the M-PESA prompt. */
export function useMpesaPin() {
  return useState('');
}
