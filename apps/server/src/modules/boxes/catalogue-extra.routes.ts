import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BoxSummary, envelope, Id, OpenResponse, RecentSearchBody, ReopenBody, ReopenResponse } from '@hapa/contracts';
import { ok } from '../../http/envelope.ts';
import { requireUser } from '../../http/auth.ts';
import { rateLimit, type Services } from '../../http/context.ts';

const IdempotencyHeader = z.object({ 'idempotency-key': z.string().min(8).max(100).optional() });

/** Items (docs/product/endpoints.md#items): /recommend, /item/top/list/v2, recent searches and /item/search/clear, /reopen, /open/{times}. */
export function catalogueExtraRoutes(base: FastifyInstance, s: Services) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const c = s.catalogue;

  app.get(
    '/api/recommend',
    {
      schema: {
        tags: ['items'],
        querystring: z.object({ limit: z.coerce.number().int().min(1).max(20).default(10) }),
        response: { 200: envelope(z.array(BoxSummary)) },
      },
    },
    async (req) => ok(await c.recommend(req.user?.id ?? null, req.query.limit)),
  );

  app.get('/api/item/top/list/v2', { schema: { tags: ['items'], response: { 200: envelope(z.array(BoxSummary)) } } }, async (req) =>
    ok(await c.top(req.user?.id ?? null)),
  );

  app.get('/api/item/search/recent', { schema: { tags: ['items'], response: { 200: envelope(z.array(z.string())) } } }, async (req) =>
    ok(await c.recentSearches(req.user?.id ?? null)),
  );
  app.post(
    '/api/item/search/recent',
    { schema: { tags: ['items'], body: RecentSearchBody, response: { 200: envelope(z.array(z.string())) } } },
    async (req) => ok(await c.recordSearch(requireUser(req).id, req.body.keyword)),
  );
  // the spec lists it with the GET calls; POST is accepted too
  for (const method of ['GET', 'POST'] as const) {
    app.route({
      method,
      url: '/api/item/search/clear',
      schema: { tags: ['items'], response: { 200: envelope(z.array(z.string())) } },
      handler: async (req) => ok(await c.clearSearches(requireUser(req).id)),
    });
  }

  app.post(
    '/api/reopen',
    {
      schema: { tags: ['items'], body: ReopenBody, headers: IdempotencyHeader, response: { 200: envelope(ReopenResponse) } },
      config: rateLimit(s, s.config.RATE_LIMIT_PER_MINUTE * 5),
    },
    async (req) => ok(await c.reopen(requireUser(req), req.body.boxId, req.body.times, req.headers['idempotency-key'])),
  );

  app.post(
    '/api/open/:times',
    {
      schema: {
        tags: ['items'],
        params: z.object({ times: z.coerce.number().int() }),
        body: z.object({ id: Id }),
        headers: IdempotencyHeader,
        response: { 200: envelope(OpenResponse) },
      },
      config: rateLimit(s, s.config.RATE_LIMIT_PER_MINUTE * 5),
    },
    async (req) => ok(await s.boxes.open(requireUser(req), req.body.id, req.params.times, req.headers['idempotency-key'])),
  );
}
