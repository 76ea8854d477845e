/**
 * The server's one way to write a log line (docs/architecture/production.md#metrics-and-logs): pino JSON lines on stdout. Code that runs
 * inside a request logs through that request's logger, so its lines carry the request's `reqId`; background
 * work (jobs, Redis, the database pool, the start and the stop) logs through the root logger. Server code never
 * calls `console.*` (lib/no-console.test.ts fails on a new one).
 *
 * `log('payments')` is all a module needs: it picks the logger of the request being handled when there is one
 * (an AsyncLocalStorage entered by http/health.routes.ts for every request), else the root logger, and binds
 * `component`. main.ts makes the root logger from LOG_LEVEL (`configureRootLogger`) and hands it to Fastify, so
 * the request lines and the background lines are one stream.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { pino, type Logger, type LevelWithSilent, type DestinationStream } from 'pino';

/** What callers use of a logger: pino's level methods (`(obj, msg)` or `(msg)`) and `child`. */
export interface Log {
  info(obj: object, msg?: string): void;
  info(msg: string): void;
  warn(obj: object, msg?: string): void;
  warn(msg: string): void;
  error(obj: object, msg?: string): void;
  error(msg: string): void;
  child(bindings: Record<string, unknown>): Log;
}

/** Until main.ts configures it: info level on stdout (tests, scripts that import server code). */
let root: Logger = pino({ level: 'info' });
const requestLogs = new AsyncLocalStorage<Log>();

/**
 * Makes the root logger: pino at `level` (`silent`: nothing), JSON lines on `destination` (stdout by default).
 * Called once by main.ts before anything logs; returns it (main.ts passes it to Fastify as its logger).
 */
export function configureRootLogger(level: LevelWithSilent, destination?: DestinationStream): Logger {
  root = destination ? pino({ level }, destination) : pino({ level });
  return root;
}

/** The root logger (background work; Fastify's own logger in the server). */
export function rootLogger(): Logger {
  return root;
}

/**
 * The logger for `component` here and now: the current request's (its lines carry `reqId`) inside a request,
 * else the root logger; either way with `component` bound.
 */
export function log(component: string): Log {
  return (requestLogs.getStore() ?? root).child({ component });
}

/**
 * Runs `next` (and everything it starts) with `requestLog` as the current request's logger: the onRequest hook of
 * http/health.routes.ts calls it with `req.log` for every request.
 */
export function withRequestLog<T>(requestLog: Log, next: () => T): T {
  return requestLogs.run(requestLog, next);
}

/** `err` as log fields: its message (and code when it has one), never a stack of a provider's answer. */
export function errorFields(err: unknown): { err: string; code?: string } {
  if (!(err instanceof Error)) return { err: String(err) };
  const code = (err as { code?: unknown }).code;
  return typeof code === 'string' ? { err: err.message, code } : { err: err.message };
}
