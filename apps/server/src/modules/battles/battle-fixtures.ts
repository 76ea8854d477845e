import { battleSeatTicket, coinsToCents, itemIndexForTicket, sha256Hex } from '@hapa/domain';
import { expect } from 'vitest';
import type { TestApp } from '../../test/harness.ts';

/** A clock the test moves by hand. */
export function heldClock(start = Date.now()) {
  let t = start;
  return {
    now: () => new Date(t),
    advance(ms: number) {
      t += ms;
    },
    set(ms: number) {
      t = ms;
    },
    get ms() {
      return t;
    },
  };
}

export const PIXEL_PERFECT = 114; // few item prices: 1v1 one-round ties are common
export const PENNY_PINCHER = 110; // 0.50 a round
export const APPLE_BOX = 101;

/** Coin units -> cents, exactly (API amounts have at most 2 decimals). */
export const cents = (coins: number) => coinsToCents(coins);

export async function balanceCents(t: TestApp, auth: string): Promise<number> {
  return cents((await t.call('GET', '/api/user/base_info', { auth })).body.data.coin);
}

export async function createBattle(t: TestApp, auth: string, body: Record<string, unknown>) {
  const r = await t.call('POST', '/api/battle/v2/create', { auth, body });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.data as { uuid: string; balance: number; cost: number; inviteExpiresAt?: string | null };
}

export async function detail(t: TestApp, uuid: string, auth?: string) {
  const r = await t.call('GET', `/api/battle/v2/${uuid}/detail`, { auth });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.data;
}

/**
 * Recomputes every revealed round of an ended battle from its revealed seeds and the box odds at the
 * recorded version, as /provably-fair does, and checks tickets and items.
 */
export async function verifyRounds(t: TestApp, d: any) {
  expect(sha256Hex(d.serverSeed)).toBe(d.serverSeedHashed);
  for (const round of d.rounds) {
    const box = (await t.call('GET', `/api/item/${round.box.id}/detail`)).body.data;
    expect(box.oddsVersion).toBe(round.oddsVersion);
    const ranges = box.items.map((i: any) => ({ from: i.ticketFrom, to: i.ticketTo }));
    for (const draw of round.draws) {
      const ticket = battleSeatTicket(d.serverSeed, d.clientSeed, round.round, draw.number);
      expect(draw.ticket).toBe(ticket);
      expect(box.items[itemIndexForTicket(ranges, ticket)].id).toBe(draw.itemId);
    }
  }
}
