import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, OpsFreeBox, OpsFreeBoxCreate, OpsFreeBoxList, OpsFreeBoxRule } from '@hapa/contracts';
import { ok } from '../../http/envelope.ts';
import type { Services } from '../../http/context.ts';
import { operatorOf, opsAuth } from '../../platform/ops-auth.ts';

const TAGS = ['ops-catalogue'];
const BoxIdParam = z.object({ boxId: z.coerce.number().int().min(1).max(2_147_483_647) });

/** Console, free boxes (docs/free-boxes.md#console): each free box's kind, conditions and dates; role catalogue, audited. */
export function freeBoxesOpsRoutes(base: FastifyInstance, s: Services) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const guard = opsAuth(s, ['catalogue']);
  app.get('/api/ops/free-boxes', { onRequest: guard, schema: { tags: TAGS, response: { 200: envelope(OpsFreeBoxList) } } }, async () =>
    ok(await s.freeBoxes.opsList()),
  );
  app.post(
    '/api/ops/free-boxes',
    { onRequest: guard, schema: { tags: TAGS, body: OpsFreeBoxCreate, response: { 200: envelope(OpsFreeBox) } } },
    async (req) => ok(await s.freeBoxes.opsCreate(operatorOf(req), req.body)),
  );
  app.post(
    '/api/ops/free-boxes/:boxId',
    { onRequest: guard, schema: { tags: TAGS, params: BoxIdParam, body: OpsFreeBoxRule, response: { 200: envelope(OpsFreeBox) } } },
    async (req) => ok(await s.freeBoxes.opsUpdate(operatorOf(req), req.params.boxId, req.body)),
  );
}
