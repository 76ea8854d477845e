import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelope, OrderNoParam, PayOrder, SandboxCardBody, SandboxSession } from '@hapa/contracts';
import { ok } from '../../http/envelope.ts';
import { rateLimit, type Services } from '../../http/context.ts';

/**
 * The sandbox checkout (PAYMENTS_MODE=sandbox; architecture.md "Payments"): the hosted test page at
 * /sandbox/checkout/{orderNo} reads the session and confirms, declines or pays with a test card. No auth:
 * the random order number is the capability, and only test orders (run on the sandbox) are accepted;
 * others answer 400 pay.error.method_unsupported.
 */
export function sandboxRoutes(base: FastifyInstance, s: Services) {
  const app = base.withTypeProvider<ZodTypeProvider>();

  /** What to show for the test order, by method (card form, PayPal, crypto, Binance, M-PESA STK, TON). */
  app.get(
    '/api/pay/sandbox/:orderNo/session',
    { schema: { tags: ['pay'], params: OrderNoParam, response: { 200: envelope(SandboxSession) } } },
    async (req) => ok(await s.payments.sandbox.session(req.params.orderNo)),
  );

  /** confirm = paid, decline = failed: a signed sandbox webhook through the same path as real providers. */
  for (const [action, status] of [
    ['confirm', 'paid'],
    ['decline', 'failed'],
  ] as const) {
    app.post(
      `/api/pay/sandbox/:orderNo/${action}`,
      {
        schema: { tags: ['pay'], params: OrderNoParam, response: { 200: envelope(PayOrder) } },
        config: rateLimit(s),
      },
      async (req) => ok(await s.payments.completeSandboxCheckout(req.params.orderNo, status)),
    );
  }

  /** The test card form: pays, or answers error.wooshpay.card_error for the declining test cards. */
  app.post(
    '/api/pay/sandbox/:orderNo/card',
    {
      schema: { tags: ['pay'], params: OrderNoParam, body: SandboxCardBody, response: { 200: envelope(PayOrder) } },
      config: rateLimit(s),
    },
    async (req) => ok(await s.payments.sandbox.payWithCard(req.params.orderNo, req.body)),
  );

  /** The Binance test QR code (SVG image). */
  app.get('/api/pay/sandbox/:orderNo/qrcode.svg', { schema: { tags: ['pay'], params: OrderNoParam } }, async (req, reply) =>
    reply
      .type('image/svg+xml')
      .header('cache-control', 'no-store')
      .send(await s.payments.sandbox.qrcodeSvg(req.params.orderNo)),
  );
}
