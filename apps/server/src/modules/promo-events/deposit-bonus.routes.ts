import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DepositBonusInfo, DevActiveSet, envelope } from '@hapa/contracts';
import { ok } from '../../http/envelope.ts';
import type { Services } from '../../http/context.ts';

/** The /deposit-bonus event page's call (docs/events.md; signed in or not). */
export function depositBonusRoutes(base: FastifyInstance, s: Services) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  if (s.config.NODE_ENV !== 'production') {
    // tests and the e2e journeys switch the seeded (off) event on or off without a console session
    app.post(
      '/api/dev/deposit-bonus/active',
      {
        schema: { tags: ['dev'], body: z.object({ active: z.boolean() }), response: { 200: envelope(DevActiveSet) } },
      },
      async (req) => ok({ active: await s.depositBonus.setActiveForTests(req.body.active) }),
    );
  }
  app.get('/api/deposit-bonus/info', { schema: { tags: ['events'], response: { 200: envelope(DepositBonusInfo) } } }, async (req) =>
    ok(await s.depositBonus.info(req.user?.id ?? null)),
  );
}
