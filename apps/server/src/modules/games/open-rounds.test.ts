import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DRIVERS, type TestApp } from '../../test/harness.ts';
import { heldClock } from '../battles/battle-fixtures.ts';

interface Started {
  /** the open round's id */
  id: number;
  /** a second round while it is open (null: the game allows several, e.g. bingo cards) */
  again: (() => Promise<{ status: number; body: any }>) | null;
  /** the ids of the player's open rounds by the game's own active lookup */
  active: () => Promise<number[]>;
}

/**
 * Medium tier, docs/games.md#open-rounds: no stuck rounds. EVERY game on the core declares how its open round is
 * finished (`instant`: never open; `page`: where), and every game that can leave a round open is played here: the
 * round shows on Game history as open with its resume path, the game's own active lookup returns it, and a second
 * round is refused with the open round's id and that path (so the player who meets the refusal is taken to finish it).
 * A game that declares a page but is missing from STARTERS fails the first test: a new stepped game must join it.
 */
describe.each(DRIVERS)('open rounds are resumable, every game, on %s (medium)', (driver) => {
  let t: TestApp;
  const clock = heldClock(Date.parse('2026-06-15T12:00:00Z')); // inside the seeded Pirate 2024 event
  beforeAll(async () => {
    t = await createTestApp(driver, {}, { clock });
  });
  afterAll(async () => t?.close());

  const player = async () => {
    const p = await t.register();
    await t.fund(p.uid, 100_000);
    return p;
  };
  const get = async (auth: string, url: string) => (await t.call('GET', url, { auth })).body.data;
  const ids = (r: { id: number } | null) => (r ? [r.id] : []);

  /** How each stepped game opens a round for a player (with its second attempt and active lookup). */
  const STARTERS: Record<string, (p: { uid: number; auth: string }) => Promise<Started>> = {
    mines: async (p) => {
      const bet = () => t.call('POST', '/api/mines/bet', { auth: p.auth, body: { amount: 1, mines: 3 } });
      return { id: (await bet()).body.data.id, again: bet, active: async () => ids(await get(p.auth, '/api/mines/active')) };
    },
    pirate: async (p) => {
      const bet = () => t.call('POST', '/api/pirate/bet', { auth: p.auth, body: { amount: 1 } });
      return { id: (await bet()).body.data.id, again: bet, active: async () => ids(await get(p.auth, '/api/pirate/active')) };
    },
    flip: async (p) => {
      await t.s.dbHandle.db.transaction((tx) =>
        t.s.flip.grant(tx, { userId: p.uid, source: 'quest', sourceRef: `open-rounds:${p.uid}`, chances: 2 }),
      );
      const deal = () => t.call('POST', '/api/flip/deal', { auth: p.auth });
      return { id: (await deal()).body.data.id, again: deal, active: async () => ids(await get(p.auth, '/api/flip/active')) };
    },
    treasure: async (p) => {
      const home = await get(p.auth, '/api/treasureHunter/home');
      const treasureId = home.treasures.find((x: { itemId: number }) => x.itemId === 1422).id;
      const pay = () => t.call('POST', '/api/treasureHunter/pay', { auth: p.auth, body: { treasureId, mapNumber: 3 } });
      const id = (await pay()).body.data.id;
      return { id, again: pay, active: async () => ids((await get(p.auth, '/api/treasureHunter/home')).active) };
    },
    double_guess: async (p) => {
      const open = async () => {
        const r = await t.call('POST', '/api/item/110/open', { auth: p.auth });
        return t.call('POST', '/api/open_double_guess', { auth: p.auth, body: { storeItemId: r.body.data.results[0].storeItemId } });
      };
      return { id: (await open()).body.data.id, again: open, active: async () => ids(await get(p.auth, '/api/double_guess/active')) };
    },
    bingo: async (p) => {
      // a card plays itself until its game's last call (several cards may be open): buy one in the selling game
      let g = (await get(p.auth, '/api/bingo/home')).game;
      if (g.state === 'scheduled') {
        clock.set(Math.max(clock.ms, Date.parse(g.opensAt)));
        for (let i = 0; i < 50 && (await t.s.jobs.runDue()) > 0; i++);
        g = (await get(p.auth, '/api/bingo/home')).game;
      }
      const bought = await t.call('POST', '/api/bingo/play', { auth: p.auth, body: { gameId: g.id, count: 1 } });
      expect(bought.status, JSON.stringify(bought.body)).toBe(200);
      const mine = async () => ((await get(p.auth, `/api/bingo/cards?gameId=${g.id}`)).list as { roundId: number }[]).map((c) => c.roundId);
      return { id: (await mine())[0]!, again: null, active: mine };
    },
  };

  it('every game declares how its open round is finished; every stepped game is played below', () => {
    const games = t.s.games.games();
    expect(games.map((g) => g.game).sort()).toEqual(['bingo', 'double_guess', 'fancy', 'flip', 'mines', 'pirate', 'treasure', 'upgrade']);
    expect(
      games
        .filter((g) => g.resume.kind === 'page')
        .map((g) => g.game)
        .sort(),
    ).toEqual(Object.keys(STARTERS).sort());
  });

  it.each(Object.keys(STARTERS))(
    '%s: the open round is on Game history with its resume path, the active lookup returns it, a second round is refused pointing at it',
    async (game) => {
      const p = await player();
      const started = await STARTERS[game]!(p);
      expect(started.id).toBeGreaterThan(0);
      const row = (await get(p.auth, '/api/user/game-history?page=1&pageSize=10')).list.find((r: { id: number }) => r.id === started.id);
      expect(row).toMatchObject({ game, status: 'open', outcome: null });
      expect(row.resumePath).toMatch(/^\/[a-z0-9-/?=&]+$/);
      expect(await started.active()).toContain(started.id);
      if (started.again) {
        const refused = await started.again();
        expect(refused.status).toBe(409);
        expect(refused.body.details).toMatchObject({ roundId: started.id, resumePath: row.resumePath });
      }
    },
  );
});
