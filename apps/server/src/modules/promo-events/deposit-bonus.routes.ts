import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { DepositBonusInfo, envelope } from '@hapa/contracts';
import { ok } from '../../http/envelope.ts';
import type { Services } from '../../http/context.ts';

/** The /deposit-bonus event page's call (issue 16; signed in or not). */
export function depositBonusRoutes(base: FastifyInstance, s: Services) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  app.get('/api/deposit-bonus/info', { schema: { tags: ['events'], response: { 200: envelope(DepositBonusInfo) } } }, async (req) => ok(await s.depositBonus.info(req.user?.id ?? null)));
}
