import type { BattleList, BattleRoundEvent, BattleSummary } from '@hapa/contracts';
import { BATTLE_CARD_REMOVE_MS, BATTLE_FINISH_SHOW_MS } from '@hapa/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { getSocket, subscribeChannel } from '../../../lib/realtime.ts';
import { useSession } from '../../../lib/session.ts';
import { battleKeys } from '../api/keys.ts';
import { addCreated, applyRound, applyUpdate, removeCard, showFinished } from '../lib/list-feed.ts';

/**
 * Keeps the cached battle list live over the `battle_v2` channel (docs/product/states.md#battles): new battles on top,
 * seat and round changes at once, an ended battle shown finished after 7 s and its card moved to the
 * finished list after 10 s.
 */
export function useBattleFeed(): void {
  const queryClient = useQueryClient();
  const uid = useSession()?.uid ?? null;
  useEffect(() => {
    subscribeChannel('battle_v2');
    const socket = getSocket();
    const timers = new Set<ReturnType<typeof setTimeout>>();
    const set = (fn: (d: BattleList) => BattleList) =>
      queryClient.setQueryData<BattleList>(battleKeys.list, (prev) => (prev ? fn(prev) : prev));
    const later = (ms: number, fn: () => void) => {
      const timer = setTimeout(() => {
        timers.delete(timer);
        fn();
      }, ms);
      timers.add(timer);
    };
    const onCreated = (b: BattleSummary) => set((d) => addCreated(d, b, uid));
    const onUpdate = (b: BattleSummary) => set((d) => applyUpdate(d, b));
    const onRound = (ev: BattleRoundEvent) => set((d) => applyRound(d, ev));
    const onEnded = (b: BattleSummary) => {
      later(BATTLE_FINISH_SHOW_MS, () => set((d) => showFinished(d, b)));
      later(BATTLE_CARD_REMOVE_MS, () => set((d) => removeCard(d, b)));
    };
    socket.on('battle_v2:created', onCreated);
    socket.on('battle_v2:update', onUpdate);
    socket.on('battle_v2:round', onRound);
    socket.on('battle_v2:ended', onEnded);
    return () => {
      socket.off('battle_v2:created', onCreated);
      socket.off('battle_v2:update', onUpdate);
      socket.off('battle_v2:round', onRound);
      socket.off('battle_v2:ended', onEnded);
      timers.forEach(clearTimeout);
    };
  }, [queryClient, uid]);
}
