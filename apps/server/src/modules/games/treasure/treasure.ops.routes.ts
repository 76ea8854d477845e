import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelope, IdParam, OpsTreasureCreateBody, OpsTreasureSettings, OpsTreasureUpdateBody, OpsTreasureView } from '@hapa/contracts';
import { ok } from '../../../http/envelope.ts';
import type { Services } from '../../../http/context.ts';
import { operatorOf, opsAuth } from '../../../platform/ops-auth.ts';

/** Console (finance: edges are money): treasure hunter settings and treasure rows, each change audited. */
export function treasureOpsRoutes(base: FastifyInstance, s: Services) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const finance = opsAuth(s, ['finance']);
  const TAGS = ['ops'];
  app.get(
    '/api/ops/games/treasure',
    { onRequest: finance, schema: { tags: TAGS, response: { 200: envelope(OpsTreasureView) } } },
    async () => ok(await s.treasure.opsView()),
  );
  app.post(
    '/api/ops/games/treasure',
    { onRequest: finance, schema: { tags: TAGS, body: OpsTreasureSettings, response: { 200: envelope(OpsTreasureView) } } },
    async (req) => ok(await s.treasure.updateSettings(req.body, operatorOf(req))),
  );
  app.post(
    '/api/ops/games/treasure/treasures',
    { onRequest: finance, schema: { tags: TAGS, body: OpsTreasureCreateBody, response: { 200: envelope(OpsTreasureView) } } },
    async (req) => ok(await s.treasure.createTreasure(req.body, operatorOf(req))),
  );
  app.post(
    '/api/ops/games/treasure/treasures/:id',
    {
      onRequest: finance,
      schema: { tags: TAGS, params: IdParam, body: OpsTreasureUpdateBody, response: { 200: envelope(OpsTreasureView) } },
    },
    async (req) => ok(await s.treasure.updateTreasure(req.params.id, req.body, operatorOf(req))),
  );
}
