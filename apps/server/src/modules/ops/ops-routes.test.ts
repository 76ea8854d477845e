import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, notInArray } from 'drizzle-orm';
import { OPS_ROLES, type OpsRole } from '@hapa/contracts';
import { createTestApp, DRIVERS, type TestApp } from '../../test/harness.ts';
import { eq } from 'drizzle-orm';
import { VIP_LEVEL_XP } from '@hapa/domain';
import { chatConversations, users } from '../../db/schema/index.ts';
import { SEED_ITEMS } from '../../db/seed/catalogue.ts';
import { items, opsAudit, reviews, sessions, storeItems } from '../../db/schema/index.ts';
import { DEFAULT_MONEY_RULES } from '../../platform/money-policy.ts';

/**
 * Every `/api/ops/*` route x every role (docs/architecture/console.md): the allowed roles (admin always) answer 2xx, the other
 * roles 403 `error.access.forbidden`, a player's session 403, no session 401. And every mutation writes
 * exactly one audit row. A new ops route adds its line to ROUTES (and to MUTATIONS when it changes state);
 * the completeness check below fails when a route of the OpenAPI document is missing here.
 */
interface Fixture {
  t: TestApp;
  /** a player to act on */
  player: { uid: number };
  /** a finance operator who requests corrections others decide */
  requester: { userId: number; authorization: string };
}
interface RouteCase {
  method: 'GET' | 'POST';
  /** OpenAPI path, e.g. /api/ops/players/{id} */
  path: string;
  roles: readonly OpsRole[];
  /** the concrete call for one successful attempt (fresh targets per call where the call consumes them) */
  call: (f: Fixture) => Promise<{ url: string; body?: unknown; raw?: Buffer; headers?: Record<string, string> }>;
  mutation?: boolean;
  /** a successful call ends the caller's session (needs a fresh operator per call) */
  endsSession?: boolean;
  /**
   * the stable key an allowed role's call is refused with in this suite's configuration (a route of another
   * configuration: the payout sandbox's, under PAYOUT_PROVIDER=manual); its success path is tested where it applies
   */
  refusedWith?: string;
}

const pending = async (f: Fixture) => {
  const c = await f.t.call('POST', '/api/ops/corrections', {
    auth: f.requester.authorization,
    body: { uid: f.player.uid, amount: 500, kind: 'goodwill', reason: 'big goodwill', idempotencyKey: randomUUID() },
  });
  if (c.body.data?.status !== 'pending') throw new Error(`expected a pending correction: ${JSON.stringify(c.body)}`);
  return c.body.data.id as number;
};

/** A fresh player's paid sandbox top-up of `amount` coin units (an operator's day: refunds). */
const paidOrder = async (f: Fixture, amount = 20) => {
  const p = await f.t.register();
  const orderNo: string = (await f.t.call('POST', '/api/pay/sandbox/prepay', { auth: p.auth, body: { amount } })).body.data.orderNo;
  await f.t.call('POST', `/api/pay/sandbox/${orderNo}/confirm`);
  return orderNo;
};
/** A refund awaiting a second operator: $60 is above the requester's $50 alone (docs/payments.md#refunds). */
const awaitingRefund = async (f: Fixture) => {
  const orderNo = await paidOrder(f, 60);
  const r = await f.t.call('POST', `/api/ops/payments/${orderNo}/refund`, { auth: f.requester.authorization, body: { reason: 'asked' } });
  if (r.body.data?.status !== 'awaiting') throw new Error(`expected an awaiting refund: ${JSON.stringify(r.body)}`);
  return orderNo;
};
/** An XP change awaiting a second operator, on a fresh player. */
const awaitingXp = async (f: Fixture) => {
  const p = await f.t.register();
  const r = await f.t.call('POST', `/api/ops/players/${p.uid}/xp`, {
    auth: f.requester.authorization,
    body: { level: 2, reason: 'promo' },
  });
  if (r.body.data?.status !== 'awaiting') throw new Error(`expected an awaiting XP change: ${JSON.stringify(r.body)}`);
  return r.body.data.id as number;
};

/** A seeded item. */
const ITEM = SEED_ITEMS[0]!.id;
/** A fresh console box priced so ITEM alone pays 90 % (inside the default RTP band). */
const freshBox = async (f: Fixture) => {
  const actor = { userId: f.requester.userId, ip: 'test' };
  const item = await f.t.s.catalogueOps.item(ITEM);
  return f.t.s.catalogueOps.createBox(actor, {
    name: `Box ${randomUUID().slice(0, 8)}`,
    priceCents: Math.round(item.priceCents / 0.9),
    description: '',
    image: '/art/box/110.svg',
    tags: [],
    isFeatured: false,
    isActive: false,
  });
};
const BANNER = {
  placement: 'banner',
  img: '',
  link: '/free',
  redirectType: 'internal',
  bannerKey: 'free',
  title: '',
  sendFrequency: 'no_limit',
  intervalHours: null,
  endTime: null,
  sort: 90,
  isActive: false,
} as const;
/** An operator's event page (docs/events.md#event-pages). */
const EVENT_PAGE = {
  title: { en: 'Test event', pt: 'Evento de teste' },
  subtitle: { en: 'Subtitle', pt: 'Subtítulo' },
  blocks: [{ type: 'countdown' as const }],
};
const eventPage = (slug: string) => ({
  slug,
  startsAt: new Date().toISOString(),
  endsAt: new Date(Date.now() + 86_400_000).toISOString(),
  bannerImg: '',
  isActive: false,
  page: EVENT_PAGE,
});
/** The daily rule of a free box (docs/free-boxes.md). */
const FREE_RULE = {
  kind: 'daily',
  minVipLevel: 0,
  minXp: 0,
  minTopUpCents: 0,
  topUpWindowHours: 24,
  cooldownHours: 24,
  startsAt: null,
  endsAt: null,
  sort: 20,
  isActive: true,
} as const;
/** A switched-off random-discount promotion for the console routes. */
const PROMOTION = {
  name: 'Test discount',
  active: false,
  startsAt: new Date().toISOString(),
  endsAt: null,
  minDiscountCents: 100,
  maxDiscountCents: 500,
  minDepositCents: 2000,
};
const freshBanner = (f: Fixture) => f.t.s.content.create({ userId: f.requester.userId, ip: 'test' }, BANNER);
/** multipart/form-data with one small PNG as `file`. */
const pngUpload = async () => {
  const { default: sharp } = await import('sharp');
  const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: { r: Math.floor(Math.random() * 255), g: 9, b: 9 } } })
    .png()
    .toBuffer();
  const boundary = `----ops${randomUUID()}`;
  const raw = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`),
    png,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { url: '/api/ops/media', raw, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
};
/** A fresh shipping order (status 54) of a new player, for the fulfilment routes. */
const shipOrder = async (f: Fixture) => {
  const p = await f.t.register();
  const [item] = await f.t.s.dbHandle.db
    .select()
    .from(items)
    .where(notInArray(items.category, ['coins', 'gift-cards']))
    .limit(1);
  const [store] = await f.t.s.dbHandle.db
    .insert(storeItems)
    .values({ userId: p.uid, itemId: item!.id, source: 'box', valueCents: 100_00 })
    .returning();
  const address = await f.t.call('POST', '/api/user/addr/submit', {
    auth: p.auth,
    body: {
      recipientName: 'Ann Lee',
      phone: '+1 555 0100',
      street: '1 Main St',
      city: 'Austin',
      state: 'TX',
      postcode: '73301',
      countryCode: 'US',
    },
  });
  const sent = await f.t.call('POST', '/api/user/store/send', {
    auth: p.auth,
    body: { ids: [store!.id], addressId: address.body.data.id },
  });
  if (sent.status !== 200) throw new Error(`ship failed: ${JSON.stringify(sent.body)}`);
  return sent.body.data.orderId as number;
};

/** A support conversation of a fresh VIP 2 player with one message (docs/architecture/console.md). */
const supportConversation = async (f: Fixture) => {
  const p = await f.t.register();
  await f.t.s.dbHandle.db.update(users).set({ xp: VIP_LEVEL_XP[2]! }).where(eq(users.id, p.uid));
  await f.t.s.chat.send(p.uid, { room: 'support', msgType: 1, text: 'help please' });
  return (await f.t.s.dbHandle.db.select().from(chatConversations).where(eq(chatConversations.userId, p.uid)))[0]!.id;
};

/** A pending withdrawal of a referrer with commission (docs/architecture/console.md). */
const withdrawal = async (f: Fixture) => {
  const p = await f.t.register();
  await f.t.s.dbHandle.db.transaction((tx) =>
    f.t.s.wallet.postLegs(tx, {
      idempotencyKey: `test-commission:${randomUUID()}`,
      kind: 'referral_commission',
      userId: p.uid,
      legs: [
        { system: 'referral_commission', amount: -200_00 },
        { user: 'user_commission', amount: 200_00 },
      ],
    }),
  );
  const w = await f.t.call('POST', '/api/distribution/withdraw', {
    auth: p.auth,
    body: { amount: 150, chain: 'TRON', ccy: 'USDT', address: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t' },
  });
  if (w.body.data?.status !== 'pending') throw new Error(`expected a pending withdrawal: ${JSON.stringify(w.body)}`);
  return w.body.data.id as number;
};
const approved = async (f: Fixture) => {
  const id = await withdrawal(f);
  await f.t.call('POST', `/api/ops/referral/withdrawals/${id}/approve`, { auth: f.requester.authorization });
  return id;
};

/** A referral flagged by the self-referral rule (same device id as the referrer's Earn Money visit). */
const flagged = async (f: Fixture) => {
  const a = await f.t.register();
  const device = `dev-${randomUUID()}`;
  await f.t.call('GET', '/api/distribution/detail', { auth: a.auth, headers: { 'x-device-id': device } });
  const b = await f.t.call('POST', '/api/user/register/v2', {
    headers: { 'x-device-id': device },
    body: {
      email: `f-${randomUUID()}@example.com`,
      password: 'secret123',
      ageConfirmed: true,
      referral: { code: `HB${a.uid.toString(36).toUpperCase().padStart(4, '0')}` },
    },
  });
  if (b.body.data?.invited !== true) throw new Error(`expected an invited player: ${JSON.stringify(b.body)}`);
  return b.body.data.uid as number;
};

/** An operator message's texts (docs/how-to/operator-day.md#messages). */
const MESSAGE = { titleEn: 'Hello', bodyEn: 'A message.', titlePt: 'Olá', bodyPt: 'Uma mensagem.' };
/** A message scheduled an hour ahead (cancellable); its id. */
const scheduledMessage = async (f: Fixture) =>
  (
    await f.t.s.messages.create(
      { userId: f.requester.userId, roles: ['support'], ip: '127.0.0.1' },
      { ...MESSAGE, link: '', audience: { kind: 'player', uid: f.player.uid }, sendAt: new Date(Date.now() + 3_600_000).toISOString() },
    )
  ).id;

/** An off-sale mall offer (players never see it). */
const MALL_OFFER = { itemId: ITEM, priceBean: 1_000, stock: 3, perUserLimit: 1, sort: 900, isActive: false };

const ALL = OPS_ROLES;
export const ROUTES: RouteCase[] = [
  { method: 'GET', path: '/api/ops/me', roles: ALL, call: async () => ({ url: '/api/ops/me' }) },
  {
    method: 'POST',
    path: '/api/ops/auth/logout',
    roles: ALL,
    mutation: true,
    endsSession: true,
    call: async () => ({ url: '/api/ops/auth/logout' }),
  },
  { method: 'GET', path: '/api/ops/operators', roles: ['admin'], call: async () => ({ url: '/api/ops/operators' }) },
  {
    method: 'POST',
    path: '/api/ops/operators',
    roles: ['admin'],
    mutation: true,
    call: async () => ({ url: '/api/ops/operators', body: { email: `op-${randomUUID()}@example.com`, roles: ['support'] } }),
  },
  {
    method: 'POST',
    path: '/api/ops/operators/{id}',
    roles: ['admin'],
    mutation: true,
    call: async (f) => {
      const op = await f.t.operator(['support']);
      return { url: `/api/ops/operators/${op.userId}`, body: { roles: ['support', 'fulfilment'] } };
    },
  },
  { method: 'GET', path: '/api/ops/audit', roles: ['admin'], call: async () => ({ url: '/api/ops/audit?action=operator.sign_in' }) },
  {
    method: 'GET',
    path: '/api/ops/players',
    roles: ['support', 'finance'],
    call: async (f) => ({ url: `/api/ops/players?q=${f.player.uid}` }),
  },
  {
    method: 'GET',
    path: '/api/ops/players/{id}',
    roles: ['support', 'finance'],
    call: async (f) => ({ url: `/api/ops/players/${f.player.uid}` }),
  },
  {
    method: 'GET',
    path: '/api/ops/players/{id}/ledger',
    roles: ['support', 'finance'],
    call: async (f) => ({ url: `/api/ops/players/${f.player.uid}/ledger` }),
  },
  {
    method: 'GET',
    path: '/api/ops/players/{id}/openings',
    roles: ['support', 'finance'],
    call: async (f) => ({ url: `/api/ops/players/${f.player.uid}/openings` }),
  },
  {
    method: 'GET',
    path: '/api/ops/players/{id}/battles',
    roles: ['support', 'finance'],
    call: async (f) => ({ url: `/api/ops/players/${f.player.uid}/battles` }),
  },
  {
    method: 'GET',
    path: '/api/ops/players/{id}/sessions',
    roles: ['support', 'finance'],
    call: async (f) => ({ url: `/api/ops/players/${f.player.uid}/sessions` }),
  },
  {
    method: 'POST',
    path: '/api/ops/players/{id}/status',
    roles: ['support'],
    mutation: true,
    call: async (f) => ({ url: `/api/ops/players/${f.player.uid}/status`, body: { disabled: false, reason: 'checked' } }),
  },
  {
    method: 'POST',
    path: '/api/ops/players/{id}/sessions/{sessionId}/revoke',
    roles: ['support'],
    mutation: true,
    call: async (f) => {
      const p = await f.t.register();
      const [row] = await f.t.s.dbHandle.db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, p.uid));
      return { url: `/api/ops/players/${p.uid}/sessions/${row!.id}/revoke` };
    },
  },
  {
    method: 'POST',
    path: '/api/ops/players/{id}/revoke_sessions',
    roles: ['support'],
    mutation: true,
    call: async (f) => ({ url: `/api/ops/players/${f.player.uid}/revoke_sessions` }),
  },
  { method: 'GET', path: '/api/ops/corrections', roles: ['finance'], call: async () => ({ url: '/api/ops/corrections?status=pending' }) },
  {
    method: 'POST',
    path: '/api/ops/corrections',
    roles: ['finance'],
    mutation: true,
    call: async (f) => ({
      url: '/api/ops/corrections',
      body: { uid: f.player.uid, amount: '1.25', kind: 'goodwill', reason: 'late prize', idempotencyKey: randomUUID() },
    }),
  },
  {
    method: 'POST',
    path: '/api/ops/corrections/{id}/decision',
    roles: ['finance'],
    mutation: true,
    call: async (f) => ({ url: `/api/ops/corrections/${await pending(f)}/decision`, body: { approve: false } }),
  },
  { method: 'GET', path: '/api/ops/money/rules', roles: ['finance', 'fulfilment'], call: async () => ({ url: '/api/ops/money/rules' }) },
  {
    method: 'POST',
    path: '/api/ops/money/rules',
    roles: ['admin'],
    mutation: true,
    call: async () => ({ url: '/api/ops/money/rules', body: DEFAULT_MONEY_RULES }),
  },
  // an operator's day (docs/how-to/operator-day.md): payments, refunds, the dossier, XP changes
  {
    method: 'GET',
    path: '/api/ops/payments',
    roles: ['support', 'finance'],
    call: async (f) => ({ url: `/api/ops/payments?player=${f.player.uid}` }),
  },
  {
    method: 'GET',
    path: '/api/ops/payments/{orderNo}',
    roles: ['support', 'finance'],
    call: async (f) => ({ url: `/api/ops/payments/${await paidOrder(f)}` }),
  },
  {
    method: 'POST',
    path: '/api/ops/payments/{orderNo}/refund',
    roles: ['finance'],
    mutation: true,
    call: async (f) => ({ url: `/api/ops/payments/${await paidOrder(f)}/refund`, body: { reason: 'customer asked' } }),
  },
  {
    method: 'POST',
    path: '/api/ops/payments/{orderNo}/refund/decision',
    roles: ['finance'],
    mutation: true,
    call: async (f) => ({ url: `/api/ops/payments/${await awaitingRefund(f)}/refund/decision`, body: { approve: false } }),
  },
  {
    method: 'GET',
    path: '/api/ops/players/{id}/rounds',
    roles: ['support', 'finance'],
    call: async (f) => ({ url: `/api/ops/players/${f.player.uid}/rounds` }),
  },
  {
    method: 'GET',
    path: '/api/ops/players/{id}/withdrawals',
    roles: ['support', 'finance'],
    call: async (f) => ({ url: `/api/ops/players/${f.player.uid}/withdrawals` }),
  },
  {
    method: 'GET',
    path: '/api/ops/players/{id}/limits',
    roles: ['support', 'finance'],
    call: async (f) => ({ url: `/api/ops/players/${f.player.uid}/limits` }),
  },
  {
    method: 'POST',
    path: '/api/ops/players/{id}/xp',
    roles: ['finance'],
    mutation: true,
    call: async (f) => ({ url: `/api/ops/players/${(await f.t.register()).uid}/xp`, body: { level: 1, reason: 'promo' } }),
  },
  { method: 'GET', path: '/api/ops/xp_changes', roles: ['finance'], call: async () => ({ url: '/api/ops/xp_changes?status=awaiting' }) },
  {
    method: 'POST',
    path: '/api/ops/xp_changes/{id}/decision',
    roles: ['finance'],
    mutation: true,
    call: async (f) => ({ url: `/api/ops/xp_changes/${await awaitingXp(f)}/decision`, body: { approve: false } }),
  },
  {
    method: 'GET',
    path: '/api/ops/dashboard',
    roles: ['finance'],
    call: async () => ({
      url: `/api/ops/dashboard?from=${encodeURIComponent(new Date(Date.now() - 30 * 86_400_000).toISOString())}&to=${encodeURIComponent(new Date(Date.now() + 86_400_000).toISOString())}`,
    }),
  },
  {
    method: 'GET',
    path: '/api/ops/referral/withdrawals',
    roles: ['finance'],
    call: async () => ({ url: '/api/ops/referral/withdrawals?status=pending' }),
  },
  {
    method: 'POST',
    path: '/api/ops/referral/withdrawals/{id}/approve',
    roles: ['finance'],
    mutation: true,
    call: async (f) => ({ url: `/api/ops/referral/withdrawals/${await withdrawal(f)}/approve` }),
  },
  {
    method: 'POST',
    path: '/api/ops/referral/withdrawals/{id}/paid',
    roles: ['finance'],
    mutation: true,
    call: async (f) => ({
      url: `/api/ops/referral/withdrawals/${await approved(f)}/paid`,
      body: { txHash: `0x${randomUUID().replaceAll('-', '')}` },
    }),
  },
  {
    method: 'POST',
    path: '/api/ops/referral/withdrawals/{id}/release',
    roles: ['finance'],
    mutation: true,
    call: async (f) => ({
      url: `/api/ops/referral/withdrawals/${await approved(f)}/release`,
      body: { reason: 'chain congested, paying next week' },
    }),
  },
  {
    // the suite runs PAYOUT_PROVIDER=manual (mark-paid and release need it); the sandbox's answers are tested in
    // referral/payouts.test.ts and e2e/referral.e2e.ts
    method: 'POST',
    path: '/api/ops/referral/withdrawals/{id}/sandbox/{outcome}',
    roles: ['finance'],
    refusedWith: 'payout.error.provider',
    call: async (f) => ({ url: `/api/ops/referral/withdrawals/${await approved(f)}/sandbox/confirm` }),
  },
  {
    // manual payouts have no provider to ask; the answers of a real one and the sandbox: referral/payout-check.test.ts
    method: 'POST',
    path: '/api/ops/referral/withdrawals/{id}/check',
    roles: ['finance'],
    refusedWith: 'payout.error.provider',
    call: async (f) => ({ url: `/api/ops/referral/withdrawals/${await approved(f)}/check` }),
  },
  {
    method: 'POST',
    path: '/api/ops/referral/withdrawals/{id}/reject',
    roles: ['finance'],
    mutation: true,
    call: async (f) => ({ url: `/api/ops/referral/withdrawals/${await withdrawal(f)}/reject`, body: { reason: 'address flagged' } }),
  },
  { method: 'GET', path: '/api/ops/referral/flagged', roles: ['finance'], call: async () => ({ url: '/api/ops/referral/flagged' }) },
  {
    method: 'POST',
    path: '/api/ops/referral/flagged/{id}/clear',
    roles: ['finance'],
    mutation: true,
    call: async (f) => ({ url: `/api/ops/referral/flagged/${await flagged(f)}/clear` }),
  },
  { method: 'GET', path: '/api/ops/referral/codes', roles: ['finance'], call: async () => ({ url: '/api/ops/referral/codes' }) },
  {
    method: 'POST',
    path: '/api/ops/referral/codes',
    roles: ['finance'],
    mutation: true,
    call: async () => ({
      url: '/api/ops/referral/codes',
      body: {
        code: `C${randomUUID().slice(0, 8)}`,
        startsAt: new Date(Date.now() - 60_000).toISOString(),
        endsAt: new Date(Date.now() + 86_400_000).toISOString(),
        maxUses: 10,
        rewardType: 'coins',
        rewardAmount: 1,
      },
    }),
  },
  {
    method: 'POST',
    path: '/api/ops/dashboard/ledger_check',
    roles: ['finance'],
    mutation: true,
    call: async () => ({ url: '/api/ops/dashboard/ledger_check' }),
  },
  // operator messages and draws (modules/messages, modules/ops/draws.ops.routes.ts; docs/how-to/operator-day.md)
  { method: 'GET', path: '/api/ops/messages', roles: ['support'], call: async () => ({ url: '/api/ops/messages' }) },
  {
    method: 'GET',
    path: '/api/ops/messages/audience',
    roles: ['support'],
    call: async () => ({ url: '/api/ops/messages/audience?kind=language&language=pt-BR' }),
  },
  {
    method: 'POST',
    path: '/api/ops/messages',
    roles: ['support'],
    mutation: true,
    call: async (f) => ({ url: '/api/ops/messages', body: { ...MESSAGE, audience: { kind: 'player', uid: f.player.uid } } }),
  },
  {
    method: 'POST',
    path: '/api/ops/messages/{id}/cancel',
    roles: ['support'],
    mutation: true,
    call: async (f) => ({ url: `/api/ops/messages/${await scheduledMessage(f)}/cancel` }),
  },
  { method: 'GET', path: '/api/ops/draws', roles: ['finance'], call: async () => ({ url: '/api/ops/draws?kind=lottery' }) },
  {
    method: 'GET',
    path: '/api/ops/draws/{kind}/{id}',
    roles: ['finance'],
    call: async (f) => ({ url: `/api/ops/draws/lottery/${(await f.t.call('GET', '/api/lottery/home')).body.data.open.id}` }),
  },
  // catalogue and content (modules/boxes/catalogue.ops.routes.ts, modules/content/content.ops.routes.ts)
  {
    method: 'GET',
    path: '/api/ops/catalogue/items',
    roles: ['catalogue'],
    call: async () => ({ url: '/api/ops/catalogue/items?keyword=a' }),
  },
  {
    method: 'GET',
    path: '/api/ops/catalogue/items/{id}',
    roles: ['catalogue'],
    call: async () => ({ url: `/api/ops/catalogue/items/${ITEM}` }),
  },
  {
    method: 'POST',
    path: '/api/ops/catalogue/items',
    roles: ['catalogue'],
    mutation: true,
    call: async () => ({
      url: '/api/ops/catalogue/items',
      body: { name: 'Route item', category: 'tech', priceCents: 100, skuLevel: 5, image: '/art/item/1.svg' },
    }),
  },
  {
    method: 'POST',
    path: '/api/ops/catalogue/items/{id}',
    roles: ['catalogue'],
    mutation: true,
    call: async (f) => ({
      url: `/api/ops/catalogue/items/${ITEM}`,
      body: { ...(await f.t.s.catalogueOps.item(ITEM)), id: undefined, description: 'checked' },
    }),
  },
  { method: 'GET', path: '/api/ops/catalogue/boxes', roles: ['catalogue'], call: async () => ({ url: '/api/ops/catalogue/boxes' }) },
  {
    method: 'GET',
    path: '/api/ops/catalogue/boxes/{id}',
    roles: ['catalogue'],
    call: async () => ({ url: '/api/ops/catalogue/boxes/110' }),
  },
  {
    method: 'POST',
    path: '/api/ops/catalogue/boxes',
    roles: ['catalogue'],
    mutation: true,
    call: async () => ({ url: '/api/ops/catalogue/boxes', body: { name: 'Route box', priceCents: 500, image: '/art/box/110.svg' } }),
  },
  {
    method: 'POST',
    path: '/api/ops/catalogue/boxes/{id}',
    roles: ['catalogue'],
    mutation: true,
    call: async (f) => ({
      url: `/api/ops/catalogue/boxes/${(await freshBox(f)).id}`,
      body: { name: 'Renamed', priceCents: 500, image: '/art/box/110.svg', isFeatured: true },
    }),
  },
  {
    method: 'POST',
    path: '/api/ops/catalogue/boxes/{id}/odds',
    roles: ['catalogue'],
    mutation: true,
    call: async (f) => ({
      url: `/api/ops/catalogue/boxes/${(await freshBox(f)).id}/odds`,
      body: { lines: [{ itemId: ITEM, ppm: 1_000_000 }], baseVersion: 0 },
    }),
  },
  { method: 'GET', path: '/api/ops/catalogue/rtp-band', roles: ['catalogue'], call: async () => ({ url: '/api/ops/catalogue/rtp-band' }) },
  {
    method: 'POST',
    path: '/api/ops/catalogue/rtp-band',
    roles: ['admin'],
    mutation: true,
    call: async () => ({ url: '/api/ops/catalogue/rtp-band', body: { minBp: 8500, maxBp: 9500 } }),
  },
  { method: 'POST', path: '/api/ops/media', roles: ['catalogue'], mutation: true, call: pngUpload },
  { method: 'GET', path: '/api/ops/content/banners', roles: ['catalogue'], call: async () => ({ url: '/api/ops/content/banners' }) },
  {
    method: 'POST',
    path: '/api/ops/content/banners',
    roles: ['catalogue'],
    mutation: true,
    call: async () => ({ url: '/api/ops/content/banners', body: BANNER }),
  },
  {
    method: 'POST',
    path: '/api/ops/content/banners/{id}',
    roles: ['catalogue'],
    mutation: true,
    call: async (f) => ({ url: `/api/ops/content/banners/${(await freshBanner(f)).id}`, body: { ...BANNER, sort: 91 } }),
  },
  {
    method: 'POST',
    path: '/api/ops/content/banners/{id}/delete',
    roles: ['catalogue'],
    mutation: true,
    call: async (f) => ({ url: `/api/ops/content/banners/${(await freshBanner(f)).id}/delete` }),
  },
  { method: 'GET', path: '/api/ops/vip', roles: ['finance'], call: async () => ({ url: '/api/ops/vip' }) },
  { method: 'GET', path: '/api/ops/games/mines', roles: ['finance'], call: async () => ({ url: '/api/ops/games/mines' }) },
  {
    method: 'POST',
    path: '/api/ops/games/mines',
    roles: ['finance'],
    mutation: true,
    call: async (f) => ({ url: '/api/ops/games/mines', body: await f.t.s.mines.opsSettings() }),
  },
  // the other games' settings (docs/architecture/console.md; each module's *.ops.routes.ts) and the events framework
  { method: 'GET', path: '/api/ops/games/upgrade', roles: ['finance'], call: async () => ({ url: '/api/ops/games/upgrade' }) },
  {
    method: 'POST',
    path: '/api/ops/games/upgrade',
    roles: ['finance'],
    mutation: true,
    call: async (f) => ({ url: '/api/ops/games/upgrade', body: await f.t.s.upgrade.opsSettings() }),
  },
  { method: 'GET', path: '/api/ops/games/treasure', roles: ['finance'], call: async () => ({ url: '/api/ops/games/treasure' }) },
  {
    method: 'POST',
    path: '/api/ops/games/treasure',
    roles: ['finance'],
    mutation: true,
    call: async (f) => ({ url: '/api/ops/games/treasure', body: (await f.t.s.treasure.opsView()).settings }),
  },
  {
    method: 'POST',
    path: '/api/ops/games/treasure/treasures',
    roles: ['finance'],
    mutation: true,
    call: async () => ({
      url: '/api/ops/games/treasure/treasures',
      body: { itemId: ITEM, type: 2, mapPrice: 1, mapCount: 4, minVipLevel: 0, sort: 900, isActive: false, isHot: false },
    }),
  },
  {
    method: 'POST',
    path: '/api/ops/games/treasure/treasures/{id}',
    roles: ['finance'],
    mutation: true,
    call: async (f) => ({
      url: `/api/ops/games/treasure/treasures/${(await f.t.s.treasure.opsView()).treasures[0]!.id}`,
      body: { sort: 5 },
    }),
  },
  { method: 'GET', path: '/api/ops/games/flip', roles: ['finance'], call: async () => ({ url: '/api/ops/games/flip' }) },
  {
    method: 'POST',
    path: '/api/ops/games/flip',
    roles: ['finance'],
    mutation: true,
    call: async (f) => ({ url: '/api/ops/games/flip', body: await f.t.s.flip.opsView() }),
  },
  { method: 'GET', path: '/api/ops/games/trial', roles: ['finance'], call: async () => ({ url: '/api/ops/games/trial' }) },
  {
    method: 'POST',
    path: '/api/ops/games/trial',
    roles: ['finance'],
    mutation: true,
    call: async (f) => ({ url: '/api/ops/games/trial', body: await f.t.s.trial.opsSettings() }),
  },
  { method: 'GET', path: '/api/ops/games/pirate', roles: ['finance'], call: async () => ({ url: '/api/ops/games/pirate' }) },
  {
    method: 'POST',
    path: '/api/ops/games/pirate',
    roles: ['finance'],
    mutation: true,
    call: async (f) => ({ url: '/api/ops/games/pirate', body: await f.t.s.pirate.opsSettings() }),
  },
  { method: 'GET', path: '/api/ops/contests/settings', roles: ['finance'], call: async () => ({ url: '/api/ops/contests/settings' }) },
  {
    method: 'POST',
    path: '/api/ops/contests/settings',
    roles: ['finance'],
    mutation: true,
    call: async (f) => ({ url: '/api/ops/contests/settings', body: await f.t.s.contests.opsConsole.opsSettings() }),
  },
  { method: 'GET', path: '/api/ops/contests/levels', roles: ['catalogue'], call: async () => ({ url: '/api/ops/contests/levels' }) },
  {
    method: 'POST',
    path: '/api/ops/contests/levels/{id}',
    roles: ['catalogue'],
    mutation: true,
    call: async (f) => {
      const { id, position: _p, ...body } = (await f.t.s.contests.opsConsole.opsLevels())[0]!;
      return { url: `/api/ops/contests/levels/${id}`, body };
    },
  },
  { method: 'GET', path: '/api/ops/games/bingo', roles: ['finance'], call: async () => ({ url: '/api/ops/games/bingo' }) },
  {
    method: 'POST',
    path: '/api/ops/games/bingo',
    roles: ['finance'],
    mutation: true,
    call: async (f) => ({ url: '/api/ops/games/bingo', body: await f.t.s.bingo.opsSettings() }),
  },
  { method: 'GET', path: '/api/ops/games/bingo/offers', roles: ['catalogue'], call: async () => ({ url: '/api/ops/games/bingo/offers' }) },
  {
    method: 'POST',
    path: '/api/ops/games/bingo/offers',
    roles: ['catalogue'],
    mutation: true,
    call: async () => ({ url: '/api/ops/games/bingo/offers', body: { itemId: ITEM, points: 500, sort: 0, isActive: false } }),
  },
  {
    method: 'POST',
    path: '/api/ops/games/bingo/offers/{id}',
    roles: ['catalogue'],
    mutation: true,
    call: async (f) => ({
      url: `/api/ops/games/bingo/offers/${(await f.t.s.bingo.club.opsOffers()).list[0]!.id}`,
      body: { itemId: ITEM, points: 600, sort: 0, isActive: true },
    }),
  },
  { method: 'GET', path: '/api/ops/games/fancy', roles: ['finance'], call: async () => ({ url: '/api/ops/games/fancy' }) },
  {
    method: 'POST',
    path: '/api/ops/games/fancy',
    roles: ['finance'],
    mutation: true,
    call: async (f) => ({ url: '/api/ops/games/fancy', body: await f.t.s.fancy.opsView() }),
  },
  { method: 'GET', path: '/api/ops/games/lottery', roles: ['finance'], call: async () => ({ url: '/api/ops/games/lottery' }) },
  {
    method: 'POST',
    path: '/api/ops/games/lottery',
    roles: ['finance'],
    mutation: true,
    call: async (f) => ({ url: '/api/ops/games/lottery', body: await f.t.s.lottery.opsSettings() }),
  },
  { method: 'GET', path: '/api/ops/games/lucky-star', roles: ['finance'], call: async () => ({ url: '/api/ops/games/lucky-star' }) },
  {
    method: 'POST',
    path: '/api/ops/games/lucky-star',
    roles: ['finance'],
    mutation: true,
    call: async (f) => ({ url: '/api/ops/games/lucky-star', body: await f.t.s.luckyStar.opsSettings() }),
  },
  { method: 'GET', path: '/api/ops/events', roles: ['catalogue'], call: async () => ({ url: '/api/ops/events' }) },
  {
    method: 'POST',
    path: '/api/ops/events/{id}',
    roles: ['catalogue'],
    mutation: true,
    call: async (f) => {
      const e = (await f.t.s.promoEvents.opsList())[0]!;
      return {
        url: `/api/ops/events/${e.id}`,
        body: {
          title: e.title,
          startsAt: e.startsAt,
          endsAt: e.endsAt,
          bannerImg: e.bannerImg,
          bannerText: e.bannerText,
          isActive: e.isActive,
        },
      };
    },
  },
  {
    method: 'POST',
    path: '/api/ops/events',
    roles: ['catalogue'],
    mutation: true,
    call: async () => ({ url: '/api/ops/events', body: eventPage(`ops-${randomUUID().slice(0, 8)}`) }),
  },
  {
    method: 'POST',
    path: '/api/ops/events/{id}/page',
    roles: ['catalogue'],
    mutation: true,
    call: async (f) => {
      const e = await f.t.s.eventPages.create(
        { userId: f.requester.userId, roles: ['admin'], ip: 'test' },
        eventPage(`ops-${randomUUID().slice(0, 8)}`),
      );
      return { url: `/api/ops/events/${e.id}/page`, body: { page: EVENT_PAGE } };
    },
  },
  { method: 'GET', path: '/api/ops/free-boxes', roles: ['catalogue'], call: async () => ({ url: '/api/ops/free-boxes' }) },
  {
    method: 'POST',
    path: '/api/ops/free-boxes',
    roles: ['catalogue'],
    mutation: true,
    call: async (f) => {
      const box = await freshBox(f);
      await f.t.s.catalogueOps.publishOdds({ userId: f.requester.userId, ip: 'test' }, box.id, {
        lines: [{ itemId: ITEM, ppm: 1_000_000 }],
        baseVersion: 0,
      });
      return { url: '/api/ops/free-boxes', body: { boxId: box.id, rule: FREE_RULE } };
    },
  },
  {
    method: 'POST',
    path: '/api/ops/free-boxes/{boxId}',
    roles: ['catalogue'],
    mutation: true,
    call: async () => ({ url: '/api/ops/free-boxes/109', body: { ...FREE_RULE, sort: 1 } }),
  },
  { method: 'GET', path: '/api/ops/deposit-bonus', roles: ['catalogue'], call: async () => ({ url: '/api/ops/deposit-bonus' }) },
  {
    method: 'POST',
    path: '/api/ops/deposit-bonus',
    roles: ['catalogue'],
    mutation: true,
    call: async (f) => ({ url: '/api/ops/deposit-bonus', body: await f.t.s.depositBonus.opsConfig() }),
  },
  // the transparency layer (docs/transparency.md#api): overview, a liabilities snapshot now, a signed tree head now
  { method: 'GET', path: '/api/ops/transparency', roles: ['finance'], call: async () => ({ url: '/api/ops/transparency' }) },
  {
    method: 'POST',
    path: '/api/ops/transparency/liabilities',
    roles: ['finance'],
    mutation: true,
    call: async () => ({ url: '/api/ops/transparency/liabilities' }),
  },
  {
    method: 'POST',
    path: '/api/ops/transparency/sth',
    roles: ['finance'],
    mutation: true,
    call: async () => ({ url: '/api/ops/transparency/sth' }),
  },
  {
    method: 'GET',
    path: '/api/ops/reviews',
    roles: ['support', 'catalogue'],
    call: async () => ({ url: '/api/ops/reviews?status=pending' }),
  },
  {
    method: 'POST',
    path: '/api/ops/reviews/{id}/status',
    roles: ['support', 'catalogue'],
    mutation: true,
    call: async (f) => {
      const [r] = await f.t.s.dbHandle.db
        .insert(reviews)
        .values({ userId: f.player.uid, rating: 5, body: 'A review for the console test', status: 'pending', createdAt: new Date() })
        .returning();
      return { url: `/api/ops/reviews/${r!.id}/status`, body: { status: 'approved' } };
    },
  },
  {
    method: 'POST',
    path: '/api/ops/vip/levels',
    roles: ['finance'],
    mutation: true,
    call: async (f) => ({ url: '/api/ops/vip/levels', body: { levels: (await f.t.s.vip.opsView()).levels } }),
  },
  {
    method: 'POST',
    path: '/api/ops/vip/settings',
    roles: ['finance'],
    mutation: true,
    call: async (f) => ({ url: '/api/ops/vip/settings', body: (await f.t.s.vip.opsView()).settings }),
  },
  {
    method: 'GET',
    path: '/api/ops/players/{id}/orders',
    roles: ['support', 'finance', 'fulfilment'],
    call: async (f) => ({ url: `/api/ops/players/${f.player.uid}/orders` }),
  },
  {
    method: 'GET',
    path: '/api/ops/fulfilment/orders',
    roles: ['fulfilment'],
    call: async () => ({ url: '/api/ops/fulfilment/orders?status=54' }),
  },
  {
    method: 'POST',
    path: '/api/ops/fulfilment/advance',
    roles: ['fulfilment'],
    mutation: true,
    call: async (f) => ({ url: '/api/ops/fulfilment/advance', body: { ids: [await shipOrder(f)], fromStatus: 54 } }),
  },
  {
    method: 'POST',
    path: '/api/ops/fulfilment/tracking',
    roles: ['fulfilment'],
    mutation: true,
    call: async (f) => ({
      url: '/api/ops/fulfilment/tracking',
      body: { orderId: await shipOrder(f), trackingNo: 'TRK-12345', carrier: 'UPS' },
    }),
  },
  {
    method: 'POST',
    path: '/api/ops/fulfilment/cancel',
    roles: ['fulfilment'],
    mutation: true,
    call: async (f) => ({ url: '/api/ops/fulfilment/cancel', body: { orderId: await shipOrder(f), reason: 'test' } }),
  },
  {
    method: 'POST',
    path: '/api/ops/fulfilment/packing_list',
    roles: ['fulfilment'],
    call: async (f) => ({ url: '/api/ops/fulfilment/packing_list', body: { ids: [await shipOrder(f)] } }),
  },
  // prize settings and mall offers (modules/shipping/prize-settings.ops.routes.ts, modules/mall/mall.ops.routes.ts)
  { method: 'GET', path: '/api/ops/prizes/shipping', roles: ['fulfilment'], call: async () => ({ url: '/api/ops/prizes/shipping' }) },
  {
    method: 'POST',
    path: '/api/ops/prizes/shipping',
    roles: ['fulfilment'],
    mutation: true,
    call: async (f) => ({ url: '/api/ops/prizes/shipping', body: await f.t.s.prizes.settingsConsole.shipping() }),
  },
  { method: 'GET', path: '/api/ops/prizes/rates', roles: ['finance'], call: async () => ({ url: '/api/ops/prizes/rates' }) },
  {
    method: 'POST',
    path: '/api/ops/prizes/rates',
    roles: ['finance'],
    mutation: true,
    call: async (f) => ({ url: '/api/ops/prizes/rates', body: await f.t.s.prizes.settingsConsole.rates() }),
  },
  // random-discount promotions (modules/payments/promotions.ops.routes.ts); created switched off so the running one stays
  { method: 'GET', path: '/api/ops/promotions', roles: ['finance'], call: async () => ({ url: '/api/ops/promotions' }) },
  {
    method: 'POST',
    path: '/api/ops/promotions',
    roles: ['finance'],
    mutation: true,
    call: async () => ({ url: '/api/ops/promotions', body: { ...PROMOTION, code: `p-${randomUUID().slice(0, 8)}` } }),
  },
  {
    method: 'POST',
    path: '/api/ops/promotions/{id}',
    roles: ['finance'],
    mutation: true,
    call: async (f) => ({
      url: `/api/ops/promotions/${(await f.t.s.payments.promotions.opsCreate({ userId: f.requester.userId, ip: 'test' }, { ...PROMOTION, code: `p-${randomUUID().slice(0, 8)}` })).id}`,
      body: { ...PROMOTION, maxDiscountCents: 800 },
    }),
  },
  { method: 'GET', path: '/api/ops/mall/offers', roles: ['finance'], call: async () => ({ url: '/api/ops/mall/offers' }) },
  {
    method: 'POST',
    path: '/api/ops/mall/offers',
    roles: ['finance'],
    mutation: true,
    call: async () => ({ url: '/api/ops/mall/offers', body: MALL_OFFER }),
  },
  {
    method: 'POST',
    path: '/api/ops/mall/offers/{id}',
    roles: ['finance'],
    mutation: true,
    call: async (f) => ({
      url: `/api/ops/mall/offers/${(await f.t.s.prizes.mall.createOffer({ userId: f.requester.userId, ip: 'test' }, MALL_OFFER)).id}`,
      body: { ...MALL_OFFER, stock: 5 },
    }),
  },
  // guides, floating ball, switches, Play Ground, top tip, app links (modules/guides/guides.ops.routes.ts, docs/architecture/console.md)
  { method: 'GET', path: '/api/ops/guides', roles: ['catalogue'], call: async () => ({ url: '/api/ops/guides' }) },
  {
    method: 'POST',
    path: '/api/ops/guides/floating-ball',
    roles: ['catalogue'],
    mutation: true,
    call: async (f) => ({ url: '/api/ops/guides/floating-ball', body: await f.t.s.guideConfig.floatingBall() }),
  },
  {
    method: 'POST',
    path: '/api/ops/guides/switches',
    roles: ['catalogue'],
    mutation: true,
    call: async (f) => ({ url: '/api/ops/guides/switches', body: await f.t.s.guideConfig.switches() }),
  },
  {
    method: 'POST',
    path: '/api/ops/guides/play-ground',
    roles: ['catalogue'],
    mutation: true,
    call: async (f) => ({ url: '/api/ops/guides/play-ground', body: { entries: await f.t.s.guideConfig.playGroundEntries() } }),
  },
  {
    method: 'POST',
    path: '/api/ops/guides/tip',
    roles: ['catalogue'],
    mutation: true,
    call: async () => ({ url: '/api/ops/guides/tip', body: { enabled: false, text: '', textPt: '', link: '' } }),
  },
  {
    method: 'POST',
    path: '/api/ops/guides/app-links',
    roles: ['catalogue'],
    mutation: true,
    call: async (f) => ({ url: '/api/ops/guides/app-links', body: await f.t.s.guideConfig.appLinks() }),
  },
  // support inbox and chat room mute (modules/chat/chat.ops.routes.ts, docs/architecture/console.md)
  {
    method: 'GET',
    path: '/api/ops/support/conversations',
    roles: ['support'],
    call: async () => ({ url: '/api/ops/support/conversations?filter=all' }),
  },
  {
    method: 'GET',
    path: '/api/ops/support/conversations/{id}',
    roles: ['support'],
    call: async (f) => ({ url: `/api/ops/support/conversations/${await supportConversation(f)}` }),
  },
  {
    method: 'POST',
    path: '/api/ops/support/conversations/{id}/read',
    roles: ['support'],
    call: async (f) => ({ url: `/api/ops/support/conversations/${await supportConversation(f)}/read` }),
  },
  {
    method: 'POST',
    path: '/api/ops/support/conversations/{id}/typing',
    roles: ['support'],
    call: async (f) => ({ url: `/api/ops/support/conversations/${await supportConversation(f)}/typing` }),
  },
  {
    method: 'POST',
    path: '/api/ops/support/conversations/{id}/reply',
    roles: ['support'],
    mutation: true,
    call: async (f) => ({
      url: `/api/ops/support/conversations/${await supportConversation(f)}/reply`,
      body: { msgType: 1, text: 'Hello from support' },
    }),
  },
  {
    method: 'POST',
    path: '/api/ops/support/conversations/{id}/assign',
    roles: ['support'],
    mutation: true,
    call: async (f) => ({ url: `/api/ops/support/conversations/${await supportConversation(f)}/assign`, body: { assign: true } }),
  },
  {
    method: 'POST',
    path: '/api/ops/support/image',
    roles: ['support'],
    mutation: true,
    call: async () => ({ ...(await pngUpload()), url: '/api/ops/support/image' }),
  },
  {
    method: 'POST',
    path: '/api/ops/support/mute',
    roles: ['support'],
    mutation: true,
    call: async (f) => ({
      url: '/api/ops/support/mute',
      body: { uid: f.player.uid, until: new Date(Date.now() + 60_000).toISOString(), reason: 'test' },
    }),
  },
];
/** The two sign-in steps: open without a session by design (their own tests: ops-auth.test.ts). */
const PUBLIC = ['POST /api/ops/auth/login', 'POST /api/ops/auth/totp'];

describe.each(DRIVERS)('every /api/ops route x every role (%s)', (driver) => {
  let f: Fixture;
  let t: TestApp;
  const ops = {} as Record<OpsRole, string>;
  let playerAuth: string;
  beforeAll(async () => {
    // manual payouts: an approved withdrawal waits for the console's mark-paid or release (docs/payments.md#payouts)
    t = await createTestApp(driver, { PAYOUT_PROVIDER: 'manual' });
    for (const r of OPS_ROLES) ops[r] = (await t.operator([r])).authorization;
    const player = await t.register();
    playerAuth = (await t.register()).auth; // another player: routes under test revoke `player`'s sessions
    const requester = await t.operator(['finance']);
    f = { t, player, requester };
    await t.fund(player.uid, 10_000);
  });
  afterAll(async () => t?.close());

  it('the table names every /api/ops route of the OpenAPI document', () => {
    const doc = t.app.swagger() as { paths: Record<string, Record<string, unknown>> };
    const inDoc = Object.entries(doc.paths)
      .filter(([p]) => p.startsWith('/api/ops/'))
      .flatMap(([p, m]) => Object.keys(m).map((k) => `${k.toUpperCase()} ${p}`));
    const listed = [...ROUTES.map((r) => `${r.method} ${r.path}`), ...PUBLIC];
    expect(inDoc.sort()).toEqual(listed.sort());
  });

  it.each(ROUTES.map((r) => [`${r.method} ${r.path}`, r] as const))(
    '%s',
    async (_name, route) => {
      for (const role of OPS_ROLES) {
        const allowed = role === 'admin' || route.roles.includes(role);
        const { url, body, raw, headers } = await route.call(f);
        const auth = route.endsSession ? (await t.operator([role])).authorization : ops[role];
        const r = await t.call(route.method, url, { auth, body, raw, headers });
        if (allowed && route.refusedWith) expect([r.status < 500, r.body.code], role).toEqual([true, route.refusedWith]);
        else if (allowed) expect(r.status, `${role}: ${JSON.stringify(r.body)}`).toBeLessThan(300);
        else {
          expect(r.status, role).toBe(403);
          expect(r.body.code).toBe('error.access.forbidden');
        }
      }
      const { url, body, raw, headers } = await route.call(f);
      const asPlayer = await t.call(route.method, url, { auth: playerAuth, body, raw, headers });
      expect(asPlayer.status).toBe(403);
      expect(asPlayer.body.code).toBe('error.access.forbidden');
      expect((await t.call(route.method, url, { body, raw, headers })).status).toBe(401);
    },
    60_000,
  );

  it.each(ROUTES.filter((r) => r.mutation).map((r) => [`${r.method} ${r.path}`, r] as const))(
    '%s writes exactly one audit row',
    async (_name, route) => {
      const { url, body, raw, headers } = await route.call(f);
      const auth = route.endsSession ? (await t.operator(['admin'])).authorization : ops.admin;
      const before = await auditCount(t);
      const r = await t.call(route.method, url, { auth, body, raw, headers });
      expect(r.status, JSON.stringify(r.body)).toBeLessThan(300);
      expect(await auditCount(t)).toBe(before + 1);
    },
  );

  it('the TOTP sign-in step writes one audit row; a refused mutation writes none', async () => {
    const before = await auditCount(t);
    await t.operator(['support']); // one sign-in
    expect(await auditCount(t)).toBe(before + 1);
    const refused = await t.call('POST', '/api/ops/corrections', {
      auth: ops.finance,
      body: { uid: f.player.uid, amount: 1, kind: 'goodwill', reason: '   ', idempotencyKey: randomUUID() },
    });
    expect(refused.body.code).toBe('ops.error.reason_required');
    expect(await auditCount(t)).toBe(before + 1);
  });
});

async function auditCount(t: TestApp): Promise<number> {
  const [row] = await t.s.dbHandle.db.select({ n: count() }).from(opsAudit);
  return Number(row?.n ?? 0);
}
