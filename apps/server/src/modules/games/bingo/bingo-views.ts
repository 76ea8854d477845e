import { type BingoCard as DomainCard, bingoPool, bingoProgress, centsToCoins, maskName } from '@hapa/domain';
import type { BingoCard, BingoGame, BingoWinner } from '@hapa/contracts';
import type { Db, Tx } from '../../../db/client.ts';
import * as repo from './bingo.repo.ts';
import type { BingoCardRow, BingoGameRow } from './bingo.repo.ts';
import { callDueAt } from './bingo.settings.ts';

/**
 * A game as everyone sees it (docs/games.md; docs/fairness.md): the calls so far, the seeds as far as fairness allows
 * (the server seed only once ended), the pool and prizes in coin units, and the winners of each prize (every card
 * complete at the call that first completed one, nicknames masked).
 */
export async function gameView(db: Db | Tx, g: BingoGameRow): Promise<BingoGame> {
  const selling = g.state === 'selling' || g.state === 'scheduled';
  const cardsCount = selling ? await repo.countCards(db, g.id) : g.cardsCount;
  const pool = bingoPool(cardsCount * g.cardPriceCents, g.edgePpm, g.lineSharePpm);
  const called = (g.calls ?? []).slice(0, g.calledCount);
  // the winners of a prize: every card complete at the call that first completed one
  const cards = g.lineAtCall === null ? [] : await repo.cardsOfGame(db, g.id);
  const lineCards =
    g.lineAtCall === null
      ? []
      : cards.filter((c) => bingoProgress(c.numbers as DomainCard, called.slice(0, g.lineAtCall!)).lines.length > 0);
  const fullCards =
    g.fullAtCall === null ? [] : cards.filter((c) => bingoProgress(c.numbers as DomainCard, called.slice(0, g.fullAtCall!)).full);
  const names = await repo.nicknames(
    db,
    [...lineCards, ...fullCards].map((c) => c.userId),
  );
  const winners = (list: BingoCardRow[], cents: (c: BingoCardRow) => number): BingoWinner[] =>
    list.map((c) => ({ cardId: c.id, name: maskName(names.get(c.userId) ?? ''), prize: centsToCoins(cents(c)) }));
  return {
    id: g.id,
    state: g.state as BingoGame['state'],
    opensAt: g.opensAt.toISOString(),
    closesAt: g.closesAt?.toISOString() ?? null,
    callsStartedAt: g.callsStartedAt?.toISOString() ?? null,
    nextCallAt: g.state === 'calling' ? callDueAt(g, g.calledCount).toISOString() : null,
    endedAt: g.endedAt?.toISOString() ?? null,
    callIntervalMs: g.callIntervalMs,
    serverSeedHashed: g.serverSeedHashed,
    serverSeed: g.state === 'ended' ? g.serverSeed : null,
    drawClientSeed: g.drawClientSeed,
    cardPrice: centsToCoins(g.cardPriceCents),
    cardsCount,
    pool: centsToCoins(pool.poolCents),
    edgePpm: g.edgePpm,
    lineSharePpm: g.lineSharePpm,
    called,
    line: { amount: centsToCoins(pool.lineCents), atCall: g.lineAtCall, winners: winners(lineCards, (c) => c.linePrizeCents) },
    full: { amount: centsToCoins(pool.fullCents), atCall: g.fullAtCall, winners: winners(fullCards, (c) => c.fullPrizeCents) },
  };
}

/** A player's card of game `g` (docs/games.md): its numbers, those daubed by the calls so far, its lines and prizes in coin units. */
export function cardView(c: BingoCardRow, g: BingoGameRow): BingoCard {
  const numbers = c.numbers as DomainCard;
  const called = (g.calls ?? []).slice(0, g.calledCount);
  const set = new Set(called);
  const p = bingoProgress(numbers, called);
  const all = [...numbers.B, ...numbers.I, ...numbers.N, ...numbers.G, ...numbers.O];
  return {
    id: c.id,
    gameId: c.gameId,
    roundId: c.roundId,
    numbers,
    daubed: all.filter((n) => set.has(n)),
    lines: p.lines,
    full: p.full,
    linePrize: centsToCoins(c.linePrizeCents),
    fullPrize: centsToCoins(c.fullPrizeCents),
  };
}
