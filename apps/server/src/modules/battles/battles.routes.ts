import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  BattleConfig,
  BattleDetail,
  BattleGate,
  BattleHistory,
  BattleIdParam,
  BattleList,
  BattleListQuery,
  BattleSeatBody,
  BattleSummary,
  BattleUuidQuery,
  CreateBattleBody,
  CreateBattleResponse,
  envelope,
  InviteInfo,
  JoinBattleResponse,
  PageQuery,
  PreBoxes,
  PreBoxesQuery,
  ReceiveInviteResponse,
} from '@hapa/contracts';
import { ok } from '../../http/envelope.ts';
import { requireUser } from '../../http/auth.ts';
import { rateLimit, type Services } from '../../http/context.ts';
import { contestsRoutes } from '../contests/contests.routes.ts';
import { contestsOpsRoutes } from '../contests/contests.ops.routes.ts';
import { switched } from '../guides/feature-switch.ts';

const IdempotencyHeader = z.object({ 'idempotency-key': z.string().min(8).max(100).optional() });
const tags = ['battles'];

/** Battle calls under /api/battle/v2 (docs/product/endpoints.md#battles; thin: auth, validate, one service call). */
export function battlesRoutes(base: FastifyInstance, s: Services) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const money = { config: rateLimit(s, s.config.RATE_LIMIT_PER_MINUTE * 5) };
  // starts a round under the console switch (docs/security.md#feature-switches); steps and cash-outs stay unflagged
  const start = { config: { ...rateLimit(s, s.config.RATE_LIMIT_PER_MINUTE * 5), ...switched('battle') } };

  app.post(
    '/api/battle/v2/create',
    {
      schema: { tags, body: CreateBattleBody, headers: IdempotencyHeader, response: { 200: envelope(CreateBattleResponse) } },
      ...start,
    },
    async (req) => ok(await s.battles.create(requireUser(req).id, req.body, req.headers['idempotency-key'])),
  );

  app.post(
    '/api/battle/v2/:id/create_same',
    { schema: { tags, params: BattleIdParam, response: { 200: envelope(CreateBattleResponse) } }, ...start },
    async (req) => ok(await s.battles.createSame(requireUser(req).id, req.params.id)),
  );

  app.post(
    '/api/battle/v2/:id/pvp',
    { schema: { tags, params: BattleIdParam, body: BattleSeatBody, response: { 200: envelope(JoinBattleResponse) } }, ...start },
    async (req) => ok(await s.battles.join(requireUser(req).id, req.params.id, req.body.number)),
  );

  app.post(
    '/api/battle/v2/:id/pve',
    { schema: { tags, params: BattleIdParam, body: BattleSeatBody, response: { 200: envelope(BattleSummary) } }, ...money },
    async (req) => ok(await s.battles.addBot(requireUser(req).id, req.params.id, req.body.number)),
  );

  app.post(
    '/api/battle/v2/:id/play_bot',
    { schema: { tags, params: BattleIdParam, response: { 200: envelope(BattleSummary) } }, ...money },
    async (req) => ok(await s.battles.fillWithBots(requireUser(req).id, req.params.id)),
  );

  app.get(
    '/api/battle/v2/:id/detail',
    { schema: { tags, params: BattleIdParam, response: { 200: envelope(BattleDetail) } } },
    async (req) => ok(await s.battles.detail(req.params.id, req.user?.id ?? null)),
  );

  app.get(
    '/api/battle/v2/battling',
    { schema: { tags, querystring: BattleListQuery, response: { 200: envelope(BattleList) } } },
    async (req) => ok(await s.battles.reads.list(req.query.limit, req.query.finished, req.user?.id ?? null)),
  );

  app.get('/api/battle/v2/history', { schema: { tags, querystring: PageQuery, response: { 200: envelope(BattleHistory) } } }, async (req) =>
    ok(await s.battles.reads.history(requireUser(req).id, req.query.page, req.query.pageSize)),
  );

  app.get(
    '/api/battle/v2/history_detail',
    { schema: { tags, querystring: BattleUuidQuery, response: { 200: envelope(BattleDetail) } } },
    async (req) => ok(await s.battles.detail(req.query.uuid, requireUser(req).id)),
  );

  app.get('/api/battle/v2/highest_price', { schema: { tags, response: { 200: envelope(BattleSummary.nullable()) } } }, async (req) =>
    ok(await s.battles.reads.highestPrice(req.user?.id ?? null)),
  );

  app.get(
    '/api/battle/v2/pre_boxes',
    { schema: { tags, querystring: PreBoxesQuery, response: { 200: envelope(PreBoxes) } } },
    async (req) => ok(await s.battles.reads.preBoxes(req.query.keyword)),
  );

  app.get('/api/battle/v2/config', { schema: { tags, response: { 200: envelope(BattleConfig) } } }, async () =>
    ok(await s.battles.config()),
  );

  /** The battle gate in money terms for the asking player (auth optional; docs/battles.md#battle-gate). */
  app.get('/api/battle/v2/gate', { schema: { tags, response: { 200: envelope(BattleGate) } } }, async (req) =>
    ok(await s.battles.gate(req.user?.id ?? null)),
  );

  app.get(
    '/api/battle/v2/free/invite/info',
    { schema: { tags, querystring: BattleUuidQuery, response: { 200: envelope(InviteInfo) } } },
    async (req) => ok(await s.battles.inviteInfo(req.query.uuid, req.user?.id ?? null)),
  );

  app.post(
    '/api/battle/v2/:id/receive',
    { schema: { tags, params: BattleIdParam, response: { 200: envelope(ReceiveInviteResponse) } }, ...money },
    async (req) => ok(await s.battles.receive(requireUser(req).id, req.params.id)),
  );

  // contests and challenges ride on battles (modules/contests)
  contestsRoutes(base, s);
  contestsOpsRoutes(base, s);
}
