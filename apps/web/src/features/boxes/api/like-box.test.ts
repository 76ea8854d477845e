import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { boxDetailKey } from './get-box-detail.ts';
import { boxListKey } from './get-box-list.ts';
import { readLikesAgain, showsPlayerLikes } from './like-box.ts';

describe('the box queries a session changes', () => {
  it('are a box detail and the MY LIKE list, however the list is paged', () => {
    expect(showsPlayerLikes(boxDetailKey(101))).toBe(true);
    expect(showsPlayerLikes(boxListKey({ category: 'MY_LIKE', pageSize: 12 }))).toBe(true);
    expect(showsPlayerLikes([...boxListKey({ category: 'MY_LIKE' }), 'infinite'])).toBe(true);
    expect(showsPlayerLikes(boxListKey({ category: 'FEATURED', pageSize: 12 }))).toBe(false);
    expect(showsPlayerLikes(['boxes', 'top'])).toBe(false);
    expect(showsPlayerLikes(['boxes', 'tags'])).toBe(false);
    // another root's `detail` is not a box's
    expect(showsPlayerLikes(['battles', 'detail', 101])).toBe(false);
  });

  it('are read again at once when on screen; the rest are only marked stale, read again at their next use', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
    const reads = new Map<string, number>();
    const watch = (queryKey: readonly unknown[]) => {
      const observer = new QueryObserver(client, {
        queryKey,
        queryFn: () => {
          reads.set(JSON.stringify(queryKey), (reads.get(JSON.stringify(queryKey)) ?? 0) + 1);
          return { at: reads.get(JSON.stringify(queryKey)) };
        },
      });
      const unsubscribe = observer.subscribe(() => undefined);
      return { observer, unsubscribe };
    };
    const keys = [boxDetailKey(101), boxListKey({ category: 'MY_LIKE' }), boxListKey({ category: 'FEATURED' }), ['boxes', 'top']];
    const watched = keys.map(watch);
    await client.refetchQueries(); // every one read once, on screen
    expect([...reads.values()]).toEqual([1, 1, 1, 1]);

    await readLikesAgain(client);
    expect(keys.map((k) => reads.get(JSON.stringify(k)))).toEqual([2, 2, 1, 1]);
    // the others are stale now: their next use reads them
    expect(client.getQueryState(['boxes', 'top'])?.isInvalidated).toBe(true);
    expect(
      client
        .getQueryCache()
        .find({ queryKey: ['boxes', 'top'] })
        ?.isStale(),
    ).toBe(true);
    for (const w of watched) w.unsubscribe();
    client.clear();
  });

  it('cover every screen that shows a like: a new one must be added to showsPlayerLikes', () => {
    const src = fileURLToPath(new URL('../../../', import.meta.url));
    const walk = (dir: string): string[] =>
      readdirSync(dir).flatMap((name) => {
        const full = path.join(dir, name);
        return statSync(full).isDirectory() ? walk(full) : /\.tsx?$/.test(name) && !/\.test\./.test(name) ? [full] : [];
      });
    const readers = walk(src)
      .filter((f) => readFileSync(f, 'utf8').includes('isLiked'))
      .map((f) => path.relative(src, f).split(path.sep).join('/'))
      .sort();
    // the box page's heart (its detail query) and this file; a card or list showing likes would need its query here
    expect(readers).toEqual(['app/routes/box-detail.tsx', 'features/boxes/api/like-box.ts', 'features/boxes/components/like-button.tsx']);
  });
});
