import { startTransition, useEffect, useState, type ReactNode } from 'react';
import { rendersFirstScreen } from '../lib/first-screen.ts';

/**
 * Renders `children` only after the page's first content has painted, as a low-priority (time-sliced)
 * update, so below-the-fold sections neither block the first render nor fire their requests before the
 * ones above the fold (docs/benchmarks.md, Lighthouse: total blocking time and LCP on `/`). Until then `fallback`
 * (keep it the section's height when it can be on screen). A page hydrated from the server's first screen
 * (entry-server.tsx) has them in its markup already: they render in the first pass.
 */
export function Deferred({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  // a server-rendered first screen holds the whole page (with its data): render it at once, as the server did
  const [show, setShow] = useState(rendersFirstScreen);
  useEffect(() => {
    if (show) return;
    // after the next frame: the content above has been painted
    const frame = requestAnimationFrame(() => {
      const timer = setTimeout(() => startTransition(() => setShow(true)), 0);
      cleanup = () => clearTimeout(timer);
    });
    let cleanup = () => cancelAnimationFrame(frame);
    return () => cleanup();
  }, []);
  return show ? children : fallback;
}
