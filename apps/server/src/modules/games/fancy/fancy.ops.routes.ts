import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelope, OpsFancySettings, OpsFancyView } from '@hapa/contracts';
import { ok } from '../../../http/envelope.ts';
import type { Services } from '../../../http/context.ts';
import { operatorOf, opsAuth } from '../../../platform/ops-auth.ts';

const TAGS = ['ops'];

/** Console (finance): Fancy Cards pack prices, cards per pack, shard values, craft prices and set prizes, audited (docs/architecture/console.md). */
export function fancyOpsRoutes(base: FastifyInstance, s: Services) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const finance = opsAuth(s, ['finance']);
  app.get('/api/ops/games/fancy', { onRequest: finance, schema: { tags: TAGS, response: { 200: envelope(OpsFancyView) } } }, async () =>
    ok(await s.fancy.opsView()),
  );
  app.post(
    '/api/ops/games/fancy',
    { onRequest: finance, schema: { tags: TAGS, body: OpsFancySettings, response: { 200: envelope(OpsFancyView) } } },
    async (req) => ok(await s.fancy.updateSettings(req.body, operatorOf(req))),
  );
}
