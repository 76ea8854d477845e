import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  envelope,
  IdParam,
  OpsDecisionBody,
  OpsGameRoundPage,
  OpsOrderNoParam,
  OpsPageQuery,
  OpsPaymentDetail,
  OpsPaymentList,
  OpsPaymentSearchQuery,
  OpsPlayerLimits,
  OpsRefund,
  OpsRefundBody,
  OpsWithdrawalPage,
  OpsXpChange,
  OpsXpChangeBody,
  OpsXpChangePage,
  OpsXpChangeQuery,
} from '@hapa/contracts';
import { ok } from '../../http/envelope.ts';
import type { Services } from '../../http/context.ts';
import { operatorOf, opsAuth } from '../../platform/ops-auth.ts';

const TAGS = ['ops'];

/**
 * An operator's day (docs/how-to/operator-day.md): payments lookup and each order's life (support, finance), refunds
 * (finance; four-eyes by the console money rules), the player dossier's game rounds, withdrawals and limits (support,
 * finance), and XP / VIP level changes with a second operator's approval (finance).
 */
export function opsDayRoutes(base: FastifyInstance, s: Services) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const read = opsAuth(s, ['support', 'finance']);
  const finance = opsAuth(s, ['finance']);
  const mustExist = async (uid: number) => {
    await s.playersOps.profile(uid); // error.not_found for no such player (and bots)
  };

  app.get(
    '/api/ops/payments',
    { onRequest: read, schema: { tags: TAGS, querystring: OpsPaymentSearchQuery, response: { 200: envelope(OpsPaymentList) } } },
    async (req) => ok(await s.opsDay.searchPayments(operatorOf(req).roles, req.query)),
  );
  app.get(
    '/api/ops/payments/:orderNo',
    { onRequest: read, schema: { tags: TAGS, params: OpsOrderNoParam, response: { 200: envelope(OpsPaymentDetail) } } },
    async (req) => ok(await s.opsDay.payment(operatorOf(req).roles, req.params.orderNo)),
  );
  app.post(
    '/api/ops/payments/:orderNo/refund',
    { onRequest: finance, schema: { tags: TAGS, params: OpsOrderNoParam, body: OpsRefundBody, response: { 200: envelope(OpsRefund) } } },
    async (req) => ok(await s.refunds.request(operatorOf(req), req.params.orderNo, req.body.reason, req.body.manual)),
  );
  app.post(
    '/api/ops/payments/:orderNo/refund/decision',
    { onRequest: finance, schema: { tags: TAGS, params: OpsOrderNoParam, body: OpsDecisionBody, response: { 200: envelope(OpsRefund) } } },
    async (req) => ok(await s.refunds.decide(operatorOf(req), req.params.orderNo, req.body.approve)),
  );

  app.get(
    '/api/ops/players/:id/rounds',
    { onRequest: read, schema: { tags: TAGS, params: IdParam, querystring: OpsPageQuery, response: { 200: envelope(OpsGameRoundPage) } } },
    async (req) => {
      await mustExist(req.params.id);
      return ok(await s.opsDay.rounds(req.params.id, req.query.page, req.query.pageSize));
    },
  );
  app.get(
    '/api/ops/players/:id/withdrawals',
    { onRequest: read, schema: { tags: TAGS, params: IdParam, querystring: OpsPageQuery, response: { 200: envelope(OpsWithdrawalPage) } } },
    async (req) => {
      await mustExist(req.params.id);
      return ok(await s.opsDay.withdrawals(req.params.id, req.query.page, req.query.pageSize));
    },
  );
  app.get(
    '/api/ops/players/:id/limits',
    { onRequest: read, schema: { tags: TAGS, params: IdParam, response: { 200: envelope(OpsPlayerLimits) } } },
    async (req) => {
      await mustExist(req.params.id);
      return ok(await s.opsDay.limits(req.params.id));
    },
  );

  app.post(
    '/api/ops/players/:id/xp',
    { onRequest: finance, schema: { tags: TAGS, params: IdParam, body: OpsXpChangeBody, response: { 200: envelope(OpsXpChange) } } },
    async (req) => ok(await s.xpChanges.request(operatorOf(req), req.params.id, req.body)),
  );
  app.get(
    '/api/ops/xp_changes',
    { onRequest: finance, schema: { tags: TAGS, querystring: OpsXpChangeQuery, response: { 200: envelope(OpsXpChangePage) } } },
    async (req) => ok(await s.xpChanges.list({ status: req.query.status, uid: req.query.uid }, req.query.page, req.query.pageSize)),
  );
  app.post(
    '/api/ops/xp_changes/:id/decision',
    { onRequest: finance, schema: { tags: TAGS, params: IdParam, body: OpsDecisionBody, response: { 200: envelope(OpsXpChange) } } },
    async (req) => ok(await s.xpChanges.decide(operatorOf(req), req.params.id, req.body.approve)),
  );
}
