import { BingoCards } from '@hapa/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { bingoKeys } from './bingo-keys.ts';

/** GET /api/bingo/cards?gameId: my cards of a game with their numbers and daubs. */
export function getBingoCards(gameId: number, signal?: AbortSignal): Promise<BingoCards> {
  return api(`/bingo/cards?gameId=${gameId}`, { schema: BingoCards, signal });
}

export function useBingoCards(gameId: number | undefined, enabled: boolean) {
  return useQuery({
    queryKey: bingoKeys.cards(gameId ?? 0),
    queryFn: ({ signal }) => getBingoCards(gameId!, signal),
    enabled: enabled && gameId !== undefined,
    meta: { silent: true },
  });
}
