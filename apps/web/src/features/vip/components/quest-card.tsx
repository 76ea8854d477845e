import type { QuestInfo, QuestView } from '@hapa/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, cn, Countdown, IconLock } from '../../../components/index.ts';
import { refreshBaseInfo } from '../../../lib/balance.ts';
import { errorMessage, shouldToastError } from '../../../lib/api-error.ts';
import { toast } from '../../../lib/toast-store.ts';
import { vipKeys } from '../api/keys.ts';
import { questAction } from '../api/quests.ts';
import { questName, questTaskText } from '../lib/quest-text.ts';
import { formatCoinUnits } from '../../../lib/money.ts';
import { formatNumber } from '../../../lib/i18n/format.ts';
import { picture } from '../../../lib/picture.ts';

const STATE_CLS: Record<number, string> = {
  0: 'bg-surface-3 text-muted',
  1: 'bg-violet/20 text-fg',
  2: 'bg-success/15 text-success',
  3: 'bg-surface-3 text-subtle',
  4: 'bg-danger/15 text-danger',
};

/** A claim / boost / restart of a quest; the answer replaces the cached quests. */
export function useQuestAction() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ action, questId }: { action: 'reward/obtain' | 'boost' | 'unlock'; questId: number }) => questAction(action, questId),
    onSuccess: (data: QuestInfo, vars) => {
      queryClient.setQueryData(vipKeys.quests, data);
      void refreshBaseInfo(queryClient);
      void queryClient.invalidateQueries({ queryKey: vipKeys.questHistory });
      if (vars.action === 'reward/obtain') toast.success(t('vip.glory.claimedToast'));
    },
    onError: (e) => {
      if (shouldToastError(e)) toast.error(errorMessage(e));
    },
  });
}

/** One Glory Road quest (docs/product/entities.md#quests Quest): state, countdown, tasks with progress, rewards, claim / boost / restart. */
export function QuestCard({ quest, compact }: { quest: QuestView; compact?: boolean }) {
  const { t } = useTranslation();
  const act = useQuestAction();
  const busy = act.isPending && act.variables?.questId === quest.questId;
  const endsAt = useMemo(() => Date.now() + quest.endDifTime, [quest.endDifTime]);
  const rewardText = (r: QuestView['rewardList'][number]) =>
    r.type === 'item'
      ? (r.name ?? '')
      : t(`vip.glory.reward.${r.type}`, {
          // numbers with the shown language's separators ("$2,00 em moedas", "1.000 HapaCoins")
          amount:
            r.type === 'coin'
              ? formatNumber(r.amount, undefined, { minimumFractionDigits: 2, maximumFractionDigits: 2 })
              : formatNumber(r.amount),
        });
  return (
    <article
      className={cn('flex flex-col gap-3 rounded-2xl border border-line bg-surface p-4', quest.state === 2 && 'border-success/60')}
      data-testid="quest-card"
      data-quest-id={quest.questId}
      data-state={quest.state}
    >
      <header className="flex items-start justify-between gap-3">
        <h3 className="text-base font-extrabold" data-testid="quest-name">
          {questName(t, quest)}
        </h3>
        <span className={cn('shrink-0 rounded-full px-2 py-0.5 text-[11px] font-bold', STATE_CLS[quest.state])} data-testid="quest-state">
          {t(`vip.glory.state.${quest.state}`)}
        </span>
      </header>
      {quest.state === 1 && quest.endDifTime > 0 ? (
        <p className="flex items-center gap-2 text-xs text-muted">
          {t('vip.glory.ends')} <Countdown endsAt={endsAt} className="font-mono font-bold text-fg" />
        </p>
      ) : null}
      {quest.state === 0 ? (
        <p className="flex items-center gap-2 text-sm text-muted">
          <IconLock size={16} /> {t('vip.glory.locked')}
        </p>
      ) : null}
      <ul className="flex flex-col gap-2">
        {quest.tasks.map((task) => {
          const pct = task.target > 0 ? Math.min(100, (task.progress / task.target) * 100) : 0;
          const money = task.kind === 'deposit_cents';
          return (
            <li key={task.taskId} data-testid="quest-task" data-kind={task.kind}>
              <div className="flex justify-between gap-2 text-sm">
                <span data-testid="quest-task-text">{questTaskText(t, task)}</span>
                <span className="font-mono text-xs text-muted" data-testid="quest-task-progress">
                  {money ? `${formatCoinUnits(task.progress)} / ${formatCoinUnits(task.target)}` : `${task.progress} / ${task.target}`}
                </span>
              </div>
              <div className="mt-1 h-1.5 overflow-hidden rounded-full bg-bg-2">
                <div className="h-full rounded-full bg-violet" style={{ width: `${pct}%` }} />
              </div>
            </li>
          );
        })}
      </ul>
      {!compact ? (
        <div>
          <p className="mb-1 text-[11px] font-bold uppercase tracking-widest text-subtle">{t('vip.glory.rewards')}</p>
          <ul className="flex flex-wrap gap-2">
            {quest.rewardList.map((r, i) => (
              <li key={i} className="flex items-center gap-2 rounded-xl bg-bg-2 px-2.5 py-1.5 text-xs font-bold">
                {r.image ? <img {...picture(r.image, '24px')} alt="" className="size-6 rounded" /> : null}
                {rewardText(r)}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <div className="mt-auto flex flex-col gap-2">
        {quest.state === 2 ? (
          <Button
            block
            loading={busy}
            onClick={() => act.mutate({ action: 'reward/obtain', questId: quest.questId })}
            data-testid="quest-claim"
          >
            {t('vip.glory.claim')}
          </Button>
        ) : null}
        {quest.state === 1 && !compact ? (
          <>
            <Button
              block
              variant="secondary"
              loading={busy}
              disabled={quest.boost.myCoins < quest.boost.needCoins}
              onClick={() => act.mutate({ action: 'boost', questId: quest.questId })}
              data-testid="quest-boost"
            >
              {t('vip.glory.boost', { coins: formatNumber(quest.boost.needCoins) })}
            </Button>
            <p className="text-center text-[11px] text-muted">
              {quest.boost.myCoins < quest.boost.needCoins
                ? t('vip.glory.notEnoughBeans', { need: formatNumber(quest.boost.needCoins) })
                : t('vip.glory.boostHint', { mine: formatNumber(quest.boost.myCoins) })}
            </p>
          </>
        ) : null}
        {quest.state === 4 ? (
          <Button
            block
            variant="secondary"
            loading={busy}
            onClick={() => act.mutate({ action: 'unlock', questId: quest.questId })}
            data-testid="quest-restart"
          >
            {t('vip.glory.restart')}
          </Button>
        ) : null}
      </div>
    </article>
  );
}
