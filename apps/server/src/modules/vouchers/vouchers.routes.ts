import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AvailVoucherQuery,
  envelope,
  OpenResponse,
  Voucher,
  VoucherExchangeBody,
  VoucherIdQuery,
  VoucherList,
  VoucherSkuList,
} from '@hapa/contracts';
import { ok } from '../../http/envelope.ts';
import { requireUser } from '../../http/auth.ts';
import { rateLimit, type Services } from '../../http/context.ts';

/** /voucher/* (docs/product/endpoints.md#items; list, detail, sku, exchange, user_avail_vouchers). */
export function vouchersRoutes(base: FastifyInstance, s: Services) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const v = s.prizes.vouchers;
  app.get('/api/voucher/list', { schema: { tags: ['vouchers'], response: { 200: envelope(VoucherList) } } }, async (req) =>
    ok(await v.list(requireUser(req).id)),
  );
  app.get(
    '/api/voucher/detail',
    { schema: { tags: ['vouchers'], querystring: VoucherIdQuery, response: { 200: envelope(Voucher) } } },
    async (req) => ok(await v.detail(requireUser(req).id, req.query.id)),
  );
  app.get(
    '/api/voucher/sku',
    { schema: { tags: ['vouchers'], querystring: VoucherIdQuery, response: { 200: envelope(VoucherSkuList) } } },
    async (req) => ok(await v.sku(requireUser(req).id, req.query.id)),
  );
  app.get(
    '/api/voucher/user_avail_vouchers',
    { schema: { tags: ['vouchers'], querystring: AvailVoucherQuery, response: { 200: envelope(VoucherList) } } },
    async (req) => ok(await v.available(requireUser(req).id, req.query.boxId)),
  );
  app.post(
    '/api/voucher/exchange',
    { schema: { tags: ['vouchers'], body: VoucherExchangeBody, response: { 200: envelope(OpenResponse) } }, config: rateLimit(s) },
    async (req) => ok(await v.exchange(requireUser(req), req.body.id)),
  );
}
