/**
 * Toast queue (docs/product/constants.md#lists-and-pages: at most 3 notifications, each shown 3000 ms).
 * A tiny external store so non-React code (the API client) can raise toasts too.
 */
export type ToastTone = 'success' | 'error' | 'info' | 'warning';

export interface ToastItem {
  id: number;
  tone: ToastTone;
  message: string;
}

/** Most toasts on screen at once (docs/product/constants.md#timings). */
export const MAX_TOASTS = 3;
/** Time a toast stays, in ms (docs/product/constants.md#timings). */
export const TOAST_MS = 3000;

type Listener = () => void;

let items: ToastItem[] = [];
let nextId = 1;
const listeners = new Set<Listener>();
const timers = new Map<number, ReturnType<typeof setTimeout>>();

function emit() {
  for (const l of listeners) l();
}

/** Removes a toast by id (no-op if it is gone). */
export function dismissToast(id: number): void {
  const timer = timers.get(id);
  if (timer) clearTimeout(timer);
  timers.delete(id);
  const before = items.length;
  items = items.filter((t) => t.id !== id);
  if (items.length !== before) emit();
}

/**
 * Shows a toast; the oldest is dropped when more than {@link MAX_TOASTS} are shown.
 * An identical message already on screen is not repeated.
 * @returns the toast id
 */
export function showToast(message: string, tone: ToastTone = 'info', durationMs: number = TOAST_MS): number {
  const same = items.find((t) => t.message === message && t.tone === tone);
  if (same) return same.id;
  const id = nextId++;
  items = [...items, { id, tone, message }];
  while (items.length > MAX_TOASTS) {
    const dropped = items[0];
    items = items.slice(1);
    const timer = timers.get(dropped.id);
    if (timer) clearTimeout(timer);
    timers.delete(dropped.id);
  }
  timers.set(
    id,
    setTimeout(() => dismissToast(id), durationMs),
  );
  emit();
  return id;
}

/** Shorthands. */
export const toast = {
  success: (m: string) => showToast(m, 'success'),
  error: (m: string) => showToast(m, 'error'),
  info: (m: string) => showToast(m, 'info'),
  warning: (m: string) => showToast(m, 'warning'),
};

export function subscribeToasts(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getToasts(): ToastItem[] {
  return items;
}
