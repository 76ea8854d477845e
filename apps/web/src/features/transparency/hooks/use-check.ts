import { useQuery } from '@tanstack/react-query';
import type { CheckState } from '../components/check-status.tsx';

/**
 * Runs a browser-side check once per `key` (kept for the session; `recheck` runs it again) and reports its state.
 * `run` returns whether the check passed; a thrown error counts as failed.
 */
export function useCheck(key: readonly unknown[], run: (() => Promise<boolean>) | null): { state: CheckState; recheck: () => void } {
  const q = useQuery({
    queryKey: ['transparency', 'check', ...key],
    queryFn: async () => {
      try {
        return await run!();
      } catch {
        return false;
      }
    },
    enabled: run !== null,
    staleTime: Infinity,
    gcTime: 10 * 60_000,
  });
  return { state: q.data === undefined || q.isFetching ? 'checking' : q.data ? 'ok' : 'failed', recheck: () => void q.refetch() };
}
