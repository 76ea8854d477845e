/**
 * Telegram auto sign-in state (docs/product/roles.md#app-shell-and-telegram "Telegram mini-app logs in automatically"): idle, pending, failed
 * (a clear message with retry; the web sign-up is never shown inside Telegram) or done. The lazy Telegram root
 * plugs in the runner (it holds the SDK's initData); the header's status and retry read this store.
 */
import { useSyncExternalStore } from 'react';

export type TelegramSignInStatus = 'idle' | 'pending' | 'failed' | 'done';

let status: TelegramSignInStatus = 'idle';
let runner: (() => Promise<boolean>) | null = null;
const listeners = new Set<() => void>();

function set(next: TelegramSignInStatus) {
  status = next;
  for (const l of listeners) l();
}

/** The runner signs in once and answers whether a session came of it. */
export function setTelegramSignInRunner(run: (() => Promise<boolean>) | null): void {
  runner = run;
}

/** Runs (or re-runs) the auto sign-in; a run already going is not doubled. */
export async function runTelegramSignIn(): Promise<void> {
  if (!runner || status === 'pending') return;
  set('pending');
  try {
    set((await runner()) ? 'done' : 'failed');
  } catch {
    set('failed');
  }
}

export function getTelegramSignInStatus(): TelegramSignInStatus {
  return status;
}

function subscribe(l: () => void) {
  listeners.add(l);
  return () => listeners.delete(l);
}

/** React view of the sign-in status. */
export function useTelegramSignInStatus(): TelegramSignInStatus {
  return useSyncExternalStore(subscribe, getTelegramSignInStatus, getTelegramSignInStatus);
}
