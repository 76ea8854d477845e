import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelope, OpsVipLevelsBody, OpsVipSettings, OpsVipView } from '@hapa/contracts';
import { ok } from '../../http/envelope.ts';
import type { Services } from '../../http/context.ts';
import { operatorOf, opsAuth } from '../../platform/ops-auth.ts';

const TAGS = ['ops'];

/** The VIP table and the progression settings in the console (docs/architecture/console.md): finance (rates are money) and admin. */
export function vipOpsRoutes(base: FastifyInstance, s: Services) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const finance = opsAuth(s, ['finance']);
  app.get('/api/ops/vip', { onRequest: finance, schema: { tags: TAGS, response: { 200: envelope(OpsVipView) } } }, async () =>
    ok(await s.vip.opsView()),
  );
  app.post(
    '/api/ops/vip/levels',
    { onRequest: finance, schema: { tags: TAGS, body: OpsVipLevelsBody, response: { 200: envelope(OpsVipView) } } },
    async (req) => ok(await s.vip.replaceTable(req.body.levels, operatorOf(req))),
  );
  app.post(
    '/api/ops/vip/settings',
    { onRequest: finance, schema: { tags: TAGS, body: OpsVipSettings, response: { 200: envelope(OpsVipView) } } },
    async (req) => ok(await s.vip.updateSettings(req.body, operatorOf(req))),
  );
}
