import { readJson, writeJson } from '../../../lib/storage.ts';

/** Demo mode constants (docs/product/states.md#demo-mode, docs/product/constants.md#demo-mode): 100 demo credits for one hour. */
export const DEMO_CREDITS_CENTS = 100_00;
export const DEMO_DURATION_MS = 60 * 60_000;
/** The `sscid_` marker starts demo mode after this delay (docs/product/states.md#demo-mode). */
export const DEMO_MARKER_DELAY_MS = 1_000;
export const DEMO_MARKER = 'sscid_';

const KEY = 'hapa.demo';

/** What the browser keeps of demo mode (docs/product/states.md#demo-mode: flag, start time, balance). Credits in cents. */
export interface DemoState {
  on: boolean;
  startedAt: number;
  creditsCents: number;
}

/** Off: flag off, start time 0, balance 100 (docs/product/states.md#demo-mode). */
export const DEMO_OFF: DemoState = { on: false, startedAt: 0, creditsCents: DEMO_CREDITS_CENTS };

const listeners = new Set<() => void>();
let cached: DemoState | null = null;

function write(s: DemoState) {
  cached = s;
  writeJson(KEY, s);
  for (const l of listeners) l();
}

/** The kept state; a demo whose hour has passed reads (and is stored) as off. */
export function readDemo(now = Date.now()): DemoState {
  const s = cached ?? readJson<DemoState>(KEY);
  const valid = s && typeof s.on === 'boolean' && Number.isFinite(s.startedAt) && Number.isInteger(s.creditsCents) && s.creditsCents >= 0;
  if (!valid) return DEMO_OFF;
  if (s.on && now - s.startedAt >= DEMO_DURATION_MS) {
    write(DEMO_OFF);
    return DEMO_OFF;
  }
  cached = s;
  return s;
}

/** Starts demo mode with 100 credits, unless one is already running (a reload keeps its clock and credits). */
export function startDemo(now = Date.now()): DemoState {
  const s = readDemo(now);
  if (s.on) return s;
  const next = { on: true, startedAt: now, creditsCents: DEMO_CREDITS_CENTS };
  write(next);
  return next;
}

/** Ends demo mode (countdown over or sign-up): flag off, start time 0, balance 100. */
export function endDemo(): void {
  if (readDemo().on || cached?.startedAt) write(DEMO_OFF);
}

/**
 * Takes a demo opening's cost off the credits.
 * @returns false (and changes nothing) when demo mode is off or the credits are short
 */
export function spendDemo(cents: number, now = Date.now()): boolean {
  const s = readDemo(now);
  if (!s.on || cents > s.creditsCents) return false;
  write({ ...s, creditsCents: s.creditsCents - cents });
  return true;
}

/** Milliseconds of demo left at `now` (0 when off). */
export function demoLeftMs(s: DemoState, now = Date.now()): number {
  return s.on ? Math.max(0, s.startedAt + DEMO_DURATION_MS - now) : 0;
}

/** Subscribes to changes (for useSyncExternalStore). */
export function subscribeDemo(fn: () => void): () => void {
  listeners.add(fn);
  return () => listeners.delete(fn);
}

/** Whether the page address or a cookie carries the `sscid_` marker. */
export function hasDemoMarker(href: string, cookie: string): boolean {
  return href.includes(DEMO_MARKER) || cookie.includes(DEMO_MARKER);
}

/** For tests: forget the in-memory copy. */
export function resetDemoCache(): void {
  cached = null;
}
