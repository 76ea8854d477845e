import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Countdown, IconGrid, buttonClass } from '../../../components/index.ts';
import { useBingoHome } from '../api/bingo-home.ts';
import { money } from '../lib/money.ts';

/** Home bingo banner (docs/product/routes.md#home home sections): the live game's state, pool and countdown, linking to /bingo. */
export function BingoBanner() {
  const { t } = useTranslation();
  const home = useBingoHome();
  const g = home.data?.game;
  if (!g) return null;
  const line =
    g.state === 'selling'
      ? t('bingo.banner.selling', { pool: money(g.pool) })
      : g.state === 'calling'
        ? t('bingo.banner.calling', { pool: money(g.pool) })
        : t('bingo.banner.scheduled');
  const timer =
    g.state === 'selling' && g.closesAt
      ? { label: t('bingo.banner.closesIn'), at: g.closesAt }
      : g.state === 'scheduled'
        ? { label: t('bingo.banner.opensIn'), at: g.opensAt }
        : null;
  return (
    <Link
      to="/bingo"
      className="group flex flex-col gap-3 rounded-2xl border border-accent/30 bg-[radial-gradient(120%_160%_at_100%_0%,rgb(43_245_160/0.18),transparent_60%),linear-gradient(135deg,var(--color-surface-2),var(--color-bg-2))] p-4 transition hover:border-accent/60 sm:flex-row sm:items-center sm:justify-between md:px-6"
      data-testid="home-bingo-banner"
      data-state={g.state}
    >
      <div className="flex min-w-0 items-center gap-3">
        <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-accent/15 text-accent">
          <IconGrid size={26} />
        </span>
        <div className="min-w-0">
          <p className="text-lg font-black uppercase italic text-accent">{t('bingo.banner.title')}</p>
          <p className="text-sm text-muted">{line}</p>
        </div>
      </div>
      <div className="flex items-center justify-between gap-4 sm:justify-end">
        {timer ? (
          <div className="text-left sm:text-right">
            <p className="text-[11px] font-semibold uppercase tracking-wide text-muted">{timer.label}</p>
            <Countdown
              key={timer.at}
              endsAt={Date.parse(timer.at)}
              onEnd={() => void home.refetch()}
              className="text-lg font-black text-fg"
            />
          </div>
        ) : null}
        <span className={buttonClass('primary', 'md')}>{t('bingo.banner.cta')}</span>
      </div>
    </Link>
  );
}
