import { createBrowserRouter } from 'react-router';
import { routes } from './routes.tsx';
import { forgetLandingScroll } from './scroll-start.ts';

// a page opened by URL or reload starts at the top; back/forward restores (root.tsx <ScrollRestoration>)
forgetLandingScroll();

let router: ReturnType<typeof createBrowserRouter> | null = null;

/**
 * The browser's router over the app's route table (routes.tsx), made at its first use (the app's first render), not
 * while the app's modules are evaluated: that task is the longest of a page's start (docs/architecture/first-screen.md#the-start).
 */
export function getRouter(): ReturnType<typeof createBrowserRouter> {
  router ??= createBrowserRouter(routes);
  return router;
}
