import { GameHistory } from '@hapa/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { useIsLoggedIn } from '../../../lib/session.ts';
import { gameKeys } from './keys.ts';

export const GAME_HISTORY_PAGE_SIZE = 10;

/** GET /api/user/game-history: the player's game rounds, newest first. */
export function getGameHistory(page: number, signal?: AbortSignal): Promise<GameHistory> {
  return api(`/user/game-history?page=${page}&pageSize=${GAME_HISTORY_PAGE_SIZE}`, { schema: GameHistory, signal });
}

export function useGameHistory(page: number) {
  const loggedIn = useIsLoggedIn();
  return useQuery({
    queryKey: gameKeys.history(page),
    queryFn: ({ signal }) => getGameHistory(page, signal),
    enabled: loggedIn,
    placeholderData: keepPreviousData,
  });
}
