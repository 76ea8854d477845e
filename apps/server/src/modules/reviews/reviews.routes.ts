import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelope, MyReview, MyReviewState, PublicReviewList, ReviewCreateBody } from '@hapa/contracts';
import { ok } from '../../http/envelope.ts';
import { requireUser } from '../../http/auth.ts';
import { rateLimit, type Services } from '../../http/context.ts';

const tags = ['reviews'];

/** Reviews (apps/server/src/modules/reviews/README.md; docs/product/routes.md#home home reviews max 10): the approved list, the player's state, and writing one. */
export function reviewsRoutes(base: FastifyInstance, s: Services) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  app.get('/api/reviews/list', { schema: { tags, response: { 200: envelope(PublicReviewList) } } }, async () => ok(await s.reviews.list()));
  app.get('/api/reviews/mine', { schema: { tags, response: { 200: envelope(MyReviewState) } } }, async (req) =>
    ok(await s.reviews.mine(requireUser(req).id)),
  );
  app.post(
    '/api/reviews',
    { config: rateLimit(s), schema: { tags, body: ReviewCreateBody, response: { 200: envelope(MyReview) } } },
    async (req) => ok(await s.reviews.create(requireUser(req).id, req.body)),
  );
}
