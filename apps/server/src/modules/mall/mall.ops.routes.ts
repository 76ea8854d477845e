import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelope, IdParam, OpsMallOffer, OpsMallOfferBody, OpsMallOffers } from '@hapa/contracts';
import { ok } from '../../http/envelope.ts';
import type { Services } from '../../http/context.ts';
import { operatorOf, opsAuth } from '../../platform/ops-auth.ts';

const TAGS = ['ops'];

/** Mall offers in the console (docs/architecture/console.md; role finance, prices are HapaCoins): list, create, edit; audited. */
export function mallOpsRoutes(base: FastifyInstance, s: Services) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const mall = s.prizes.mall;
  const finance = opsAuth(s, ['finance']);
  app.get('/api/ops/mall/offers', { onRequest: finance, schema: { tags: TAGS, response: { 200: envelope(OpsMallOffers) } } }, async () =>
    ok(await mall.opsOffers()),
  );
  app.post(
    '/api/ops/mall/offers',
    { onRequest: finance, schema: { tags: TAGS, body: OpsMallOfferBody, response: { 200: envelope(OpsMallOffer) } } },
    async (req) => ok(await mall.createOffer(operatorOf(req), req.body)),
  );
  app.post(
    '/api/ops/mall/offers/:id',
    { onRequest: finance, schema: { tags: TAGS, params: IdParam, body: OpsMallOfferBody, response: { 200: envelope(OpsMallOffer) } } },
    async (req) => ok(await mall.updateOffer(operatorOf(req), req.params.id, req.body)),
  );
}
