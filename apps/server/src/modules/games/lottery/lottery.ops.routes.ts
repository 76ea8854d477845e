import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelope, OpsLotterySettings } from '@hapa/contracts';
import { ok } from '../../../http/envelope.ts';
import type { Services } from '../../../http/context.ts';
import { operatorOf, opsAuth } from '../../../platform/ops-auth.ts';

const TAGS = ['ops'];

/** Console: the daily lottery settings (price, draw time, edge, guaranteed pool, prize table, ticket limit): finance and admin. */
export function lotteryOpsRoutes(base: FastifyInstance, s: Services) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const finance = opsAuth(s, ['finance']);
  app.get(
    '/api/ops/games/lottery',
    { onRequest: finance, schema: { tags: TAGS, response: { 200: envelope(OpsLotterySettings) } } },
    async () => ok(await s.lottery.opsSettings()),
  );
  app.post(
    '/api/ops/games/lottery',
    { onRequest: finance, schema: { tags: TAGS, body: OpsLotterySettings, response: { 200: envelope(OpsLotterySettings) } } },
    async (req) => ok(await s.lottery.updateSettings(req.body, operatorOf(req))),
  );
}
