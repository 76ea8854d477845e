import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, FlipHistory, FlipHome, FlipPickBody, FlipRound, IdParam, PageQuery } from '@hapa/contracts';
import { ok } from '../../../http/envelope.ts';
import { requireUser } from '../../../http/auth.ts';
import { rateLimit, type Services } from '../../../http/context.ts';
import { switched } from '../../guides/feature-switch.ts';

const tags = ['games'];
const IdempotencyHeader = z.object({ 'idempotency-key': z.string().min(8).max(100).optional() });

/** Flip cards (docs/games.md; docs/product/routes.md#games /flip-card): home (prizes, config, chances), deal, resume, pick, history. */
export function flipRoutes(base: FastifyInstance, s: Services) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const money = { config: rateLimit(s) };
  // starts a round under the console switch (docs/security.md#feature-switches); steps and cash-outs stay unflagged
  const start = { config: { ...rateLimit(s), ...switched('flip_cards') } };

  app.get('/api/flip/home', { schema: { tags, response: { 200: envelope(FlipHome) } } }, async (req) =>
    ok(await s.flip.home(req.user?.id ?? null)),
  );
  app.post(
    '/api/flip/deal',
    { schema: { tags, headers: IdempotencyHeader, response: { 200: envelope(FlipRound) } }, ...start },
    async (req) => ok(await s.flip.deal(requireUser(req).id, req.headers['idempotency-key'])),
  );
  app.get('/api/flip/active', { schema: { tags, response: { 200: envelope(FlipRound.nullable()) } } }, async (req) =>
    ok(await s.flip.active(requireUser(req).id)),
  );
  app.get('/api/flip/history', { schema: { tags, querystring: PageQuery, response: { 200: envelope(FlipHistory) } } }, async (req) =>
    ok(await s.flip.history(requireUser(req).id, req.query.page, req.query.pageSize)),
  );
  app.post(
    '/api/flip/:id/pick',
    { schema: { tags, params: IdParam, body: FlipPickBody, response: { 200: envelope(FlipRound) } }, ...money },
    async (req) => ok(await s.flip.pick(requireUser(req).id, req.params.id, req.body.position)),
  );
}
