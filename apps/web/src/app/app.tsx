import type { DehydratedState } from '@tanstack/react-query';
import { useEffect } from 'react';
import { RouterProvider } from 'react-router';
import { ErrorBoundary } from './error-boundary.tsx';
import { AppProviders } from './providers.tsx';
import { getRouter } from './router.tsx';
import { endHydratingFirstScreen, hydratingFirstScreen, releaseFirstScreen } from '../lib/first-screen.ts';

/**
 * The HapaBox web app: providers, a last-resort error boundary, the router. `initialState`: the query cache of
 * the server-rendered first screen being hydrated (main.tsx).
 */
export function App({ initialState }: { initialState?: DehydratedState }) {
  // a fresh render replaced any server markup at this first commit: usable now. A hydrated first screen is usable once
  // its page (a lazy chunk, hydrated later) is: default-layout.tsx releases it then
  // (and, whatever happens to that page, e.g. an error boundary in its place, after 10 s at the latest)
  useEffect(() => {
    if (!hydratingFirstScreen()) return releaseFirstScreen();
    const late = setTimeout(releaseFirstScreen, 10_000);
    return () => clearTimeout(late);
  }, []);
  // the first screen is the page the visitor landed on; the next page the app renders is a client render
  const router = getRouter();
  useEffect(() => {
    const landing = router.state.location.key;
    return router.subscribe((state) => {
      if (state.location.key !== landing) endHydratingFirstScreen();
    });
  }, [router]);
  return (
    <AppProviders initialState={initialState}>
      <ErrorBoundary outsideRouter>
        <RouterProvider router={router} />
      </ErrorBoundary>
    </AppProviders>
  );
}
