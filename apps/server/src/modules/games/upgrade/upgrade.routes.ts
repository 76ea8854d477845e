import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  envelope,
  IdParam,
  UpgradeBetBody,
  UpgradeConfig,
  UpgradeHistory,
  UpgradeHistoryQuery,
  UpgradeRound,
  UpgradeTargets,
  UpgradeTargetsQuery,
} from '@hapa/contracts';
import { ok } from '../../../http/envelope.ts';
import { requireUser } from '../../../http/auth.ts';
import { rateLimit, type Services } from '../../../http/context.ts';
import { switched } from '../../guides/feature-switch.ts';

const tags = ['games'];
const IdempotencyHeader = z.object({ 'idempotency-key': z.string().min(8).max(100).optional() });

/** Upgrade (docs/games.md; docs/product/routes.md#games /upgrade, docs/product/endpoints.md#games /upgrade/history, /upgrade/{id}/verify): config, targets, bet, history, verify. */
export function upgradeRoutes(base: FastifyInstance, s: Services) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  // starts a round under the console switch (docs/security.md#feature-switches); steps and cash-outs stay unflagged
  const start = { config: { ...rateLimit(s), ...switched('upgrade') } };

  app.get('/api/upgrade/config', { schema: { tags, response: { 200: envelope(UpgradeConfig) } } }, async () =>
    ok(await s.upgrade.config()),
  );
  app.get(
    '/api/upgrade/targets',
    { schema: { tags, querystring: UpgradeTargetsQuery, response: { 200: envelope(UpgradeTargets) } } },
    async (req) => ok(await s.upgrade.targets(req.query)),
  );
  app.post(
    '/api/upgrade/bet',
    { schema: { tags, headers: IdempotencyHeader, body: UpgradeBetBody, response: { 200: envelope(UpgradeRound) } }, ...start },
    async (req) => ok(await s.upgrade.bet(requireUser(req).id, req.body, req.headers['idempotency-key'])),
  );
  app.get(
    '/api/upgrade/history',
    { schema: { tags, querystring: UpgradeHistoryQuery, response: { 200: envelope(UpgradeHistory) } } },
    async (req) => ok(await s.upgrade.history(requireUser(req).id, req.query.page, req.query.pageSize)),
  );
  app.get('/api/upgrade/:id/verify', { schema: { tags, params: IdParam, response: { 200: envelope(UpgradeRound) } } }, async (req) =>
    ok(await s.upgrade.verify(req.params.id)),
  );
}
