import { afterAll, beforeAll } from 'vitest';
import { eq } from 'drizzle-orm';
import { coinsToCents } from '@hapa/domain';
import type { Clock } from '../lib/random.ts';
import type { Db } from '../db/client.ts';
import { gameRounds, seedPairs } from '../db/schema/index.ts';
import { createTestApp, type TestApp } from './harness.ts';

/** A round's drawing inputs as the server holds them (the server seed even while unrevealed). */
export interface RoundSeed {
  nonce: number;
  params: unknown;
  serverSeed: string;
  clientSeed: string;
}

/** What `gameTestApp` hands a game's medium test. */
export interface GameTestApp {
  /**
   * The app booted for this describe block (`createTestApp`): a forwarder, usable inside hooks and tests (not at
   * collection time), so a test reads `t.call(...)`, `t.s.jobs`, `t.sent` as on the app itself.
   */
  t: TestApp;
  /** The app's database (drizzle). */
  db: () => Db;
  /** A fresh registered player (uid, auth, email) credited `cents` (default `opts.fundCents`) as a paid deposit. */
  player: (cents?: number) => Promise<{ uid: number; auth: string; email: string }>;
  /** The player's coin balance in coins, as GET /api/user/base_info answers it. */
  balance: (auth: string) => Promise<number>;
  /** The player's coin balance in cents (the coins of base_info in cents, `coinsToCents`). */
  balanceCents: (auth: string) => Promise<number>;
  /** Round `id`'s nonce, params and seed pair, read from the database (a test knows the outcome before acting). */
  roundSeed: (id: number) => Promise<RoundSeed>;
}

/**
 * The repeated set-up of a game's medium test (docs/how-to/add-a-game.md#5-tests), called inside
 * `describe.each(DRIVERS)`: boots the whole app on a fresh database of `driver` before the block's tests (with
 * `opts.clock` as its clock, e.g. `heldClock(...)` so a test can move time for the timeout jobs) and closes it after,
 * and gives the helpers every game test wrote for itself: funded players, balances, the round's seed.
 * @param opts.fundCents what `player()` credits by default, in cents (10,000 = $100)
 */
export function gameTestApp(driver: TestApp['driver'], opts: { clock?: Clock; fundCents?: number } = {}): GameTestApp {
  let app: TestApp | undefined;
  beforeAll(async () => {
    app = await createTestApp(driver, {}, opts.clock ? { clock: opts.clock } : {});
  });
  afterAll(async () => app?.close());
  const live = (): TestApp => {
    if (!app) throw new Error('gameTestApp: the app is booted in beforeAll; use it inside hooks and tests');
    return app;
  };
  const t = new Proxy({} as TestApp, { get: (_, key) => live()[key as keyof TestApp] });
  const db = () => live().s.dbHandle.db;
  const balance = async (auth: string) => (await live().call('GET', '/api/user/base_info', { auth })).body.data.coin as number;
  return {
    t,
    db,
    async player(cents = opts.fundCents ?? 10_000) {
      const p = await live().register();
      await live().fund(p.uid, cents);
      return p;
    },
    balance,
    balanceCents: async (auth) => coinsToCents(await balance(auth)),
    async roundSeed(id) {
      const [row] = await db()
        .select({ nonce: gameRounds.nonce, params: gameRounds.params, serverSeed: seedPairs.serverSeed, clientSeed: seedPairs.clientSeed })
        .from(gameRounds)
        .innerJoin(seedPairs, eq(seedPairs.id, gameRounds.seedPairId))
        .where(eq(gameRounds.id, id));
      if (!row) throw new Error(`no game round ${id}`);
      return { ...row, clientSeed: row.clientSeed ?? '' };
    },
  };
}
