import { useTranslation } from 'react-i18next';
import { BingoGameVerifier } from './bingo-game-verifier.tsx';
import { LotteryDrawVerifier } from './lottery-draw-verifier.tsx';

/**
 * The Draws tab of /provably-fair (fairness.md "Draws shared by many players"): the shared-draw rule in words and
 * formula, then the daily lottery and Bingo King verifiers. Draws are public, so nothing here needs a session.
 */
export function DrawsVerifier() {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-4" data-testid="draws-verifier">
      <div className="flex flex-col gap-2 rounded-2xl border border-line bg-surface p-4">
        <p className="text-sm text-muted">{t('fairness.draws.intro')}</p>
        <code className="break-words rounded-lg bg-bg-2 px-3 py-2 font-mono text-xs text-fg">{t('fairness.draws.formula')}</code>
      </div>
      <div className="grid grid-cols-1 items-start gap-4 lg:grid-cols-2">
        <LotteryDrawVerifier />
        <BingoGameVerifier />
      </div>
    </div>
  );
}
