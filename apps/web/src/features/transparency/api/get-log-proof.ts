import { LogProofs } from '@hapa/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { isApiError } from '../../../lib/api-error.ts';

/**
 * GET /api/transparency/log/proof-by-hash?hash=: the log entries of a server seed hash with their audit paths; null while the
 * commitment is not in the log yet (the consumer appends it a moment after the seed was made).
 */
export async function getLogProof(hash: string, signal?: AbortSignal): Promise<LogProofs | null> {
  try {
    return await api('/transparency/log/proof-by-hash', { query: { hash }, schema: LogProofs, signal });
  } catch (err) {
    if (isApiError(err) && err.key === 'transparency.error.entry_not_found') return null;
    throw err;
  }
}

/** The proofs of `hash`, asked again every 3 s while the commitment is still on its way to the log. */
export function useLogProof(hash: string | undefined) {
  return useQuery({
    queryKey: ['transparency', 'proof', hash],
    queryFn: ({ signal }) => getLogProof(hash!, signal),
    enabled: !!hash,
    refetchInterval: (q) => (q.state.data === null ? 3_000 : false),
  });
}
