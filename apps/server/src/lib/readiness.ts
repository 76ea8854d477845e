/**
 * Readiness and the drain switch of one instance (docs/architecture/production.md#health-and-readiness): what `GET /api/ready`
 * answers, and the phases SIGTERM walks through (shutdown.ts).
 *
 * - Ready: every dependency check passed (the database answers `select 1`; Redis answers PING when REDIS_URL is
 *   set), each within CHECK_TIMEOUT_MS. A result is reused for at most CACHE_MS (a load balancer polling every
 *   second costs one check a second; a failure is never remembered longer), and checks in flight are shared.
 * - Phases: `serving` -> `draining` (readiness answers 503 so the load balancer stops sending; requests are still
 *   served) -> `refusing` (every request but health and readiness answers 503 `error.shutting_down` with
 *   `Connection: close`: requests already running finish).
 */
import type { Redis } from 'ioredis';
import { log } from './logger.ts';

/** Longest a single dependency check may take before it counts as down (ms). */
export const CHECK_TIMEOUT_MS = 1_000;
/** Longest a readiness result is reused (ms). */
export const CACHE_MS = 1_000;

/** One dependency: `run` resolves when it is reachable and rejects (or never settles) when it is not. */
export interface ReadinessCheck {
  name: string;
  run(timeoutMs: number): Promise<void>;
}

/** What GET /api/ready reports. */
export interface ReadinessState {
  ready: boolean;
  /** the checks that failed, by name (empty when ready); `draining` while the instance shuts down */
  failing: string[];
}

export type Phase = 'serving' | 'draining' | 'refusing';

/** `work`, or a rejection after `ms` (the work itself is left to settle on its own). */
function within(work: Promise<void>, ms: number, name: string): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${name} did not answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

export class Readiness {
  private phaseNow: Phase = 'serving';
  private last: { at: number; state: ReadinessState } | null = null;
  private inflight: Promise<ReadinessState> | null = null;
  private readonly closers: (() => Promise<void> | void)[] = [];

  /**
   * @param checks the dependencies (database, Redis); see `databaseCheck` and `redisCheck`
   * @param opts.now the clock of the cache (ms); tests hold it
   */
  constructor(
    private readonly checks: ReadinessCheck[],
    private readonly opts: { timeoutMs?: number; cacheMs?: number; now?: () => number } = {},
  ) {}

  /** The current phase (serving, draining, refusing). */
  get phase(): Phase {
    return this.phaseNow;
  }

  /** SIGTERM, first step: readiness answers 503 from now on; requests are still served. */
  startDraining(): void {
    if (this.phaseNow === 'serving') this.phaseNow = 'draining';
  }

  /** SIGTERM, second step: new requests (health and readiness aside) answer 503 `error.shutting_down`. */
  refuseRequests(): void {
    this.phaseNow = 'refusing';
  }

  /**
   * Whether the instance should get traffic: not while draining, else every check passed within its timeout
   * (a result at most `cacheMs` old, default CACHE_MS).
   */
  async state(): Promise<ReadinessState> {
    if (this.phaseNow !== 'serving') return { ready: false, failing: ['draining'] };
    const now = (this.opts.now ?? Date.now)();
    if (this.last && now - this.last.at < (this.opts.cacheMs ?? CACHE_MS)) return this.last.state;
    this.inflight ??= this.runChecks().finally(() => {
      this.inflight = null;
    });
    return this.inflight;
  }

  private async runChecks(): Promise<ReadinessState> {
    const timeoutMs = this.opts.timeoutMs ?? CHECK_TIMEOUT_MS;
    const results = await Promise.allSettled(this.checks.map((c) => within(c.run(timeoutMs), timeoutMs, c.name)));
    const failing = this.checks.filter((_, i) => results[i]!.status === 'rejected').map((c) => c.name);
    const state = { ready: failing.length === 0, failing };
    const previous = this.last?.state;
    if (previous && previous.ready !== state.ready)
      log('readiness')[state.ready ? 'info' : 'warn']({ failing }, state.ready ? 'ready again' : 'not ready');
    this.last = { at: (this.opts.now ?? Date.now)(), state };
    return state;
  }

  /** Adds a dependency to check (the Redis check when REDIS_URL is set). */
  addCheck(check: ReadinessCheck): void {
    this.checks.push(check);
  }

  /** Registers what `close` must release (the Redis check's connection). */
  onClose(closer: () => Promise<void> | void): void {
    this.closers.push(closer);
  }

  /** Releases the checks' connections (the container's close). */
  async close(): Promise<void> {
    await Promise.all(this.closers.map(async (c) => c()));
  }
}

/** The database check: the handle's `ping` (PostgreSQL: `select 1` on a connection of its own; PGlite: in process). */
export function databaseCheck(ping: (timeoutMs: number) => Promise<void>): ReadinessCheck {
  return { name: 'database', run: (timeoutMs) => ping(timeoutMs) };
}

/**
 * The Redis check: PING on a connection of its own, made at the first check and kept (ioredis reconnects with a
 * backoff up to 2 s; with its offline queue off a PING while disconnected fails at once instead of waiting).
 * Registers its connection's release with `readiness.onClose`.
 */
export function redisCheck(url: string, register: (closer: () => void) => void): ReadinessCheck {
  let client: Promise<Redis> | null = null;
  let down = false;
  const connect = async (timeoutMs: number): Promise<Redis> => {
    const { Redis } = await import('ioredis');
    const c = new Redis(url, {
      lazyConnect: true,
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      connectTimeout: timeoutMs,
      retryStrategy: (times) => Math.min(times * 100, 2_000),
    });
    c.on('error', (err: Error) => {
      if (!down) log('readiness').warn({ err: err.message }, 'redis check: connection lost');
      down = true;
    });
    c.on('ready', () => {
      down = false;
    });
    register(() => c.disconnect());
    await c.connect().catch(() => undefined); // not up yet: the PING below fails and ioredis keeps retrying
    return c;
  };
  return {
    name: 'redis',
    async run(timeoutMs) {
      client ??= connect(timeoutMs);
      const c = await client;
      const answer = await c.ping();
      if (answer !== 'PONG') throw new Error(`redis answered ${answer}`);
    },
  };
}
