import { useTranslation } from 'react-i18next';
import { Button, Card, CardTitle, cn, EmptyState, IconTrophy, PageSpinner } from '../../../components/index.ts';
import { openAuth } from '../../../lib/modals.ts';
import { useIsLoggedIn } from '../../../lib/session.ts';
import { useVip } from '../api/get-vip.ts';
import { PerkList } from '../components/perk-list.tsx';
import { formatNumber } from '../../../lib/i18n/format.ts';

/**
 * `/vip` (docs/product/README.md VIP levels, docs/product/roles.md#vip-levels VIP theme above 8, apps/server/src/modules/vip/README.md): the player's level and progress, what the
 * next level unlocks, the XP rule and every level with its threshold and perks.
 */
export default function VipPage() {
  const { t } = useTranslation();
  const loggedIn = useIsLoggedIn();
  const vip = useVip();
  if (!loggedIn) {
    return (
      <EmptyState
        icon={<IconTrophy size={28} />}
        title={t('vip.signInTitle')}
        description={t('vip.signInText')}
        action={<Button onClick={() => openAuth('login')}>{t('auth.logIn')}</Button>}
        className="my-10"
      />
    );
  }
  if (!vip.data) return <PageSpinner />;
  const v = vip.data;
  const themed = v.level > v.themeAboveLevel;
  const current = v.levels[v.level]!;
  const next = v.levels[v.level + 1];
  const pct = next ? Math.min(100, Math.max(0, ((v.xp - current.xp) / (next.xp - current.xp)) * 100)) : 100;
  return (
    <div className={cn('flex flex-col gap-6', themed && 'vip-theme')} data-testid="vip-page" data-level={v.level}>
      <header>
        <h1 className="text-2xl font-black uppercase italic tracking-tight md:text-4xl">{t('vip.title')}</h1>
        <p className="mt-1 max-w-2xl text-sm text-muted">{t('vip.subtitle')}</p>
      </header>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)]">
        <Card
          className={cn(
            'relative overflow-hidden',
            themed
              ? 'border-amber-400/60 bg-gradient-to-br from-amber-500/20 via-surface to-violet/20'
              : 'bg-gradient-to-br from-violet/20 via-surface to-surface',
          )}
        >
          <p className="text-xs font-bold uppercase tracking-widest text-subtle">{t('vip.yourLevel')}</p>
          <p className={cn('mt-1 text-5xl font-black italic', themed ? 'text-amber-300' : 'text-violet')} data-testid="vip-level">
            {t('vip.level', { level: v.level })}
          </p>
          <p className="mt-1 font-mono text-sm text-muted" data-testid="vip-xp">
            {next ? t('vip.progress', { xp: formatNumber(v.xp), next: formatNumber(next.xp) }) : t('vip.xp', { xp: formatNumber(v.xp) })}
          </p>
          <div
            className="mt-4 h-3 overflow-hidden rounded-full bg-bg-2"
            role="progressbar"
            aria-label={t('vip.yourLevel')}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={Math.round(pct)}
            data-testid="vip-progress"
          >
            <div
              className={cn('h-full rounded-full transition-[width] duration-700', themed ? 'bg-amber-400' : 'bg-violet')}
              style={{ width: `${pct}%` }}
            />
          </div>
          <p className="mt-2 text-sm font-semibold" data-testid="vip-to-next">
            {next ? t('vip.toNext', { diff: formatNumber(next.xp - v.xp), level: next.level }) : t('vip.maxLevel')}
          </p>
          {next ? (
            <div className="mt-5 rounded-xl bg-bg-2/70 p-4" data-testid="vip-next-unlocks">
              <p className="mb-2 text-xs font-bold uppercase tracking-widest text-subtle">{t('vip.nextUnlocks', { level: next.level })}</p>
              <PerkList level={next} battleMinLevel={v.battleMinLevel} />
            </div>
          ) : null}
        </Card>
        <Card>
          <CardTitle>{t('vip.xpRuleTitle')}</CardTitle>
          <ul className="flex flex-col gap-2 text-sm">
            <li>{t('vip.xpRuleDeposit', { xp: v.xpPerDepositUnit })}</li>
            <li>{t('vip.xpRuleWager', { xp: v.xpPerWagerUnit })}</li>
            <li className="text-muted">{t('vip.xpRuleSame')}</li>
          </ul>
        </Card>
      </div>
      <section>
        <h2 className="mb-3 text-lg font-extrabold">{t('vip.levelsTitle')}</h2>
        <ol className="grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-3" data-testid="vip-levels">
          {v.levels.map((l) => {
            const here = l.level === v.level;
            const theme = l.level > v.themeAboveLevel;
            return (
              <li
                key={l.level}
                className={cn(
                  'rounded-2xl border p-4',
                  here ? 'border-violet bg-violet/10' : 'border-line bg-surface',
                  theme && 'border-amber-400/50 bg-gradient-to-br from-amber-500/10 to-surface',
                )}
                data-testid="vip-level-row"
                data-level={l.level}
              >
                <div className="mb-2 flex items-baseline justify-between gap-2">
                  <span className={cn('text-xl font-black italic', theme ? 'text-amber-300' : 'text-violet')}>
                    {t('vip.level', { level: l.level })}
                  </span>
                  <span className="font-mono text-xs text-muted">{t('vip.from', { xp: formatNumber(l.xp) })}</span>
                </div>
                {here ? (
                  <p className="mb-2 inline-block rounded-full bg-violet px-2 py-0.5 text-[11px] font-bold text-violet-ink">
                    {t('vip.current')}
                  </p>
                ) : null}
                {theme ? (
                  <p className="mb-2 ml-1 inline-block rounded-full bg-amber-400/20 px-2 py-0.5 text-[11px] font-bold text-amber-300">
                    {t('vip.theme')}
                  </p>
                ) : null}
                <PerkList level={l} battleMinLevel={v.battleMinLevel} className="flex flex-col gap-1 text-xs" />
              </li>
            );
          })}
        </ol>
      </section>
    </div>
  );
}
