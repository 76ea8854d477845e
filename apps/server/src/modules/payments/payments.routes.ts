import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CryptoCodeParam,
  CryptoCurrencyList,
  CryptoOrder,
  CryptoPrice,
  DepositConfig,
  DepositQuote,
  DepositQuoteQuery,
  envelope,
  MethodPrepayBody,
  OrderNoParam,
  PageQuery,
  PayHistory,
  PayOrder,
  PayTypeKey,
  PrepayBody,
  PrepayResult,
} from '@hapa/contracts';
import { ok } from '../../http/envelope.ts';
import { requireUser } from '../../http/auth.ts';
import { rateLimit, type Services } from '../../http/context.ts';
import { cardTradeRoutes } from './card-trade.routes.ts';
import { giftBeanRoutes } from './gift-bean.routes.ts';
import { sandboxRoutes } from './sandbox.routes.ts';
import { webhookRoutes } from './webhooks.routes.ts';
import { siteCodeOf } from './site-code.ts';
import { methodKeyOfCode } from './pay-methods.ts';
import { AppError } from '../../http/app-error.ts';
import type { FastifyRequest } from 'fastify';

const PayTypeParam = z.object({ payType: PayTypeKey });
const SiteQuery = z.object({ siteCode: z.string().max(8).optional() });

/**
 * Payments calls (docs/product/endpoints.md#payments). Amounts in coin units (2 decimals) of the named currency; errors are the
 * `{code, msg}` envelope with the keys listed on each service method (packages/contracts errors.ts).
 */
export function paymentsRoutes(base: FastifyInstance, s: Services) {
  const app = base.withTypeProvider<ZodTypeProvider>();

  /** Deposit config (docs/product/entities.md#deposits): methods with quick amounts and rewards, tiers, first top-up, retain box. Auth optional. */
  app.get(
    '/api/pay/config/v4',
    { schema: { tags: ['pay'], querystring: SiteQuery, response: { 200: envelope(DepositConfig) } } },
    async (req) => ok(await s.payments.config(req.user?.id ?? null, siteCodeOf(req))),
  );

  /** Prepay for `payType` (a method key) with the request's player, site and referEvent (both prepay routes). */
  const prepay = async (req: FastifyRequest, payType: string, body: PrepayBody) => {
    const user = requireUser(req);
    s.attribution.assertAppSupports(req.headers); // a legacy 1.0.x app shell: app_version.not_support (docs/product/roles.md#app-shell-and-telegram)
    const info = await s.auth.baseInfo(user.id);
    const referEvent = req.headers.referevent;
    const result = await s.payments.prepay(user.id, info.canCharge, payType, {
      ...body,
      email: user.email,
      siteCode: siteCodeOf(req),
      referEvent: typeof referEvent === 'string' ? referEvent.slice(0, 200) : undefined,
    });
    await s.attribution.recordDeposit(user.id, result.orderNo, req.headers, req.log); // docs/product/endpoints.md#conventions headers, one row per order
    return result;
  };

  /**
   * Prepay by method code (docs/product/endpoints.md#payments /pay/method/prepay): the body's numeric `payType` (a method's payTypeCode
   * in /pay/config/v4) picks the method, then the same flow as the keyed route. Auth.
   * Registered before the keyed route; find-my-way matches the static `method` segment first anyway.
   */
  app.post(
    '/api/pay/method/prepay',
    {
      schema: { tags: ['pay'], querystring: SiteQuery, body: MethodPrepayBody, response: { 200: envelope(PrepayResult) } },
      config: rateLimit(s),
    },
    async (req) => {
      requireUser(req);
      const { payType, ...body } = req.body;
      const key = methodKeyOfCode(payType);
      if (!key) throw new AppError('pay.error.method_unsupported');
      return ok(await prepay(req, key, body));
    },
  );

  /** Prepay (docs/product/endpoints.md#payments, docs/product/states.md#payments): creates the order and says where to pay. Auth. */
  app.post(
    '/api/pay/:payType/prepay',
    {
      schema: { tags: ['pay'], params: PayTypeParam, querystring: SiteQuery, body: PrepayBody, response: { 200: envelope(PrepayResult) } },
      config: rateLimit(s),
    },
    async (req) => ok(await prepay(req, req.params.payType, req.body)),
  );

  /**
   * The quote of a deposit (docs/payments.md#deposit-parts): every part a deposit of `amount` with `payType` would
   * credit now (the top-up form's summary), by the function the crediting uses. Same amount rules as the prepay. Auth.
   */
  app.get(
    '/api/pay/:payType/quote',
    {
      schema: {
        tags: ['pay'],
        params: PayTypeParam,
        querystring: DepositQuoteQuery.extend(SiteQuery.shape),
        response: { 200: envelope(DepositQuote) },
      },
    },
    async (req) => {
      const user = requireUser(req);
      const info = await s.auth.baseInfo(user.id);
      const { siteCode: _site, ...q } = req.query;
      return ok(await s.payments.checkout.quote(user.id, info.canCharge, req.params.payType, { ...q, siteCode: siteCodeOf(req) }));
    },
  );

  /** Order check (return with orderNo, docs/product/states.md#payments): paid | pending | failed | expired. No auth (the order number is random). */
  app.get(
    '/api/pay/order/:orderNo',
    { schema: { tags: ['pay'], params: OrderNoParam, response: { 200: envelope(PayOrder) } } },
    async (req) => ok(await s.payments.order(req.params.orderNo)),
  );

  /** PayPal return: captures the approved order (idempotent), then reads it. No auth. */
  app.post(
    '/api/pay/paypal/:orderNo/capture',
    {
      schema: { tags: ['pay'], params: OrderNoParam, response: { 200: envelope(PayOrder) } },
      config: rateLimit(s),
    },
    async (req) => {
      await s.payments.settlement.capturePaypal(req.params.orderNo);
      return ok(await s.payments.order(req.params.orderNo));
    },
  );

  /** Crypto pickers (docs/product/entities.md#deposits Crypto currency). */
  app.get('/api/pay/crypto_currencies', { schema: { tags: ['pay'], response: { 200: envelope(CryptoCurrencyList) } } }, async () =>
    ok(s.payments.crypto.list()),
  );

  /** Crypto price (docs/product/entities.md#deposits): USD price, the coin's minimum deposit and amount precision. */
  app.get(
    '/api/pay/crypto_price/:code',
    { schema: { tags: ['pay'], params: CryptoCodeParam, response: { 200: envelope(CryptoPrice) } } },
    async (req) => ok(await s.payments.crypto.livePriceOf(req.params.code)),
  );

  /** The player's crypto / TON order for /user/crypto-payment-order. Auth. */
  app.get(
    '/api/pay/crypto_order/:orderNo',
    { schema: { tags: ['pay'], params: OrderNoParam, response: { 200: envelope(CryptoOrder) } } },
    async (req) => ok(await s.payments.views.cryptoOrder(requireUser(req).id, req.params.orderNo)),
  );

  /** The player's orders, newest first, paged. Auth. */
  app.get(
    '/api/pay/history/v2',
    { schema: { tags: ['pay'], querystring: PageQuery, response: { 200: envelope(PayHistory) } } },
    async (req) => ok(await s.payments.views.history(requireUser(req).id, req.query.page, req.query.pageSize)),
  );

  sandboxRoutes(base, s);
  giftBeanRoutes(base, s);
  webhookRoutes(base, s);
  cardTradeRoutes(base, s);
}
