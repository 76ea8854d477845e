import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Metrics } from '../lib/metrics.ts';
import type { Config } from '../config.ts';
import { AppError } from './app-error.ts';
import { apiNotFound } from './envelope.ts';

/**
 * Observability for one app (docs/architecture/production.md, "Metrics"):
 * - every response is observed in `hapa_http_request_duration_seconds` by route PATTERN (for example
 *   `/api/item/:id/open`, never the raw URL; `unmatched` for 404s), method and status class (`2xx`);
 * - `GET /metrics` answers the Prometheus text format (this instance's metrics and the process metrics).
 *   With `METRICS_TOKEN` set it needs `Authorization: Bearer <METRICS_TOKEN>` (else 401
 *   `user.error.unauthorized` in the envelope); without it the endpoint is open in development and
 *   test, and NOT served in production (404), so a forgotten token never publishes the metrics.
 */
export function installMetrics(app: FastifyInstance, s: { config: Config; metrics: Metrics }): void {
  const { metrics, config } = s;
  app.addHook('onResponse', async (req, reply) => {
    metrics.httpDuration.observe(
      { route: req.routeOptions.url ?? 'unmatched', method: req.method, status_class: `${Math.floor(reply.statusCode / 100)}xx` },
      reply.elapsedTime / 1000,
    );
  });
  const token = config.METRICS_TOKEN;
  const served = token !== undefined || config.NODE_ENV !== 'production';
  app.get('/metrics', { schema: { hide: true } }, async (req, reply) => {
    if (!served) return apiNotFound(reply);
    if (token !== undefined && !bearerMatches(req, token)) throw new AppError('user.error.unauthorized');
    return reply
      .type(metrics.contentType)
      .header('cache-control', 'no-store')
      .send(await metrics.exposition());
  });
}

/** Constant-time comparison of the request's Bearer token with `token` (hashes first: equal lengths). */
function bearerMatches(req: FastifyRequest, token: string): boolean {
  const m = /^Bearer (.+)$/.exec(req.headers.authorization ?? '');
  if (!m) return false;
  const digest = (v: string) => createHash('sha256').update(v).digest();
  return timingSafeEqual(digest(m[1]!), digest(token));
}
