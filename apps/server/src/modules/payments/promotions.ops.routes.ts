import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelope, IdParam, OpsPromotion, OpsPromotionBody, OpsPromotionCreateBody, OpsPromotionList } from '@hapa/contracts';
import { ok } from '../../http/envelope.ts';
import type { Services } from '../../http/context.ts';
import { operatorOf, opsAuth } from '../../platform/ops-auth.ts';

const TAGS = ['ops'];

/**
 * The random-discount promotions in the console (docs/product/constants.md#top-up-and-deposits "up to $10 off"), role finance: list with the awards
 * so far, create, change (name, on/off, window, discount range, minimum deposit). Every mutation writes its
 * audit row in its own transaction (PromotionsService).
 */
export function promotionsOpsRoutes(base: FastifyInstance, s: Services) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const finance = opsAuth(s, ['finance']);
  const promotions = s.payments.promotions;
  app.get('/api/ops/promotions', { onRequest: finance, schema: { tags: TAGS, response: { 200: envelope(OpsPromotionList) } } }, async () =>
    ok({ list: await promotions.opsList() }),
  );
  app.post(
    '/api/ops/promotions',
    { onRequest: finance, schema: { tags: TAGS, body: OpsPromotionCreateBody, response: { 200: envelope(OpsPromotion) } } },
    async (req) => ok(await promotions.opsCreate(operatorOf(req), req.body)),
  );
  app.post(
    '/api/ops/promotions/:id',
    { onRequest: finance, schema: { tags: TAGS, params: IdParam, body: OpsPromotionBody, response: { 200: envelope(OpsPromotion) } } },
    async (req) => ok(await promotions.opsUpdate(operatorOf(req), req.params.id, req.body)),
  );
}
