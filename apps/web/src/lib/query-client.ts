import { MutationCache, QueryCache, QueryClient, timeoutManager } from '@tanstack/react-query';
import { ApiError, errorMessage, shouldToastError } from './api-error.ts';
import { CoalescedTimeouts } from './coalesced-timeouts.ts';
import { keepsPreviousData } from './first-screen.ts';
import { showToast } from './toast-store.ts';

/** Mutations/queries with `meta: { silent: true }` show their own errors. */
declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: { silent?: boolean };
    mutationMeta: { silent?: boolean };
  }
}

/** The browser's query timers on one platform timer (docs/architecture/web-app.md#query-timers). */
const queryTimeouts = new CoalescedTimeouts();

function notify(err: unknown, silent?: boolean) {
  if (silent || !shouldToastError(err)) return;
  showToast(errorMessage(err), 'error');
}

/**
 * One QueryClient: retries only server errors (5xx, twice); mutation errors are toasted unless the
 * mutation sets `meta.silent`; query errors are shown inline by their pages (silent by default); on a first
 * screen's landing page a query whose key changed shows its previous data until the new arrives.
 * `server`: the first-screen render's client (entry-server.tsx): no retries, nothing toasted, nothing dropped
 * from the cache while the render passes run. The browser's client sets TanStack Query's timers on CoalescedTimeouts
 * (lib/coalesced-timeouts.ts) first; the server's keeps the platform's.
 */
export function createQueryClient({ server = false }: { server?: boolean } = {}): QueryClient {
  if (server) return new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity, staleTime: 30_000 } } });
  timeoutManager.setTimeoutProvider(queryTimeouts);
  return new QueryClient({
    queryCache: new QueryCache({ onError: (err, query) => notify(err, query.meta?.silent ?? true) }),
    mutationCache: new MutationCache({ onError: (err, _v, _c, mutation) => notify(err, mutation.meta?.silent) }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: (count, err) => err instanceof ApiError && err.status >= 500 && count < 2,
        // on the page a server-rendered first screen landed on, a query whose key changes keeps showing its data until
        // the new key's arrives: the keys that include the signed-in state switch once the page has hydrated, and the
        // visitor's sections must not vanish and come back (docs/architecture/first-screen.md#signed-in-visitors)
        placeholderData: (previous: unknown) => (keepsPreviousData() ? previous : undefined),
      },
      mutations: { retry: false },
    },
  });
}

/**
 * Refetches the queries under `queryKey` from the server after a write. Unlike a bare `invalidateQueries`, it
 * first cancels a fetch still in flight: while a query has no data yet (its first load), TanStack Query's
 * invalidation joins that fetch instead of starting a new one, and a fetch sent before the write answers with
 * the state before it (a correction submitted while the list's first load was slow never showed in the list).
 */
export async function refreshQueries(qc: QueryClient, queryKey: readonly unknown[]): Promise<void> {
  await qc.cancelQueries({ queryKey });
  await qc.invalidateQueries({ queryKey });
}
