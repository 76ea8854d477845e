import type { BattleDetail } from '@hapa/contracts';
import { useEffect, useReducer } from 'react';
import { serverNow } from '../lib/server-clock.ts';
import { battleTimeline, type Timeline } from '../lib/timeline.ts';

export type ViewMode = 'live' | 'replay' | 'final';

const NOT_STARTED = { state: 10, startedAt: null, endsAt: null, roundMs: 1, totalRound: 0 };

/**
 * The timeline to draw now. `live` follows server time; `replay` plays the ended battle again from
 * `replayFrom` (a local ms timestamp); `final` shows the end at once. Re-renders at every change.
 */
export function useBattleTimeline(
  detail: BattleDetail | undefined,
  mode: ViewMode,
  replayFrom: number | null,
): { timeline: Timeline; battleNow: number } {
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  const start = detail?.startedAt ? Date.parse(detail.startedAt) : null;
  let battleNow = serverNow();
  if (mode === 'final') battleNow = Number.MAX_SAFE_INTEGER;
  else if (mode === 'replay' && start !== null && replayFrom !== null) battleNow = start + (Date.now() - replayFrom);
  const timeline = battleTimeline(detail ?? NOT_STARTED, battleNow);
  const next = timeline.nextChangeInMs;
  useEffect(() => {
    if (next === null) return;
    const timer = setTimeout(rerender, Math.max(16, next + 5));
    return () => clearTimeout(timer);
  });
  return { timeline, battleNow };
}
