import { createBrowserRouter } from 'react-router';
import { routes } from './routes.tsx';

/** The browser's router over the app's route table (routes.tsx). */
export const router = createBrowserRouter(routes);
