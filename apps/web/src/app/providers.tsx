import { hydrate, QueryClientProvider, useQueryClient, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Toaster } from '../components/index.ts';
import { setCachedBalance } from '../lib/balance.ts';
import { i18n } from '../lib/i18n/index.ts';
import { createQueryClient } from '../lib/query-client.ts';
import { queryRoots } from '../lib/query-keys.ts';
import { getSocket, syncSocketAuth } from '../lib/realtime.ts';
import { keepsPreviousData } from '../lib/first-screen.ts';
import { SessionViewProvider, useSession } from '../lib/session.ts';
import { whenIdle } from '../lib/when-idle.ts';
import { useBaseInfo } from '../features/auth/index.ts';
import { readLikesAgain } from '../features/boxes/index.ts';
import { LanguageSync } from '../features/language/index.ts';

/** Drops the previous user's cached data and re-authenticates the socket when the session changes. */
function SessionSync() {
  const queryClient = useQueryClient();
  const session = useSession();
  const uid = session?.uid ?? null;
  const previous = useRef(uid);
  useEffect(() => {
    if (previous.current === uid) return;
    const released = previous.current === null && keepsPreviousData();
    previous.current = uid;
    queryClient.removeQueries({ queryKey: queryRoots.user });
    syncSocketAuth();
    const refresh = () => void queryClient.invalidateQueries({ queryKey: queryRoots.boxes });
    if (!released) return refresh();
    // the session a first screen was hydrated without (docs/architecture/first-screen.md#signed-in-visitors): the
    // catalogue on screen is right but for the player's likes. What shows them (a box's heart, the MY LIKE list) is
    // read again once the browser is idle, not in the same task as the player's own first reads; the rest is only
    // marked stale (read again at its next use), not re-read with every list of the page
    return whenIdle(() => void readLikesAgain(queryClient));
  }, [uid, queryClient]);
  return null;
}

/** Connects the realtime socket and feeds `notify:balance` into the header balance. */
function RealtimeBridge() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const socket = getSocket();
    const onBalance = (payload: { coin: number }) => setCachedBalance(queryClient, payload.coin);
    // an order changed status (docs/product/states.md): refresh the order views; the player is told by the notification card
    // (`notify:message`, features/notifications) written for the same change
    const onOrder = () => {
      void queryClient.invalidateQueries({ queryKey: [...queryRoots.user, 'orders'] });
      void queryClient.invalidateQueries({ queryKey: queryRoots.store });
    };
    socket.on('notify:balance', onBalance);
    socket.on('notify:order', onOrder);
    return () => {
      socket.off('notify:balance', onBalance);
      socket.off('notify:order', onOrder);
    };
  }, [queryClient]);
  return null;
}

/** The signed-in player's saved language (base info) and the ad-channel list feed the shown language (docs/architecture/web-app.md). */
function SavedLanguageSync() {
  const { data } = useBaseInfo();
  return <LanguageSync savedLanguage={data?.language} />;
}

/**
 * QueryClient, i18n, session sync, realtime and toasts. `queryClient`: the server's first-screen render passes its
 * own; `initialState`: the cache that first screen was rendered from, so the browser hydrates the same markup.
 */
export function AppProviders({
  children,
  queryClient: given,
  initialState,
}: {
  children: ReactNode;
  queryClient?: QueryClient;
  initialState?: DehydratedState;
}) {
  const [queryClient] = useState(() => {
    if (given) return given;
    const client = createQueryClient();
    if (initialState) hydrate(client, initialState);
    return client;
  });
  return (
    <SessionViewProvider>
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <SessionSync />
          <RealtimeBridge />
          <SavedLanguageSync />
          {children}
          <Toaster />
        </QueryClientProvider>
      </I18nextProvider>
    </SessionViewProvider>
  );
}
