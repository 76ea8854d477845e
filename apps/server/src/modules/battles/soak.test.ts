import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BATTLE_MODES, BATTLE_TYPES, seatCount } from '@hapa/domain';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { checkLedger, rowsOf } from '../wallet/wallet.service.ts';
import { heldClock } from './battle-fixtures.ts';

/** 1,000 battles on PostgreSQL when DATABASE_URL is set; otherwise a smaller soak on PGlite (named so). */
const driver = process.env.DATABASE_URL ? 'postgres' : 'pglite';
const COUNT = driver === 'postgres' ? 1000 : 150;
const WORKERS = driver === 'postgres' ? 8 : 1;
const CHEAP_BOXES = [110, 137, 111, 106]; // 0.50, 0.99, 1.00, 4.99

describe(`battle soak: ${COUNT} battles of mixed types and modes with bots on ${driver} (medium)`, () => {
  let t: TestApp;
  const clock = heldClock();
  beforeAll(async () => {
    t = await createTestApp(driver, {}, { clock });
    await t.s.vip.putSetting('battle_min_vip', 0); // the VIP gate is vip.test.ts's subject: these players are funded without XP
  });
  afterAll(async () => t?.close());

  it(`settles ${COUNT} battles and the ledger holds: seats paid, payouts and stored items match every seat`, async () => {
    const players: number[] = [];
    for (let i = 0; i < 12; i++) {
      const p = await t.register();
      await t.fund(p.uid, 10_000_000);
      players.push(p.uid);
    }
    const s = t.s.battles;
    let next = 0;
    const failures: string[] = [];
    const worker = async () => {
      for (let i = next++; i < COUNT; i = next++) {
        const type = BATTLE_TYPES[i % 4]!;
        const mode = BATTLE_MODES[Math.floor(i / 4) % 3]!;
        const creator = players[i % players.length]!;
        const boxes = [
          { boxId: CHEAP_BOXES[i % 4]!, count: 1 + (i % 3) },
          ...(i % 5 === 0 ? [{ boxId: CHEAP_BOXES[(i + 1) % 4]!, count: 2 }] : []),
        ];
        try {
          const { uuid } = await s.create(creator, { boxes, type, mode, fastMode: i % 2 === 0 });
          const seats = seatCount(type);
          // seats 2..n: some real players (i mod 3 of them), a bot for one, then fill the rest with bots
          const humans = i % 3;
          for (let seat = 2; seat <= Math.min(seats, 1 + humans); seat++) await s.join(players[(i + seat) % players.length]!, uuid, seat);
          if (1 + humans < seats && i % 2 === 1) await s.addBot(creator, uuid, seats);
          if ((await s.detail(uuid, null)).state === 10) await s.fillWithBots(creator, uuid);
        } catch (err) {
          failures.push(`${i}: ${(err as Error).message}`);
        }
      }
    };
    await Promise.all(Array.from({ length: WORKERS }, worker));
    expect(failures).toEqual([]);

    clock.advance(3_600_000);
    while ((await t.s.jobs.runDue(200)) > 0);
    const db = t.s.dbHandle.db;
    const one = async <T>(q: string) => rowsOf<T>(await db.execute(q as any))[0]!;
    expect(await one<{ n: number }>(`select count(*)::int as n from battles where state = 30`)).toEqual({ n: COUNT });
    const paid = await one<{ seats: string; entries: string }>(
      `select (select coalesce(sum(paid_cents), 0) from battle_players where not is_bot) as seats,
              (select coalesce(-sum(l.amount), 0) from journal_lines l join journal_entries e on e.id = l.entry_id join accounts a on a.id = l.account_id
                 where e.kind = 'battle_seat' and not a.is_system) as entries`,
    );
    expect(Number(paid.entries)).toBe(Number(paid.seats));
    const payouts = await one<{ seats: string; entries: string }>(
      `select (select coalesce(sum(p.won_cents), 0) from battle_players p join battles b on b.id = p.battle_id where not p.is_bot and (b.mode = 'share' or b.type = 'team')) as seats,
              (select coalesce(sum(l.amount), 0) from journal_lines l join journal_entries e on e.id = l.entry_id join accounts a on a.id = l.account_id
                 where e.kind = 'battle_payout' and not a.is_system) as entries`,
    );
    expect(Number(payouts.entries)).toBe(Number(payouts.seats));
    const items = await one<{ seats: string; stored: string }>(
      `select (select coalesce(sum(p.won_cents), 0) from battle_players p join battles b on b.id = p.battle_id where not p.is_bot and b.mode <> 'share' and b.type <> 'team') as seats,
              (select coalesce(sum(value_cents), 0) from store_items where source = 'battle') as stored`,
    );
    expect(Number(items.stored)).toBe(Number(items.seats));
    expect(await one<{ n: number }>(`select count(*)::int as n from accounts a join users u on u.id = a.user_id where u.is_bot`)).toEqual({
      n: 0,
    });
    const prize = await one<{ bad: number }>(
      `select count(*)::int as bad from battles b where b.prize_cents <> (select sum(total_cents) from battle_players p where p.battle_id = b.id)`,
    );
    expect(prize.bad).toBe(0);
    const report = await checkLedger(db);
    expect(report).toMatchObject({ ok: true, totalSum: 0, unbalancedEntries: [], driftedAccounts: [], negativeUserAccounts: [] });
  }, 240_000); // a soak, not a timing test: on 2 busy cores 1,000 battles can take minutes
});
