import { useTranslation } from 'react-i18next';
import { ButtonLink, EmptyState, IconPlus, IconTrophy, SectionHeading, Skeleton } from '../../../components/index.ts';
import { useIsLoggedIn } from '../../../lib/session.ts';
import { useBattleListQuery } from '../api/get-battle-list.ts';
import { BattleGrid } from '../components/battle-list.tsx';
import { useBattleFeed } from '../hooks/use-battle-feed.ts';
import { BattleGateBanner } from '../components/battle-gate-banner.tsx';
import { PageLiveDrops } from '../../live-drops/index.ts';

/** /battles (spec §2): live battles (waiting, in progress) updated over `battle_v2`, then recently finished ones. */
export default function BattlesPage() {
  const { t } = useTranslation();
  const loggedIn = useIsLoggedIn();
  const q = useBattleListQuery();
  useBattleFeed();
  return (
    <div className="flex flex-col gap-6" data-testid="battles-page">
      <PageLiveDrops />
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="flex items-center gap-2 text-2xl font-black uppercase italic tracking-tight md:text-4xl">
            <IconTrophy size={30} className="text-accent" /> {t('battles.title')}
          </h1>
          <p className="mt-1 text-sm text-muted">{t('battles.subtitle')}</p>
        </div>
        <div className="flex gap-2">
          {loggedIn ? (
            <ButtonLink to="/battles/history" variant="secondary">
              {t('battles.history')}
            </ButtonLink>
          ) : null}
          <ButtonLink to="/battles/challenge" variant="secondary" data-testid="challenge-link">
            {t('contests.challenge')}
          </ButtonLink>
          <ButtonLink to="/battles/create" data-testid="create-battle-link">
            <IconPlus size={16} /> {t('battles.create')}
          </ButtonLink>
        </div>
      </header>
      <BattleGateBanner />
      <section>
        <SectionHeading title={t('battles.live')} />
        {q.isLoading ? (
          <div className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
            {Array.from({ length: 3 }, (_, i) => (
              <Skeleton key={i} className="h-56" />
            ))}
          </div>
        ) : q.data?.list.length ? (
          <BattleGrid battles={q.data.list} testId="live-battles" />
        ) : (
          <EmptyState
            icon={<IconTrophy size={28} />}
            title={t('battles.noLive')}
            description={t('battles.noLiveText')}
            action={<ButtonLink to="/battles/create">{t('battles.create')}</ButtonLink>}
            data-testid="no-live-battles"
          />
        )}
      </section>
      {q.data?.finished.length ? (
        <section>
          <SectionHeading title={t('battles.finished')} />
          <BattleGrid battles={q.data.finished} testId="finished-battles" />
        </section>
      ) : null}
    </div>
  );
}
