import { CollectResult } from '@hapa/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
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
