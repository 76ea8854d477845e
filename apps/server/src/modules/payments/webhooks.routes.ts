import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, PayTypeKey, WebhookOutcomeBody } from '@hapa/contracts';
import { ok } from '../../http/envelope.ts';
import type { Services } from '../../http/context.ts';
import { BINANCE_WEBHOOK_ACK } from './providers/binance.ts';
import { MPESA_CALLBACK_ACK } from './providers/mpesa.ts';
import type { PayMethodKey } from './providers/types.ts';

const PayTypeParam = z.object({ payType: PayTypeKey });
const WebhookAnswer = z.union([
  envelope(WebhookOutcomeBody),
  z.object({ returnCode: z.string(), returnMessage: z.null() }),
  z.object({ ResultCode: z.number(), ResultDesc: z.string() }),
]);

/**
 * Provider webhooks (architecture.md "Payments"), raw body so signatures verify byte for byte:
 * POST /api/pay/{payType}/webhook, and POST /api/pay/lipa/callback for M-PESA (Daraja refuses callback URLs
 * naming "mpesa"). The callback token comes as `?token=` (M-PESA) or header `x-callback-token`.
 * Answers: Binance gets `{"returnCode":"SUCCESS","returnMessage":null}`, Daraja `{"ResultCode":0,"ResultDesc":"Accepted"}`,
 * others our envelope `{code: 0, data: {outcome, orderNo}}`; a bad signature is 400 `pay.error.signature`
 * (nothing recorded), an amount/currency or CheckoutRequestID mismatch 400 (recorded, logged, not credited).
 */
export function webhookRoutes(base: FastifyInstance, s: Services) {
  base.register(async (scoped) => {
    scoped.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 256 * 1024 }, (_req, body, done) => done(null, body));
    scoped.removeContentTypeParser('application/json');
    scoped.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 256 * 1024 }, (_req, body, done) => done(null, body));
    const app = scoped.withTypeProvider<ZodTypeProvider>();
    const handle = async (
      payType: PayMethodKey,
      rawBody: unknown,
      headers: Record<string, string | string[] | undefined>,
      query: Record<string, string | undefined>,
    ) => {
      const withToken = { ...headers, 'x-callback-token': query.token ?? headers['x-callback-token'] };
      const res = await s.payments.handleWebhook(payType, { headers: withToken, rawBody: typeof rawBody === 'string' ? rawBody : '' });
      if (payType === 'binance') return BINANCE_WEBHOOK_ACK;
      if (payType === 'mpesa') return MPESA_CALLBACK_ACK;
      return ok(res);
    };
    app.post(
      '/api/pay/:payType/webhook',
      { schema: { tags: ['pay'], params: PayTypeParam, response: { 200: WebhookAnswer } } },
      async (req) => handle(req.params.payType, req.body, req.headers, req.query as Record<string, string | undefined>),
    );
    app.post('/api/pay/lipa/callback', { schema: { tags: ['pay'], response: { 200: WebhookAnswer } } }, async (req) =>
      handle('mpesa', req.body, req.headers, req.query as Record<string, string | undefined>),
    );
  });
}
