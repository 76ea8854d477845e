import { QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { createQueryClient, refreshQueries } from './query-client.ts';

/** A list whose first load is slow and answers with the state before a write; later loads are fast and fresh. */
function slowFirstLoad() {
  let calls = 0;
  let releaseFirst: (v: string[]) => void = () => {};
  const queryFn = () => {
    calls += 1;
    if (calls === 1) return new Promise<string[]>((resolve) => (releaseFirst = resolve));
    return Promise.resolve(['correction #1']);
  };
  return { queryFn, releaseFirst: (v: string[]) => releaseFirst(v), calls: () => calls };
}

describe('refreshQueries', () => {
  it('fetches again after a write even while the first load is still in flight', async () => {
    const qc = createQueryClient();
    const list = slowFirstLoad();
    const observer = new QueryObserver(qc, { queryKey: ['ops', 'corrections', 'pending'], queryFn: list.queryFn });
    const seen: (string[] | undefined)[] = [];
    const unsubscribe = observer.subscribe((r) => seen.push(r.data));
    expect(list.calls()).toBe(1); // the first load is in flight
    const refreshed = refreshQueries(qc, ['ops', 'corrections']);
    list.releaseFirst([]); // the first load answers with the list before the write
    await refreshed;
    expect(list.calls()).toBe(2);
    expect(qc.getQueryData(['ops', 'corrections', 'pending'])).toEqual(['correction #1']);
    expect(seen.at(-1)).toEqual(['correction #1']);
    unsubscribe();
  });

  it('is needed: a bare invalidation joins the first load and keeps its stale answer', async () => {
    const qc = createQueryClient();
    const list = slowFirstLoad();
    const observer = new QueryObserver(qc, { queryKey: ['ops', 'corrections', 'pending'], queryFn: list.queryFn });
    const unsubscribe = observer.subscribe(() => {});
    const invalidated = qc.invalidateQueries({ queryKey: ['ops', 'corrections'] });
    list.releaseFirst([]);
    await invalidated;
    expect(list.calls()).toBe(1);
    expect(qc.getQueryData(['ops', 'corrections', 'pending'])).toEqual([]);
    unsubscribe();
  });
});
