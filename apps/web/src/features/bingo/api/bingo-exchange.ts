import { BingoExchange } from '@hapa/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { useIsLoggedIn } from '../../../lib/session.ts';
import { bingoKeys } from './bingo-keys.ts';

/** GET /api/bingo/exchange: what bingo points buy, and my points. */
export function getBingoExchange(signal?: AbortSignal): Promise<BingoExchange> {
  return api('/bingo/exchange', { schema: BingoExchange, signal });
}

export function useBingoExchange() {
  const signedIn = useIsLoggedIn();
  return useQuery({ queryKey: bingoKeys.exchange(signedIn), queryFn: ({ signal }) => getBingoExchange(signal), meta: { silent: true } });
}
