import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  envelope,
  IdParam,
  LotteryBuyBody,
  LotteryBuyResult,
  LotteryDrawResult,
  LotteryEntries,
  LotteryHistory,
  LotteryHome,
  LotteryTickets,
  PageQuery,
} from '@hapa/contracts';
import { ok } from '../../../http/envelope.ts';
import { requireUser } from '../../../http/auth.ts';
import { rateLimit, type Services } from '../../../http/context.ts';
import { switched } from '../../guides/feature-switch.ts';

const tags = ['games'];
const IdempotencyHeader = z.object({ 'idempotency-key': z.string().min(8).max(100).optional() });

/** The daily lottery (docs/games.md; docs/product/routes.md#games /daily-lottery, docs/product/endpoints.md#games /lottery/history): the open draw, buy tickets, results, one draw by id, entries, my tickets. */
export function lotteryRoutes(base: FastifyInstance, s: Services) {
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.get('/api/lottery/home', { schema: { tags, response: { 200: envelope(LotteryHome) } } }, async (req) =>
    ok(await s.lottery.home(req.user?.id)),
  );
  app.post(
    '/api/lottery/buy',
    {
      schema: { tags, headers: IdempotencyHeader, body: LotteryBuyBody, response: { 200: envelope(LotteryBuyResult) } },
      config: { ...rateLimit(s), ...switched('lottery') }, // docs/security.md#feature-switches
    },
    async (req) => ok(await s.lottery.buy(requireUser(req).id, req.body, req.headers['idempotency-key'])),
  );
  app.get('/api/lottery/history', { schema: { tags, querystring: PageQuery, response: { 200: envelope(LotteryHistory) } } }, async (req) =>
    ok(await s.lottery.history(req.query.page, req.query.pageSize)),
  );
  app.get('/api/lottery/tickets', { schema: { tags, querystring: PageQuery, response: { 200: envelope(LotteryTickets) } } }, async (req) =>
    ok(await s.lottery.tickets(requireUser(req).id, req.query.page, req.query.pageSize)),
  );
  app.get('/api/lottery/:id', { schema: { tags, params: IdParam, response: { 200: envelope(LotteryDrawResult) } } }, async (req) =>
    ok(await s.lottery.draw(req.params.id)),
  );
  app.get('/api/lottery/:id/entries', { schema: { tags, params: IdParam, response: { 200: envelope(LotteryEntries) } } }, async (req) =>
    ok(await s.lottery.entries(req.params.id)),
  );
}
