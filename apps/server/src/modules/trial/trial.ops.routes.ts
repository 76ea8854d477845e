import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelope, OpsTrialSettings } from '@hapa/contracts';
import { ok } from '../../http/envelope.ts';
import type { Services } from '../../http/context.ts';
import { operatorOf, opsAuth } from '../../platform/ops-auth.ts';

const TAGS = ['ops'];

/** Lucky Trial settings in the console (docs/architecture/console.md): finance (the discount is money), with an audit row per change. */
export function trialOpsRoutes(base: FastifyInstance, s: Services) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const finance = opsAuth(s, ['finance']);
  app.get('/api/ops/games/trial', { onRequest: finance, schema: { tags: TAGS, response: { 200: envelope(OpsTrialSettings) } } }, async () =>
    ok(await s.trial.opsSettings()),
  );
  app.post(
    '/api/ops/games/trial',
    { onRequest: finance, schema: { tags: TAGS, body: OpsTrialSettings, response: { 200: envelope(OpsTrialSettings) } } },
    async (req) => ok(await s.trial.updateSettings(req.body, operatorOf(req))),
  );
}
