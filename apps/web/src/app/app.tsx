import type { DehydratedState } from '@tanstack/react-query';
import { useEffect } from 'react';
import { RouterProvider } from 'react-router';
import { ErrorBoundary } from './error-boundary.tsx';
import { AppProviders } from './providers.tsx';
import { router } from './router.tsx';
import { endHydratingFirstScreen } from '../lib/first-screen.ts';

/**
 * The HapaBox web app: providers, a last-resort error boundary, the router. `initialState`: the query cache of
 * the server-rendered first screen being hydrated (main.tsx).
 */
export function App({ initialState }: { initialState?: DehydratedState }) {
  // the first screen's markup is inert until React owns it: a click before then would go nowhere
  useEffect(() => document.getElementById('root')?.removeAttribute('inert'), []);
  // the first screen is the page the visitor landed on; the next page the app renders is a client render
  useEffect(() => {
    const landing = router.state.location.key;
    return router.subscribe((state) => {
      if (state.location.key !== landing) endHydratingFirstScreen();
    });
  }, []);
  return (
    <AppProviders initialState={initialState}>
      <ErrorBoundary outsideRouter>
        <RouterProvider router={router} />
      </ErrorBoundary>
    </AppProviders>
  );
}
