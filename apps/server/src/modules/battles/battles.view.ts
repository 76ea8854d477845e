import { artPath, BATTLE_STATE, centsToCoins, revealedRounds, roundRevealAt, seatCount, teamOfSeat, type BattleType } from '@hapa/domain';
import type {
  BattleDetail,
  BattleDraw,
  BattleMode,
  BattleInviteMode,
  BattlePlayer,
  BattleRoundEvent,
  BattleStateCode,
  BattleSummary,
} from '@hapa/contracts';
import type { CatalogueSnapshot } from './battles.catalogue.ts';
import type { BattleRow, SeatView } from './battles.repo.ts';
import { vipLevelNow } from '../vip/vip-levels.ts';

/** Where a battle stands at `now`: its visible state and how many rounds are revealed. */
export interface BattleClock {
  state: BattleStateCode;
  revealed: number;
  /** the last round has spun: the tie (if any) may be shown */
  roundsDone: boolean;
}

/**
 * Derives the visible state from stored times (docs/product/states.md#battles): a battle whose end time has passed reads as
 * ended even if the end job has not run yet, and round r shows from startedAt + r * roundMs on. So
 * late joiners, spectators and a restarted server all see the same round, and never a future one.
 */
export function battleClock(b: BattleRow, now: Date): BattleClock {
  if (b.state === BATTLE_STATE.waiting || !b.startedAt || !b.endsAt) return { state: BATTLE_STATE.waiting, revealed: 0, roundsDone: false };
  const ended = b.state === BATTLE_STATE.ended || now.getTime() >= b.endsAt.getTime();
  const start = b.startedAt.getTime();
  return {
    state: ended ? BATTLE_STATE.ended : BATTLE_STATE.running,
    revealed: ended ? b.totalRounds : revealedRounds(now.getTime(), start, b.roundMs, b.totalRounds),
    roundsDone: ended || now.getTime() >= start + b.totalRounds * b.roundMs,
  };
}

function drawView(b: BattleRow, round: number, cat: CatalogueSnapshot): BattleDraw[] {
  const spec = b.rounds[round]!;
  const odds = cat.odds(spec.boxId, spec.oddsVersion);
  return (b.draws?.[round] ?? []).map((d, i) => {
    const item = odds.items.find((it) => it.id === d.itemId);
    return {
      number: i + 1,
      ticket: d.ticket,
      itemId: d.itemId,
      itemName: item?.name ?? '',
      itemImage: item?.image ?? artPath('item', d.itemId),
      itemPrice: centsToCoins(d.valueCents),
      skuLevel: item?.skuLevel ?? 5,
    };
  });
}

/** Each seat's unboxed value over the first `revealed` rounds, cents, index seat - 1. */
function seatAmounts(b: BattleRow, seats: number, revealed: number): number[] {
  const out = Array.from({ length: seats }, () => 0);
  for (let r = 0; r < revealed; r++) (b.draws?.[r] ?? []).forEach((d, i) => (out[i] += d.valueCents));
  return out;
}

function players(b: BattleRow, seats: SeatView[], clock: BattleClock): BattlePlayer[] {
  const type = b.type as BattleType;
  const n = seatCount(type);
  const amounts = seatAmounts(b, n, clock.revealed);
  const ended = clock.state === BATTLE_STATE.ended;
  return Array.from({ length: n }, (_, i) => {
    const number = i + 1;
    const s = seats.find((x) => x.seat === number);
    if (!s) {
      return {
        number,
        userId: 0,
        nickname: '',
        headImg: '',
        vipLevel: 0,
        isBot: false,
        belongTeam: teamOfSeat(type, number),
        amount: 0,
        bonusAmount: 0,
        result: 0,
        rank: 0,
        clientSeed: null,
      };
    }
    return {
      number,
      userId: s.userId,
      nickname: s.nickname,
      headImg: s.headImg || `/art/avatar/${s.userId}.svg`,
      vipLevel: s.isBot ? 0 : vipLevelNow(s.xp), // the operator-edited VIP table (docs/battles.md)
      isBot: s.isBot,
      belongTeam: teamOfSeat(type, number),
      amount: centsToCoins(amounts[i]!),
      bonusAmount: ended ? centsToCoins(s.wonCents ?? 0) : 0,
      result: ended ? s.result : 0,
      rank: ended ? s.rank : 0,
      clientSeed: s.clientSeed,
      paid: centsToCoins(paidCentsOf(b, s)),
      freeSeat: b.inviteMode === 'free' && !s.isBot && s.userId !== b.creatorId && s.paidCents === 0,
    };
  });
}

/**
 * What a seated player paid for the battle, cents (docs/battles.md#free-invite): their seat, plus for a free invite's
 * creator the friend's seat they paid, unless it was refunded. A bot and the friend of a free seat paid nothing.
 */
export function paidCentsOf(
  b: Pick<BattleRow, 'creatorId' | 'sponsorCents' | 'sponsorState'>,
  s: { userId: number; isBot: boolean; paidCents: number | null },
): number {
  if (s.isBot) return 0;
  const sponsored = s.userId === b.creatorId && (b.sponsorState === 'held' || b.sponsorState === 'used') ? b.sponsorCents : 0;
  return (s.paidCents ?? 0) + sponsored;
}

/** The rounds' boxes grouped in order of first appearance, with counts. */
function groupedBoxes(b: BattleRow, cat: CatalogueSnapshot) {
  const out: { box: ReturnType<CatalogueSnapshot['box']>; count: number }[] = [];
  for (const r of b.rounds) {
    const hit = out.find((x) => x.box.id === r.boxId);
    if (hit) hit.count++;
    else out.push({ box: { ...cat.box(r.boxId), price: centsToCoins(r.priceCents) }, count: 1 });
  }
  return out;
}

/**
 * List card of a battle (contracts BattleSummary) at `now` for `viewerId` (null: anonymous or a
 * broadcast). Draw-derived amounts only cover revealed rounds; results only once ended.
 */
export function toSummary(b: BattleRow, seats: SeatView[], now: Date, viewerId: number | null, cat: CatalogueSnapshot): BattleSummary {
  const clock = battleClock(b, now);
  const ps = players(b, seats, clock);
  const me = viewerId === null ? undefined : seats.find((s) => s.userId === viewerId && !s.isBot);
  return {
    uuid: b.uuid,
    type: b.type as BattleType,
    mode: b.mode as BattleMode,
    inviteMode: b.inviteMode as BattleInviteMode,
    state: clock.state,
    amount: centsToCoins(b.costCents),
    openAmount: centsToCoins(seatAmounts(b, ps.length, clock.revealed).reduce((a, c) => a + c, 0)),
    round: clock.revealed,
    totalRound: b.totalRounds,
    boxes: groupedBoxes(b, cat),
    players: ps,
    creatorId: b.creatorId,
    isCreator: viewerId !== null && viewerId === b.creatorId,
    hasRead: me?.hasRead ?? false,
    fastMode: b.fastMode,
    createdAt: b.createdAt.toISOString(),
    startedAt: b.startedAt?.toISOString() ?? null,
    roundMs: b.roundMs,
    endsAt: b.endsAt?.toISOString() ?? null,
    serverTime: now.toISOString(),
    purpose: b.purpose as BattleSummary['purpose'],
    tieRule: b.tieRule as BattleSummary['tieRule'],
  };
}

/**
 * Battle detail (contracts BattleDetail): the summary, every round with draws only up to the current
 * round, the battle client seed once fixed, the server seed only after the end, the tie once the last
 * round has spun.
 */
export function toDetail(b: BattleRow, seats: SeatView[], now: Date, viewerId: number | null, cat: CatalogueSnapshot): BattleDetail {
  const clock = battleClock(b, now);
  const summary = toSummary(b, seats, now, viewerId, cat);
  const start = b.startedAt?.getTime() ?? null;
  const ended = clock.state === BATTLE_STATE.ended;
  const tie =
    clock.roundsDone && b.tie
      ? { kind: b.type === 'team' ? ('team' as const) : ('seat' as const), ...b.tie, winnerSide: b.tie.sides[b.tie.winnerIndex]! }
      : null;
  return {
    ...summary,
    rounds: b.rounds.map((r, i) => ({
      round: i,
      box: { ...cat.box(r.boxId), price: centsToCoins(r.priceCents) },
      oddsVersion: r.oddsVersion,
      revealAt: start === null ? null : new Date(roundRevealAt(start, b.roundMs, i)).toISOString(),
      draws: i < clock.revealed ? drawView(b, i, cat) : [],
    })),
    serverSeedHashed: b.serverSeedHashed,
    serverSeed: ended ? b.serverSeed : null,
    clientSeed: b.clientSeed,
    tie,
    winnerSeats: ended ? summary.players.filter((p) => p.result === 1).map((p) => p.number) : [],
    sponsor:
      b.inviteMode === 'free' && b.sponsorState
        ? {
            state: b.sponsorState as 'held' | 'used' | 'refunded',
            amount: centsToCoins(b.sponsorCents),
            expiresAt: b.inviteExpiresAt?.toISOString() ?? null,
          }
        : null,
  };
}

/** Realtime `battle_v2:round` for round `round` (call only at or after its reveal time). */
export function toRoundEvent(b: BattleRow, round: number, cat: CatalogueSnapshot): BattleRoundEvent {
  const n = seatCount(b.type as BattleType);
  const amounts = seatAmounts(b, n, round + 1);
  return {
    uuid: b.uuid,
    round,
    totalRound: b.totalRounds,
    revealAt: new Date(roundRevealAt(b.startedAt!.getTime(), b.roundMs, round)).toISOString(),
    draws: drawView(b, round, cat),
    amounts: amounts.map((a, i) => ({ number: i + 1, amount: centsToCoins(a) })),
  };
}
