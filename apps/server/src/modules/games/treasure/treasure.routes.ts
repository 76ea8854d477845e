import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  envelope,
  IdParam,
  PageQuery,
  Treasure,
  TreasureBrilliant,
  TreasureHistory,
  TreasureHome,
  TreasureOpenBody,
  TreasurePayBody,
  TreasurePlay,
  TreasurePrice,
  TreasurePriceQuery,
} from '@hapa/contracts';
import { ok } from '../../../http/envelope.ts';
import { requireUser } from '../../../http/auth.ts';
import { rateLimit, type Services } from '../../../http/context.ts';
import { TREASURE_PLAY_FAST, TREASURE_PLAY_NORMAL } from './treasure-rules.ts';
import { switched } from '../../guides/feature-switch.ts';

const tags = ['games'];
const IdempotencyHeader = z.object({ 'idempotency-key': z.string().min(8).max(100).optional() });

/** Treasure hunter (docs/games.md; docs/product/endpoints.md#games /treasureHunter/*: sku list, history, price, pay, open, fast/open, home, verify, hot list, brilliant history). */
export function treasureRoutes(base: FastifyInstance, s: Services) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const money = { config: rateLimit(s) };
  // starts a round under the console switch (docs/security.md#feature-switches); steps and cash-outs stay unflagged
  const start = { config: { ...rateLimit(s), ...switched('treasure_hunter') } };
  const uid = (req: { user: { id: number } | null }) => req.user?.id ?? null;

  app.get('/api/treasureHunter/home', { schema: { tags, response: { 200: envelope(TreasureHome) } } }, async (req) =>
    ok(await s.treasure.home(uid(req))),
  );
  app.get('/api/treasureHunter/sku/list', { schema: { tags, response: { 200: envelope(z.array(Treasure)) } } }, async (req) =>
    ok(await s.treasure.skuList(uid(req))),
  );
  app.get('/api/treasureHunter/hot/list', { schema: { tags, response: { 200: envelope(z.array(Treasure)) } } }, async (req) =>
    ok(await s.treasure.hotList(uid(req))),
  );
  app.get(
    '/api/treasureHunter/brilliant/history',
    { schema: { tags, response: { 200: envelope(z.array(TreasureBrilliant)) } } },
    async () => ok(await s.treasure.brilliant()),
  );
  app.get(
    '/api/treasureHunter/price',
    { schema: { tags, querystring: TreasurePriceQuery, response: { 200: envelope(TreasurePrice) } } },
    async (req) => ok(await s.treasure.price(uid(req), req.query.treasureId, req.query.mapNumber)),
  );
  app.get(
    '/api/treasureHunter/history',
    { schema: { tags, querystring: PageQuery, response: { 200: envelope(TreasureHistory) } } },
    async (req) => ok(await s.treasure.history(requireUser(req).id, req.query.page, req.query.pageSize)),
  );
  app.post(
    '/api/treasureHunter/pay',
    { schema: { tags, headers: IdempotencyHeader, body: TreasurePayBody, response: { 200: envelope(TreasurePlay) } }, ...start },
    async (req) => ok(await s.treasure.pay(requireUser(req).id, req.body, TREASURE_PLAY_NORMAL, req.headers['idempotency-key'])),
  );
  app.post(
    '/api/treasureHunter/fast/open',
    { schema: { tags, headers: IdempotencyHeader, body: TreasurePayBody, response: { 200: envelope(TreasurePlay) } }, ...start },
    async (req) => ok(await s.treasure.pay(requireUser(req).id, req.body, TREASURE_PLAY_FAST, req.headers['idempotency-key'])),
  );
  app.post(
    '/api/treasureHunter/open',
    { schema: { tags, body: TreasureOpenBody, response: { 200: envelope(TreasurePlay) } }, ...money },
    async (req) => ok(await s.treasure.open(requireUser(req).id, req.body.id, req.body.map)),
  );
  app.get('/api/treasureHunter/:id', { schema: { tags, params: IdParam, response: { 200: envelope(TreasurePlay) } } }, async (req) =>
    ok(await s.treasure.get(requireUser(req).id, req.params.id)),
  );
  app.get('/api/treasureHunter/:id/verify', { schema: { tags, params: IdParam, response: { 200: envelope(TreasurePlay) } } }, async (req) =>
    ok(await s.treasure.verify(req.params.id)),
  );
}
