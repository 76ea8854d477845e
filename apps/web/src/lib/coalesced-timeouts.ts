import type { ManagedTimerId, TimeoutCallback, TimeoutProvider } from '@tanstack/react-query';

/** Delays from which a timeout is coalesced (ms); shorter ones are latency-sensitive and go to the platform as they are. */
export const COALESCE_FROM_MS = 1_000;
/** How late a coalesced timeout may run so that timeouts due close together share one platform timer (ms). */
export const COALESCE_SLACK_MS = 250;

/** The longest delay a platform timer takes: a longer one runs at once (HTML timers, a signed 32-bit count of ms). */
const MAX_PLATFORM_DELAY_MS = 2_147_483_647;

/** The platform timer functions a CoalescedTimeouts uses (tests pass fakes). */
export interface PlatformTimers {
  setTimeout: (callback: () => void, delay: number) => unknown;
  clearTimeout: (id: unknown) => void;
  setInterval: (callback: () => void, delay: number) => unknown;
  clearInterval: (id: unknown) => void;
  now: () => number;
  /** runs `callback` once the current task's synchronous work is done (a microtask) */
  defer: (callback: () => void) => void;
}

const platform: PlatformTimers = {
  setTimeout: (cb, delay) => globalThis.setTimeout(cb, delay),
  clearTimeout: (id) => globalThis.clearTimeout(id as ReturnType<typeof setTimeout>),
  setInterval: (cb, delay) => globalThis.setInterval(cb, delay),
  clearInterval: (id) => globalThis.clearInterval(id as ReturnType<typeof setInterval>),
  // TanStack Query measures staleness with Date.now(), and test runners' fake timers move it
  now: () => Date.now(),
  defer: (cb) => queueMicrotask(cb),
};

/**
 * TanStack Query's timers (docs/architecture/web-app.md#query-timers) on one platform timer: every query sets a
 * garbage-collection timeout (5 min) when it is made and clears it when a component subscribes, and every observer a
 * stale timeout (30 s and more), so a page's start made and cleared about a hundred platform timers, each one a trace
 * event with its stack under a profiler (Lighthouse's) in the middle of the start's longest tasks. Timeouts of
 * COALESCE_FROM_MS or more are kept here, by deadline, and one platform timeout is armed for the earliest of them
 * (re-armed at most once per task, and only when a new deadline comes more than COALESCE_SLACK_MS before the armed
 * one). A timeout never runs before its delay and at most COALESCE_SLACK_MS after it (plus the platform's own
 * lateness); timeouts due at once run in the order they were set. Shorter timeouts and intervals go to the platform.
 * Ids of coalesced timeouts are negative numbers; the platform's are passed through.
 */
export class CoalescedTimeouts implements TimeoutProvider<ManagedTimerId> {
  readonly #platform: PlatformTimers;
  readonly #due = new Map<number, { at: number; callback: TimeoutCallback }>();
  #lastId = 0;
  #armed: unknown = undefined;
  #armedAt = Infinity;
  #rearmPending = false;

  constructor(timers: PlatformTimers = platform) {
    this.#platform = timers;
  }

  /** How many timeouts are waiting here (tests, diagnostics). */
  get pending(): number {
    return this.#due.size;
  }

  readonly setTimeout = (callback: TimeoutCallback, delay: number): ManagedTimerId => {
    if (!(delay >= COALESCE_FROM_MS)) return this.#platform.setTimeout(() => callback(), delay) as ManagedTimerId;
    const id = --this.#lastId;
    this.#due.set(id, { at: this.#platform.now() + delay, callback });
    this.#scheduleRearm();
    return id;
  };

  readonly clearTimeout = (id: ManagedTimerId | undefined): void => {
    if (id === undefined) return;
    // a coalesced timeout is only forgotten: the platform timer, if it was armed for it, wakes once for nothing
    if (typeof id === 'number' && id < 0) this.#due.delete(id);
    else this.#platform.clearTimeout(id);
  };

  readonly setInterval = (callback: TimeoutCallback, delay: number): ManagedTimerId =>
    this.#platform.setInterval(() => callback(), delay) as ManagedTimerId;

  readonly clearInterval = (id: ManagedTimerId | undefined): void => {
    if (id !== undefined) this.#platform.clearInterval(id);
  };

  #scheduleRearm(): void {
    if (this.#rearmPending) return;
    this.#rearmPending = true;
    this.#platform.defer(() => {
      this.#rearmPending = false;
      this.#rearm();
    });
  }

  /** Arms the platform timer for the earliest deadline, unless the armed one is at most COALESCE_SLACK_MS later. */
  #rearm(): void {
    let earliest = Infinity;
    for (const { at } of this.#due.values()) if (at < earliest) earliest = at;
    if (earliest === Infinity) return;
    // armed before the earliest (it wakes first and re-arms then) or within its slack: kept
    if (this.#armed !== undefined && this.#armedAt <= earliest + COALESCE_SLACK_MS) return;
    if (this.#armed !== undefined) this.#platform.clearTimeout(this.#armed);
    // armed at the end of the slack: the timeouts due within it run together
    this.#armedAt = earliest + COALESCE_SLACK_MS;
    const wait = Math.min(MAX_PLATFORM_DELAY_MS, Math.max(0, this.#armedAt - this.#platform.now()));
    this.#armed = this.#platform.setTimeout(() => this.#fire(), wait);
  }

  #fire(): void {
    this.#armed = undefined;
    this.#armedAt = Infinity;
    const now = this.#platform.now();
    const ready = [...this.#due].filter(([, t]) => t.at <= now).sort(([a, x], [b, y]) => x.at - y.at || b - a);
    for (const [id] of ready) this.#due.delete(id);
    for (const [, t] of ready) {
      try {
        t.callback();
      } catch (err) {
        // reported as a platform timer's would be, without keeping the timeouts after it from running
        this.#platform.setTimeout(() => {
          throw err;
        }, 0);
      }
    }
    this.#rearm();
  }
}
