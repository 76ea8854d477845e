import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { DepositBonusConfig, envelope } from '@hapa/contracts';
import { ok } from '../../http/envelope.ts';
import type { Services } from '../../http/context.ts';
import { opsAuth, operatorOf } from '../../platform/ops-auth.ts';

/** Console: the deposit bonus tiers and cap (role catalogue, as the events page; admin passes), audited. */
export function depositBonusOpsRoutes(base: FastifyInstance, s: Services) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const guard = opsAuth(s, ['catalogue']);
  const tags = ['ops-content'];
  app.get('/api/ops/deposit-bonus', { onRequest: guard, schema: { tags, response: { 200: envelope(DepositBonusConfig) } } }, async () =>
    ok(await s.depositBonus.opsConfig()),
  );
  app.post(
    '/api/ops/deposit-bonus',
    { onRequest: guard, schema: { tags, body: DepositBonusConfig, response: { 200: envelope(DepositBonusConfig) } } },
    async (req) => ok(await s.depositBonus.setConfig(operatorOf(req), req.body)),
  );
}
