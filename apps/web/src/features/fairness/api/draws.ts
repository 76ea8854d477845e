import { BingoHistoryItem, LotteryDrawResult } from '@hapa/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { sha256HexWebCrypto } from '../lib/draws.ts';

/** Query keys of the Draws tab (public data: nothing under `user`). */
export const drawKeys = {
  lottery: (id: number | null) => ['lottery', 'draw', id] as const,
  bingo: (id: number | null) => ['bingo', 'game', id] as const,
  webHash: (text: string | null) => ['fairness', 'web-crypto-sha256', text] as const,
};

/** GET /api/lottery/{drawId}: one draw in any status (server seed once drawn, winners in rank order). @throws ApiError lottery.error.not_found */
export function getLotteryDraw(id: number, signal?: AbortSignal): Promise<LotteryDrawResult> {
  return api(`/lottery/${id}`, { schema: LotteryDrawResult, signal });
}

/** Draw `id` (no request while null); not retried, so an unknown id shows at once. */
export function useLotteryDraw(id: number | null) {
  return useQuery({
    queryKey: drawKeys.lottery(id),
    queryFn: ({ signal }) => getLotteryDraw(id!, signal),
    enabled: id !== null,
    retry: false,
  });
}

/** GET /api/bingo/games/{id}: one game in any state with its card ids (server seed once ended). @throws ApiError bingo.error.not_found */
export function getBingoGame(id: number, signal?: AbortSignal): Promise<BingoHistoryItem> {
  return api(`/bingo/games/${id}`, { schema: BingoHistoryItem, signal });
}

/** Game `id` (no request while null); not retried. */
export function useBingoGame(id: number | null) {
  return useQuery({ queryKey: drawKeys.bingo(id), queryFn: ({ signal }) => getBingoGame(id!, signal), enabled: id !== null, retry: false });
}

/** SHA-256 of `text` by Web Crypto (data null where the browser has none); idle while `text` is null. */
export function useWebCryptoSha256(text: string | null) {
  return useQuery({
    queryKey: drawKeys.webHash(text),
    queryFn: () => sha256HexWebCrypto(text!),
    enabled: text !== null,
    staleTime: Infinity,
  });
}
