import { useSyncExternalStore } from 'react';

/** True while the CSS media query matches (e.g. wide screens get the top-up side drawer). */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (cb) => {
      const mql = window.matchMedia(query);
      mql.addEventListener('change', cb);
      return () => mql.removeEventListener('change', cb);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/** Tailwind `md` and up (768 px). */
export function useIsWide(): boolean {
  return useMediaQuery('(min-width: 768px)');
}
