import { lazy } from 'react';

/**
 * Double or nothing (docs/games.md#open-rounds) as a lazy component: its code loads with its first use, not with the page that offers
 * it (the box page's result panel). Wrap it in `<Suspense>`.
 */
export const DoubleGuessDialogLazy = lazy(() => import('./double-guess-dialog.tsx'));
