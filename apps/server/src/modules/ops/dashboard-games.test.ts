import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, DRIVERS, type TestApp } from '../../test/harness.ts';
import { users } from '../../db/schema/index.ts';

/**
 * Revenue per game on the dashboard (docs/how-to/operator-day.md#revenue): a real player's settled round counts in its
 * game's stakes, payouts, GGR (stakes - payouts) and realised RTP for its UTC day, beside the configured RTP the
 * transparency rollup holds; a bot's round never counts; the day's GGR includes the games; roles.
 */
describe.each(DRIVERS)('dashboard revenue per game on %s (medium)', (driver) => {
  let t: TestApp;
  let finance: { authorization: string };
  beforeAll(async () => {
    t = await createTestApp(driver);
    finance = await t.operator(['finance']);
  }, 300_000);
  afterAll(async () => t?.close());
  const today = () => new Date().toISOString().slice(0, 10);
  const dash = async (auth = finance.authorization) => {
    const from = `${today()}T00:00:00.000Z`;
    const to = new Date(Date.parse(from) + 86_400_000).toISOString();
    const r = await t.call('GET', `/api/ops/dashboard?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`, { auth });
    return r;
  };
  /** A mines round of `cents` played to its end (first tile, then cash out if it was safe); its payout, cents. */
  async function play(auth: string, cents: number): Promise<number> {
    const bet = await t.call('POST', '/api/mines/bet', { auth, body: { amount: cents / 100, mines: 3 } });
    expect(bet.status, JSON.stringify(bet.body)).toBe(200);
    const r = await t.call('POST', `/api/mines/${bet.body.data.id}/reveal`, { auth, body: { tile: 0 } });
    const end =
      r.body.data.status === 'open' ? (await t.call('POST', `/api/mines/${bet.body.data.id}/cashout`, { auth })).body.data : r.body.data;
    expect(end.status).toBe('settled');
    return Math.round((end.payout ?? 0) * 100);
  }

  it("a player's mines rounds show under mines with GGR, realised and configured RTP; a bot's do not", async () => {
    const before = (await dash()).body.data;
    const p = await t.register();
    await t.fund(p.uid, 10_000);
    const paid = (await play(p.auth, 500)) + (await play(p.auth, 300));
    const bot = await t.register();
    await t.fund(bot.uid, 10_000);
    await t.s.dbHandle.db.update(users).set({ isBot: true }).where(eq(users.id, bot.uid));
    await play(bot.auth, 700);
    // the transparency rollup (configured RTP) is kept by its event consumer
    for (let i = 0; i < 10 && (await t.s.jobs.runDue()) > 0; i++);
    const r = await dash();
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const d = r.body.data;
    const was = before.games.find((g: { game: string }) => g.game === 'mines') ?? { rounds: 0, stakesCents: 0, prizesCents: 0 };
    const mines = d.games.find((g: { game: string }) => g.game === 'mines');
    expect(mines.rounds - was.rounds).toBe(2);
    expect(mines.stakesCents - was.stakesCents).toBe(800);
    expect(mines.prizesCents - was.prizesCents).toBe(paid);
    expect(mines.ggrCents).toBe(mines.stakesCents - mines.prizesCents);
    expect(mines.rtp).toBeCloseTo(mines.prizesCents / mines.stakesCents, 9);
    // mines promises 1 - edge (1 %); the bot's round is in the rollup too, the promise is the same
    expect(mines.configuredRtp).toBeCloseTo(0.99, 6);
    const day = d.gameDays.find((g: { day: string; game: string }) => g.day === today() && g.game === 'mines');
    expect(day).toMatchObject({ rounds: mines.rounds, stakesCents: mines.stakesCents, prizesCents: mines.prizesCents });
    const dayRow = d.days.find((x: { day: string }) => x.day === today());
    expect(dayRow.rounds).toBeGreaterThanOrEqual(2);
    expect(d.stakesCents - before.stakesCents).toBe(800);
    expect(d.ggrCents - before.ggrCents).toBe(800 - paid);
  });

  it('a game without a per-round promise has no configured RTP; roles; a bad range is a 400', async () => {
    const d = (await dash()).body.data;
    for (const g of d.games) if (!['mines', 'pirate', 'upgrade', 'bingo', 'lottery'].includes(g.game)) expect(g.configuredRtp).toBeNull();
    const support = await t.operator(['support']);
    expect((await dash(support.authorization)).status).toBe(403);
    const bad = await t.call('GET', '/api/ops/dashboard?from=2026-01-02T00:00:00Z&to=2026-01-01T00:00:00Z', {
      auth: finance.authorization,
    });
    expect([bad.status, bad.body.code]).toEqual([400, 'error.invalid_parameter']);
  });
});
