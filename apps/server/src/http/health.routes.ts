import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '@hapa/contracts';
import { AppError } from './app-error.ts';
import { ok } from './envelope.ts';
import type { Services } from './context.ts';
import { withRequestLog } from '../lib/logger.ts';

/** Paths a load balancer polls: answered in every phase of a shutdown. */
const PROBES = new Set(['/api/health', '/api/ready']);

/**
 * The instance's health for a load balancer and its part of a shutdown (docs/architecture/production.md#health-and-readiness):
 *
 * - `GET /api/health` (liveness): 200 `{status: 'ok'}` whenever the process answers HTTP; no I/O, so it stays cheap
 *   under any load and never fails because a dependency did. Restart the instance when it fails.
 * - `GET /api/ready` (readiness): 200 `{status: 'ready'}` when the database answers `select 1` (and Redis PING when
 *   REDIS_URL is set) within 1 s; else 503 `error.not_ready` with `details.failing` naming them (`database`,
 *   `redis`, or `draining` after SIGTERM). Never cached longer than 1 s, so it recovers by itself as soon as they do.
 *   Route traffic only to ready instances.
 * - While a shutdown refuses requests (shutdown.ts), every other request answers 503 `error.shutting_down` with
 *   `Connection: close` before any other work; requests already running finish, their answers with
 *   `Connection: close` too, so no kept-alive connection holds the server's close.
 *
 * Also makes each request's logger the current one for its whole handling (lib/logger.ts `log()`), so log lines
 * written by services inside a request carry its `reqId`.
 */
export function healthRoutes(app: FastifyInstance, s: Services): void {
  app.addHook('onRequest', (req, _reply, done) => withRequestLog(req.log, done));
  app.addHook('onRequest', async (req, reply) => {
    if (s.readiness.phase !== 'refusing' || PROBES.has(req.url.split('?')[0]!)) return;
    reply.header('connection', 'close');
    throw new AppError('error.shutting_down');
  });
  // a request that was running when the drain began closes its keep-alive connection with its answer: the HTTP
  // server's close waits for every connection, and an idle kept-alive one would hold it until the timeout
  app.addHook('onSend', async (_req, reply) => {
    if (s.readiness.phase === 'refusing') reply.header('connection', 'close');
  });

  app.get('/api/health', async () => ok({ status: 'ok' }));

  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/ready',
    {
      schema: {
        tags: ['sys'],
        summary: 'Readiness for a load balancer: 200 when the database (and Redis) answer, else 503 error.not_ready',
        response: { 200: envelope(z.object({ status: z.literal('ready') })) },
      },
    },
    async (_req, reply) => {
      const state = await s.readiness.state();
      reply.header('cache-control', 'no-store');
      if (!state.ready) throw new AppError('error.not_ready', undefined, { failing: state.failing });
      return ok({ status: 'ready' as const });
    },
  );
}
