import { RouterProvider } from 'react-router';
import { ErrorBoundary } from './error-boundary.tsx';
import { AppProviders } from './providers.tsx';
import { router } from './router.tsx';

/** The HapaBox web app: providers, a last-resort error boundary, the router. */
export function App() {
  return (
    <AppProviders>
      <ErrorBoundary outsideRouter>
        <RouterProvider router={router} />
      </ErrorBoundary>
    </AppProviders>
  );
}
