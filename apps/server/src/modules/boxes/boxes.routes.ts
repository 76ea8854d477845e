import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  BoxDetail,
  BoxList,
  CollectBody,
  CollectResult,
  BoxListQuery,
  BoxSummary,
  envelope,
  IdParam,
  LiveDrop,
  OpenHistoryEntry,
  OpenTimesParam,
  OpenResponse,
  paged,
  PageQuery,
  SimulationOpenBody,
  SimulationOpenResponse,
  Tag,
} from '@hapa/contracts';
import { ok } from '../../http/envelope.ts';
import { requireUser } from '../../http/auth.ts';
import { rateLimit, type Services } from '../../http/context.ts';
import { catalogueExtraRoutes } from './catalogue-extra.routes.ts';
import { freeBoxesRoutes } from './free-boxes.routes.ts';
import { coinInputCents } from '../../lib/coin-input.ts';

const IdempotencyHeader = z.object({ 'idempotency-key': z.string().min(8).max(100).optional() });

/** Items calls (docs/product/endpoints.md#items): catalogue, opening, live drops, history. */
export function boxesRoutes(base: FastifyInstance, s: Services) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  app.get('/api/item/list', { schema: { tags: ['items'], querystring: BoxListQuery, response: { 200: envelope(BoxList) } } }, async (req) =>
    ok(await s.boxes.list(req.query, req.user?.id ?? null)),
  );
  app.get('/api/item/tags', { schema: { tags: ['items'], response: { 200: envelope(z.array(Tag)) } } }, async () =>
    ok(await s.boxes.tags()),
  );
  app.get(
    '/api/item/search',
    {
      schema: {
        tags: ['items'],
        querystring: z.object({ keyword: z.string().max(100).default('') }),
        response: { 200: envelope(z.array(BoxSummary)) },
      },
    },
    async (req) => ok(await s.boxes.search(req.query.keyword)),
  );
  app.get('/api/item/:id/detail', { schema: { tags: ['items'], params: IdParam, response: { 200: envelope(BoxDetail) } } }, async (req) =>
    ok(await s.boxes.detail(req.params.id, req.user?.id ?? null)),
  );
  app.get(
    '/api/item/livedrops',
    {
      schema: {
        tags: ['items'],
        querystring: z.object({ limit: z.coerce.number().int().min(1).max(50).default(30) }),
        response: { 200: envelope(z.array(LiveDrop)) },
      },
    },
    async (req) => ok(await s.boxes.drops(req.query.limit)),
  );
  app.get(
    '/api/item/:id/drops',
    { schema: { tags: ['items'], params: IdParam, response: { 200: envelope(z.array(LiveDrop)) } } },
    async (req) => ok(await s.boxes.drops(20, req.params.id)),
  );
  const open = async (player: { id: number; nickname: string }, id: number, times: number, key?: string) =>
    ok(await s.boxes.open(player, id, times, key));
  app.post(
    '/api/item/:id/open',
    {
      schema: { tags: ['items'], params: IdParam, headers: IdempotencyHeader, response: { 200: envelope(OpenResponse) } },
      config: rateLimit(s, s.config.RATE_LIMIT_PER_MINUTE * 5),
    },
    async (req) => open(requireUser(req), req.params.id, 1, req.headers['idempotency-key']),
  );
  app.post(
    '/api/item/:id/open/:times',
    {
      schema: { tags: ['items'], params: OpenTimesParam, headers: IdempotencyHeader, response: { 200: envelope(OpenResponse) } },
      config: rateLimit(s, s.config.RATE_LIMIT_PER_MINUTE * 5),
    },
    async (req) => open(requireUser(req), req.params.id, req.params.times, req.headers['idempotency-key']),
  );
  // demo mode (docs/product/states.md#demo-mode, apps/server/src/modules/boxes/README.md): no session needed; nothing is stored
  app.post(
    '/api/simulation/open/:id',
    {
      schema: { tags: ['items'], params: IdParam, body: SimulationOpenBody, response: { 200: envelope(SimulationOpenResponse) } },
      config: rateLimit(s),
    },
    async (req) => ok(await s.boxes.simulate(req.params.id, coinInputCents(req.body.credits))),
  );
  app.post(
    '/api/item/:id/collect',
    { schema: { tags: ['items'], params: IdParam, body: CollectBody.nullish(), response: { 200: envelope(CollectResult) } } },
    async (req) => ok(await s.boxes.collect(requireUser(req).id, req.params.id, req.body?.like ?? true)),
  );
  app.get(
    '/api/item/collect/list',
    { schema: { tags: ['items'], querystring: PageQuery, response: { 200: envelope(BoxList) } } },
    async (req) =>
      ok(
        await s.boxes.list(
          { category: 'MY_LIKE', sort: 'newest', page: req.query.page, pageSize: req.query.pageSize },
          requireUser(req).id,
        ),
      ),
  );
  app.get(
    '/api/open_history/v2',
    { schema: { tags: ['items'], querystring: PageQuery, response: { 200: envelope(paged(OpenHistoryEntry)) } } },
    async (req) => ok(await s.boxes.history(requireUser(req).id, req.query.page, req.query.pageSize)),
  );
  catalogueExtraRoutes(base, s);
  freeBoxesRoutes(base, s);
}
