import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, IdParam, MinesBetBody, MinesConfig, MinesRevealBody, MinesRound } from '@hapa/contracts';
import { ok } from '../../../http/envelope.ts';
import { requireUser } from '../../../http/auth.ts';
import { rateLimit, type Services } from '../../../http/context.ts';
import { switched } from '../../guides/feature-switch.ts';

const tags = ['games'];
const IdempotencyHeader = z.object({ 'idempotency-key': z.string().min(8).max(100).optional() });

/** Mad miner (docs/games.md; docs/product/routes.md#games /mad-miner): config, bet, resume, reveal, cash out. */
export function minesRoutes(base: FastifyInstance, s: Services) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const money = { config: rateLimit(s) };
  // starts a round under the console switch (docs/security.md#feature-switches); steps and cash-outs stay unflagged
  const start = { config: { ...rateLimit(s), ...switched('mad_miner') } };

  app.get('/api/mines/config', { schema: { tags, response: { 200: envelope(MinesConfig) } } }, async () => ok(await s.mines.config()));
  app.post(
    '/api/mines/bet',
    { schema: { tags, headers: IdempotencyHeader, body: MinesBetBody, response: { 200: envelope(MinesRound) } }, ...start },
    async (req) => ok(await s.mines.bet(requireUser(req).id, req.body, req.headers['idempotency-key'])),
  );
  app.get('/api/mines/active', { schema: { tags, response: { 200: envelope(MinesRound.nullable()) } } }, async (req) =>
    ok(await s.mines.active(requireUser(req).id)),
  );
  app.get('/api/mines/:id', { schema: { tags, params: IdParam, response: { 200: envelope(MinesRound) } } }, async (req) =>
    ok(await s.mines.get(requireUser(req).id, req.params.id)),
  );
  app.post(
    '/api/mines/:id/reveal',
    { schema: { tags, params: IdParam, body: MinesRevealBody, response: { 200: envelope(MinesRound) } }, ...money },
    async (req) => ok(await s.mines.reveal(requireUser(req).id, req.params.id, req.body.tile)),
  );
  app.post(
    '/api/mines/:id/cashout',
    { schema: { tags, params: IdParam, response: { 200: envelope(MinesRound) } }, ...money },
    async (req) => ok(await s.mines.cashOut(requireUser(req).id, req.params.id)),
  );
}
