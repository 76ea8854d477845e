import { useTranslation } from 'react-i18next';
import { Card, CardTitle } from '../../../components/index.ts';

const STEPS = ['commit', 'client', 'nonce', 'ticket', 'item', 'reveal'] as const;

/** The algorithm in plain words (fairness.md), with the exact formula. */
export function FairnessExplainer() {
  const { t } = useTranslation();
  return (
    <Card data-testid="fairness-explainer">
      <CardTitle>{t('fairness.howTitle')}</CardTitle>
      <ol className="flex flex-col gap-4">
        {STEPS.map((s) => (
          <li key={s}>
            <p className="text-sm font-extrabold">{t(`fairness.steps.${s}.title`)}</p>
            <p className="mt-1 text-sm leading-relaxed text-muted">{t(`fairness.steps.${s}.text`)}</p>
          </li>
        ))}
      </ol>
      <pre className="mt-5 overflow-x-auto whitespace-pre-wrap rounded-xl border border-line bg-bg-2 p-3 font-mono text-[11px] leading-relaxed text-accent">
        {t('fairness.formula')}
      </pre>
    </Card>
  );
}
