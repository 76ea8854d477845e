import { useTranslation } from 'react-i18next';
import { ButtonLink, EmptyState, IconPlus, IconTrophy, SectionHeading, Skeleton } from '../../../components/index.ts';
import { useSignedInShape } from '../../../lib/first-screen.ts';
import { useBattleListQuery } from '../api/get-battle-list.ts';
import { BattleGrid } from '../components/battle-list.tsx';
import { useBattleFeed } from '../hooks/use-battle-feed.ts';
import { BattleGateBanner } from '../components/battle-gate-banner.tsx';
import { PageLiveDrops } from '../../live-drops/index.ts';

/** /battles (docs/product/routes.md#battles): live battles (waiting, in progress) updated over `battle_v2`, then recently finished ones. */
export default function BattlesPage() {
  const { t } = useTranslation();
  // the History button is in a first screen rendered with the signed-in hint too, so nothing moves when it hydrates
  const loggedIn = useSignedInShape();
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
        {/* on a phone the buttons share the width and wrap (Create battle on a row of its own in Portuguese) */}
        <div className="flex w-full flex-wrap gap-2 sm:w-auto">
          {loggedIn ? (
            <ButtonLink to="/battles/history" variant="secondary" className="flex-1 sm:flex-none">
              {t('battles.history')}
            </ButtonLink>
          ) : null}
          <ButtonLink to="/battles/challenge" variant="secondary" className="flex-1 sm:flex-none" data-testid="challenge-link">
            {t('contests.challenge')}
          </ButtonLink>
          <ButtonLink to="/battles/create" className="flex-1 whitespace-nowrap sm:flex-none" data-testid="create-battle-link">
            <IconPlus size={16} /> {t('battles.create')}
          </ButtonLink>
        </div>
      </header>
      <BattleGateBanner />
      <section>
        <SectionHeading title={t('battles.live')} />
        {q.isLoading ? (
          <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-3">
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
