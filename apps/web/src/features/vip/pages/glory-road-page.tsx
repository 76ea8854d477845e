import { useTranslation } from 'react-i18next';
import { Button, Card, CardTitle, EmptyState, IconSparkles, PageSpinner } from '../../../components/index.ts';
import { openAuth } from '../../../lib/modals.ts';
import { useIsLoggedIn } from '../../../lib/session.ts';
import { useQuestHistory, useQuests } from '../api/quests.ts';
import { QuestCard } from '../components/quest-card.tsx';
import { questName } from '../lib/quest-text.ts';
import { formatDateTime } from '../../../lib/i18n/format.ts';

/** `/glory-road` (docs/product/routes.md#vip, docs/product/entities.md#quests Quest, docs/product/endpoints.md#games /quest/*): quests with tasks, countdowns, rewards, boost and history. */
export default function GloryRoadPage() {
  const { t } = useTranslation();
  const loggedIn = useIsLoggedIn();
  const quests = useQuests();
  const history = useQuestHistory();
  if (!loggedIn) {
    return (
      <EmptyState
        icon={<IconSparkles size={28} />}
        title={t('vip.glory.signInTitle')}
        action={<Button onClick={() => openAuth('login')}>{t('auth.logIn')}</Button>}
        className="my-10"
      />
    );
  }
  if (!quests.data) return <PageSpinner />;
  const q = quests.data;
  return (
    <div className="flex flex-col gap-6" data-testid="glory-road-page">
      <header>
        <h1 className="text-2xl font-black uppercase italic tracking-tight md:text-4xl">{t('vip.glory.title')}</h1>
        <p className="mt-1 max-w-2xl text-sm text-muted">{t('vip.glory.subtitle')}</p>
        {q.rewardNum > 0 ? (
          <p
            className="mt-2 inline-block rounded-full bg-success/15 px-3 py-1 text-sm font-bold text-success"
            data-testid="quest-reward-num"
          >
            {t('vip.glory.waiting', { n: q.rewardNum, count: q.rewardNum })}
          </p>
        ) : null}
        {q.allFinish ? <p className="mt-2 text-sm text-muted">{t('vip.glory.allDone')}</p> : null}
      </header>
      <div className="grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3">
        {q.taskDetail.map((quest) => (
          <QuestCard key={quest.questId} quest={quest} />
        ))}
      </div>
      <Card data-testid="quest-history">
        <CardTitle>{t('vip.glory.history')}</CardTitle>
        {history.data && history.data.list.length > 0 ? (
          <ul className="flex flex-col divide-y divide-line text-sm">
            {history.data.list.map((h) => (
              <li key={`${h.questId}-${h.claimedAt}`} className="flex justify-between gap-3 py-2">
                <span className="font-semibold">{questName(t, h)}</span>
                <time className="text-xs text-muted" dateTime={h.claimedAt}>
                  {formatDateTime(h.claimedAt)}
                </time>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted">{t('vip.glory.historyEmpty')}</p>
        )}
      </Card>
    </div>
  );
}
