import { LogConsistency, SignedTreeHead } from '@hapa/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

/** GET /api/transparency/log/sth: the newest signed tree head of the public fairness log. */
export function getTreeHead(signal?: AbortSignal): Promise<SignedTreeHead> {
  return api('/transparency/log/sth', { schema: SignedTreeHead, signal });
}

/** GET /api/transparency/log/consistency: the proof that the tree of `second` entries extends the tree of `first`. */
export function getConsistency(first: number, second: number, signal?: AbortSignal): Promise<LogConsistency> {
  return api('/transparency/log/consistency', { query: { first, second }, schema: LogConsistency, signal });
}

export function useTreeHead() {
  return useQuery({ queryKey: ['transparency', 'sth'], queryFn: ({ signal }) => getTreeHead(signal), staleTime: 30_000 });
}
