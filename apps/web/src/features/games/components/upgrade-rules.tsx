import type { UpgradeConfig } from '@hapa/contracts';
import { formatCoins } from '@hapa/domain';
import { useTranslation } from 'react-i18next';
import { Card, CardTitle } from '../../../components/index.ts';
import { coinsToCents } from '../../../lib/money.ts';
import { formatChance } from '../lib/upgrade-chance.ts';

/** The rules of Upgrade with its maths, RTP, house edge, cap and limits from GET /api/upgrade/config. */
export function UpgradeRules({ cfg, className }: { cfg: UpgradeConfig; className?: string }) {
  const { t } = useTranslation();
  return (
    <Card className={className} data-testid="upgrade-rules">
      <CardTitle>{t('gamesUpgrade.rulesTitle')}</CardTitle>
      <ol className="flex list-decimal flex-col gap-2 pl-5 text-sm text-muted">
        <li>
          {t('gamesUpgrade.rule1', {
            max: cfg.maxItems,
            minCoin: formatCoins(coinsToCents(cfg.minCoin)),
            maxCoin: formatCoins(coinsToCents(cfg.maxCoin)),
          })}
        </li>
        <li>{t('gamesUpgrade.rule2')}</li>
        <li>
          {t('gamesUpgrade.rule3', {
            edge: formatChance(cfg.edgePpm),
            rtp: `${cfg.rtp.toFixed(2)}%`,
            cap: formatChance(cfg.capPpm),
            min: formatChance(cfg.minChancePpm),
          })}
        </li>
        <li>{t('gamesUpgrade.rule4')}</li>
        <li>{t('gamesUpgrade.rule5')}</li>
      </ol>
    </Card>
  );
}
