/**
 * How an instance stops on SIGTERM (or SIGINT) without failing the requests it is serving
 * (docs/architecture/production.md#shutdown):
 *
 * 1. readiness answers 503 (`GET /api/ready`), so the load balancer stops sending new requests; for
 *    SHUTDOWN_DELAY_MS (default 0) requests are still served while it notices;
 * 2. new requests answer 503 `error.shutting_down` with `Connection: close` (health and readiness aside); Socket.IO
 *    refuses new connections and closes the connected ones with a reason the clients reconnect on (to another
 *    instance); the job loop stops claiming and finishes the batch it holds;
 * 3. the HTTP server stops listening and waits for the requests in flight to finish (Fastify's close);
 * 4. Redis, the job loop and the database close; the process exits 0.
 *
 * Whatever is still running after SHUTDOWN_TIMEOUT_MS (default 25 s) is abandoned and the process exits 1: under
 * the 30 s most orchestrators wait between SIGTERM and SIGKILL. Nothing is lost then either: a request cut off
 * was not answered (its client retries with its idempotency key) and a job left half-done rolls back and is
 * claimed again by another instance.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Log } from './lib/logger.ts';
import type { Readiness } from './lib/readiness.ts';

/** Shutdown environment variables, merged into the app config (config.ts). */
export const SHUTDOWN_ENV = {
  /** ms between SIGTERM (readiness 503) and refusing new requests: the load balancer's time to notice */
  SHUTDOWN_DELAY_MS: z.coerce.number().int().min(0).max(120_000).default(0),
  /** ms the drain may take before the process exits 1 anyway */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(1_000).max(600_000).default(25_000),
};

/** What the drain stops, in order (main.ts hands over the running server's parts). */
export interface RunningServer {
  app: Pick<FastifyInstance, 'close'>;
  gateway: { drain(): number; close(): Promise<void> };
  readiness: Pick<Readiness, 'startDraining' | 'refuseRequests'>;
  jobs: { stop(): Promise<void> };
  /** closes the services and the database (after the HTTP server and the job loop) */
  close(): Promise<void>;
}

/**
 * Drains and stops `server` (the steps above). Never throws: a failing step is logged and the next one runs.
 * @param opts.delayMs SHUTDOWN_DELAY_MS; opts.timeoutMs SHUTDOWN_TIMEOUT_MS
 * @returns the exit code: 0 when everything closed, 1 when a step failed or the timeout passed first
 */
export async function drainAndStop(
  server: RunningServer,
  opts: { delayMs: number; timeoutMs: number; log: Log; signal: string },
): Promise<number> {
  const started = Date.now();
  let failed = false;
  const step = async (name: string, work: () => Promise<unknown> | unknown) => {
    const at = Date.now();
    try {
      await work();
      opts.log.info({ step: name, ms: Date.now() - at }, 'shutdown step done');
    } catch (err) {
      failed = true;
      opts.log.error({ step: name, err: err instanceof Error ? err.message : String(err) }, 'shutdown step failed');
    }
  };
  const drain = (async () => {
    server.readiness.startDraining();
    opts.log.info({ signal: opts.signal, delayMs: opts.delayMs }, 'draining: readiness answers 503');
    if (opts.delayMs > 0) await new Promise((r) => setTimeout(r, opts.delayMs));
    server.readiness.refuseRequests();
    let sockets = 0;
    await step('realtime drain', () => {
      sockets = server.gateway.drain();
    });
    const jobsStopped = step('job loop', () => server.jobs.stop());
    opts.log.info({ sockets }, 'refusing new requests; sockets told to reconnect elsewhere; job loop stopping');
    await step('http', () => server.app.close()); // resolves once the requests in flight have been answered
    await jobsStopped;
    await step('realtime', () => server.gateway.close());
    await step('services', () => server.close());
    return failed ? 1 : 0;
  })();
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<number>((resolve) => {
    timer = setTimeout(() => {
      opts.log.error({ timeoutMs: opts.timeoutMs }, 'shutdown did not finish in time; exiting with what is still running');
      resolve(1);
    }, opts.timeoutMs);
    timer.unref();
  });
  const code = await Promise.race([drain, timeout]);
  clearTimeout(timer);
  if (code === 0) opts.log.info({ ms: Date.now() - started }, 'stopped');
  return code;
}
