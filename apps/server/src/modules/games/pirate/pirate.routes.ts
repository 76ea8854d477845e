import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  envelope,
  IdParam,
  PirateBetBody,
  PirateConfig,
  PirateLeaderboard,
  PirateLeaderboardQuery,
  PiratePickBody,
  PirateRound,
} from '@hapa/contracts';
import { ok } from '../../../http/envelope.ts';
import { requireUser } from '../../../http/auth.ts';
import { rateLimit, type Services } from '../../../http/context.ts';
import { switched } from '../../guides/feature-switch.ts';

const tags = ['games'];
const IdempotencyHeader = z.object({ 'idempotency-key': z.string().min(8).max(100).optional() });

/** Pirate 2024 (docs/games.md; docs/product/routes.md#games /pirate-2024): config, bet, resume, pick a chest, cash out, the event leaderboard. */
export function pirateRoutes(base: FastifyInstance, s: Services) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const money = { config: rateLimit(s) };
  // starts a round under the console switch (docs/security.md#feature-switches); steps and cash-outs stay unflagged
  const start = { config: { ...rateLimit(s), ...switched('pirate') } };

  app.get('/api/pirate/config', { schema: { tags, response: { 200: envelope(PirateConfig) } } }, async () => ok(await s.pirate.config()));
  app.get(
    '/api/pirate/leaderboard',
    { schema: { tags, querystring: PirateLeaderboardQuery, response: { 200: envelope(PirateLeaderboard) } } },
    async (req) => ok(await s.pirate.leaderboard(req.query.by, req.user?.id)),
  );
  app.post(
    '/api/pirate/bet',
    { schema: { tags, headers: IdempotencyHeader, body: PirateBetBody, response: { 200: envelope(PirateRound) } }, ...start },
    async (req) => ok(await s.pirate.bet(requireUser(req).id, req.body, req.headers['idempotency-key'])),
  );
  app.get('/api/pirate/active', { schema: { tags, response: { 200: envelope(PirateRound.nullable()) } } }, async (req) =>
    ok(await s.pirate.active(requireUser(req).id)),
  );
  app.get('/api/pirate/:id', { schema: { tags, params: IdParam, response: { 200: envelope(PirateRound) } } }, async (req) =>
    ok(await s.pirate.get(requireUser(req).id, req.params.id)),
  );
  app.post(
    '/api/pirate/:id/pick',
    { schema: { tags, params: IdParam, body: PiratePickBody, response: { 200: envelope(PirateRound) } }, ...money },
    async (req) => ok(await s.pirate.pick(requireUser(req).id, req.params.id, req.body.chest)),
  );
  app.post(
    '/api/pirate/:id/cashout',
    { schema: { tags, params: IdParam, response: { 200: envelope(PirateRound) } }, ...money },
    async (req) => ok(await s.pirate.cashOut(requireUser(req).id, req.params.id)),
  );
}
