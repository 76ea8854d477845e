import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  BingoBarrage,
  BingoBarrageBody,
  BingoBarrageMessage,
  BingoCards,
  BingoCardsQuery,
  BingoExchange,
  BingoExchangeBody,
  BingoExchangeResult,
  BingoHistory,
  BingoHistoryItem,
  BingoHistoryQuery,
  BingoHome,
  BingoPlayBody,
  BingoPlayResult,
  BingoRank,
  envelope,
  IdParam,
} from '@hapa/contracts';
import { ok } from '../../../http/envelope.ts';
import { requireUser } from '../../../http/auth.ts';
import { rateLimit, type Services } from '../../../http/context.ts';
import { switched } from '../../guides/feature-switch.ts';

const tags = ['games'];
const IdempotencyHeader = z.object({ 'idempotency-key': z.string().min(8).max(100).optional() });

/** Bingo King (docs/games.md; docs/product/endpoints.md#games /bingo/*): home, cards, play, multiple, rank, history, one game by id, barrage, exchange. */
export function bingoRoutes(base: FastifyInstance, s: Services) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const money = { config: rateLimit(s) };
  // starts a round under the console switch (docs/security.md#feature-switches); steps and cash-outs stay unflagged
  const start = { config: { ...rateLimit(s), ...switched('bingo') } };
  const chatStart = { config: { ...rateLimit(s, 20), ...switched('bingo') } };

  app.get('/api/bingo/home', { schema: { tags, response: { 200: envelope(BingoHome) } } }, async (req) =>
    ok(await s.bingo.home(req.user?.id)),
  );
  app.get('/api/bingo/cards', { schema: { tags, querystring: BingoCardsQuery, response: { 200: envelope(BingoCards) } } }, async (req) =>
    ok(await s.bingo.cards(requireUser(req).id, req.query.gameId)),
  );
  app.post(
    '/api/bingo/play',
    { schema: { tags, headers: IdempotencyHeader, body: BingoPlayBody, response: { 200: envelope(BingoPlayResult) } }, ...start },
    async (req) => ok(await s.bingo.buy(requireUser(req).id, req.body, req.headers['idempotency-key'], 1)),
  );
  app.post(
    '/api/bingo/multiple',
    { schema: { tags, headers: IdempotencyHeader, body: BingoPlayBody, response: { 200: envelope(BingoPlayResult) } }, ...start },
    async (req) => ok(await s.bingo.buy(requireUser(req).id, req.body, req.headers['idempotency-key'])),
  );
  app.get('/api/bingo/rank', { schema: { tags, response: { 200: envelope(BingoRank) } } }, async () => ok(await s.bingo.rank()));
  app.get(
    '/api/bingo/history',
    { schema: { tags, querystring: BingoHistoryQuery, response: { 200: envelope(BingoHistory) } } },
    async (req) => ok(await s.bingo.history(req.query.limit)),
  );
  app.get('/api/bingo/games/:id', { schema: { tags, params: IdParam, response: { 200: envelope(BingoHistoryItem) } } }, async (req) =>
    ok(await s.bingo.game(req.params.id)),
  );
  app.get('/api/bingo/barrage', { schema: { tags, response: { 200: envelope(BingoBarrage) } } }, async () =>
    ok(await s.bingo.club.barrage()),
  );
  app.post(
    '/api/bingo/barrage',
    { schema: { tags, body: BingoBarrageBody, response: { 200: envelope(BingoBarrageMessage) } }, ...chatStart },
    async (req) => ok(await s.bingo.club.postBarrage(requireUser(req).id, req.body.text)),
  );
  app.get('/api/bingo/exchange', { schema: { tags, response: { 200: envelope(BingoExchange) } } }, async (req) =>
    ok(await s.bingo.club.exchangeList(req.user?.id)),
  );
  app.post(
    '/api/bingo/exchange',
    { schema: { tags, headers: IdempotencyHeader, body: BingoExchangeBody, response: { 200: envelope(BingoExchangeResult) } }, ...money },
    async (req) => ok(await s.bingo.club.exchange(requireUser(req).id, req.body.id, req.headers['idempotency-key'])),
  );
}
