import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, IdParam, OpsEventCreate, OpsEventPageBody, OpsPromoEvent, OpsPromoEventBody } from '@hapa/contracts';
import { ok } from '../../http/envelope.ts';
import type { Services } from '../../http/context.ts';
import { operatorOf, opsAuth } from '../../platform/ops-auth.ts';

const TAGS = ['ops-content'];

/** Console, events: dates, banner and on/off of each event, and operators' event pages; role catalogue and admin. */
export function promoEventsOpsRoutes(base: FastifyInstance, s: Services) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const guard = opsAuth(s, ['catalogue']);
  app.get('/api/ops/events', { onRequest: guard, schema: { tags: TAGS, response: { 200: envelope(z.array(OpsPromoEvent)) } } }, async () =>
    ok(await s.promoEvents.opsList()),
  );
  app.post(
    '/api/ops/events/:id',
    { onRequest: guard, schema: { tags: TAGS, params: IdParam, body: OpsPromoEventBody, response: { 200: envelope(OpsPromoEvent) } } },
    async (req) => ok(await s.promoEvents.update(operatorOf(req), req.params.id, req.body)),
  );
  // operators' event pages (docs/events.md#event-pages): a new event with its content, and new content
  app.post(
    '/api/ops/events',
    { onRequest: guard, schema: { tags: TAGS, body: OpsEventCreate, response: { 200: envelope(OpsPromoEvent) } } },
    async (req) => ok(await s.eventPages.create(operatorOf(req), req.body)),
  );
  app.post(
    '/api/ops/events/:id/page',
    { onRequest: guard, schema: { tags: TAGS, params: IdParam, body: OpsEventPageBody, response: { 200: envelope(OpsPromoEvent) } } },
    async (req) => ok(await s.eventPages.updatePage(operatorOf(req), req.params.id, req.body.page)),
  );
}
