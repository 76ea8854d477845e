import type { BingoGame } from '@hapa/contracts';
import { useTranslation } from 'react-i18next';
import { Card, CardTitle } from '../../../components/index.ts';
import { money, percent } from '../lib/money.ts';

/** The rules: cards, calls, the two prizes, the pool maths, the split and its remainder rule, fairness. */
export function BingoRules({ game }: { game: BingoGame }) {
  const { t } = useTranslation();
  const rules = [
    t('bingo.rule1', { price: money(game.cardPrice) }),
    t('bingo.rule2', { seconds: game.callIntervalMs / 1000 }),
    t('bingo.rule3'),
    t('bingo.rule4', { edge: percent(game.edgePpm), line: percent(game.lineSharePpm), full: percent(1_000_000 - game.lineSharePpm) }),
    t('bingo.rule5'),
    t('bingo.rule6'),
  ];
  return (
    <Card data-testid="bingo-rules">
      <CardTitle>{t('bingo.rulesTitle')}</CardTitle>
      <ol className="mt-2 flex list-decimal flex-col gap-2 pl-5 text-sm text-muted">
        {rules.map((r) => (
          <li key={r}>{r}</li>
        ))}
      </ol>
    </Card>
  );
}
