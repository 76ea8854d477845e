import type { DepositBonusInfo } from '@hapa/contracts';
import { formatCoins } from '@hapa/domain';
import { useTranslation } from 'react-i18next';
import { Button, Card, CardTitle, EmptyState, IconGift, PageSpinner } from '../../../components/index.ts';
import { formatPercent } from '../../../lib/i18n/format.ts';
import { openAuth, openTopUp } from '../../../lib/modals.ts';
import { useIsLoggedIn } from '../../../lib/session.ts';
import { EventHeader } from '../../promo-events/index.ts';
import { useDepositBonus } from '../api/get-deposit-bonus.ts';
import { tierPercent } from '../lib/tiers.ts';

/**
 * `/deposit-bonus` (docs/product/routes.md#events event pages; docs/events.md): the deposit bonus event on the event framework: title, the
 * countdown to the end (or to the start), the tiers and the cap, what the player got so far, and a top-up button
 * opening the top-up modal. An ended event keeps its page (ended state), also after its 48 h on the home strip.
 */
export default function DepositBonusPage() {
  const { t } = useTranslation();
  const info = useDepositBonus();
  if (info.isPending) return <PageSpinner />;
  if (!info.data)
    return <EmptyState icon={<IconGift size={28} />} title={t('depositBonus.unavailable')} data-testid="deposit-bonus-unavailable" />;
  const d = info.data;
  return (
    <div className="flex flex-col gap-6" data-testid="deposit-bonus-page" data-event-state={d.event.state}>
      <EventHeader event={d.event} tone="accent" testId="deposit-bonus" ns="depositBonus" onEnd={() => void info.refetch()} />
      <div className="grid grid-cols-1 items-start gap-4 lg:grid-cols-[1.3fr_1fr] lg:gap-6">
        <Tiers info={d} />
        <Mine info={d} />
      </div>
      <Card>
        <CardTitle>{t('depositBonus.how')}</CardTitle>
        <ol className="list-decimal space-y-1.5 pl-5 text-sm text-muted">
          <li>{t('depositBonus.how1')}</li>
          <li>{t('depositBonus.how2')}</li>
          <li>{t('depositBonus.how3')}</li>
        </ol>
      </Card>
    </div>
  );
}

function Tiers({ info }: { info: DepositBonusInfo }) {
  const { t } = useTranslation();
  return (
    <Card data-testid="deposit-bonus-tiers">
      <CardTitle>{t('depositBonus.tiers')}</CardTitle>
      <ul className="flex flex-col gap-2">
        {info.tiers.map((tier) => (
          <li
            key={tier.minCents}
            className="flex items-center justify-between gap-3 rounded-xl bg-bg-2 px-4 py-3"
            data-testid="deposit-bonus-tier"
          >
            <span className="text-sm font-semibold">{t('depositBonus.tierLine', { amount: formatCoins(tier.minCents) })}</span>
            <span className="text-lg font-black text-accent">
              {t('depositBonus.tierBonus', { percent: formatPercent(tierPercent(tier), 2) })}
            </span>
          </li>
        ))}
      </ul>
      <p className="mt-3 text-xs text-muted" data-testid="deposit-bonus-cap">
        {t('depositBonus.cap', { amount: formatCoins(info.capCents) })}
      </p>
    </Card>
  );
}

function Mine({ info }: { info: DepositBonusInfo }) {
  const { t } = useTranslation();
  const loggedIn = useIsLoggedIn();
  const live = info.event.state === 'live';
  const me = info.me;
  return (
    <Card data-testid="deposit-bonus-mine">
      <CardTitle>{t('depositBonus.yours')}</CardTitle>
      {loggedIn && me ? (
        <>
          <p className="text-3xl font-black text-rarity-1" data-testid="deposit-bonus-got" data-cents={me.bonusCents}>
            {formatCoins(me.bonusCents)}
          </p>
          <p className="mt-1 text-sm text-muted">{t('depositBonus.yoursDeposits', { count: me.deposits })}</p>
          <p className="mt-3 text-sm">
            {me.remainingCents > 0 ? t('depositBonus.remaining', { amount: formatCoins(me.remainingCents) }) : t('depositBonus.capReached')}
          </p>
          {live ? (
            <Button className="mt-4 w-full" size="lg" onClick={() => openTopUp()} data-testid="deposit-bonus-topup">
              {t('depositBonus.topUp')}
            </Button>
          ) : null}
        </>
      ) : (
        <>
          <p className="text-sm text-muted">{t('depositBonus.signIn')}</p>
          <Button className="mt-4 w-full" onClick={() => openAuth('login')} data-testid="deposit-bonus-signin">
            {t('auth.logIn')}
          </Button>
        </>
      )}
    </Card>
  );
}
