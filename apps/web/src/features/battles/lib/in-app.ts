/**
 * In-app mode (docs/product/routes.md#battles: query fromHapaBoxApp=true or the app's user agent): the native shell opens its
 * own top-up when told `not_enough_balance` (docs/product/errors.md#client-handling insufficient coins in battle join/add-bot).
 */
export function isInApp(): boolean {
  if (typeof window === 'undefined') return false;
  return new URLSearchParams(window.location.search).get('fromHapaBoxApp') === 'true' || /HapaBoxApp/i.test(navigator.userAgent);
}

/** Tells the app shell to open its top-up. */
export function postNotEnoughBalance(): void {
  const w = window as unknown as { ReactNativeWebView?: { postMessage(m: string): void } };
  if (w.ReactNativeWebView) w.ReactNativeWebView.postMessage('not_enough_balance');
  else window.parent?.postMessage('not_enough_balance', '*');
}
