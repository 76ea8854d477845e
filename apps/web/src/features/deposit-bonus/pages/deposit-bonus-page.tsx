import type { DepositBonusInfo } from '@hapa/contracts';
import { formatCoins } from '@hapa/domain';
import { useTranslation } from 'react-i18next';
import { Button, Card, CardTitle, Countdown, EmptyState, IconGift, PageSpinner } from '../../../components/index.ts';
import { formatPercent } from '../../../lib/i18n/format.ts';
import { openAuth, openTopUp } from '../../../lib/modals.ts';
import { useIsLoggedIn } from '../../../lib/session.ts';
import { useDepositBonus } from '../api/get-deposit-bonus.ts';
import { tierPercent } from '../lib/tiers.ts';

/**
 * `/deposit-bonus` (spec §2 event pages; issue 16): the deposit bonus event on the event framework: title, the
 * countdown to the end (or to the start), the tiers and the cap, what the player got so far, and a top-up button
 * opening the top-up modal. An ended event keeps its page (ended state), also after its 48 h on the home strip.
 */
export default function DepositBonusPage() {
  const { t } = useTranslation();
  const info = useDepositBonus();
  if (info.isPending) return <PageSpinner />;
  if (!info.data) return <EmptyState icon={<IconGift size={28} />} title={t('depositBonus.unavailable')} data-testid="deposit-bonus-unavailable" />;
  const d = info.data;
  return (
    <div className="flex flex-col gap-6" data-testid="deposit-bonus-page" data-event-state={d.event.state}>
      <Header info={d} onEnd={() => void info.refetch()} />
      <div className="grid items-start gap-4 lg:grid-cols-[1.3fr_1fr] lg:gap-6">
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

function Header({ info, onEnd }: { info: DepositBonusInfo; onEnd: () => void }) {
  const { t } = useTranslation();
  const e = info.event;
  return (
    <header className="relative overflow-hidden rounded-2xl border border-accent/30 bg-[radial-gradient(120%_140%_at_0%_0%,rgb(0_229_160/0.16),transparent_55%),linear-gradient(135deg,var(--color-surface-2),var(--color-bg-2))] p-4 md:px-7 md:py-6" data-testid="deposit-bonus-header">
      {e.bannerImg ? <img src={e.bannerImg} alt="" className="absolute inset-0 size-full object-cover opacity-25" /> : null}
      <div className="relative flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <div className="min-w-0">
          <h1 className="text-2xl font-black uppercase italic leading-none tracking-tight text-accent sm:text-3xl md:text-5xl" data-testid="deposit-bonus-title">{e.title}</h1>
          <p className="mt-2 max-w-2xl text-sm text-muted md:text-base">{e.bannerText || t('depositBonus.subtitle')}</p>
        </div>
        <div className="shrink-0 rounded-xl border border-line bg-bg/60 px-4 py-3 text-center backdrop-blur-sm sm:min-w-56" data-testid="deposit-bonus-countdown">
          {e.state === 'ended' ? (
            <>
              <p className="text-base font-black text-danger" data-testid="deposit-bonus-ended">{t('depositBonus.ended')}</p>
              <p className="mt-1 text-xs text-muted">{t('depositBonus.endedText')}</p>
            </>
          ) : (
            <>
              <p className="text-[11px] font-semibold uppercase tracking-wide text-muted">{e.state === 'live' ? t('depositBonus.endsIn') : t('depositBonus.startsIn')}</p>
              <Countdown endsAt={Date.parse(e.state === 'live' ? e.endsAt : e.startsAt)} onEnd={onEnd} className="text-xl font-black text-fg md:text-2xl" />
              {e.state === 'upcoming' ? <p className="mt-1 text-xs text-muted">{t('depositBonus.upcomingText')}</p> : null}
            </>
          )}
        </div>
      </div>
    </header>
  );
}

function Tiers({ info }: { info: DepositBonusInfo }) {
  const { t } = useTranslation();
  return (
    <Card data-testid="deposit-bonus-tiers">
      <CardTitle>{t('depositBonus.tiers')}</CardTitle>
      <ul className="flex flex-col gap-2">
        {info.tiers.map((tier) => (
          <li key={tier.minCents} className="flex items-center justify-between gap-3 rounded-xl bg-bg-2 px-4 py-3" data-testid="deposit-bonus-tier">
            <span className="text-sm font-semibold">{t('depositBonus.tierLine', { amount: formatCoins(tier.minCents) })}</span>
            <span className="text-lg font-black text-accent">{t('depositBonus.tierBonus', { percent: formatPercent(tierPercent(tier), 2) })}</span>
          </li>
        ))}
      </ul>
      <p className="mt-3 text-xs text-muted" data-testid="deposit-bonus-cap">{t('depositBonus.cap', { amount: formatCoins(info.capCents) })}</p>
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
          <p className="text-3xl font-black text-rarity-1" data-testid="deposit-bonus-got" data-cents={me.bonusCents}>{formatCoins(me.bonusCents)}</p>
          <p className="mt-1 text-sm text-muted">{t('depositBonus.yoursDeposits', { count: me.deposits })}</p>
          <p className="mt-3 text-sm">{me.remainingCents > 0 ? t('depositBonus.remaining', { amount: formatCoins(me.remainingCents) }) : t('depositBonus.capReached')}</p>
          {live ? <Button className="mt-4 w-full" size="lg" onClick={() => openTopUp()} data-testid="deposit-bonus-topup">{t('depositBonus.topUp')}</Button> : null}
        </>
      ) : (
        <>
          <p className="text-sm text-muted">{t('depositBonus.signIn')}</p>
          <Button className="mt-4 w-full" onClick={() => openAuth('login')} data-testid="deposit-bonus-signin">{t('auth.logIn')}</Button>
        </>
      )}
    </Card>
  );
}
