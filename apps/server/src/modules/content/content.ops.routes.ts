import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, IdParam, OpsBanner, OpsBannerBody } from '@hapa/contracts';
import { ok } from '../../http/envelope.ts';
import type { Services } from '../../http/context.ts';
import { operatorOf, opsAuth } from '../../platform/ops-auth.ts';

const TAGS = ['ops-content'];

/** Operator console, content (docs/architecture/console.md): home banners and pops (role `catalogue`; admin passes every check). */
export function contentOpsRoutes(base: FastifyInstance, s: Services) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const guard = opsAuth(s, ['catalogue']);
  app.get(
    '/api/ops/content/banners',
    { onRequest: guard, schema: { tags: TAGS, response: { 200: envelope(z.array(OpsBanner)) } } },
    async () => ok(await s.content.list()),
  );
  app.post(
    '/api/ops/content/banners',
    { onRequest: guard, schema: { tags: TAGS, body: OpsBannerBody, response: { 200: envelope(OpsBanner) } } },
    async (req) => ok(await s.content.create(operatorOf(req), req.body)),
  );
  app.post(
    '/api/ops/content/banners/:id',
    { onRequest: guard, schema: { tags: TAGS, params: IdParam, body: OpsBannerBody, response: { 200: envelope(OpsBanner) } } },
    async (req) => ok(await s.content.update(operatorOf(req), req.params.id, req.body)),
  );
  app.post(
    '/api/ops/content/banners/:id/delete',
    { onRequest: guard, schema: { tags: TAGS, params: IdParam, response: { 200: envelope(z.null()) } } },
    async (req) => {
      await s.content.remove(operatorOf(req), req.params.id);
      return ok(null);
    },
  );
}
