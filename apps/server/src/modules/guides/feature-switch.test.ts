import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS, ERRORS_PT_BR, type Switches } from '@hapa/contracts';
import { createTestApp, DRIVERS, type TestApp } from '../../test/harness.ts';
import { DEFAULT_SWITCHES } from './guides-defaults.ts';
import { FEATURE_SWITCHES, type FeatureSwitch } from './feature-switch.ts';

/** The switch a route carries in its config, else undefined. */
const flagOf = (config: Record<string, unknown>) => config.featureSwitch as FeatureSwitch | undefined;

/** `DEFAULT_SWITCHES` with `key` off. */
function off(key: FeatureSwitch): Switches {
  if (key === 'chat' || key === 'chatRoom') return { ...DEFAULT_SWITCHES, [key]: false };
  return { ...DEFAULT_SWITCHES, games: { ...DEFAULT_SWITCHES.games, [key]: false } };
}

/**
 * Switches that hold (docs/security.md#feature-switches), through the HTTP API on a real database: the route table
 * carries a flag for every switch the console offers, each switch turned off makes its flagged routes answer 409
 * `sys.error.feature_off` (English and Portuguese), routes that step or cash out an open round stay unflagged and
 * keep working, and switching back on lets the feature start again.
 */
describe.each(DRIVERS)('feature switches on %s (medium)', (driver) => {
  let t: TestApp;
  let opsAuth: string;
  beforeAll(async () => {
    t = await createTestApp(driver);
    opsAuth = (await t.operator(['catalogue'])).authorization;
  });
  afterAll(async () => t?.close());

  const setSwitches = async (value: Switches) =>
    expect((await t.call('POST', '/api/ops/guides/switches', { auth: opsAuth, body: value })).status).toBe(200);

  it('every switch the console offers has at least one flagged route, and only start routes (POST) carry one', () => {
    const flagged = t.app.routeTable.filter((r) => flagOf(r.config) !== undefined);
    const keys = new Set(flagged.map((r) => flagOf(r.config)));
    // the console's keys, from the contract it edits (GET /api/sys/switches)
    const offered = [...Object.keys(DEFAULT_SWITCHES.games), 'chat', 'chatRoom'];
    expect([...FEATURE_SWITCHES].sort()).toEqual(offered.sort());
    for (const key of offered) expect(keys.has(key as FeatureSwitch), key).toBe(true);
    for (const r of flagged) expect(r.method, r.url).toEqual(['POST']);
    // steps, cash-outs and finishes of an open round never carry a flag
    const unflagged = [
      '/api/mines/:id/reveal',
      '/api/mines/:id/cashout',
      '/api/pirate/:id/pick',
      '/api/pirate/:id/cashout',
      '/api/flip/:id/pick',
      '/api/treasureHunter/open',
      '/api/battle/v2/:id/receive',
      '/api/battle/v2/:id/pve',
      '/api/battle/v2/:id/play_bot',
    ];
    for (const url of unflagged) {
      const route = t.app.routeTable.find((r) => r.url === url);
      expect(route, url).toBeDefined();
      expect(flagOf(route!.config), url).toBeUndefined();
    }
  });

  it.each(FEATURE_SWITCHES.map((k) => [k]))(
    'switch %s off: its flagged routes answer 409 sys.error.feature_off, on again: not',
    async (key) => {
      const p = await t.register(`switch.${key.toLowerCase()}@example.com`);
      const routes = t.app.routeTable.filter((r) => flagOf(r.config) === key);
      const sample = (url: string) => url.replace(':id', '1');
      const before = await Promise.all(routes.map((r) => t.call('POST', sample(r.url), { auth: p.auth, body: {} })));
      for (const [i, res] of before.entries()) expect(res.body.code, routes[i]!.url).not.toBe('sys.error.feature_off');
      await setSwitches(off(key));
      try {
        for (const r of routes) {
          const res = await t.call('POST', sample(r.url), { auth: p.auth, body: {} });
          expect([res.status, res.body.code, res.body.msg], r.url).toEqual([
            409,
            'sys.error.feature_off',
            ERRORS['sys.error.feature_off'].msg,
          ]);
          const pt = await t.call('POST', sample(r.url), { auth: p.auth, body: {}, headers: { 'x-lang': 'pt-BR' } });
          expect(pt.body.msg, r.url).toBe(ERRORS_PT_BR['sys.error.feature_off']);
        }
        // the other switches' routes are untouched
        const other = t.app.routeTable.find((r) => flagOf(r.config) !== undefined && flagOf(r.config) !== key)!;
        expect((await t.call('POST', sample(other.url), { auth: p.auth, body: {} })).body.code).not.toBe('sys.error.feature_off');
      } finally {
        await setSwitches(DEFAULT_SWITCHES);
      }
      const after = await t.call('POST', sample(routes[0]!.url), { auth: p.auth, body: {} });
      expect(after.body.code).not.toBe('sys.error.feature_off');
    },
  );

  it('a round open before mad miner is switched off still reveals and cashes out; a new bet is refused', async () => {
    const p = await t.register('switch.mines.open@example.com');
    await t.fund(p.uid, 10_000);
    const bet = await t.call('POST', '/api/mines/bet', { auth: p.auth, body: { amount: 5, mines: 1 } });
    expect(bet.status).toBe(200);
    const id = bet.body.data.id as number;
    await setSwitches(off('mad_miner'));
    try {
      const refused = await t.call('POST', '/api/mines/bet', { auth: p.auth, body: { amount: 5, mines: 1 } });
      expect([refused.status, refused.body.code]).toEqual([409, 'sys.error.feature_off']);
      expect((await t.call('GET', '/api/mines/active', { auth: p.auth })).body.data.id).toBe(id);
      // one reveal: a safe tile keeps the round open, a mine ends it; either way the step is served
      const step = await t.call('POST', `/api/mines/${id}/reveal`, { auth: p.auth, body: { tile: 0 } });
      expect(step.status).toBe(200);
      if (step.body.data.status === 'open') {
        const cash = await t.call('POST', `/api/mines/${id}/cashout`, { auth: p.auth });
        expect(cash.status).toBe(200);
        expect(cash.body.data.status).not.toBe('open');
      }
    } finally {
      await setSwitches(DEFAULT_SWITCHES);
    }
    expect((await t.call('POST', '/api/mines/bet', { auth: p.auth, body: { amount: 5, mines: 1 } })).status).toBe(200);
  });
});
