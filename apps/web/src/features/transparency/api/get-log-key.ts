import { LogKey } from '@hapa/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

/** GET /api/transparency/log/key: the Ed25519 key the log's tree heads and the liabilities roots are signed with. */
export function getLogKey(signal?: AbortSignal): Promise<LogKey> {
  return api('/transparency/log/key', { schema: LogKey, signal });
}

export const logKeyKey = ['transparency', 'key'] as const;

/** The log key, kept for the session (it changes only when the operator rotates it). */
export function useLogKey() {
  return useQuery({ queryKey: logKeyKey, queryFn: ({ signal }) => getLogKey(signal), staleTime: Infinity });
}
