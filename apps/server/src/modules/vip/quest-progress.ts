import type { QuestTaskKind as TaskKind } from '@hapa/contracts';

/** What one action adds to quest tasks (`level`: the level reached, kept as a maximum). */
export type ProgressDelta = Partial<Record<TaskKind, number>>;

/** A run's progress: task id -> count (or the level reached). */
export type Progress = Record<string, number>;

/**
 * The deltas of many events merged into one per player, players ascending (the order their runs are locked in):
 * counts add up, `level` keeps the maximum (apps/server/src/modules/vip/README.md, quest progress). Applying the merged
 * delta once gives the progress the events give one by one, except that a run completed by an early event of the
 * batch also counts the later ones (a run's progress may pass its target, as one event of 10 openings already can).
 */
export function mergeProgress(items: readonly { userId: number; delta: ProgressDelta }[]): Map<number, ProgressDelta> {
  const merged = new Map<number, ProgressDelta>();
  for (const { userId, delta } of [...items].sort((a, b) => a.userId - b.userId)) {
    const into = merged.get(userId) ?? {};
    for (const [kind, add] of Object.entries(delta) as [TaskKind, number | undefined][]) {
      if (add === undefined) continue;
      const before = into[kind];
      into[kind] = before === undefined ? add : kind === 'level' ? Math.max(before, add) : before + add;
    }
    merged.set(userId, into);
  }
  return merged;
}

/**
 * `progress` with `delta` applied to the tasks it counts (a level task keeps the maximum), or null when no task
 * changed. Pure: the caller writes the run and decides completion.
 */
export function applyDelta(
  tasks: readonly { taskId: number; kind: TaskKind }[],
  progress: Progress,
  delta: ProgressDelta,
): Progress | null {
  const next = { ...progress };
  let changed = false;
  for (const t of tasks) {
    const add = delta[t.kind];
    if (add === undefined || add <= 0) continue;
    const before = next[t.taskId] ?? 0;
    next[t.taskId] = t.kind === 'level' ? Math.max(before, add) : before + add;
    changed = changed || next[t.taskId] !== before;
  }
  return changed ? next : null;
}
