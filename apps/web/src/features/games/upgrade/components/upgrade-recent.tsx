import type { UpgradeRound } from '@hapa/contracts';
import { formatCoins } from '@hapa/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge, Card, CardTitle, IconShield } from '../../../../components/index.ts';
import { coinsToCents } from '../../../../lib/money.ts';
import { formatChance } from '../lib/upgrade-chance.ts';
import { picture } from '../../../../lib/picture.ts';

/** The player's latest upgrades (GET /api/upgrade/history) with a link to verify them on the game history. */
export function UpgradeRecent({ rounds, className }: { rounds: UpgradeRound[] | null; className?: string }) {
  const { t } = useTranslation();
  return (
    <Card className={className} data-testid="upgrade-recent">
      <CardTitle>{t('gamesUpgrade.recentTitle')}</CardTitle>
      {rounds && rounds.length > 0 ? (
        <ul className="flex flex-col divide-y divide-line">
          {rounds.map((r) => (
            <li
              key={r.id}
              className="flex items-center gap-3 py-2"
              data-testid="upgrade-recent-row"
              data-round-id={r.id}
              data-win={String(r.win)}
            >
              <img
                {...picture(r.target.image, '40px')}
                alt=""
                loading="lazy"
                className="size-10 shrink-0 rounded-lg bg-bg-2 object-contain p-1"
              />
              <div className="min-w-0 flex-1">
                <p className="truncate text-sm font-semibold">{r.target.name}</p>
                <p className="truncate text-xs text-muted">
                  {t('gamesUpgrade.recentLine', {
                    stake: formatCoins(coinsToCents(r.stakeValue)),
                    target: formatCoins(coinsToCents(r.target.price)),
                    chance: formatChance(r.pPpm),
                  })}
                </p>
              </div>
              <Badge tone={r.win ? 'accent' : 'danger'}>{t(r.win ? 'gamesUpgrade.recentWon' : 'gamesUpgrade.recentLost')}</Badge>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted">{t('gamesUpgrade.recentEmpty')}</p>
      )}
      <p className="mt-3 flex items-center gap-2 text-sm">
        <IconShield size={16} className="shrink-0 text-accent" />
        <Link
          to="/user/game-history"
          className="font-semibold text-accent underline-offset-2 hover:underline"
          data-testid="upgrade-history-link"
        >
          {t('gamesUpgrade.history')}
        </Link>
      </p>
    </Card>
  );
}
