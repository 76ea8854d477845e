import type { BattleList, BattleSummary } from '@hapa/contracts';
import { describe, expect, it } from 'vitest';
import { addCreated, applyRound, applyUpdate, FINISHED_CAP, removeCard } from './list-feed.ts';

const battle = (uuid: string, over: Partial<BattleSummary> = {}): BattleSummary => ({
  uuid,
  type: 'singled',
  mode: 'normal',
  inviteMode: 'none',
  state: 10,
  amount: 1,
  openAmount: 0,
  round: 0,
  totalRound: 2,
  boxes: [],
  players: [1, 2].map((number) => ({
    number,
    userId: number === 1 ? 7 : 0,
    nickname: '',
    headImg: '',
    vipLevel: 0,
    isBot: false,
    belongTeam: 0,
    amount: 0,
    bonusAmount: 0,
    result: 0,
    rank: 0,
    clientSeed: null,
  })),
  creatorId: 7,
  isCreator: false,
  hasRead: true,
  fastMode: false,
  createdAt: '',
  startedAt: null,
  roundMs: 3500,
  endsAt: null,
  serverTime: '',
  ...over,
});
const list = (...b: BattleSummary[]): BattleList => ({ list: b, finished: [], serverTime: '' });

describe('battle list feed', () => {
  it('adds a new public battle on top, unread, marked mine for its creator; ignores invite battles and repeats', () => {
    const data = addCreated(list(battle('a')), battle('b'), 7);
    expect(data.list.map((x) => x.uuid)).toEqual(['b', 'a']);
    expect(data.list[0]).toMatchObject({ hasRead: false, isCreator: true });
    expect(addCreated(data, battle('c', { inviteMode: 'normal' }), 7)).toBe(data);
    expect(addCreated(data, battle('b'), 7)).toBe(data);
  });
  it('applies an update in place, keeping the per-player flags', () => {
    const data = list(battle('a', { isCreator: true }));
    const next = applyUpdate(data, battle('a', { state: 20 }));
    expect(next.list[0]).toMatchObject({ state: 20, isCreator: true });
  });
  it('applies round events once, never going back', () => {
    const data = list(battle('a', { state: 20, round: 1 }));
    const ev = {
      uuid: 'a',
      round: 1,
      totalRound: 2,
      revealAt: '',
      draws: [],
      amounts: [
        { number: 1, amount: 2.5 },
        { number: 2, amount: 1.25 },
      ],
    };
    const next = applyRound(data, ev);
    expect(next.list[0]).toMatchObject({ round: 2, openAmount: 3.75 });
    expect(applyRound(next, { ...ev, round: 0 }).list[0]!.round).toBe(2);
  });
  it('moves a removed card to the top of the finished list, capped', () => {
    let data: BattleList = {
      list: [battle('a')],
      finished: Array.from({ length: FINISHED_CAP }, (_, i) => battle(`f${i}`)),
      serverTime: '',
    };
    data = removeCard(data, battle('a', { state: 30 }));
    expect(data.list).toEqual([]);
    expect(data.finished[0]!.uuid).toBe('a');
    expect(data.finished).toHaveLength(FINISHED_CAP);
  });
});
