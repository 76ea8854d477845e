import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelope, RecoveryBody, RecoveryResponse, StoreList, StoreListQuery } from '@hapa/contracts';
import { ok } from '../../http/envelope.ts';
import { requireUser } from '../../http/auth.ts';
import { rateLimit, type Services } from '../../http/context.ts';

/** /user/store/* calls (docs/product/endpoints.md#items). */
export function storeRoutes(base: FastifyInstance, s: Services) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/user/store/list',
    { schema: { tags: ['store'], querystring: StoreListQuery, response: { 200: envelope(StoreList) } } },
    async (req) => ok(await s.store.list(requireUser(req).id, req.query.status, req.query.page, req.query.pageSize)),
  );
  app.post(
    '/api/user/store/recovery',
    {
      schema: { tags: ['store'], body: RecoveryBody, response: { 200: envelope(RecoveryResponse) } },
      config: rateLimit(s),
    },
    async (req) => ok(await s.store.recover(requireUser(req).id, req.body.ids)),
  );
}
