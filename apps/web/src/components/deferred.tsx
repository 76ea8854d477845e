import { startTransition, useEffect, useState, type ReactNode } from 'react';

/**
 * Renders `children` only after the page's first content has painted, as a low-priority (time-sliced)
 * update, so below-the-fold sections neither block the first render nor fire their requests before the
 * ones above the fold (issue 7, Lighthouse: total blocking time and LCP on `/`). Until then `fallback`
 * (keep it the section's height when it can be on screen).
 */
export function Deferred({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  const [show, setShow] = useState(false);
  useEffect(() => {
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
