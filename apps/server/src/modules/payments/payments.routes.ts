import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DepositConfig, envelope, OrderNoParam, PayOrder, PrepayBody, PrepayResult } from '@hapa/contracts';
import { ok } from '../../http/envelope.ts';
import { requireUser } from '../../http/auth.ts';
import { rateLimit, type Services } from '../../http/context.ts';
import type { PayMethodKey } from './providers/types.ts';

const PayTypeParam = z.object({ payType: z.enum(['sandbox', 'stripe', 'wooshpay', 'coinbase', 'binance', 'paypal', 'ton', 'mpesa']) });

/** Spec §7 Payments calls; webhooks take the raw body so signatures verify byte for byte. */
export function paymentsRoutes(base: FastifyInstance, s: Services) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  app.get('/api/pay/config/v4', { schema: { tags: ['pay'], response: { 200: envelope(DepositConfig) } } }, async (req) =>
    ok(await s.payments.config(req.user?.id ?? null)));
  app.post('/api/pay/:payType/prepay', {
    schema: { tags: ['pay'], params: PayTypeParam, body: PrepayBody, response: { 200: envelope(PrepayResult) } },
    config: rateLimit(s),
  }, async (req) => {
    const user = requireUser(req);
    const info = await s.auth.baseInfo(user.id);
    return ok(await s.payments.prepay(user.id, info.canCharge, req.params.payType, req.body.amount, { mobile: req.body.mobile, email: user.email }));
  });
  app.get('/api/pay/order/:orderNo', { schema: { tags: ['pay'], params: OrderNoParam, response: { 200: envelope(PayOrder) } } }, async (req) =>
    ok(await s.payments.order(req.params.orderNo)));
  for (const [action, status] of [['confirm', 'paid'], ['decline', 'failed']] as const) {
    app.post(`/api/pay/sandbox/:orderNo/${action}`, {
      schema: { tags: ['pay'], params: OrderNoParam, response: { 200: envelope(PayOrder) } },
      config: rateLimit(s),
    }, async (req) => ok(await s.payments.completeSandboxCheckout(req.params.orderNo, status)));
  }
  base.register(async (scoped) => {
    scoped.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 256 * 1024 }, (_req, body, done) => done(null, body));
    scoped.removeContentTypeParser('application/json');
    scoped.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 256 * 1024 }, (_req, body, done) => done(null, body));
    scoped.withTypeProvider<ZodTypeProvider>().post('/api/pay/:payType/webhook', {
      schema: { tags: ['pay'], params: PayTypeParam, response: { 200: envelope(z.object({ outcome: z.string(), orderNo: z.string() })) } },
    }, async (req) => {
      const rawBody = typeof req.body === 'string' ? req.body : '';
      const query = req.query as Record<string, string | undefined>;
      const headers = { ...req.headers, 'x-callback-token': query.token ?? req.headers['x-callback-token'] };
      return ok(await s.payments.handleWebhook(req.params.payType as PayMethodKey, { headers, rawBody }));
    });
  });
}
