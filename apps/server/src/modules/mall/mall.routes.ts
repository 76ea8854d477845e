import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  envelope,
  ExchangeBody,
  ExchangeCenterConfig,
  ExchangeResponse,
  IdParam,
  ItemCard,
  MallExchangeBody,
  MallExchangeResponse,
  MallList,
} from '@hapa/contracts';
import { ok } from '../../http/envelope.ts';
import { requireUser } from '../../http/auth.ts';
import { rateLimit, type Services } from '../../http/context.ts';

const IdempotencyHeader = z.object({ 'idempotency-key': z.string().min(8).max(100).optional() });

/** /mall/v2/exchange_list, POST /mall/exchange (docs/product/endpoints.md#distribution-and-mall); the exchange center; the item card. */
export function mallRoutes(base: FastifyInstance, s: Services) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const { mall, exchange } = s.prizes;
  app.get('/api/mall/v2/exchange_list', { schema: { tags: ['mall'], response: { 200: envelope(MallList) } } }, async (req) =>
    ok(await mall.list(req.user?.id ?? null)),
  );
  app.post(
    '/api/mall/exchange',
    {
      schema: { tags: ['mall'], body: MallExchangeBody, headers: IdempotencyHeader, response: { 200: envelope(MallExchangeResponse) } },
      config: rateLimit(s),
    },
    async (req) => ok(await mall.exchange(requireUser(req).id, req.body.id, req.body.quantity, req.headers['idempotency-key'])),
  );
  app.get('/api/item/card/:id', { schema: { tags: ['items'], params: IdParam, response: { 200: envelope(ItemCard) } } }, async (req) =>
    ok(await mall.card(req.params.id)),
  );
  app.get('/api/exchange_center/config', { schema: { tags: ['mall'], response: { 200: envelope(ExchangeCenterConfig) } } }, async () =>
    ok(await exchange.config()),
  );
  app.post(
    '/api/exchange_center/exchange',
    { schema: { tags: ['mall'], body: ExchangeBody, response: { 200: envelope(ExchangeResponse) } }, config: rateLimit(s) },
    async (req) => ok(await exchange.exchange(requireUser(req).id, req.body.ids, req.body.to)),
  );
}
