import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelope, PromoEvent, PromoEventList, PromoEventSlugParam } from '@hapa/contracts';
import { ok } from '../../http/envelope.ts';
import type { Services } from '../../http/context.ts';

const tags = ['events'];

/** The event framework (issue 14; spec §2 event pages, §9 recency 48 h): what is visible now and one event by slug. */
export function promoEventsRoutes(base: FastifyInstance, s: Services) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  app.get('/api/events/list', { schema: { tags, response: { 200: envelope(PromoEventList) } } }, async () =>
    ok(await s.promoEvents.list()),
  );
  app.get('/api/events/:slug', { schema: { tags, params: PromoEventSlugParam, response: { 200: envelope(PromoEvent) } } }, async (req) =>
    ok(await s.promoEvents.get(req.params.slug)),
  );
}
