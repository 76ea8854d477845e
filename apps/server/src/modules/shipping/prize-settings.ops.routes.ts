import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelope, OpsPrizeRates, OpsShippingSettings } from '@hapa/contracts';
import { ok } from '../../http/envelope.ts';
import type { Services } from '../../http/context.ts';
import { operatorOf, opsAuth } from '../../platform/ops-auth.ts';

const TAGS = ['ops'];

/**
 * Prize settings in the console (docs/architecture/console.md, README "Prizes"): shipping fee rule, countries and carriers (role
 * fulfilment) and the exchange rates and voucher expiry (role finance; admin passes both). Each save is audited
 * in its own transaction (PrizeSettingsConsole).
 */
export function prizeSettingsOpsRoutes(base: FastifyInstance, s: Services) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const c = s.prizes.settingsConsole;
  const fulfilment = opsAuth(s, ['fulfilment']);
  const finance = opsAuth(s, ['finance']);
  app.get(
    '/api/ops/prizes/shipping',
    { onRequest: fulfilment, schema: { tags: TAGS, response: { 200: envelope(OpsShippingSettings) } } },
    async () => ok(await c.shipping()),
  );
  app.post(
    '/api/ops/prizes/shipping',
    { onRequest: fulfilment, schema: { tags: TAGS, body: OpsShippingSettings, response: { 200: envelope(OpsShippingSettings) } } },
    async (req) => ok(await c.updateShipping(operatorOf(req), req.body)),
  );
  app.get('/api/ops/prizes/rates', { onRequest: finance, schema: { tags: TAGS, response: { 200: envelope(OpsPrizeRates) } } }, async () =>
    ok(await c.rates()),
  );
  app.post(
    '/api/ops/prizes/rates',
    { onRequest: finance, schema: { tags: TAGS, body: OpsPrizeRates, response: { 200: envelope(OpsPrizeRates) } } },
    async (req) => ok(await c.updateRates(operatorOf(req), req.body)),
  );
}
