/**
 * Forgot / reset password modals (docs/product/routes.md#modals modals "forgot/reset password"): a small store so the login
 * form and the URL (`?email=&code=&type=1`, docs/product/validation.md#accounts) can open them.
 */
import { useSyncExternalStore } from 'react';

export interface AccountModalState {
  forgot: { open: boolean; email: string };
  reset: { open: boolean; email: string; code: string };
}

let state: AccountModalState = { forgot: { open: false, email: '' }, reset: { open: false, email: '', code: '' } };
const listeners = new Set<() => void>();
const set = (next: AccountModalState) => {
  state = next;
  for (const l of listeners) l();
};

export function openForgot(email = ''): void {
  set({ ...state, forgot: { open: true, email } });
}
export function closeForgot(): void {
  set({ ...state, forgot: { ...state.forgot, open: false } });
}
export function openReset(email: string, code: string): void {
  set({ ...state, reset: { open: true, email, code } });
}
export function closeReset(): void {
  set({ ...state, reset: { ...state.reset, open: false } });
}

/** Reset link in the URL (docs/product/validation.md#accounts "link needs email, code, type 1"); null when it is not one. */
export function resetLinkFrom(search: string): { email: string; code: string } | null {
  const q = new URLSearchParams(search);
  const email = q.get('email');
  const code = q.get('code');
  return q.get('type') === '1' && email && code ? { email, code } : null;
}

export function useAccountModals(): AccountModalState {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => state,
    () => state,
  );
}
