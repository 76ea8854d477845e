import { useTranslation } from 'react-i18next';

/** The striped "TEST PAYMENT" label on every sandbox page (docs/payments.md: clearly labelled as a test payment). */
export function TestLabel({ testId = 'checkout-test-label', text }: { testId?: string; text?: string }) {
  const { t } = useTranslation();
  return (
    <div
      className="rounded-xl border border-warning/60 bg-[repeating-linear-gradient(45deg,rgb(255_181_71/0.16)_0_12px,rgb(255_181_71/0.06)_12px_24px)] px-4 py-3 text-center text-sm font-black uppercase tracking-wider text-warning"
      data-testid={testId}
    >
      {text ?? t('wallet.testLabel')}
    </div>
  );
}
