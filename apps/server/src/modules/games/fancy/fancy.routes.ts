import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  envelope,
  FancyClaimResult,
  FancyConvertResult,
  FancyCraftBody,
  FancyCraftResult,
  FancyHistory,
  FancyHome,
  FancyPackOpenBody,
  FancyPackRound,
  IdParam,
  PageQuery,
} from '@hapa/contracts';
import { ok } from '../../../http/envelope.ts';
import { requireUser } from '../../../http/auth.ts';
import { rateLimit, type Services } from '../../../http/context.ts';
import { switched } from '../../guides/feature-switch.ts';

const tags = ['games'];
const IdempotencyHeader = z.object({ 'idempotency-key': z.string().min(8).max(100).optional() });

/** Fancy Cards (docs/games.md; docs/product/routes.md#games /fancy-cards): home, open a pack, convert duplicates, craft, claim a set, history. */
export function fancyRoutes(base: FastifyInstance, s: Services) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const money = { config: rateLimit(s) };
  // starts a round under the console switch (docs/security.md#feature-switches); steps and cash-outs stay unflagged
  const start = { config: { ...rateLimit(s), ...switched('fancy_cards') } };

  app.get('/api/fancy/home', { schema: { tags, response: { 200: envelope(FancyHome) } } }, async (req) =>
    ok(await s.fancy.home(req.user?.id ?? null)),
  );
  app.post(
    '/api/fancy/pack/open',
    { schema: { tags, headers: IdempotencyHeader, body: FancyPackOpenBody, response: { 200: envelope(FancyPackRound) } }, ...start },
    async (req) => ok(await s.fancy.open(requireUser(req).id, req.body, req.headers['idempotency-key'])),
  );
  app.post('/api/fancy/convert', { schema: { tags, response: { 200: envelope(FancyConvertResult) } }, ...money }, async (req) =>
    ok(await s.fancy.convert(requireUser(req).id)),
  );
  app.post(
    '/api/fancy/craft',
    { schema: { tags, body: FancyCraftBody, response: { 200: envelope(FancyCraftResult) } }, ...money },
    async (req) => ok(await s.fancy.craft(requireUser(req).id, req.body.cardId)),
  );
  app.post(
    '/api/fancy/set/:id/claim',
    { schema: { tags, params: IdParam, response: { 200: envelope(FancyClaimResult) } }, ...money },
    async (req) => ok(await s.fancy.claim(requireUser(req).id, req.params.id)),
  );
  app.get('/api/fancy/history', { schema: { tags, querystring: PageQuery, response: { 200: envelope(FancyHistory) } } }, async (req) =>
    ok(await s.fancy.history(requireUser(req).id, req.query.page, req.query.pageSize)),
  );
}
