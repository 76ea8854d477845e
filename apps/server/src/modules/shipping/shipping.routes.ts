import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  envelope,
  Order,
  OrderIdBody,
  OrderIdQuery,
  OrderList,
  OrderListQuery,
  ShipBody,
  ShippingConfig,
  ShipResponse,
} from '@hapa/contracts';
import { ok } from '../../http/envelope.ts';
import { requireUser } from '../../http/auth.ts';
import { rateLimit, type Services } from '../../http/context.ts';

const IdempotencyHeader = z.object({ 'idempotency-key': z.string().min(8).max(100).optional() });

/** /user/store/* shipping calls (docs/product/endpoints.md#items; send, orders, track, abandon, confirm receipt) and the shipping fee rule. */
export function shippingRoutes(base: FastifyInstance, s: Services) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const shipping = s.prizes.shipping;
  app.get('/api/shipping/config', { schema: { tags: ['store'], response: { 200: envelope(ShippingConfig) } } }, async () =>
    ok(await shipping.config()),
  );
  app.post(
    '/api/user/store/send',
    {
      schema: { tags: ['store'], body: ShipBody, headers: IdempotencyHeader, response: { 200: envelope(ShipResponse) } },
      config: rateLimit(s),
    },
    async (req) => ok(await shipping.send(requireUser(req).id, req.body.ids, req.body.addressId, req.headers['idempotency-key'])),
  );
  app.get(
    '/api/user/store/orders',
    { schema: { tags: ['store'], querystring: OrderListQuery, response: { 200: envelope(OrderList) } } },
    async (req) => ok(await shipping.orders(requireUser(req).id, req.query.page, req.query.pageSize)),
  );
  app.get(
    '/api/user/store/track',
    { schema: { tags: ['store'], querystring: OrderIdQuery, response: { 200: envelope(Order) } } },
    async (req) => ok(await shipping.track(requireUser(req).id, req.query.orderId)),
  );
  app.post(
    '/api/user/store/abandon',
    { schema: { tags: ['store'], body: OrderIdBody, response: { 200: envelope(Order) } }, config: rateLimit(s) },
    async (req) => ok(await shipping.abandon(requireUser(req).id, req.body.orderId)),
  );
  app.post(
    '/api/user/store/confirm_receipt',
    { schema: { tags: ['store'], body: OrderIdBody, response: { 200: envelope(Order) } }, config: rateLimit(s) },
    async (req) => ok(await shipping.confirmReceipt(requireUser(req).id, req.body.orderId)),
  );
}
