import { LiabilitiesLatest } from '@hapa/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

/** GET /api/transparency/liabilities: the newest published liabilities root (null before the first snapshot). */
export function getLiabilities(signal?: AbortSignal): Promise<LiabilitiesLatest> {
  return api('/transparency/liabilities', { schema: LiabilitiesLatest, signal });
}

export function useLiabilities() {
  return useQuery({ queryKey: ['transparency', 'liabilities'], queryFn: ({ signal }) => getLiabilities(signal) });
}
