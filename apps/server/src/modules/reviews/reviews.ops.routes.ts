import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelope, IdParam, OpsReview, OpsReviewPage, OpsReviewQuery, OpsReviewStatusBody } from '@hapa/contracts';
import { ok } from '../../http/envelope.ts';
import type { Services } from '../../http/context.ts';
import { operatorOf, opsAuth } from '../../platform/ops-auth.ts';

const TAGS = ['ops-reviews'];

/** Console, reviews (docs/architecture/console.md): the moderation queue; roles support and catalogue (admin passes). */
export function reviewsOpsRoutes(base: FastifyInstance, s: Services) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const guard = opsAuth(s, ['support', 'catalogue']);
  app.get(
    '/api/ops/reviews',
    { onRequest: guard, schema: { tags: TAGS, querystring: OpsReviewQuery, response: { 200: envelope(OpsReviewPage) } } },
    async (req) => ok(await s.reviews.opsPage(req.query)),
  );
  app.post(
    '/api/ops/reviews/:id/status',
    { onRequest: guard, schema: { tags: TAGS, params: IdParam, body: OpsReviewStatusBody, response: { 200: envelope(OpsReview) } } },
    async (req) => ok(await s.reviews.moderate(operatorOf(req), req.params.id, req.body)),
  );
}
