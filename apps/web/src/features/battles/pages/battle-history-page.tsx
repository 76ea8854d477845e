import { useTranslation } from 'react-i18next';
import { Button, ButtonLink, EmptyState, IconTrophy, Skeleton } from '../../../components/index.ts';
import { openAuth } from '../../../lib/modals.ts';
import { useIsLoggedIn } from '../../../lib/session.ts';
import { useBattleHistory } from '../api/get-battle-history.ts';
import { BattleGrid } from '../components/battle-list.tsx';

/** /battles/history: my battles, newest first, with results (medals, replay) once ended. */
export default function BattleHistoryPage() {
  const { t } = useTranslation();
  const loggedIn = useIsLoggedIn();
  const q = useBattleHistory(loggedIn);
  const battles = q.data?.pages.flatMap((p) => p.list) ?? [];
  return (
    <div className="flex flex-col gap-5" data-testid="battle-history-page">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-black uppercase italic tracking-tight md:text-4xl">{t('battles.history')}</h1>
        <ButtonLink to="/battles/create">{t('battles.create')}</ButtonLink>
      </header>
      {!loggedIn ? (
        <EmptyState
          icon={<IconTrophy size={28} />}
          title={t('battles.history')}
          action={<Button onClick={() => openAuth('login')}>{t('auth.logIn')}</Button>}
        />
      ) : q.isLoading ? (
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-3">
          {Array.from({ length: 3 }, (_, i) => (
            <Skeleton key={i} className="h-56" />
          ))}
        </div>
      ) : battles.length ? (
        <>
          <BattleGrid battles={battles} testId="battle-history" />
          {q.hasNextPage ? (
            <Button variant="secondary" className="self-center" loading={q.isFetchingNextPage} onClick={() => q.fetchNextPage()}>
              {t('battles.loadMore')}
            </Button>
          ) : null}
        </>
      ) : (
        <EmptyState
          icon={<IconTrophy size={28} />}
          title={t('battles.historyEmpty')}
          action={<ButtonLink to="/battles/create">{t('battles.create')}</ButtonLink>}
        />
      )}
    </div>
  );
}
