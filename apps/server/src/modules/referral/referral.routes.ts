import { BlockList, isIP } from 'node:net';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ClaimBody,
  ClaimResult,
  CreateSlinkBody,
  DistributionDetail,
  envelope,
  PageQuery,
  RankList,
  ReferralClick,
  ReferralClickBody,
  ReferralPage,
  Slink,
  TransferBody,
  TransferResult,
  WithdrawBody,
  WithdrawChainList,
  Withdrawal,
  WithdrawalPage,
} from '@hapa/contracts';
import { ok } from '../../http/envelope.ts';
import { requireUser } from '../../http/auth.ts';
import { rateLimit, type Services } from '../../http/context.ts';
import type { Origin } from './referral-shared.ts';

const IdempotencyHeader = z.object({ 'idempotency-key': z.string().min(8).max(100).optional() });
const DEVICE_ID = /^[A-Za-z0-9_-]{8,64}$/;

/** Loopback and private networks: shared by whole households, offices and proxies, so never compared. */
const SHARED_NETS = new BlockList();
for (const [net, bits, type] of [
  ['127.0.0.0', 8, 'ipv4'],
  ['10.0.0.0', 8, 'ipv4'],
  ['172.16.0.0', 12, 'ipv4'],
  ['192.168.0.0', 16, 'ipv4'],
  ['100.64.0.0', 10, 'ipv4'],
  ['::1', 128, 'ipv6'],
  ['fc00::', 7, 'ipv6'],
] as const) {
  SHARED_NETS.addSubnet(net, bits, type);
}

/** A client address worth comparing for self-referrals: public only (IPv4-mapped IPv6 unwrapped); else null. */
export function publicAddress(ip: string | undefined): string | null {
  if (!ip) return null;
  const v4 = ip.startsWith('::ffff:') ? ip.slice(7) : ip;
  const type = isIP(v4) === 4 ? 'ipv4' : isIP(v4) === 6 ? 'ipv6' : null;
  if (!type || SHARED_NETS.check(v4, type)) return null;
  return v4;
}

/** The request's device id (header `X-Device-Id`, docs/product/endpoints.md#conventions deviceId header) and public client address. */
export function originOf(req: FastifyRequest, deviceId?: string | null): Origin {
  const h = deviceId ?? req.headers['x-device-id'];
  return { deviceId: typeof h === 'string' && DEVICE_ID.test(h) ? h : null, ip: publicAddress(req.ip) };
}

/** /sys/referral/click, /slink/create_slink, /distribution/* and /withdraw/history (docs/product/endpoints.md#system; apps/server/src/modules/referral/README.md). */
export function referralRoutes(base: FastifyInstance, s: Services) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const r = s.referral;
  const w = s.withdrawals;
  const money = rateLimit(s);
  app.post(
    '/api/sys/referral/click',
    { schema: { tags: ['referral'], body: ReferralClickBody, response: { 200: envelope(ReferralClick) } }, config: money },
    async (req) => ok(await r.click(req.body.code, req.body.channel, originOf(req, req.body.deviceId))),
  );
  app.post(
    '/api/slink/create_slink',
    { schema: { tags: ['referral'], body: CreateSlinkBody, response: { 200: envelope(Slink) } }, config: money },
    async (req) => ok(await r.createSlink(requireUser(req).id, req.body.channel)),
  );
  app.get('/api/distribution/detail', { schema: { tags: ['referral'], response: { 200: envelope(DistributionDetail) } } }, async (req) =>
    ok(await r.detail(requireUser(req).id, originOf(req))),
  );
  app.get('/api/distribution/chain/list', { schema: { tags: ['referral'], response: { 200: envelope(WithdrawChainList) } } }, async () =>
    ok(await w.chainList()),
  );
  app.post(
    '/api/distribution/transfer',
    {
      schema: { tags: ['referral'], body: TransferBody, headers: IdempotencyHeader, response: { 200: envelope(TransferResult) } },
      config: money,
    },
    async (req) => ok(await w.transfer(requireUser(req).id, req.body.amount, req.headers['idempotency-key'])),
  );
  app.post(
    '/api/distribution/withdraw',
    {
      schema: { tags: ['referral'], body: WithdrawBody, headers: IdempotencyHeader, response: { 200: envelope(Withdrawal) } },
      config: money,
    },
    async (req) => ok(await w.withdraw(requireUser(req).id, req.body, req.headers['idempotency-key'])),
  );
  app.post(
    '/api/distribution/claim',
    { schema: { tags: ['referral'], body: ClaimBody, response: { 200: envelope(ClaimResult) } }, config: money },
    async (req) => ok(await r.claim(requireUser(req).id, req.body.code, originOf(req))),
  );
  app.get(
    '/api/distribution/referrals',
    { schema: { tags: ['referral'], querystring: PageQuery, response: { 200: envelope(ReferralPage) } } },
    async (req) => ok(await r.referrals(requireUser(req).id, req.query.page, req.query.pageSize)),
  );
  app.get('/api/distribution/rank', { schema: { tags: ['referral'], response: { 200: envelope(RankList) } } }, async (req) =>
    ok(await r.rank(req.user?.id ?? null)),
  );
  app.get(
    '/api/withdraw/history',
    { schema: { tags: ['referral'], querystring: PageQuery, response: { 200: envelope(WithdrawalPage) } } },
    async (req) => ok(await w.history(requireUser(req).id, req.query.page, req.query.pageSize)),
  );
}
