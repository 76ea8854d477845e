import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { PageSpinner } from '../../components/index.ts';
import { RouteErrorBoundary } from '../error-boundary.tsx';

/** No header / footer (docs/product/routes.md#bare-layout: sandbox checkout, payment result ...). */
export function BareLayout() {
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center px-4 py-8" id="main">
      <RouteErrorBoundary>
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </RouteErrorBoundary>
    </main>
  );
}
