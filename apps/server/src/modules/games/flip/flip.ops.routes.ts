import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelope, OpsFlipSettings, OpsFlipView } from '@hapa/contracts';
import { ok } from '../../../http/envelope.ts';
import type { Services } from '../../../http/context.ts';
import { operatorOf, opsAuth } from '../../../platform/ops-auth.ts';

const TAGS = ['ops'];

/** Console (finance): the flip prize list and the double guess edge and time limits, audited (docs/architecture/console.md). */
export function flipOpsRoutes(base: FastifyInstance, s: Services) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const finance = opsAuth(s, ['finance']);
  app.get('/api/ops/games/flip', { onRequest: finance, schema: { tags: TAGS, response: { 200: envelope(OpsFlipView) } } }, async () =>
    ok(await s.flip.opsView()),
  );
  app.post(
    '/api/ops/games/flip',
    { onRequest: finance, schema: { tags: TAGS, body: OpsFlipSettings, response: { 200: envelope(OpsFlipView) } } },
    async (req) => ok(await s.flip.updateSettings(req.body, operatorOf(req))),
  );
}
