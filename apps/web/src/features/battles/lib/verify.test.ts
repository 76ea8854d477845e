import type { BattleDetail, BoxDetail } from '@hapa/contracts';
import { battleClientSeed, battleSeatTicket, itemIndexForTicket, sha256Hex } from '@hapa/domain';
import { describe, expect, it } from 'vitest';
import { isBattleVerified, verifyBattle } from './verify.ts';

const serverSeed = '9f2c1e4b7a6d5c3b2a190817f6e5d4c3b2a1908f7e6d5c4b3a29180706f5e4d3';
const uuid = '3f1e2d4c-0000-4000-8000-000000000001';
const clientSeed = battleClientSeed(uuid, ['alpha', 'bot']);
const box = {
  id: 5,
  oddsVersion: 1,
  items: [
    { id: 1, ticketFrom: 1, ticketTo: 500_000 },
    { id: 2, ticketFrom: 500_001, ticketTo: 1_000_000 },
  ],
} as unknown as BoxDetail;
const ranges = [
  { from: 1, to: 500_000 },
  { from: 500_001, to: 1_000_000 },
];
const draw = (number: number) => {
  const ticket = battleSeatTicket(serverSeed, clientSeed, 0, number);
  return { number, ticket, itemId: itemIndexForTicket(ranges, ticket) + 1, itemName: '', itemImage: '', itemPrice: 1, skuLevel: 5 };
};
const detail = {
  uuid,
  serverSeed,
  serverSeedHashed: sha256Hex(serverSeed),
  clientSeed,
  tie: null,
  totalRound: 1,
  players: [{ clientSeed: 'alpha' }, { clientSeed: 'bot' }],
  rounds: [{ round: 0, box: { id: 5 }, oddsVersion: 1, draws: [draw(1), draw(2)] }],
} as unknown as BattleDetail;

describe('verifyBattle', () => {
  it('recomputes seeds, tickets and items in the browser', () => {
    const c = verifyBattle(detail, new Map([[5, box]]));
    expect(c).toMatchObject({ hashOk: true, clientSeedOk: true, tieOk: null });
    expect(c.rounds[0]!.draws.every((x) => x.expected === x.ticket && x.itemOk)).toBe(true);
    expect(isBattleVerified(c)).toBe(true);
  });
  it('flags a tampered ticket, a wrong client seed and a hidden server seed', () => {
    const bad = {
      ...detail,
      rounds: [{ ...detail.rounds[0]!, draws: [{ ...draw(1), ticket: draw(1).ticket + 1 }, draw(2)] }],
    } as BattleDetail;
    expect(isBattleVerified(verifyBattle(bad, new Map([[5, box]])))).toBe(false);
    expect(verifyBattle({ ...detail, clientSeed: 'x'.repeat(64) }, new Map()).clientSeedOk).toBe(false);
    const hidden = verifyBattle({ ...detail, serverSeed: null }, new Map());
    expect(hidden.hashOk).toBeNull();
    expect(hidden.rounds[0]!.draws[0]!.expected).toBeNull();
    expect(isBattleVerified(hidden)).toBe(false);
  });
});
