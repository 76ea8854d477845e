import { DoubleGuessConfig, DoubleGuessRound } from '@hapa/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { flipKeys } from '../flip/api/flip-keys.ts';

/** GET /api/double_guess/config: the chance (ppm), edge, RTP and time limits. */
export function getDoubleGuessConfig(signal?: AbortSignal): Promise<DoubleGuessConfig> {
  return api('/double_guess/config', { schema: DoubleGuessConfig, signal });
}

export function useDoubleGuessConfig() {
  return useQuery({ queryKey: flipKeys.doubleGuessConfig, queryFn: ({ signal }) => getDoubleGuessConfig(signal), staleTime: 60_000 });
}

/** POST /api/open_double_guess: locks the prize of a 1X opening and opens a guess at the shown chance. */
export function openDoubleGuess(storeItemId: number, idempotencyKey: string): Promise<DoubleGuessRound> {
  return api('/open_double_guess', {
    method: 'POST',
    body: { storeItemId },
    headers: { 'idempotency-key': idempotencyKey },
    schema: DoubleGuessRound,
  });
}

/** POST /api/item/double_guess/choose: 'double' draws, 'keep' unlocks the prize. */
export function chooseDoubleGuess(id: number, choice: 'double' | 'keep'): Promise<DoubleGuessRound> {
  return api('/item/double_guess/choose', { method: 'POST', body: { id, choice }, schema: DoubleGuessRound });
}

/** GET /api/double_guess/active: the player's undecided guess, or null (docs/games.md#open-rounds). */
export function getActiveDoubleGuess(signal?: AbortSignal): Promise<DoubleGuessRound | null> {
  return api('/double_guess/active', { schema: DoubleGuessRound.nullable(), signal });
}
