import { createBrowserRouter } from 'react-router';
import { routes } from './routes.tsx';
import { forgetLandingScroll } from './scroll-start.ts';

// a page opened by URL or reload starts at the top; back/forward restores (root.tsx <ScrollRestoration>)
forgetLandingScroll();

/** The browser's router over the app's route table (routes.tsx). */
export const router = createBrowserRouter(routes);
