/**
 * Country site variant (docs/product/README.md "A country-specific site variant uses a local payment method and different
 * amounts"; docs/product/endpoints.md#conventions `siteCode` header). `?siteCode=KE` in the URL selects it and is remembered; `?siteCode=`
 * (empty) or `DEFAULT` goes back to the default site.
 */
const STORAGE_KEY = 'hapa.siteCode';

interface StoreLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** Two to eight letters, upper-cased; anything else is no variant. */
export function normaliseSiteCode(raw: string | null | undefined): string | null {
  const code = (raw ?? '').trim().toUpperCase();
  return /^[A-Z]{2,8}$/.test(code) && code !== 'DEFAULT' ? code : null;
}

/** Reads the variant from `search` (remembering it in `store`) or from `store`. */
export function resolveSiteCode(search: string, store: StoreLike | null): string | null {
  const params = new URLSearchParams(search);
  try {
    if (params.has('siteCode')) {
      const code = normaliseSiteCode(params.get('siteCode'));
      if (code) store?.setItem(STORAGE_KEY, code);
      else store?.removeItem(STORAGE_KEY);
      return code;
    }
    return normaliseSiteCode(store?.getItem(STORAGE_KEY));
  } catch {
    return normaliseSiteCode(params.get('siteCode'));
  }
}

/** The current site variant, or null for the default site. */
export function getSiteCode(): string | null {
  if (typeof window === 'undefined') return null;
  let store: StoreLike | null = null;
  try {
    store = window.localStorage;
  } catch {
    store = null;
  }
  return resolveSiteCode(window.location.search, store);
}

/** Request headers naming the variant (none on the default site). */
export function siteHeaders(siteCode: string | null): Record<string, string> {
  return siteCode ? { siteCode } : {};
}
