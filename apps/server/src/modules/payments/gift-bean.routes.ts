import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  BeanPackageList,
  BeanRechargeBody,
  BeanRechargeResult,
  CoinHistory,
  envelope,
  GiftBag,
  GiftPrepayBody,
  IdParam,
  PageQuery,
  PrepayResult,
} from '@hapa/contracts';
import { ok } from '../../http/envelope.ts';
import { requireUser } from '../../http/auth.ts';
import { rateLimit, type Services } from '../../http/context.ts';
import { siteCodeOf } from './site-code.ts';

/** /gift/*, /bean/*, /coin/history/v2 (docs/product/endpoints.md#payments). */
export function giftBeanRoutes(base: FastifyInstance, s: Services) {
  const app = base.withTypeProvider<ZodTypeProvider>();

  /** The player's gift bag or null (docs/product/entities.md#gift-bag). Auth. */
  app.get('/api/gift/detail', { schema: { tags: ['gift'], response: { 200: envelope(GiftBag.nullable()) } } }, async (req) =>
    ok(await s.payments.gifts.detail(requireUser(req).id)),
  );

  /** Order for a gift bag; pays payAmount, credits payAmount + giftAmount once. Auth. */
  app.post(
    '/api/gift/prepay',
    {
      schema: { tags: ['gift'], body: GiftPrepayBody, response: { 200: envelope(PrepayResult) } },
      config: rateLimit(s),
    },
    async (req) => {
      const user = requireUser(req);
      const info = await s.auth.baseInfo(user.id);
      const { giftSendLogId, payType, ...rest } = req.body;
      return ok(
        await s.payments.gifts.prepay(user.id, info.canCharge, giftSendLogId, payType, {
          ...rest,
          email: user.email,
          siteCode: siteCodeOf(req),
        }),
      );
    },
  );

  /** HapaCoin packages (docs/product/entities.md#hapacoin-packages). */
  app.get('/api/bean/recharge/list', { schema: { tags: ['bean'], response: { 200: envelope(BeanPackageList) } } }, async () =>
    ok(s.payments.beans.list()),
  );

  /** Coins -> HapaCoins; idempotent by header `Idempotency-Key` or body `idempotencyKey`. Auth. */
  app.post(
    '/api/bean/:id/recharge',
    {
      schema: { tags: ['bean'], params: IdParam, body: BeanRechargeBody, response: { 200: envelope(BeanRechargeResult) } },
      config: rateLimit(s),
    },
    async (req) => {
      const user = requireUser(req);
      const header = req.headers['idempotency-key'];
      const key =
        (typeof header === 'string' && header.length >= 8 && header.length <= 100 ? header : undefined) ?? req.body?.idempotencyKey;
      return ok(await s.payments.beans.recharge(user.id, req.params.id, key));
    },
  );

  /** The player's coin ledger lines, newest first, paged. Auth. */
  app.get(
    '/api/coin/history/v2',
    { schema: { tags: ['coin'], querystring: PageQuery, response: { 200: envelope(CoinHistory) } } },
    async (req) => ok(await s.payments.coinHistory(requireUser(req).id, req.query.page, req.query.pageSize)),
  );
}
