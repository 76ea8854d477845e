import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/** A snapshot of a node-postgres pool (connections; `max` is the configured size). */
export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
  max: number;
}

/** Where the gauges read their values at scrape time. */
export interface MetricSources {
  /** `pglite` (one embedded connection, no pool) or `postgres` (node-postgres pool). */
  driver: 'pglite' | 'postgres';
  /** the pool's counts; absent on PGlite */
  pool?: () => PoolStats;
}

/** Latency buckets in seconds: 2.5 ms to 10 s, dense where the API's hot paths live (5-250 ms). */
const LATENCY_BUCKETS = [0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** Job lag buckets in seconds: due time to taken time, 50 ms to 60 s. */
const LAG_BUCKETS = [0.05, 0.1, 0.25, 0.5, 1, 2, 5, 10, 30, 60];

/**
 * The metrics of ONE server instance (docs/architecture/production.md, "Metrics"): its own prom-client registry, so tests that
 * build many apps in one process never collide. Process metrics (CPU, memory, event loop, GC) live in
 * one shared registry per process (`processRegistry`) and are appended at scrape time.
 *
 * Counters are incremented after the commit of the action they count, through the `record*`
 * functions below, which find the instance by its database handle (every service holds one).
 */
export class Metrics {
  readonly registry = new Registry();
  /** Content-Type of `exposition()` (Prometheus text format 0.0.4). */
  readonly contentType = this.registry.contentType;
  readonly httpDuration = new Histogram({
    name: 'hapa_http_request_duration_seconds',
    help: 'HTTP request latency in seconds by route pattern, method and status class',
    labelNames: ['route', 'method', 'status_class'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [this.registry],
  });
  readonly opens = new Counter({
    name: 'hapa_box_opens_total',
    help: 'Boxes opened (committed; a 5x open counts 5, an idempotent replay 0)',
    registers: [this.registry],
  });
  readonly deposits = new Counter({
    name: 'hapa_deposits_credited_total',
    help: 'Paid orders credited (once per order)',
    registers: [this.registry],
  });
  readonly depositCents = new Counter({
    name: 'hapa_deposits_credited_cents_total',
    help: 'Coin cents credited by paid orders (deposit line, bonuses excluded)',
    registers: [this.registry],
  });
  readonly battlesSettled = new Counter({
    name: 'hapa_battles_settled_total',
    help: 'Battles drawn, settled and paid (the last seat filled)',
    registers: [this.registry],
  });
  readonly jobLag = new Histogram({
    name: 'hapa_job_lag_seconds',
    help: 'Durable job lag: time taken minus due time, in seconds, by job kind',
    labelNames: ['kind'] as const,
    buckets: LAG_BUCKETS,
    registers: [this.registry],
  });
  readonly providerFailures = new Counter({
    name: 'hapa_provider_failures_total',
    help: 'A job that asks an outside provider about money (a payout, a chain transfer) could not ask it: down, a timeout, an error answer; by provider and job kind, each failed run counted',
    labelNames: ['provider', 'job'] as const,
    registers: [this.registry],
  });
  readonly firstScreen = new Histogram({
    name: 'hapa_first_screen_render_seconds',
    help: "A page's server-rendered first screen, in seconds, by outcome: rendered, or the static shell sent (none, over_budget, read_failed, unsettled, render_failed)",
    labelNames: ['outcome'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [this.registry],
  });
  /** socket count source, set once the realtime gateway is attached (main.ts) */
  private sockets: () => number = () => 0;

  constructor(sources: MetricSources) {
    const pool = sources.pool;
    new Gauge({
      name: 'hapa_db_pool_connections',
      help: 'Database connections by state (postgres: node-postgres pool total/idle/waiting clients and max; pglite: one embedded connection)',
      labelNames: ['driver', 'state'] as const,
      registers: [this.registry],
      collect() {
        if (!pool) {
          this.set({ driver: sources.driver, state: 'total' }, 1);
          this.set({ driver: sources.driver, state: 'max' }, 1);
          return;
        }
        const s = pool();
        this.set({ driver: sources.driver, state: 'total' }, s.total);
        this.set({ driver: sources.driver, state: 'idle' }, s.idle);
        this.set({ driver: sources.driver, state: 'waiting' }, s.waiting);
        this.set({ driver: sources.driver, state: 'max' }, s.max);
      },
    });
    const sockets = () => this.sockets();
    new Gauge({
      name: 'hapa_sockets_connected',
      help: 'Socket.IO clients connected to this instance',
      registers: [this.registry],
      collect() {
        this.set(sockets());
      },
    });
  }

  /** Reads the connected socket count from `count` at scrape time (the realtime gateway). */
  countSockets(count: () => number): void {
    this.sockets = count;
  }

  /** The Prometheus text exposition: this instance's metrics, then the process metrics. */
  async exposition(): Promise<string> {
    return `${await this.registry.metrics()}\n${await processRegistry().metrics()}`;
  }
}

let processMetrics: Registry | null = null;

/** The default process metrics (prom-client `collectDefaultMetrics`), registered once per process. */
function processRegistry(): Registry {
  if (!processMetrics) {
    processMetrics = new Registry();
    collectDefaultMetrics({ register: processMetrics });
  }
  return processMetrics;
}

const byDb = new WeakMap<object, Metrics>();

/**
 * The metrics instance of the database handle `db` (created on first use with `sources`; the same
 * instance for every later call, so two containers sharing a database share metrics).
 */
export function metricsFor(db: object, sources: MetricSources = { driver: 'postgres' }): Metrics {
  let m = byDb.get(db);
  if (!m) byDb.set(db, (m = new Metrics(sources)));
  return m;
}

/** Counts `boxes` committed box openings of the instance holding `db` (no-op without metrics). */
export function recordOpens(db: object, boxes: number): void {
  byDb.get(db)?.opens.inc(boxes);
}

/** Counts one credited deposit of `cents` coin cents (after commit). */
export function recordDeposit(db: object, cents: number): void {
  const m = byDb.get(db);
  m?.deposits.inc();
  m?.depositCents.inc(cents);
}

/** Counts one settled battle (after the commit of the filling seat). */
export function recordBattleSettled(db: object): void {
  byDb.get(db)?.battlesSettled.inc();
}

/** Observes a job's lag: `takenAt - dueAt`, in ms (clamped at 0), by job kind. */
export function recordJobLag(db: object, kind: string, lagMs: number): void {
  byDb.get(db)?.jobLag.observe({ kind }, Math.max(0, lagMs) / 1000);
}

/** Counts one run of job `job` (its kind) that could not ask `provider` (`slowRetryAfter`). */
export function recordProviderFailure(db: object, provider: string, job: string): void {
  byDb.get(db)?.providerFailures.inc({ provider, job });
}

/**
 * The value of the first sample of `name` in a Prometheus text exposition whose labels include every
 * pair of `labels`; 0 when there is none (tests and bench:cluster read /metrics with it).
 */
export function sampleOf(text: string, name: string, labels: Record<string, string> = {}): number {
  for (const line of text.split('\n')) {
    const m = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!m || m[1] !== name) continue;
    const got = Object.fromEntries([...(m[2] ?? '').matchAll(/(\w+)="([^"]*)"/g)].map((x) => [x[1], x[2]]));
    if (Object.entries(labels).every(([k, v]) => got[k] === v)) return Number(m[3]);
  }
  return 0;
}
