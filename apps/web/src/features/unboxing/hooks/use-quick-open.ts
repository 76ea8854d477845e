import { useState } from 'react';
import { readJson, writeJson } from '../../../lib/storage.ts';

const KEY = 'hapa.pref.quickOpen';

/** "Quick open" preference (short reel animation); defaults on for reduced-motion users. */
export function useQuickOpen(): [boolean, (v: boolean) => void] {
  const [quick, setQuick] = useState<boolean>(() => {
    const stored = readJson<boolean>(KEY);
    if (typeof stored === 'boolean') return stored;
    return typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  });
  return [
    quick,
    (v: boolean) => {
      setQuick(v);
      writeJson(KEY, v);
    },
  ];
}

/** Reel durations in ms. */
export const SPIN_MS = { normal: 5200, quick: 1100, stagger: 280 } as const;
