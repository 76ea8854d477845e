import { QuestHistory, QuestInfo } from '@hapa/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { useIsLoggedIn } from '../../../lib/session.ts';
import { vipKeys } from './keys.ts';

/** GET /api/quest/info (docs/product/entities.md#quests Quest). */
export function getQuests(signal?: AbortSignal): Promise<QuestInfo> {
  return api('/quest/info', { schema: QuestInfo, signal });
}

export function useQuests() {
  const loggedIn = useIsLoggedIn();
  return useQuery({ queryKey: vipKeys.quests, queryFn: ({ signal }) => getQuests(signal), enabled: loggedIn, refetchInterval: 15_000 });
}

/** POST /api/quest/reward/obtain {questId} | /quest/boost | /quest/unlock: each answers the quests after. */
export function questAction(action: 'reward/obtain' | 'boost' | 'unlock', questId: number): Promise<QuestInfo> {
  return api(`/quest/${action}`, { method: 'POST', body: { questId }, schema: QuestInfo });
}

/** GET /api/quest/history: claimed quests. */
export function useQuestHistory() {
  const loggedIn = useIsLoggedIn();
  return useQuery({
    queryKey: vipKeys.questHistory,
    queryFn: ({ signal }) => api('/quest/history', { schema: QuestHistory, signal }),
    enabled: loggedIn,
  });
}
