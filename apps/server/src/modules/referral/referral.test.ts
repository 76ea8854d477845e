import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DRIVERS, type TestApp } from '../../test/harness.ts';
import { checkLedger } from '../wallet/wallet.service.ts';
import { friendCodeOf } from '../users/friend-code.ts';
import { sql } from 'drizzle-orm';

const TRON_OK = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
const TRON_BAD = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6u';

/** A clock the test moves. */
function movableClock(start = Date.now()) {
  let now = start;
  return { now: () => new Date(now), advance: (ms: number) => void (now += ms) };
}

describe.each(DRIVERS)('referral and distribution on %s (medium)', (driver) => {
  let t: TestApp;
  const clock = movableClock();
  const op = { userId: 0, ip: 'test', roles: ['finance' as const] };
  const audits = async () =>
    ((await t.s.dbHandle.db.execute(sql`select action from ops_audit order by id`)) as unknown as { rows: { action: string }[] }).rows.map(
      (r) => r.action,
    );
  beforeAll(async () => {
    // ETH at 200,000 USD: small ETH withdrawals fall under the 0.001-coin floor (docs/product/validation.md#server-rules) after the fee; the manual
    // payout (an operator pastes the hash; payouts.test.ts covers the payout job and providers)
    t = await createTestApp(driver, { CRYPTO_PRICES: 'ETH=200000', PAYOUT_PROVIDER: 'manual' }, { clock });
    op.userId = (await t.register()).uid;
  });
  afterAll(async () => t?.close());

  /** Registers through a referral code (as the web app sends it after /r/{code}). */
  const registerWith = async (code: string, headers: Record<string, string> = {}, remoteAddress?: string) => {
    const email = `r-${randomBytes(5).toString('hex')}@example.com`;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/register/v2',
      headers: { 'content-type': 'application/json', ...headers },
      remoteAddress,
      payload: JSON.stringify({ email, password: 'secret123', ageConfirmed: true, referral: { code, channel: 'copy' } }),
    });
    const body = res.json();
    expect(res.statusCode, JSON.stringify(body)).toBe(200);
    return { uid: body.data.uid as number, auth: body.data.authorization as string, invited: body.data.invited === true };
  };
  const deposit = (uid: number, cents: number, key = randomBytes(6).toString('hex')) =>
    t.s.dbHandle.db.transaction((tx) =>
      t.s.referral.creditDepositCommission(tx, { sourceKey: `deposit:${key}`, userId: uid, depositCents: cents, at: clock.now() }),
    );
  const detail = async (auth: string) => (await t.call('GET', '/api/distribution/detail', { auth })).body.data;

  it('a sandbox deposit of a referred player credits 10 % through the deposit.credited consumer, once', async () => {
    const a = await t.register();
    const b = await registerWith(friendCodeOf(a.uid));
    const pre = await t.call('POST', '/api/pay/sandbox/prepay', { auth: b.auth, body: { amount: 50, orderType: 1 } });
    expect((await t.call('POST', `/api/pay/sandbox/${pre.body.data.orderNo}/confirm`)).body.data.status).toBe('paid');
    await Promise.all([t.s.jobs.runDue(), t.s.jobs.runDue()]);
    await t.s.jobs.runDue();
    expect(await detail(a.auth)).toMatchObject({ commissionBalance: 5, totalCommission: 5 });
    const rows = (await t.call('GET', '/api/distribution/referrals', { auth: a.auth })).body.data.list;
    expect(rows[0].commission).toBe(5);
    // the same deposit again (a replayed event) pays nothing more
    expect(
      await t.s.dbHandle.db.transaction((tx) =>
        t.s.referral.creditDepositCommission(tx, {
          sourceKey: `deposit:${pre.body.data.orderNo}`,
          userId: b.uid,
          depositCents: 50_00,
          at: clock.now(),
        }),
      ),
    ).toBe(0);
  });

  it('a short link and a click name the referrer; sign-up through it links the player (welcome suppressed)', async () => {
    const a = await t.register();
    const code = friendCodeOf(a.uid);
    const link = await t.call('POST', '/api/slink/create_slink', { auth: a.auth, body: { channel: 'telegram' } });
    expect(link.status).toBe(200);
    expect(link.body.data.path).toBe(`/r/${link.body.data.slug}`);
    const again = await t.call('POST', '/api/slink/create_slink', { auth: a.auth, body: { channel: 'telegram' } });
    expect(again.body.data.slug).toBe(link.body.data.slug);
    const click = await t.call('POST', '/api/sys/referral/click', { body: { code: link.body.data.slug, deviceId: 'device-bbbbbbbb' } });
    expect(click.body.data).toMatchObject({ code, channel: 'telegram' });
    expect(click.body.data.inviter).toMatch(/\*\*\*/);
    expect((await t.call('POST', '/api/sys/referral/click', { body: { code: 'nope0000' } })).body.code).toBe('distribution.error.unknown');

    const b = await registerWith(link.body.data.slug, { 'x-device-id': 'device-bbbbbbbb' });
    expect(b.invited).toBe(true);
    expect((await t.call('GET', '/api/user/profile', { auth: b.auth })).body.data.friendCodeUsed).toBe(true);
    const d = await detail(a.auth);
    expect(d).toMatchObject({
      code,
      link: `/r/${code}`,
      refLink: `/ref/${code}`,
      referrals: 1,
      commissionBalance: 0,
      ratePercent: 10,
      periodDays: 90,
      withdrawMin: 100,
    });
    const list = (await t.call('GET', '/api/distribution/referrals', { auth: a.auth })).body.data;
    expect(list.total).toBe(1);
    expect(list.list[0]).toMatchObject({ status: 'active', commission: 0 });
    expect(list.list[0].name).toMatch(/\*\*\*/);
    // a bad code never fails a sign-up, it just links nobody
    expect((await registerWith('HBZZZZZZ')).invited).toBe(false);
  });

  it('commission: 10 % of deposits within 90 days, once per source, not for flagged referrals', async () => {
    const a = await t.register();
    const b = await registerWith(friendCodeOf(a.uid));
    expect(await deposit(b.uid, 50_00, 'same-source')).toBe(5_00);
    expect(await deposit(b.uid, 50_00, 'same-source')).toBe(0); // the same source event again
    expect(await deposit(a.uid, 50_00)).toBe(0); // A was referred by nobody
    expect((await detail(a.auth)).commissionBalance).toBe(5);
    expect((await detail(a.auth)).totalCommission).toBe(5);

    // self-referral: a second account on the device A used on the Earn Money page is flagged, earns nothing
    await t.call('GET', '/api/distribution/detail', { auth: a.auth, headers: { 'x-device-id': 'a-phone-123456' } });
    const sock = await registerWith(friendCodeOf(a.uid), { 'x-device-id': 'a-phone-123456' });
    expect(await deposit(sock.uid, 100_00)).toBe(0);
    // ... and on A's public address
    await t.app.inject({
      method: 'GET',
      url: '/api/distribution/detail',
      headers: { authorization: a.auth },
      remoteAddress: '203.0.113.7',
    });
    const sock2 = await registerWith(friendCodeOf(a.uid), {}, '203.0.113.7');
    expect(await deposit(sock2.uid, 100_00)).toBe(0);
    const rows = (await t.call('GET', '/api/distribution/referrals', { auth: a.auth })).body.data.list;
    expect(rows.map((r: { status: string }) => r.status).sort()).toEqual(['active', 'review', 'review']);
    // an operator clears one after review: it earns from then on (what it deposited while flagged earned nothing)
    expect((await t.s.referralOps.opsFlagged()).map((f) => f.referredId)).toEqual(expect.arrayContaining([sock.uid, sock2.uid]));
    await t.s.referralOps.clearFlag(op, sock.uid);
    await expect(t.s.referralOps.clearFlag(op, sock.uid)).rejects.toMatchObject({ key: 'error.not_found' });
    expect(await deposit(sock.uid, 100_00)).toBe(10_00);
    expect((await audits()).filter((x) => x === 'referral.clear_flag')).toHaveLength(1);

    clock.advance(91 * 86_400_000); // past the period
    expect(await deposit(b.uid, 50_00)).toBe(0);
    // (sessions last 30 days, so the service is asked directly)
    expect((await t.s.referral.referrals(a.uid, 1, 20)).list.map((r) => r.status).sort()).toEqual(['expired', 'expired', 'review']);
    const rank = await t.s.referral.rank(a.uid);
    expect(rank.me).toMatchObject({ referrals: 3, commission: 15 });
  });

  it('transfers commission to the coin balance in one entry', async () => {
    const a = await t.register();
    const b = await registerWith(friendCodeOf(a.uid));
    await deposit(b.uid, 100_00);
    const r = await t.call('POST', '/api/distribution/transfer', {
      auth: a.auth,
      body: { amount: 4 },
      headers: { 'idempotency-key': 'transfer-1-abc' },
    });
    expect(r.body.data).toEqual({ commissionBalance: 6, balance: 4 });
    const again = await t.call('POST', '/api/distribution/transfer', {
      auth: a.auth,
      body: { amount: 4 },
      headers: { 'idempotency-key': 'transfer-1-abc' },
    });
    expect(again.body.data).toEqual({ commissionBalance: 6, balance: 4 });
    expect((await t.call('POST', '/api/distribution/transfer', { auth: a.auth, body: { amount: 7 } })).body.code).toBe(
      'coin.error.not_enough',
    );
    expect((await t.call('POST', '/api/distribution/transfer', { auth: a.auth, body: { amount: 0 } })).body.code).toBe(
      'distribution.error.amount',
    );
    expect((await t.call('POST', '/api/distribution/transfer', { auth: a.auth, body: { amount: '1.001' } })).body.code).toBe(
      'validation.amount',
    );
    expect((await detail(a.auth)).totalTransferred).toBe(4);
  });

  it('withdraws in crypto: rules, hold, approve, paid with hash; reject returns the funds', async () => {
    const a = await t.register();
    const b = await registerWith(friendCodeOf(a.uid));
    await deposit(b.uid, 3000_00); // 300.00 commission
    const w = (body: object, key?: string) =>
      t.call('POST', '/api/distribution/withdraw', { auth: a.auth, body, headers: key ? { 'idempotency-key': key } : {} });
    expect((await w({ amount: 150, chain: 'TRON', ccy: 'USDT', address: TRON_BAD })).body).toEqual({
      code: 'withdraw.error.address',
      msg: 'This address is not valid for the chosen network',
    });
    expect((await w({ amount: 99.99, chain: 'TRON', ccy: 'USDT', address: TRON_OK })).body.code).toBe('withdraw.error.min');
    expect((await w({ amount: 150, chain: 'SOL', ccy: 'USDT', address: TRON_OK })).body.code).toBe('withdraw.error.chain');
    expect((await w({ amount: 400, chain: 'TRON', ccy: 'USDT', address: TRON_OK })).body.code).toBe('coin.error.not_enough');
    const chains = (await t.call('GET', '/api/distribution/chain/list')).body.data;
    expect(chains.min).toBe(100);
    expect(chains.list.find((c: { chain: string; ccy: string }) => c.chain === 'TRON' && c.ccy === 'USDT')).toMatchObject({
      fee: 1,
      standard: 'TRC-20',
      price: '1',
    });

    const ok = await w({ amount: 150, chain: 'TRON', ccy: 'USDT', address: TRON_OK, currency: 'USD' }, 'withdraw-key-1');
    expect(ok.body.data).toMatchObject({ amount: 150, fee: 1, coinAmount: '149.000000', status: 'pending', txHash: null });
    expect((await w({ amount: 150, chain: 'TRON', ccy: 'USDT', address: TRON_OK }, 'withdraw-key-1')).body.data.id).toBe(ok.body.data.id);
    expect(await detail(a.auth)).toMatchObject({ commissionBalance: 150, pendingWithdrawal: 150 });
    expect((await t.call('POST', '/api/user/delete', { auth: a.auth, body: { password: 'secret123' } })).body.code).toBe(
      'user.error.delete_blocked',
    );

    const id = ok.body.data.id as number;
    await t.s.referralOps.approve(op, id);
    await expect(t.s.referralOps.approve(op, id)).rejects.toMatchObject({ key: 'withdraw.error.state' });
    const paid = await t.s.referralOps.markPaid(op, id, '0xabc123def4567890');
    expect(paid).toMatchObject({ status: 'paid', txHash: '0xabc123def4567890' });
    await expect(t.s.referralOps.reject(op, id, 'late')).rejects.toMatchObject({ key: 'withdraw.error.state' });
    const hist = (await t.call('GET', '/api/withdraw/history', { auth: a.auth })).body.data;
    expect(hist.list[0]).toMatchObject({ id, status: 'paid', txHash: '0xabc123def4567890' });
    expect(await detail(a.auth)).toMatchObject({ commissionBalance: 150, pendingWithdrawal: 0, totalWithdrawn: 150 });

    const second = (await w({ amount: 120, chain: 'TRON', ccy: 'USDT', address: TRON_OK })).body.data;
    expect((await detail(a.auth)).commissionBalance).toBe(30);
    await t.s.referralOps.reject(op, second.id, 'address on a sanctions list');
    expect(await detail(a.auth)).toMatchObject({ commissionBalance: 150, pendingWithdrawal: 0 });
    expect(await audits()).toEqual(expect.arrayContaining(['withdrawal.approve', 'withdrawal.paid', 'withdrawal.reject']));

    // BTC at the static 65,000 USD: 100 USD - 4 USD fee = 0.00147692 BTC, above 0.001
    const btc = await w({ amount: 100, chain: 'BTC', ccy: 'BTC', address: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq' });
    expect(btc.body.data.coinAmount).toBe('0.00147692');
    expect((await checkLedger(t.s.dbHandle.db)).ok).toBe(true);
  });

  it('distribution codes: every error of docs/product/errors.md#referral-and-distribution, coins and box rewards, once per player', async () => {
    const a = await t.register();
    const b = await t.register();
    const now = clock.now().getTime();
    const iso = (ms: number) => new Date(now + ms).toISOString();
    const base = { startsAt: iso(-3_600_000), endsAt: iso(3_600_000), maxUses: 1 };
    await t.s.referralOps.createCode(op, { ...base, code: 'WELCOME5', rewardType: 'coins', rewardAmount: 5 });
    await t.s.referralOps.createCode(op, {
      ...base,
      code: 'SOON',
      startsAt: iso(3_600_000),
      endsAt: iso(7_200_000),
      rewardType: 'coins',
      rewardAmount: 1,
    });
    await t.s.referralOps.createCode(op, {
      ...base,
      code: 'OLDCODE',
      startsAt: iso(-7_200_000),
      endsAt: iso(-3_600_000),
      rewardType: 'coins',
      rewardAmount: 1,
    });
    const boxes = (await t.call('GET', '/api/item/list?pageSize=1')).body.data.list;
    await t.s.referralOps.createCode(op, { ...base, code: 'BOXCODE', maxUses: 5, rewardType: 'box', rewardBoxId: boxes[0].id });
    await expect(t.s.referralOps.createCode(op, { ...base, code: 'welcome5', rewardType: 'coins', rewardAmount: 1 })).rejects.toMatchObject(
      {
        key: 'distribution.error.code_exists',
      },
    );
    await expect(
      t.s.referralOps.createCode(op, { ...base, code: 'BADBOX', rewardType: 'box', rewardBoxId: 999_999 }),
    ).rejects.toMatchObject({
      key: 'user.error.distribution_box_error',
    });

    const claim = (auth: string, code: string) => t.call('POST', '/api/distribution/claim', { auth, body: { code } });
    expect((await claim(a.auth, 'NOSUCH')).body.code).toBe('distribution.error.unknown');
    expect((await claim(a.auth, 'SOON')).body.code).toBe('distribution.error.not_started');
    expect((await claim(a.auth, 'OLDCODE')).body.code).toBe('distribution.error.expired');
    expect((await claim(a.auth, friendCodeOf(a.uid))).body).toEqual({
      code: 'distribution.error.own',
      msg: 'You cannot use your own promo code',
    });
    expect((await claim(a.auth, 'welcome5')).body.data).toMatchObject({ kind: 'coins', amount: 5 });
    expect((await claim(a.auth, 'WELCOME5')).body.code).toBe('distribution.error.used');
    expect((await claim(b.auth, 'WELCOME5')).body.code).toBe('distribution.error.used'); // one use only
    const boxClaim = (await claim(b.auth, 'BOXCODE')).body.data;
    expect(boxClaim).toMatchObject({ kind: 'box', boxName: boxes[0].name });
    expect(typeof boxClaim.itemName).toBe('string');
    expect((await t.call('GET', '/api/store/list', { auth: b.auth })).status).toBeLessThan(500);
    // a player's referral code through the same form: makes them the referrer, once
    expect((await claim(b.auth, friendCodeOf(a.uid))).body.data.kind).toBe('referrer');
    expect((await claim(b.auth, friendCodeOf(a.uid))).body.code).toBe('distribution.error.used');
    expect((await t.call('GET', '/api/user/base_info', { auth: a.auth })).body.data.coin).toBe(5);
    // attempts: 10 per hour, then "too many attempts"
    const c = await t.register();
    for (let i = 0; i < 10; i++) expect((await claim(c.auth, `NOPE${i}`)).body.code).toBe('distribution.error.unknown');
    expect((await claim(c.auth, 'WELCOME5')).body).toEqual({
      code: 'distribution.error.too_many_attempts',
      msg: 'Too many attempts, please try again later',
    });
    clock.advance(3_600_001);
    expect((await claim(c.auth, 'NOPE')).body.code).toBe('distribution.error.unknown');
    expect((await audits()).filter((a) => a === 'distribution_code.create')).toHaveLength(4);
    expect((await checkLedger(t.s.dbHandle.db)).ok).toBe(true);
  });

  it('min_coin (docs/product/validation.md#server-rules): a payout not above 0.001 of the coin after the network fee is refused and holds nothing', async () => {
    const a = await t.register();
    const b = await registerWith(friendCodeOf(a.uid));
    await deposit(b.uid, 5000_00); // 500.00 commission
    const ETH_OK = '0x52908400098527886e0f7030069857d2e4169ee7';
    const w = (amount: number) =>
      t.call('POST', '/api/distribution/withdraw', { auth: a.auth, body: { amount, chain: 'ETH', ccy: 'ETH', address: ETH_OK } });
    // 100 USD - 3 USD fee = 0.000485 ETH; 203 - 3 = exactly 0.001 ETH: not above it
    for (const amount of [100, 203]) {
      const r = await w(amount);
      expect(r.status).toBe(400);
      expect(r.body).toEqual({ code: 'withdraw.error.min_coin', msg: expect.any(String) });
    }
    expect(await detail(a.auth)).toMatchObject({ commissionBalance: 500, pendingWithdrawal: 0 });
    const ok = await w(203.01); // 200.01 USD = 0.00100005 ETH
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body.data).toMatchObject({ coinAmount: '0.00100005', status: 'pending' });
  });

  it('an approved but unpaid withdrawal can be released by finance: funds return, audited; a paid or pending one cannot', async () => {
    const a = await t.register();
    const b = await registerWith(friendCodeOf(a.uid));
    await deposit(b.uid, 3000_00); // 300.00 commission
    const finance = await t.operator(['finance']);
    const w = async () =>
      (
        await t.call('POST', '/api/distribution/withdraw', {
          auth: a.auth,
          body: { amount: 100, chain: 'TRON', ccy: 'USDT', address: TRON_OK },
        })
      ).body.data;
    const first = await w();
    const release = (id: number) =>
      t.call('POST', `/api/ops/referral/withdrawals/${id}/release`, { auth: finance.authorization, body: { reason: 'payout never sent' } });
    expect((await release(first.id)).body.code).toBe('withdraw.error.state'); // pending: that is a reject
    expect((await t.call('POST', `/api/ops/referral/withdrawals/${first.id}/approve`, { auth: finance.authorization })).status).toBe(200);
    expect(await detail(a.auth)).toMatchObject({ commissionBalance: 200, pendingWithdrawal: 100 });
    const released = await release(first.id);
    expect(released.status, JSON.stringify(released.body)).toBe(200);
    expect(released.body.data).toMatchObject({ id: first.id, status: 'released', rejectReason: 'payout never sent' });
    expect(await detail(a.auth)).toMatchObject({ commissionBalance: 300, pendingWithdrawal: 0 });
    expect((await release(first.id)).body.code).toBe('withdraw.error.state');
    expect(
      (
        await t.call('POST', `/api/ops/referral/withdrawals/${first.id}/paid`, {
          auth: finance.authorization,
          body: { txHash: '0xabc123def4567890' },
        })
      ).body.code,
    ).toBe('withdraw.error.state');
    const hist = (await t.call('GET', '/api/withdraw/history', { auth: a.auth })).body.data.list;
    expect(hist.find((x: { id: number }) => x.id === first.id).status).toBe('released');
    // a paid one stays paid
    const second = await w();
    await t.s.referralOps.approve(op, second.id);
    await t.s.referralOps.markPaid(op, second.id, '0xfeed1234abcd5678');
    expect((await release(second.id)).body.code).toBe('withdraw.error.state');
    expect(
      (
        await t.call('POST', `/api/ops/referral/withdrawals/${second.id}/release`, {
          auth: (await t.register()).auth,
          body: { reason: 'x' },
        })
      ).status,
    ).toBeGreaterThanOrEqual(401);
    expect(await audits()).toContain('withdrawal.release');
    expect((await checkLedger(t.s.dbHandle.db)).ok).toBe(true);
  });

  it('the finance queue lists open withdrawals of players with the VIP withdrawal perk first (VIP6+ by default)', async () => {
    const plain = await t.register();
    const vipPlayer = await t.register();
    for (const p of [plain, vipPlayer]) await deposit((await registerWith(friendCodeOf(p.uid))).uid, 2000_00);
    await t.s.dbHandle.db.execute(sql`update users set xp = 30000 where id = ${vipPlayer.uid}`); // VIP6: withdrawal perk
    const body = { amount: 100, chain: 'TRON', ccy: 'USDT', address: TRON_OK };
    const first = (await t.call('POST', '/api/distribution/withdraw', { auth: plain.auth, body })).body.data;
    const later = (await t.call('POST', '/api/distribution/withdraw', { auth: vipPlayer.auth, body })).body.data;
    const finance = await t.operator(['finance']);
    const queue = (await t.call('GET', '/api/ops/referral/withdrawals?status=pending', { auth: finance.authorization })).body.data.list as {
      id: number;
      vipPriority: boolean;
    }[];
    const ids = queue.map((w) => w.id);
    expect(ids.indexOf(later.id)).toBeLessThan(ids.indexOf(first.id));
    expect(queue.find((w) => w.id === later.id)!.vipPriority).toBe(true);
    expect(queue.find((w) => w.id === first.id)!.vipPriority).toBe(false);
    expect(queue.filter((w) => w.vipPriority).every((w, i) => queue[i]!.vipPriority === w.vipPriority)).toBe(true);
  });

  it('a distribution code can reward a Free voucher of a named box: issued once per claim, shown in My vouchers', async () => {
    const a = await t.register();
    const b = await t.register();
    const now = clock.now().getTime();
    const code = `VOUCH${randomBytes(3).toString('hex').toUpperCase()}`;
    const created = await t.s.referralOps.createCode(op, {
      code,
      startsAt: new Date(now - 60_000).toISOString(),
      endsAt: new Date(now + 3_600_000).toISOString(),
      maxUses: 5,
      rewardType: 'voucher',
      rewardBoxId: 110,
    });
    expect(created).toMatchObject({ rewardType: 'voucher', rewardBoxId: 110, rewardBoxName: expect.any(String) });
    await expect(
      t.s.referralOps.createCode(op, {
        code: `${code}X`,
        startsAt: new Date(now).toISOString(),
        endsAt: new Date(now + 1).toISOString(),
        maxUses: 1,
        rewardType: 'voucher',
      }),
    ).rejects.toMatchObject({ key: 'user.error.distribution_box_error' });
    const claim = (auth: string) => t.call('POST', '/api/distribution/claim', { auth, body: { code } });
    const claims = await Promise.all([claim(a.auth), claim(a.auth), claim(a.auth)]);
    expect(claims.filter((c) => c.status === 200)).toHaveLength(1);
    expect(claims.find((c) => c.status === 200)!.body.data).toMatchObject({
      kind: 'voucher',
      boxName: created.rewardBoxName,
      amount: null,
    });
    expect(claims.filter((c) => c.status !== 200).every((c) => c.body.code === 'distribution.error.used')).toBe(true);
    const vouchers = (await t.call('GET', '/api/voucher/list', { auth: a.auth })).body.data.list as {
      kind: number;
      boxId: number;
      status: string;
    }[];
    expect(vouchers.filter((v) => v.boxId === 110 && v.kind === 0)).toHaveLength(1);
    expect(vouchers[0]).toMatchObject({ status: 'available' });
    expect((await claim(b.auth)).body.data.kind).toBe('voucher');
    expect(((await t.call('GET', '/api/voucher/list', { auth: b.auth })).body.data.list as unknown[]).length).toBe(1);
    expect((await checkLedger(t.s.dbHandle.db)).ok).toBe(true);
  });

  it('friend code form keeps its own errors and refuses a loop back', async () => {
    const a = await t.register();
    const b = await t.register();
    expect((await t.call('POST', '/api/user/friendCode/submit', { auth: a.auth, body: { code: friendCodeOf(b.uid) } })).status).toBe(200);
    expect((await t.call('POST', '/api/user/friendCode/submit', { auth: b.auth, body: { code: friendCodeOf(a.uid) } })).body.code).toBe(
      'user.error.friend_code_used',
    );
    expect((await t.call('POST', '/api/user/friendCode/submit', { auth: b.auth, body: { code: friendCodeOf(b.uid) } })).body.code).toBe(
      'user.error.friend_code_own',
    );
  });

  it.runIf(driver === 'postgres')(
    'concurrency: a repeated withdrawal holds once, approve raced with reject ends in one, ledger holds after a soak',
    async () => {
      const a = await t.register();
      const b = await registerWith(friendCodeOf(a.uid));
      await deposit(b.uid, 10_000_00); // 1,000.00 commission
      const body = { amount: 100, chain: 'TRON', ccy: 'USDT', address: TRON_OK };
      const same = await Promise.all(
        Array.from({ length: 8 }, () =>
          t.call('POST', '/api/distribution/withdraw', { auth: a.auth, body, headers: { 'idempotency-key': 'parallel-key-1' } }),
        ),
      );
      expect(new Set(same.map((r) => r.body.data.id)).size).toBe(1);
      expect((await detail(a.auth)).commissionBalance).toBe(900);

      // more requests than the balance covers, in parallel with transfers: never below zero
      const burst = await Promise.all([
        ...Array.from({ length: 12 }, () => t.call('POST', '/api/distribution/withdraw', { auth: a.auth, body })),
        ...Array.from({ length: 6 }, () => t.call('POST', '/api/distribution/transfer', { auth: a.auth, body: { amount: 10 } })),
      ]);
      const okCount = burst.filter((r) => r.status === 200).length;
      expect(burst.every((r) => r.status === 200 || r.body.code === 'coin.error.not_enough')).toBe(true);
      expect(okCount).toBeGreaterThan(0);
      const after = await detail(a.auth);
      expect(after.commissionBalance).toBeGreaterThanOrEqual(0);

      const hist = (await t.call('GET', '/api/withdraw/history?pageSize=100', { auth: a.auth })).body.data.list as { id: number }[];
      const outcomes = await Promise.all(
        hist.map(async (w, i) => {
          const [ap, rj] = await Promise.allSettled([t.s.referralOps.approve(op, w.id), t.s.referralOps.reject(op, w.id, 'race')]);
          if (i % 2 === 0) await t.s.referralOps.markPaid(op, w.id, `0xhash${w.id}abcdef`).catch(() => undefined);
          return [ap.status, rj.status];
        }),
      );
      for (const [ap, rj] of outcomes) expect([ap, rj].filter((s) => s === 'fulfilled')).toHaveLength(1);
      const final = (await t.call('GET', '/api/withdraw/history?pageSize=100', { auth: a.auth })).body.data.list as {
        status: string;
        amount: number;
      }[];
      expect(final.every((w) => ['approved', 'paid', 'rejected'].includes(w.status))).toBe(true);
      const held = final.filter((w) => w.status !== 'rejected').reduce((s, w) => s + w.amount, 0);
      const d = await detail(a.auth);
      // what came in = what is on the commission balance + transferred + held or paid
      expect(Math.round((d.commissionBalance + d.totalTransferred + held) * 100)).toBe(1000_00);
      const report = await checkLedger(t.s.dbHandle.db);
      expect(report.ok, JSON.stringify(report)).toBe(true);
    },
  );
});
