import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  DistributionCode,
  DistributionCodeInput,
  OpsFlaggedList,
  DistributionCodeList,
  envelope,
  IdParam,
  OpsPaidBody,
  OpsPayoutCheck,
  OpsRejectBody,
  OpsWithdrawal,
  OpsWithdrawalList,
  OpsWithdrawalQuery,
  PayoutSandboxOutcome,
} from '@hapa/contracts';
import { ok } from '../../http/envelope.ts';
import type { Services } from '../../http/context.ts';
import { operatorOf, opsAuth } from '../../platform/ops-auth.ts';

const TAGS = ['ops'];

/**
 * Referral in the console (docs/architecture/console.md), role finance: the withdrawal queue (approve -> mark paid with the
 * on-chain hash, or reject -> the held amount returns; an approved but unpaid one can be released the same way), flagged referrals (clear after review) and distribution
 * codes (list, create). Every
 * mutation writes its audit row in its own transaction (ReferralConsole, referral-console.service.ts).
 */
export function referralOpsRoutes(base: FastifyInstance, s: Services) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const finance = opsAuth(s, ['finance']);
  app.get(
    '/api/ops/referral/withdrawals',
    { onRequest: finance, schema: { tags: TAGS, querystring: OpsWithdrawalQuery, response: { 200: envelope(OpsWithdrawalList) } } },
    async (req) => ok({ list: await s.referralOps.opsWithdrawals(req.query.status), provider: s.referralOps.payoutProviderName }),
  );
  // the payout sandbox's answer for a sent withdrawal (SANDBOX in the console; docs/payments.md#payouts)
  app.post(
    '/api/ops/referral/withdrawals/:id/sandbox/:outcome',
    { onRequest: finance, schema: { tags: TAGS, params: PayoutSandboxOutcome, response: { 200: envelope(OpsWithdrawal) } } },
    async (req) => ok(await s.referralOps.sandboxPayoutOutcome(operatorOf(req), req.params.id, req.params.outcome)),
  );
  // a sent payout's provider asked at once; a final answer settles it as the webhook would (docs/payments.md#payouts)
  app.post(
    '/api/ops/referral/withdrawals/:id/check',
    { onRequest: finance, schema: { tags: TAGS, params: IdParam, response: { 200: envelope(OpsPayoutCheck) } } },
    async (req) => ok(await s.referralOps.checkPayout(operatorOf(req), req.params.id)),
  );
  app.post(
    '/api/ops/referral/withdrawals/:id/approve',
    { onRequest: finance, schema: { tags: TAGS, params: IdParam, response: { 200: envelope(OpsWithdrawal) } } },
    async (req) => ok(await s.referralOps.approve(operatorOf(req), req.params.id)),
  );
  app.post(
    '/api/ops/referral/withdrawals/:id/paid',
    { onRequest: finance, schema: { tags: TAGS, params: IdParam, body: OpsPaidBody, response: { 200: envelope(OpsWithdrawal) } } },
    async (req) => ok(await s.referralOps.markPaid(operatorOf(req), req.params.id, req.body.txHash)),
  );
  app.post(
    '/api/ops/referral/withdrawals/:id/reject',
    { onRequest: finance, schema: { tags: TAGS, params: IdParam, body: OpsRejectBody, response: { 200: envelope(OpsWithdrawal) } } },
    async (req) => ok(await s.referralOps.reject(operatorOf(req), req.params.id, req.body.reason)),
  );
  app.post(
    '/api/ops/referral/withdrawals/:id/release',
    { onRequest: finance, schema: { tags: TAGS, params: IdParam, body: OpsRejectBody, response: { 200: envelope(OpsWithdrawal) } } },
    async (req) => ok(await s.referralOps.release(operatorOf(req), req.params.id, req.body.reason)),
  );
  app.get(
    '/api/ops/referral/flagged',
    { onRequest: finance, schema: { tags: TAGS, response: { 200: envelope(OpsFlaggedList) } } },
    async () => ok({ list: await s.referralOps.opsFlagged() }),
  );
  app.post(
    '/api/ops/referral/flagged/:id/clear',
    { onRequest: finance, schema: { tags: TAGS, params: IdParam, response: { 200: envelope(z.null()) } } },
    async (req) => {
      await s.referralOps.clearFlag(operatorOf(req), req.params.id);
      return ok(null);
    },
  );
  app.get(
    '/api/ops/referral/codes',
    { onRequest: finance, schema: { tags: TAGS, response: { 200: envelope(DistributionCodeList) } } },
    async () => ok({ list: await s.referralOps.opsCodes() }),
  );
  app.post(
    '/api/ops/referral/codes',
    { onRequest: finance, schema: { tags: TAGS, body: DistributionCodeInput, response: { 200: envelope(DistributionCode) } } },
    async (req) => ok(await s.referralOps.createCode(operatorOf(req), req.body)),
  );
}
