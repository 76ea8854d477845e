import type { ContestLevel } from '@hapa/contracts';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  Badge,
  Button,
  ButtonLink,
  Card,
  CardTitle,
  Countdown,
  EmptyState,
  IconTrophy,
  Price,
  Skeleton,
  cn,
} from '../../../components/index.ts';
import { openAuth } from '../../../lib/modals.ts';
import { coinsToCents } from '../../../lib/money.ts';
import { useIsLoggedIn } from '../../../lib/session.ts';
import { BattleGateBanner, NoBalanceDialog, VipGuideDialog, useBattleErrors } from '../../battles/index.ts';
import { useContestHomeQuery } from '../api/get-contest-home.ts';
import { useOpenContestLevel } from '../api/open-contest-level.ts';
import { ContestLeaderboardCard } from '../components/contest-leaderboard.tsx';
import { newKey } from '../lib/keys.ts';
import { picture } from '../../../lib/picture.ts';

/**
 * /battles/contest (docs/product/routes.md#battles, docs/product/endpoints.md#battles /contest/*): the period and its end, my points and rank, the levels with my
 * progress (locked / open / beaten), the prizes and the leaderboard. Playing a level opens its battle page.
 */
export default function ContestPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const loggedIn = useIsLoggedIn();
  const q = useContestHomeQuery();
  const open = useOpenContestLevel();
  const errors = useBattleErrors();
  const key = useRef(newKey());
  const pending = useRef<number | null>(null);

  const play = (level: ContestLevel) => {
    if (!loggedIn) return openAuth('signup', 'battle');
    if (open.isPending) return;
    pending.current = level.id;
    open.mutate(
      { levelId: level.id, idempotencyKey: key.current },
      {
        onSuccess: (res) => {
          key.current = newKey();
          navigate(`/battles/detail/${res.uuid}`);
        },
        onError: (err) => {
          key.current = newKey();
          errors.handle(err);
        },
      },
    );
  };

  const home = q.data;
  return (
    <div className="flex flex-col gap-5" data-testid="contest-page">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div className="max-w-2xl">
          <h1 className="flex items-center gap-2 text-2xl font-black uppercase italic tracking-tight md:text-4xl">
            <IconTrophy size={30} className="text-accent" /> {t('contests.title')}
          </h1>
          <p className="mt-1 text-sm text-muted">{t('contests.subtitle')}</p>
        </div>
        {home ? (
          <div className="flex flex-wrap gap-2 text-sm" data-testid="contest-summary">
            <div className="rounded-xl border border-line bg-surface-2 px-3 py-2">
              <p className="text-[11px] font-semibold uppercase text-muted">{t('contests.endsIn')}</p>
              <Countdown endsAt={Date.parse(home.period.endsAt)} onEnd={() => void q.refetch()} className="font-bold tabular-nums" />
            </div>
            {loggedIn ? (
              <>
                <div className="rounded-xl border border-line bg-surface-2 px-3 py-2">
                  <p className="text-[11px] font-semibold uppercase text-muted">{t('contests.myPoints')}</p>
                  <p className="font-bold tabular-nums" data-testid="contest-my-points">
                    {home.myPoints}
                  </p>
                </div>
                <div className="rounded-xl border border-line bg-surface-2 px-3 py-2">
                  <p className="text-[11px] font-semibold uppercase text-muted">{t('contests.myRank')}</p>
                  <p className="font-bold tabular-nums">{home.myRank ? `#${home.myRank}` : t('contests.unranked')}</p>
                </div>
              </>
            ) : null}
          </div>
        ) : null}
      </header>
      <BattleGateBanner />

      <div className="grid grid-cols-1 gap-5 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <section className="flex flex-col gap-3">
          <h2 className="text-lg font-black uppercase tracking-tight">{t('contests.levels')}</h2>
          {q.isLoading ? (
            <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
              {Array.from({ length: 4 }, (_, i) => (
                <Skeleton key={i} className="h-40" />
              ))}
            </div>
          ) : !home ? (
            <EmptyState icon={<IconTrophy size={28} />} title={t('common.somethingWrong')} />
          ) : (
            <ol className="grid grid-cols-1 gap-3 sm:grid-cols-2" data-testid="contest-levels">
              {home.levels.map((level, i) => (
                <li key={level.id}>
                  <Card
                    className={cn('flex h-full flex-col gap-3', level.state === 'locked' && 'border-dashed [&_img]:opacity-50')}
                    data-testid={`contest-level-${level.position}`}
                    data-state={level.state}
                  >
                    <div className="flex items-start justify-between gap-2">
                      <div className="min-w-0">
                        <p className="text-[11px] font-bold uppercase tracking-wide text-muted">
                          {t('contests.level', { n: level.position })}
                        </p>
                        <h3 className="truncate text-base font-black">{level.name}</h3>
                      </div>
                      <Badge tone={level.state === 'beaten' ? 'accent' : level.state === 'open' ? 'gold' : 'neutral'}>
                        {level.state === 'beaten' ? t('contests.beaten') : t('contests.points', { count: level.points })}
                      </Badge>
                    </div>
                    <ul className="flex flex-wrap gap-2">
                      {level.boxes.map((b) => (
                        <li key={b.box.id} className="flex items-center gap-2 rounded-lg border border-line bg-surface-2 px-2 py-1">
                          <img {...picture(b.box.image, '32px')} alt="" className="size-8 object-contain" />
                          <span className="text-xs font-semibold">
                            {b.box.name} <span className="text-muted">×{b.count}</span>
                          </span>
                        </li>
                      ))}
                    </ul>
                    <p className="text-xs text-muted">
                      {t('contests.rounds', { count: level.rounds })}
                      {level.attempts ? ` · ${t('contests.attempts', { count: level.attempts })}` : ''}
                    </p>
                    <div className="mt-auto">
                      {level.state === 'locked' ? (
                        <p className="rounded-lg border border-dashed border-line p-2 text-center text-xs text-muted">
                          {t('contests.locked', { n: home.levels[i - 1]?.position ?? 1 })}
                        </p>
                      ) : (
                        <Button
                          block
                          variant={level.state === 'beaten' ? 'secondary' : 'primary'}
                          loading={open.isPending && pending.current === level.id}
                          onClick={() => play(level)}
                          data-testid={`contest-play-${level.position}`}
                        >
                          {loggedIn ? (
                            <>
                              {t(level.state === 'beaten' ? 'contests.replay' : 'contests.play')} <Price coins={level.cost} />
                            </>
                          ) : (
                            t('contests.signIn')
                          )}
                        </Button>
                      )}
                    </div>
                  </Card>
                </li>
              ))}
            </ol>
          )}
          <p className="text-xs text-muted">{t('contests.rules')}</p>
        </section>
        <aside className="flex flex-col gap-5">
          {home ? (
            <Card>
              <CardTitle>{t('contests.prizes')}</CardTitle>
              <ol className="grid grid-cols-2 gap-2 sm:grid-cols-3" data-testid="contest-prizes">
                {home.prizes.map((p) => (
                  <li
                    key={p.rank}
                    className="flex items-center justify-between rounded-lg border border-line bg-surface-2 px-3 py-2 text-sm"
                  >
                    <span className="font-bold text-muted">#{p.rank}</span>
                    <Price coins={p.prize} />
                  </li>
                ))}
              </ol>
            </Card>
          ) : null}
          <ContestLeaderboardCard />
          <ButtonLink to="/battles/challenge" variant="secondary">
            {t('contests.challenge')}
          </ButtonLink>
        </aside>
      </div>
      <NoBalanceDialog
        open={errors.noBalance}
        onOpenChange={errors.setNoBalance}
        action="create"
        needCents={coinsToCents(home?.levels.find((l) => l.id === pending.current)?.cost ?? 0)}
      />
      <VipGuideDialog guide={errors.vip} onClose={() => errors.setVip(null)} />
    </div>
  );
}
