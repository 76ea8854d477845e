/**
 * localStorage helpers that never throw (private mode, quota, disabled storage).
 * Keys are namespaced `hapa.`; user, guide and notice state are cleared on logout (docs/product/states.md#logout).
 */
export const STORAGE_KEYS = {
  user: 'hapa.user',
  lastOrder: 'hapa.pay.lastOrder',
  guidePrefix: 'hapa.guide.',
  noticePrefix: 'hapa.notice.',
} as const;

export function readJson<T>(key: string): T | null {
  try {
    const raw = globalThis.localStorage?.getItem(key);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}

export function writeJson(key: string, value: unknown): void {
  try {
    globalThis.localStorage?.setItem(key, JSON.stringify(value));
  } catch {
    /* storage unavailable: keep working in memory */
  }
}

export function removeKey(key: string): void {
  try {
    globalThis.localStorage?.removeItem(key);
  } catch {
    /* ignore */
  }
}

/** Removes every key starting with one of `prefixes`. */
export function removeByPrefix(prefixes: string[]): void {
  try {
    const store = globalThis.localStorage;
    if (!store) return;
    const doomed: string[] = [];
    for (let i = 0; i < store.length; i++) {
      const k = store.key(i);
      if (k && prefixes.some((p) => k.startsWith(p))) doomed.push(k);
    }
    doomed.forEach((k) => store.removeItem(k));
  } catch {
    /* ignore */
  }
}
