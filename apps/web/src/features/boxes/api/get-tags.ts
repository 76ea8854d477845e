import { Tag } from '@hapa/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { queryRoots } from '../../../lib/query-keys.ts';

const TagList = Tag.array();

/** GET /api/item/tags -> box tags with counts (category picker, docs/product/routes.md#home). */
export function getTags(signal?: AbortSignal): Promise<Tag[]> {
  return api('/item/tags', { schema: TagList, signal });
}

export function useTags() {
  return useQuery({ queryKey: [...queryRoots.boxes, 'tags'], queryFn: ({ signal }) => getTags(signal), staleTime: 5 * 60_000 });
}
