import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelope, EventPageView, PromoEvent, PromoEventList, PromoEventSlugParam } from '@hapa/contracts';
import { ok } from '../../http/envelope.ts';
import type { Services } from '../../http/context.ts';

const tags = ['events'];

/** The event framework (docs/product/routes.md#events event pages, docs/product/constants.md#home-and-events recency 48 h): what is visible now, one event by slug and its page. */
export function promoEventsRoutes(base: FastifyInstance, s: Services) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  app.get('/api/events/list', { schema: { tags, response: { 200: envelope(PromoEventList) } } }, async () =>
    ok(await s.promoEvents.list()),
  );
  app.get('/api/events/:slug', { schema: { tags, params: PromoEventSlugParam, response: { 200: envelope(PromoEvent) } } }, async (req) =>
    ok(await s.promoEvents.get(req.params.slug)),
  );
  // an event page's content, boxes and leaderboard (docs/events.md#event-pages)
  app.get(
    '/api/events/:slug/page',
    { schema: { tags, params: PromoEventSlugParam, response: { 200: envelope(EventPageView) } } },
    async (req) => ok(await s.eventPages.page(req.params.slug)),
  );
}
