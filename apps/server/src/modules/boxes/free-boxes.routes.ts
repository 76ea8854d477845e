import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelope, FreeBoxList, FreeClaimBody, FreeInfo, OpenResponse } from '@hapa/contracts';
import { ok } from '../../http/envelope.ts';
import { requireUser } from '../../http/auth.ts';
import { rateLimit, type Services } from '../../http/context.ts';

const tags = ['free'];

/** The free boxes (docs/product/routes.md#free /free, docs/product/endpoints.md#games POST /free/mystery/claim, docs/product/errors.md free boxes; docs/free-boxes.md). */
export function freeBoxesRoutes(base: FastifyInstance, s: Services) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  app.get('/api/free/list', { schema: { tags, response: { 200: envelope(FreeBoxList) } } }, async (req) =>
    ok(await s.freeBoxes.list(req.user?.id ?? null)),
  );
  app.get('/api/free/info', { schema: { tags, response: { 200: envelope(FreeInfo) } } }, async (req) =>
    ok(await s.freeBoxes.info(req.user?.id ?? null)),
  );
  app.post(
    '/api/free/mystery/claim',
    { schema: { tags, body: FreeClaimBody, response: { 200: envelope(OpenResponse) } }, config: rateLimit(s) },
    async (req) => ok(await s.freeBoxes.claim(requireUser(req), req.body?.boxId)),
  );
}
