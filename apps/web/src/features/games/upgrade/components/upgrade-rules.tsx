import type { UpgradeConfig } from '@hapa/contracts';
import { formatCoins } from '@hapa/domain';
import { useTranslation } from 'react-i18next';
import { GameRules } from '../../components/game-parts.tsx';
import { formatPercentFixed } from '../../../../lib/i18n/format.ts';
import { coinsToCents } from '../../../../lib/money.ts';
import { formatChance } from '../lib/upgrade-chance.ts';

/** The rules of Upgrade with its maths, RTP, house edge, cap and limits from GET /api/upgrade/config. */
export function UpgradeRules({ cfg, className }: { cfg: UpgradeConfig; className?: string }) {
  const { t } = useTranslation();
  return (
    <GameRules
      title={t('gamesUpgrade.rulesTitle')}
      testId="upgrade-rules"
      className={className}
      rules={[
        t('gamesUpgrade.rule1', {
          max: cfg.maxItems,
          minCoin: formatCoins(coinsToCents(cfg.minCoin)),
          maxCoin: formatCoins(coinsToCents(cfg.maxCoin)),
        }),
        t('gamesUpgrade.rule2'),
        t('gamesUpgrade.rule3', {
          edge: formatChance(cfg.edgePpm),
          rtp: formatPercentFixed(cfg.rtp),
          cap: formatChance(cfg.capPpm),
          min: formatChance(cfg.minChancePpm),
        }),
        t('gamesUpgrade.rule4'),
        t('gamesUpgrade.rule5'),
      ]}
    />
  );
}
