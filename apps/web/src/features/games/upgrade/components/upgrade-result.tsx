import type { UpgradeRound, UpgradeTarget } from '@hapa/contracts';
import { formatCoins } from '@hapa/domain';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../../components/index.ts';
import { coinsToCents } from '../../../../lib/money.ts';
import { formatNumber } from '../../../../lib/i18n/format.ts';
import { formatFixed } from '../../../../lib/i18n/format.ts';
import { picture } from '../../../../lib/picture.ts';

/** The dial's centre before a roll: the item picked and its multiplier of the stake. */
export function DialTarget({ target, stakeCents }: { target: UpgradeTarget | null; stakeCents: number }) {
  const { t } = useTranslation();
  if (!target) return <p className="px-10 text-xs text-muted">{t('gamesUpgrade.needTarget')}</p>;
  return (
    <>
      <img {...picture(target.image, '(min-width: 640px) 96px, 80px')} alt="" className="size-20 object-contain sm:size-24" />
      {stakeCents > 0 ? (
        <p className="mt-1 font-mono text-sm font-bold text-accent">
          {t('gamesUpgrade.multiplier', { m: formatFixed(coinsToCents(target.price) / stakeCents) })}
        </p>
      ) : null}
    </>
  );
}

/** The outcome of a roll (docs/fairness.md#upgrade): the roll against the chance, or the won item and the way to it. */
export function UpgradeResult({ round }: { round: UpgradeRound }) {
  const { t } = useTranslation();
  if (!round.win) {
    return (
      <div
        className="w-full animate-pop rounded-xl border border-danger/40 bg-danger/10 p-3 text-center"
        data-testid="upgrade-result"
        data-outcome="lose"
      >
        <p className="font-black text-danger">{t('gamesUpgrade.lostTitle')}</p>
        <p className="text-xs text-muted">
          {t('gamesUpgrade.lostText', {
            roll: formatNumber(round.roll),
            p: formatNumber(round.pPpm),
            stake: formatCoins(coinsToCents(round.stakeValue)),
          })}
        </p>
      </div>
    );
  }
  return (
    <div
      className="flex w-full animate-pop flex-col gap-3 rounded-xl border border-accent/50 bg-accent/10 p-3 sm:flex-row sm:items-center"
      data-testid="upgrade-result"
      data-outcome="win"
      data-store-item-id={round.wonStoreItemId ?? ''}
    >
      <div className="flex min-w-0 flex-1 items-center gap-3">
        <img {...picture(round.target.image, '56px')} alt="" className="size-14 shrink-0 rounded-lg bg-bg-2 object-contain p-1" />
        <div className="min-w-0 flex-1">
          <p className="line-clamp-2 font-black leading-5 text-accent">{t('gamesUpgrade.wonTitle', { name: round.target.name })}</p>
          <p className="text-xs text-muted">{t('gamesUpgrade.wonText', { price: formatCoins(coinsToCents(round.target.price)) })}</p>
        </div>
      </div>
      <ButtonLink to="/user/cart" size="sm" variant="secondary" className="shrink-0" data-testid="upgrade-won-link">
        {t('gamesUpgrade.wonLink')}
      </ButtonLink>
    </div>
  );
}
