import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CardSupport,
  CardSupportBody,
  TopUpPromotion,
  CheckoutInit,
  envelope,
  OrderIdParam,
  PayOrder,
  TradeConfirmBody,
  TradeOrderBody,
  TradeResult,
  TradeSubmitBody,
} from '@hapa/contracts';
import { ok } from '../../http/envelope.ts';
import { requireUser } from '../../http/auth.ts';
import { rateLimit, type Services } from '../../http/context.ts';

/**
 * Card trade API (docs/product/endpoints.md#payments) for the wooshpay page: init, BIN check, submit, 3-D Secure confirm,
 * cancel. Auth: the order's owner (the BIN check needs none). Errors: see CardTradeService.
 */
export function cardTradeRoutes(base: FastifyInstance, s: Services) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const trade = s.payments.cardTrade;

  app.post(
    '/api/pay/check_card_support',
    { schema: { tags: ['pay'], body: CardSupportBody, response: { 200: envelope(CardSupport) } }, config: rateLimit(s) },
    async (req) => ok(trade.checkCardSupport(req.body.cardNumber)),
  );

  /** The running top-up promotion with the player's drawn discount (docs/product/constants.md#top-up-and-deposits random discounts). Auth optional. */
  app.get('/api/pay/promotion', { schema: { tags: ['pay'], response: { 200: envelope(TopUpPromotion.nullable()) } } }, async (req) =>
    ok(await s.payments.promotions.current(req.user?.id ?? null)),
  );

  app.post(
    '/api/pay/checkout/init',
    { schema: { tags: ['pay'], body: TradeOrderBody, response: { 200: envelope(CheckoutInit) } } },
    async (req) => ok(await trade.init(requireUser(req).id, req.body.orderNo)),
  );

  app.post(
    '/api/pay/trade/v2/submit',
    { schema: { tags: ['pay'], body: TradeSubmitBody, response: { 200: envelope(TradeResult) } }, config: rateLimit(s) },
    async (req) => ok(await trade.submit(requireUser(req).id, req.body)),
  );

  app.post(
    '/api/pay/trade/v2/confirm',
    { schema: { tags: ['pay'], body: TradeConfirmBody, response: { 200: envelope(TradeResult) } }, config: rateLimit(s) },
    async (req) => ok(await trade.confirm(requireUser(req).id, req.body)),
  );

  app.post(
    '/api/pay/:id/card/cancel',
    { schema: { tags: ['pay'], params: OrderIdParam, response: { 200: envelope(PayOrder) } }, config: rateLimit(s) },
    async (req) => ok(await trade.cancel(requireUser(req).id, req.params.id)),
  );
}
