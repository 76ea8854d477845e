import { coinsToCents } from '@hapa/domain';
import type { BattleDetail, BattleRoundEvent, BattleSummary } from '@hapa/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { refreshBaseInfo } from '../../../lib/balance.ts';
import { getSocket, subscribeChannel } from '../../../lib/realtime.ts';
import { battleKeys } from '../api/keys.ts';
import { serverNow } from '../lib/server-clock.ts';

/** Writes a round event into the cached detail (draws, running amounts, revealed count). */
export function mergeRound(d: BattleDetail, ev: BattleRoundEvent): BattleDetail {
  if (d.round > ev.round && d.rounds[ev.round]?.draws.length) return d;
  const amounts = new Map(ev.amounts.map((a) => [a.number, a.amount]));
  return {
    ...d,
    state: d.state === 10 ? 20 : d.state,
    round: Math.max(d.round, ev.round + 1),
    rounds: d.rounds.map((r) => (r.round === ev.round ? { ...r, draws: ev.draws } : r)),
    players: d.players.map((p) => ({ ...p, amount: amounts.get(p.number) ?? p.amount })),
    openAmount: ev.amounts.reduce((s, a) => s + coinsToCents(a.amount), 0) / 100,
  };
}

/**
 * Keeps one battle's detail current: `battle_v2:update/ended` refetch it, `battle_v2:round` patches
 * it, and at every reveal time and at the end it is refetched if the event has not arrived (so a
 * missed event or a server restart never leaves the page behind). Refreshes the balance at the end.
 */
export function useBattleLive(uuid: string, detail: BattleDetail | undefined): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    subscribeChannel('battle_v2');
    const socket = getSocket();
    const refetch = () => void queryClient.invalidateQueries({ queryKey: battleKeys.detail(uuid) });
    const onUpdate = (b: BattleSummary) => b.uuid === uuid && refetch();
    const onEnded = (b: BattleSummary) => {
      if (b.uuid !== uuid) return;
      refetch();
      void refreshBaseInfo(queryClient);
    };
    const onRound = (ev: BattleRoundEvent) => {
      if (ev.uuid === uuid) queryClient.setQueryData<BattleDetail>(battleKeys.detail(uuid), (prev) => (prev ? mergeRound(prev, ev) : prev));
    };
    socket.on('battle_v2:update', onUpdate);
    socket.on('battle_v2:ended', onEnded);
    socket.on('battle_v2:round', onRound);
    return () => {
      socket.off('battle_v2:update', onUpdate);
      socket.off('battle_v2:ended', onEnded);
      socket.off('battle_v2:round', onRound);
    };
  }, [queryClient, uuid]);

  // fallback timers: the next reveal (if its draws did not arrive) and the end
  const state = detail?.state;
  const nextReveal = detail?.rounds.find((r) => r.draws.length === 0 && r.revealAt)?.revealAt ?? null;
  const endsAt = detail?.endsAt ?? null;
  useEffect(() => {
    if (state !== 20) return;
    const due = [nextReveal, endsAt].filter((x): x is string => !!x).map((iso) => Date.parse(iso) - serverNow() + 400);
    const timers = due.map((ms) =>
      setTimeout(
        () => {
          void queryClient.invalidateQueries({ queryKey: battleKeys.detail(uuid) });
          if (ms === due[due.length - 1]) void refreshBaseInfo(queryClient);
        },
        Math.max(0, ms),
      ),
    );
    return () => timers.forEach(clearTimeout);
  }, [queryClient, uuid, state, nextReveal, endsAt]);
}
