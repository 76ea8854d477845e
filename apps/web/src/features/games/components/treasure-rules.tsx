import type { TreasureConfig } from '@hapa/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Card, CardTitle, IconShield } from '../../../components/index.ts';

/** The rules of treasure hunter with its maths, RTP and house edge from the config (docs/games.md: each game states them). */
export function TreasureRules({ config }: { config: TreasureConfig }) {
  const { t } = useTranslation();
  return (
    <Card data-testid="treasure-rules">
      <CardTitle>{t('treasureHunter.rules.title')}</CardTitle>
      <ol className="flex list-decimal flex-col gap-2 pl-5 text-sm text-muted">
        <li>{t('treasureHunter.rules.rule1', { min: config.minMaps, max: config.maxMaps })}</li>
        <li>{t('treasureHunter.rules.rule2')}</li>
        <li>{t('treasureHunter.rules.rule3', { edge: `${(config.edgePpm / 10_000).toFixed(2)}%`, rtp: `${config.rtp.toFixed(2)}%` })}</li>
        <li>{t('treasureHunter.rules.rule4', { hours: config.autoOpenHours })}</li>
        <li>{t('treasureHunter.rules.rule5')}</li>
        <li>{t('treasureHunter.rules.rule6')}</li>
      </ol>
      <p className="mt-4 flex items-center gap-2 text-sm">
        <IconShield size={16} className="shrink-0 text-accent" />
        <Link
          to="/user/game-history"
          className="font-semibold text-accent underline-offset-2 hover:underline"
          data-testid="treasure-history-link"
        >
          {t('treasureHunter.rules.history')}
        </Link>
      </p>
    </Card>
  );
}
