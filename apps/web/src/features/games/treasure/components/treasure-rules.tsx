import type { TreasureConfig } from '@hapa/contracts';
import { useTranslation } from 'react-i18next';
import { formatPercentFixed, formatPpmPercent } from '../../../../lib/i18n/format.ts';
import { GameRules } from '../../components/game-parts.tsx';

/** The rules of treasure hunter with its maths, RTP and house edge from the config (docs/fairness.md#treasure-hunter). */
export function TreasureRules({ config }: { config: TreasureConfig }) {
  const { t } = useTranslation();
  return (
    <GameRules
      title={t('treasureHunter.rules.title')}
      testId="treasure-rules"
      history={{ label: t('treasureHunter.rules.history'), testId: 'treasure-history-link' }}
      rules={[
        t('treasureHunter.rules.rule1', { min: config.minMaps, max: config.maxMaps }),
        t('treasureHunter.rules.rule2'),
        t('treasureHunter.rules.rule3', { edge: formatPpmPercent(config.edgePpm), rtp: formatPercentFixed(config.rtp) }),
        t('treasureHunter.rules.rule4', { hours: config.autoOpenHours }),
        t('treasureHunter.rules.rule5'),
        t('treasureHunter.rules.rule6'),
      ]}
    />
  );
}
