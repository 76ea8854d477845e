import { CollectResult } from '@hapa/contracts';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { queryRoots } from '../../../lib/query-keys.ts';

/** POST /api/item/{id}/collect {like}: likes or unlikes a box for the signed-in player (docs/product/routes.md#boxes MY LIKE). */
export function likeBox(boxId: number, like: boolean): Promise<CollectResult> {
  return api(`/item/${boxId}/collect`, { method: 'POST', body: { like }, schema: CollectResult });
}

/** Toggles a like; refreshes box lists and details (their `isLiked` flags and the MY LIKE list). */
export function useLikeBox() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ boxId, like }: { boxId: number; like: boolean }) => likeBox(boxId, like),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: queryRoots.boxes }),
  });
}

/**
 * Box queries whose screen shows the signed-in player's likes (docs/architecture/first-screen.md#signed-in-visitors): a
 * box's detail (its heart, `LikeButton`) and the MY LIKE list. The other box queries carry `isLiked` too, but no screen
 * shows it, so a session that arrives after them need not read them again at once.
 */
export function showsPlayerLikes(queryKey: readonly unknown[]): boolean {
  if (queryKey[0] !== queryRoots.boxes[0]) return false;
  if (queryKey[1] === 'detail') return true;
  const params = queryKey[2] as { category?: unknown } | undefined;
  return queryKey[1] === 'list' && params?.category === 'MY_LIKE';
}

/**
 * A session arrived over a catalogue read without it (a first screen's release): the box queries that show the
 * player's likes (showsPlayerLikes) are read again now if on screen; every other box query is only marked stale, read
 * again at its next use instead of all at once with the page's lists.
 * @returns when the refetches it started have settled
 */
export async function readLikesAgain(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: queryRoots.boxes, refetchType: 'none' }),
    queryClient.invalidateQueries({ queryKey: queryRoots.boxes, predicate: (q) => showsPlayerLikes(q.queryKey) }),
  ]);
}
