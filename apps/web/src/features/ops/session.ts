/**
 * The operator's console session (docs/architecture/console.md), kept apart from the player session (its own storage key),
 * so signing in at /ops never signs a player in or out.
 */
import type { OpsSession } from '@hapa/contracts';
import { useSyncExternalStore } from 'react';
import { readJson, removeKey, writeJson } from '../../lib/storage.ts';

export const OPS_SESSION_KEY = 'hapa.ops.session';

let current: OpsSession | null = (() => {
  const v = readJson<OpsSession>(OPS_SESSION_KEY);
  return v && typeof v.authorization === 'string' && v.operator ? v : null;
})();
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

export function getOpsSession(): OpsSession | null {
  return current;
}

export function setOpsSession(session: OpsSession): void {
  current = session;
  writeJson(OPS_SESSION_KEY, session);
  emit();
}

export function clearOpsSession(): void {
  if (!current) return;
  current = null;
  removeKey(OPS_SESSION_KEY);
  emit();
}

/** React view of the operator session (null when signed out). */
export function useOpsSession(): OpsSession | null {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    getOpsSession,
    getOpsSession,
  );
}
