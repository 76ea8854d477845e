import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  BossBody,
  BossOdds,
  BossQuery,
  ChallengeBotBody,
  ContestBanner,
  ContestCurrent,
  ContestDetail,
  ContestHistory,
  ContestHome,
  ContestLeaderboard,
  ContestLeaderboardQuery,
  ContestLevelDetail,
  ContestLevelParam,
  ContestOpenBody,
  ContestOpenResponse,
  ContestUuidQuery,
  ContestVerify,
  CreateBattleResponse,
  envelope,
  PageQuery,
} from '@hapa/contracts';
import { ok } from '../../http/envelope.ts';
import { requireUser } from '../../http/auth.ts';
import { rateLimit, type Services } from '../../http/context.ts';

const IdempotencyHeader = z.object({ 'idempotency-key': z.string().min(8).max(100).optional() });
const tags = ['contests'];

/** Contest calls under /api/contest and the challenge calls under /api/battle/v2/challenge (docs/product/endpoints.md#battles; thin: auth, validate, one service call). */
export function contestsRoutes(base: FastifyInstance, s: Services) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const money = { config: rateLimit(s, s.config.RATE_LIMIT_PER_MINUTE * 5) };

  app.get('/api/contest/home', { schema: { tags, response: { 200: envelope(ContestHome) } } }, async (req) =>
    ok(await s.contests.home(req.user?.id ?? null)),
  );
  app.get('/api/contest/banner', { schema: { tags, response: { 200: envelope(ContestBanner) } } }, async () =>
    ok(await s.contests.banner()),
  );
  app.get(
    '/api/contest/level/:id',
    { schema: { tags, params: ContestLevelParam, response: { 200: envelope(ContestLevelDetail) } } },
    async (req) => ok(await s.contests.level(req.user?.id ?? null, req.params.id)),
  );
  app.post(
    '/api/contest/open',
    { schema: { tags, body: ContestOpenBody, headers: IdempotencyHeader, response: { 200: envelope(ContestOpenResponse) } }, ...money },
    async (req) => ok(await s.contests.open(requireUser(req).id, req.body.levelId, req.headers['idempotency-key'])),
  );
  app.get('/api/contest/battle', { schema: { tags, response: { 200: envelope(ContestCurrent) } } }, async (req) =>
    ok(await s.contests.current(requireUser(req).id)),
  );
  app.get('/api/contest/history', { schema: { tags, querystring: PageQuery, response: { 200: envelope(ContestHistory) } } }, async (req) =>
    ok(await s.contests.history(requireUser(req).id, req.query.page, req.query.pageSize)),
  );
  app.get(
    '/api/contest/verify',
    { schema: { tags, querystring: ContestUuidQuery, response: { 200: envelope(ContestVerify) } } },
    async (req) => ok(await s.contests.verify(req.query.uuid)),
  );
  app.get(
    '/api/contest/detail',
    { schema: { tags, querystring: ContestUuidQuery, response: { 200: envelope(ContestDetail) } } },
    async (req) => ok(await s.contests.detail(req.query.uuid, req.user?.id ?? null)),
  );
  app.get(
    '/api/contest/leaderboard',
    { schema: { tags, querystring: ContestLeaderboardQuery, response: { 200: envelope(ContestLeaderboard) } } },
    async (req) => ok(await s.contests.leaderboard(req.user?.id ?? null, req.query.periodId, req.query.limit)),
  );

  app.post(
    '/api/battle/v2/challenge/bot',
    { schema: { tags, body: ChallengeBotBody, headers: IdempotencyHeader, response: { 200: envelope(CreateBattleResponse) } }, ...money },
    async (req) =>
      ok(await s.contests.challenges.challengeBot(requireUser(req).id, req.body.boxes, req.body.mode, req.headers['idempotency-key'])),
  );
  app.get(
    '/api/battle/v2/challenge/boss/odds',
    { schema: { tags, querystring: BossQuery, response: { 200: envelope(BossOdds) } } },
    async (req) => ok(await s.contests.challenges.bossOdds(req.query.boxId, req.query.count)),
  );
  app.post(
    '/api/battle/v2/challenge/boss',
    { schema: { tags, body: BossBody, headers: IdempotencyHeader, response: { 200: envelope(CreateBattleResponse) } }, ...money },
    async (req) =>
      ok(await s.contests.challenges.challengeBoss(requireUser(req).id, req.body.boxId, req.body.count, req.headers['idempotency-key'])),
  );
}
