/**
 * Realtime updates of the battle list (docs/product/states.md#battles "Live updates"): a new public battle goes on top
 * (hasRead false); changes of battles in progress apply at once; an ended battle is shown finished
 * after BATTLE_FINISH_SHOW_MS and its card leaves the live list BATTLE_CARD_REMOVE_MS after its last
 * round, moving to the finished list. Pure functions over the cached BattleList.
 */
import { coinsToCents } from '@hapa/domain';
import type { BattleList, BattleRoundEvent, BattleSummary } from '@hapa/contracts';

/** Finished battles kept under the live list. */
export const FINISHED_CAP = 10;

const replace = (list: BattleSummary[], b: BattleSummary) =>
  list.map((x) => (x.uuid === b.uuid ? { ...b, isCreator: x.isCreator, hasRead: x.hasRead } : x));

/** `battle_v2:created`: on top when public and not already listed. */
export function addCreated(data: BattleList, b: BattleSummary, myUid: number | null): BattleList {
  if (b.inviteMode !== 'none' || data.list.some((x) => x.uuid === b.uuid)) return data;
  return { ...data, list: [{ ...b, hasRead: false, isCreator: myUid !== null && b.creatorId === myUid }, ...data.list] };
}

/** `battle_v2:update` (seat filled, started): applied at once to a listed card. */
export function applyUpdate(data: BattleList, b: BattleSummary): BattleList {
  if (!data.list.some((x) => x.uuid === b.uuid)) return data;
  return { ...data, list: replace(data.list, b) };
}

/** `battle_v2:round`: the card's round counter and running amounts. */
export function applyRound(data: BattleList, ev: BattleRoundEvent): BattleList {
  if (!data.list.some((x) => x.uuid === ev.uuid)) return data;
  return {
    ...data,
    list: data.list.map((x) => {
      if (x.uuid !== ev.uuid || x.round > ev.round + 1) return x;
      const amounts = new Map(ev.amounts.map((a) => [a.number, a.amount]));
      const players = x.players.map((p) => ({ ...p, amount: amounts.get(p.number) ?? p.amount }));
      const open = players.reduce((s, p) => s + coinsToCents(p.amount), 0) / 100;
      return { ...x, round: ev.round + 1, players, openAmount: open };
    }),
  };
}

/** After BATTLE_FINISH_SHOW_MS: the card shows the ended battle (results, medals). */
export function showFinished(data: BattleList, b: BattleSummary): BattleList {
  return applyUpdate(data, b);
}

/** BATTLE_CARD_REMOVE_MS after the last round: off the live list, on top of the finished list. */
export function removeCard(data: BattleList, b: BattleSummary): BattleList {
  const card = data.list.find((x) => x.uuid === b.uuid);
  if (!card) return data;
  const finished =
    b.inviteMode === 'none'
      ? [{ ...b, isCreator: card.isCreator, hasRead: card.hasRead }, ...data.finished.filter((x) => x.uuid !== b.uuid)]
      : data.finished;
  return { ...data, list: data.list.filter((x) => x.uuid !== b.uuid), finished: finished.slice(0, FINISHED_CAP) };
}
