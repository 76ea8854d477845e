import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelope, IdParam, OpsBingoOffer, OpsBingoOfferBody, OpsBingoOffers, OpsBingoSettings } from '@hapa/contracts';
import { ok } from '../../../http/envelope.ts';
import type { Services } from '../../../http/context.ts';
import { operatorOf, opsAuth } from '../../../platform/ops-auth.ts';

const TAGS = ['ops'];

/** Console: the Bingo King settings (price, edge, split, timings: finance) and the exchange offers (catalogue). */
export function bingoOpsRoutes(base: FastifyInstance, s: Services) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const finance = opsAuth(s, ['finance']);
  const catalogue = opsAuth(s, ['catalogue']);
  app.get('/api/ops/games/bingo', { onRequest: finance, schema: { tags: TAGS, response: { 200: envelope(OpsBingoSettings) } } }, async () =>
    ok(await s.bingo.opsSettings()),
  );
  app.post(
    '/api/ops/games/bingo',
    { onRequest: finance, schema: { tags: TAGS, body: OpsBingoSettings, response: { 200: envelope(OpsBingoSettings) } } },
    async (req) => ok(await s.bingo.updateSettings(req.body, operatorOf(req))),
  );
  app.get(
    '/api/ops/games/bingo/offers',
    { onRequest: catalogue, schema: { tags: TAGS, response: { 200: envelope(OpsBingoOffers) } } },
    async () => ok(await s.bingo.club.opsOffers()),
  );
  app.post(
    '/api/ops/games/bingo/offers',
    { onRequest: catalogue, schema: { tags: TAGS, body: OpsBingoOfferBody, response: { 200: envelope(OpsBingoOffer) } } },
    async (req) => ok(await s.bingo.club.saveOffer(null, req.body, operatorOf(req))),
  );
  app.post(
    '/api/ops/games/bingo/offers/:id',
    { onRequest: catalogue, schema: { tags: TAGS, params: IdParam, body: OpsBingoOfferBody, response: { 200: envelope(OpsBingoOffer) } } },
    async (req) => ok(await s.bingo.club.saveOffer(req.params.id, req.body, operatorOf(req))),
  );
}
