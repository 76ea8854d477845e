import { GameVerify } from '@hapa/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

/** GET /api/game/{id}/verify: any round's inputs and result; the server seed once its pair is revealed. */
export function getGameVerify(id: number, signal?: AbortSignal): Promise<GameVerify> {
  return api(`/game/${id}/verify`, { schema: GameVerify, signal });
}

export function useGameVerify(id: number | null) {
  return useQuery({
    queryKey: ['games', 'verify', id],
    queryFn: ({ signal }) => getGameVerify(id!, signal),
    enabled: id !== null,
    retry: false,
  });
}
