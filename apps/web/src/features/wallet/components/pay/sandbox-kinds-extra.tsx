import type { SandboxSession } from '@hapa/contracts';
import { useTranslation } from 'react-i18next';

/** Google Pay on the sandbox: the payment sheet with a test card (docs/payments.md; the real one runs on Stripe or the card acquirer). */
export function SandboxGpayBody() {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-3 rounded-xl border border-line bg-white p-4 text-[#3c4043]" data-testid="checkout-gpay">
      <p className="text-lg font-bold">
        <span className="text-[#4285f4]">G</span>
        <span className="text-[#ea4335]">o</span>
        <span className="text-[#fbbc04]">o</span>
        <span className="text-[#4285f4]">g</span>
        <span className="text-[#34a853]">l</span>
        <span className="text-[#ea4335]">e</span> Pay
      </p>
      <p className="text-sm">{t('payExtra.gpay.text')}</p>
      <p className="rounded-lg bg-[#f1f3f4] px-3 py-2 font-mono text-sm font-bold">{t('payExtra.gpay.card')}</p>
    </div>
  );
}

/** quest2pay / pyvio wallets on the sandbox: approve in the wallet, as on the wallet's hosted page. */
export function SandboxWalletBody({ session }: { session: SandboxSession }) {
  const { t } = useTranslation();
  return (
    <div className="flex items-center gap-3 rounded-xl bg-violet/20 p-4" data-testid="checkout-wallet">
      <span className="text-xl font-black text-fg">{session.label}</span>
      <p className="text-sm text-muted">{t('payExtra.wallet.text', { label: session.label })}</p>
    </div>
  );
}

/** Labels of the sandbox actions for the issue-18 kinds; undefined for the others. */
export function extraActionLabels(
  kind: SandboxSession['kind'],
  t: (k: string) => string,
): { confirm: string; decline: string } | undefined {
  if (kind === 'gpay') return { confirm: t('payExtra.gpay.pay'), decline: t('wallet.sandbox.cancel') };
  if (kind === 'wallet') return { confirm: t('payExtra.wallet.approve'), decline: t('wallet.sandbox.cancel') };
  return undefined;
}
