/**
 * The signed-in session (spec §3 Session), kept in localStorage so a reload stays signed in.
 * `authorization` is sent verbatim as the Authorization header (contracts SessionData).
 */
import type { SessionData } from '@hapa/contracts';
import { useSyncExternalStore } from 'react';
import { readJson, removeByPrefix, removeKey, STORAGE_KEYS, writeJson } from './storage.ts';

type Listener = () => void;

function isSession(value: unknown): value is SessionData {
  return (
    !!value &&
    typeof value === 'object' &&
    typeof (value as SessionData).authorization === 'string' &&
    typeof (value as SessionData).uid === 'number'
  );
}

let current: SessionData | null = (() => {
  const stored = readJson<unknown>(STORAGE_KEYS.user);
  return isSession(stored) ? stored : null;
})();
const listeners = new Set<Listener>();

function emit() {
  for (const l of listeners) l();
}

export function getSession(): SessionData | null {
  return current;
}

/** The Authorization header value, or null when signed out. */
export function getAuthorization(): string | null {
  return current?.authorization ?? null;
}

/** Stores the session returned by login/register. */
export function setSession(session: SessionData): void {
  current = session;
  writeJson(STORAGE_KEYS.user, session);
  emit();
}

/** Signs out locally: clears the stored user, guide and notice state (spec §4 "Logout clears ..."). */
export function clearSession(): void {
  const had = current !== null;
  current = null;
  removeKey(STORAGE_KEYS.user);
  removeByPrefix([STORAGE_KEYS.guidePrefix, STORAGE_KEYS.noticePrefix]);
  if (had) emit();
}

export function subscribeSession(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** React view of the session (null when signed out). */
export function useSession(): SessionData | null {
  return useSyncExternalStore(subscribeSession, getSession, getSession);
}

/** True when a session is stored. */
export function useIsLoggedIn(): boolean {
  return useSession() !== null;
}
