import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '@hapa/contracts';
import { ok } from '../../http/envelope.ts';
import type { Services } from '../../http/context.ts';

const ProviderParam = z.object({ provider: z.enum(['sandbox', 'nowpayments']) });
const PayoutWebhookAnswer = envelope(
  z.object({ outcome: z.enum(['paid', 'failed', 'ignored']), withdrawalId: z.number().int().nullable() }),
);

/**
 * Payout provider webhooks (docs/payments.md#payouts), raw body so signatures verify byte for byte:
 * POST /api/payout/{provider}/webhook. A missing or wrong signature is 401 `payout.error.signature` (nothing changes),
 * a provider not in use 404 `payout.error.provider`; otherwise `{outcome, withdrawalId}` (a repeat is `ignored`).
 */
export function payoutRoutes(base: FastifyInstance, s: Services) {
  base.register(async (scoped) => {
    scoped.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 64 * 1024 }, (_req, body, done) => done(null, body));
    scoped.removeContentTypeParser('application/json');
    scoped.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 64 * 1024 }, (_req, body, done) => done(null, body));
    const app = scoped.withTypeProvider<ZodTypeProvider>();
    app.post(
      '/api/payout/:provider/webhook',
      { schema: { tags: ['pay'], params: ProviderParam, response: { 200: PayoutWebhookAnswer } } },
      async (req) => ok(await s.withdrawals.payoutWebhook(req.params.provider, typeof req.body === 'string' ? req.body : '', req.headers)),
    );
  });
}
