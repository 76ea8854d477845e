import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelope, OpsMoneyRules, OpsMoneyRulesView } from '@hapa/contracts';
import { ok } from '../../http/envelope.ts';
import type { Services } from '../../http/context.ts';
import { operatorOf, opsAuth } from '../../platform/ops-auth.ts';

const TAGS = ['ops'];

/**
 * The console money rule table (docs/security.md#console-money-rules): the roles that move money (finance,
 * fulfilment) read it with their own limits; admin replaces it (audited 'setting.update').
 */
export function moneyRulesOpsRoutes(base: FastifyInstance, s: Services) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/ops/money/rules',
    { onRequest: opsAuth(s, ['finance', 'fulfilment']), schema: { tags: TAGS, response: { 200: envelope(OpsMoneyRulesView) } } },
    async (req) => ok(await s.moneyGuard.view(operatorOf(req))),
  );
  app.post(
    '/api/ops/money/rules',
    { onRequest: opsAuth(s, ['admin']), schema: { tags: TAGS, body: OpsMoneyRules, response: { 200: envelope(OpsMoneyRulesView) } } },
    async (req) => ok(await s.moneyGuard.setRules(operatorOf(req), req.body)),
  );
}
