import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  envelope,
  IdParam,
  OpsAdvanceBody,
  OpsAdvanceResponse,
  OpsPageQuery,
  OpsCancelBody,
  OpsOrderIdsBody,
  OpsOrderQueue,
  OpsOrderQueueQuery,
  OpsTrackingBody,
  PackingList,
} from '@hapa/contracts';
import { ok } from '../../http/envelope.ts';
import type { Services } from '../../http/context.ts';
import { opsAuth, operatorOf } from '../../platform/ops-auth.ts';

/**
 * Fulfilment in the operator console (docs/architecture/console.md), role `fulfilment`: the queue by status, bulk move to the next
 * status, tracking number entry, cancel with the prizes back to the store, packing list CSV. Each mutation
 * writes its audit row in its own transaction (FulfilmentService).
 */
export function shippingOpsRoutes(base: FastifyInstance, s: Services) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const f = s.prizes.fulfilment;
  const guard = opsAuth(s, ['fulfilment']);
  app.get(
    '/api/ops/fulfilment/orders',
    { onRequest: guard, schema: { tags: ['ops'], querystring: OpsOrderQueueQuery, response: { 200: envelope(OpsOrderQueue) } } },
    async (req) => ok(await f.queue(req.query.status, req.query.page, req.query.pageSize)),
  );
  // a player's orders on the console's player page: whoever reads players (support, finance) and fulfilment
  app.get(
    '/api/ops/players/:id/orders',
    {
      onRequest: opsAuth(s, ['support', 'finance', 'fulfilment']),
      schema: { tags: ['ops'], params: IdParam, querystring: OpsPageQuery, response: { 200: envelope(OpsOrderQueue) } },
    },
    async (req) => ok(await f.ordersOf(req.params.id, req.query.page, req.query.pageSize)),
  );
  app.post(
    '/api/ops/fulfilment/advance',
    { onRequest: guard, schema: { tags: ['ops'], body: OpsAdvanceBody, response: { 200: envelope(OpsAdvanceResponse) } } },
    async (req) => ok(await f.advance(operatorOf(req), req.body.ids, req.body.fromStatus)),
  );
  app.post(
    '/api/ops/fulfilment/tracking',
    { onRequest: guard, schema: { tags: ['ops'], body: OpsTrackingBody, response: { 200: envelope(z.null()) } } },
    async (req) => {
      await f.setTracking(operatorOf(req), req.body.orderId, req.body.trackingNo, req.body.carrier);
      return ok(null);
    },
  );
  app.post(
    '/api/ops/fulfilment/cancel',
    { onRequest: guard, schema: { tags: ['ops'], body: OpsCancelBody, response: { 200: envelope(z.null()) } } },
    async (req) => {
      await f.cancel(operatorOf(req), req.body.orderId, req.body.reason);
      return ok(null);
    },
  );
  app.post(
    '/api/ops/fulfilment/packing_list',
    { onRequest: guard, schema: { tags: ['ops'], body: OpsOrderIdsBody, response: { 200: envelope(PackingList) } } },
    async (req) => ok({ filename: `packing-list-${new Date().toISOString().slice(0, 10)}.csv`, csv: await f.packingListCsv(req.body.ids) }),
  );
}
