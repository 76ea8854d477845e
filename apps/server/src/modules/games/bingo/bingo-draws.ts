import {
  bingoCalls,
  type BingoCard as DomainCard,
  bingoPool,
  bingoProgress,
  centsToCoins,
  drawClientSeed,
  maskName,
  sha256Hex,
  splitPrizeCents,
} from '@hapa/domain';
import type { Db, Tx } from '../../../db/client.ts';
import * as coreRepo from '../core/games.repo.ts';
import * as repo from './bingo.repo.ts';
import type { BingoCardRow, BingoGameRow } from './bingo.repo.ts';
import { gameView } from './bingo-views.ts';
import {
  BINGO_CALL_JOB,
  BINGO_CLOSE_JOB,
  BINGO_OPEN_JOB,
  type BingoDeps,
  type BingoSettings,
  bingoSettings,
  callDueAt,
  drawIdOf,
} from './bingo.settings.ts';

/**
 * The Bingo King schedule (docs/games.md; fairness.md "Draws shared by many players"): the durable jobs that open,
 * close and call each game (never in-memory timers). `bingo.open` draws the game's server seed and opens card sales;
 * `bingo.close` (at `closesAt`) fixes drawClientSeed over the card ids ascending and the call order
 * `bingoCalls(serverSeed, drawClientSeed)`; `bingo.call` #i (due at callsStartedAt + i x callIntervalMs) advances
 * `called_count` from i to i + 1 only, pays the prizes that call decides and schedules call i + 1; the game ends at
 * the first full card (or with no cards at the close) and the next game is scheduled `gapSeconds` later. The jobs
 * are registered by BingoService.
 */
export class BingoDraws {
  constructor(private readonly d: BingoDeps) {}

  private settings(db: Db | Tx = this.d.db): Promise<BingoSettings> {
    return bingoSettings(this.d, db);
  }

  private now(): Date {
    return this.d.clock.now();
  }

  /**
   * Makes sure a game is live (scheduled, selling or calling): at start, and after a game ends. A second
   * instance doing the same at once inserts nothing (the partial unique index). The open job is due at `opensAt`.
   */
  async ensureGame(db: Db | Tx = this.d.db, opensAt = this.now()): Promise<BingoGameRow | null> {
    const live = await repo.liveGame(db);
    if (live) return live;
    const s = await this.settings(db);
    const g = await repo.insertGame(db, {
      state: 'scheduled',
      opensAt,
      cardPriceCents: s.cardPriceCents,
      edgePpm: s.edgePpm,
      lineSharePpm: s.lineSharePpm,
      callIntervalMs: s.callIntervalMs,
      createdAt: this.now(),
    });
    if (g)
      await this.d.jobs.schedule(db, { kind: BINGO_OPEN_JOB, dedupeKey: `bingo:open:${g.id}`, payload: { gameId: g.id }, dueAt: opensAt });
    return g;
  }

  /** Job bingo.open: draws the game's server seed, takes the current settings and opens card sales until `closesAt`. */
  async open(tx: Tx, gameId: number) {
    const g = await repo.gameById(tx, gameId, 'update');
    if (!g || g.state !== 'scheduled') return;
    const s = await this.settings(tx);
    const serverSeed = this.d.random.hex(32);
    const now = this.now();
    const closesAt = new Date(now.getTime() + s.salesSeconds * 1000);
    const opened = await repo.updateGame(tx, g.id, {
      state: 'selling',
      serverSeed,
      serverSeedHashed: sha256Hex(serverSeed),
      cardPriceCents: s.cardPriceCents,
      edgePpm: s.edgePpm,
      lineSharePpm: s.lineSharePpm,
      callIntervalMs: s.callIntervalMs,
      opensAt: now,
      closesAt,
    });
    await this.d.seedLog?.committed(tx, { scope: 'bingo', ref: drawIdOf(g.id) }, opened.serverSeedHashed!);
    await this.d.jobs.schedule(tx, { kind: BINGO_CLOSE_JOB, dedupeKey: `bingo:close:${g.id}`, payload: { gameId: g.id }, dueAt: closesAt });
    return this.announce(opened);
  }

  /**
   * Job bingo.close: waits for every purchase in flight (FOR UPDATE against their FOR SHARE), then fixes the draw:
   * drawClientSeed over the card ids ascending, the call order, the pool; the first call is due one interval later.
   * Without cards the game ends at once and the next one is scheduled.
   */
  async close(tx: Tx, gameId: number) {
    const g = await repo.gameById(tx, gameId, 'update');
    if (!g || g.state !== 'selling') return;
    const cards = await repo.cardsOfGame(tx, g.id);
    const now = this.now();
    if (cards.length === 0) {
      const ended = await repo.updateGame(tx, g.id, { state: 'ended', endedAt: now, closesAt: now });
      await this.d.seedLog?.revealed(tx, { scope: 'bingo', ref: drawIdOf(g.id) }, g.serverSeedHashed!, g.serverSeed!);
      const next = await this.scheduleNext(tx, now);
      return this.announce(ended, next);
    }
    const s = await this.settings(tx);
    const drawSeed = drawClientSeed(
      drawIdOf(g.id),
      cards.map((c) => c.id),
    );
    const calls = bingoCalls(g.serverSeed!, drawSeed);
    const { poolCents } = bingoPool(cards.length * g.cardPriceCents, g.edgePpm, g.lineSharePpm);
    const callsStartedAt = new Date(now.getTime() + s.callIntervalMs);
    const closed = await repo.updateGame(tx, g.id, {
      state: 'calling',
      drawClientSeed: drawSeed,
      calls,
      calledCount: 0,
      cardsCount: cards.length,
      poolCents,
      callIntervalMs: s.callIntervalMs,
      closesAt: now,
      callsStartedAt,
    });
    await this.scheduleCall(tx, closed, 0);
    return this.announce(closed);
  }

  private async scheduleCall(tx: Tx, g: BingoGameRow, index: number) {
    await this.d.jobs.schedule(tx, {
      kind: BINGO_CALL_JOB,
      dedupeKey: `bingo:call:${g.id}:${index}`,
      payload: { gameId: g.id, index },
      dueAt: callDueAt(g, index),
    });
  }

  private async scheduleNext(tx: Tx, endedAt: Date): Promise<BingoGameRow | null> {
    const s = await this.settings(tx);
    return this.ensureGame(tx, new Date(endedAt.getTime() + s.gapSeconds * 1000));
  }

  /**
   * Job bingo.call #index: only when `called_count` is exactly `index` (a repeated or late job changes nothing),
   * calls number calls[index], pays the line and/or full-card prizes this call decides (credited in this
   * transaction, `bingo.won` appended), then schedules the next call, or ends the game at the first full card.
   */
  async call(tx: Tx, gameId: number, index: number) {
    const g = await repo.gameById(tx, gameId, 'update');
    if (!g || g.state !== 'calling' || g.calledCount !== index || !g.calls || index >= g.calls.length) return;
    const calledCount = index + 1;
    const called = g.calls.slice(0, calledCount);
    const cards = await repo.cardsOfGame(tx, g.id);
    const progress = cards.map((c) => ({ card: c, ...bingoProgress(c.numbers as DomainCard, called) }));
    const pool = bingoPool(g.cardsCount * g.cardPriceCents, g.edgePpm, g.lineSharePpm);
    const wins: { prize: 'line' | 'full'; shares: Map<number, number> }[] = [];
    const set: Partial<BingoGameRow> = { calledCount };
    if (g.lineAtCall === null) {
      const winners = progress.filter((p) => p.lines.length > 0).map((p) => p.card);
      if (winners.length) {
        set.lineAtCall = calledCount;
        wins.push({ prize: 'line', shares: await this.payLine(tx, g, winners, pool.lineCents) });
      }
    }
    let ended = false;
    if (g.fullAtCall === null) {
      const winners = progress.filter((p) => p.full).map((p) => p.card);
      if (winners.length) {
        set.fullAtCall = calledCount;
        wins.push({
          prize: 'full',
          shares: splitPrizeCents(
            pool.fullCents,
            winners.map((c) => c.id),
          ),
        });
        ended = true;
      }
    }
    if (ended || calledCount === g.calls.length) {
      const full = wins.find((w) => w.prize === 'full')?.shares ?? new Map<number, number>();
      await this.settleCards(tx, g, cards, full);
      set.state = 'ended';
      set.endedAt = this.now();
    }
    const updated = await repo.updateGame(tx, g.id, set);
    if (updated.state === 'ended') {
      await this.d.seedLog?.revealed(tx, { scope: 'bingo', ref: drawIdOf(g.id) }, g.serverSeedHashed!, g.serverSeed!);
      // the realised RTP of the pooled draw (docs/transparency.md#real-rtp): its sales against the prizes it paid, the line
      // shares of earlier calls (on the cards read above) and every share decided at this call
      const paidCents =
        cards.reduce((s, c) => s + c.linePrizeCents, 0) + wins.reduce((s, w) => s + [...w.shares.values()].reduce((a, b) => a + b, 0), 0);
      await this.d.events.append(tx, 'draw.settled', null, {
        game: 'bingo',
        drawId: g.id,
        salesCents: g.cardsCount * g.cardPriceCents,
        poolCents: pool.poolCents,
        paidCents,
      });
    }
    const next = updated.state === 'ended' ? await this.scheduleNext(tx, updated.endedAt!) : null;
    if (updated.state === 'calling') await this.scheduleCall(tx, updated, calledCount);
    const names = await repo.nicknames(
      tx,
      cards.map((c) => c.userId),
    );
    const ownerOf = new Map(cards.map((c) => [c.id, c.userId]));
    const winEvents = wins.map((w) => ({
      gameId: g.id,
      prize: w.prize,
      atCall: calledCount,
      winners: [...w.shares].map(([cardId, cents]) => ({
        cardId,
        name: maskName(names.get(ownerOf.get(cardId)!) ?? ''),
        prize: centsToCoins(cents),
      })),
    }));
    const paidUsers = [...new Set(wins.flatMap((w) => [...w.shares.keys()].map((id) => ownerOf.get(id)!)))];
    const balances = await Promise.all(paidUsers.map(async (u) => [u, await this.d.wallet.balanceOf(tx, u)] as const));
    const number = g.calls[index]!;
    return () => {
      this.d.publisher.toChannel('bingo_call', 'bingo_call:call', {
        gameId: g.id,
        index,
        number,
        called,
        nextCallAt: updated.state === 'calling' ? callDueAt(updated, calledCount).toISOString() : null,
      });
      for (const w of winEvents) this.d.publisher.toChannel('bingo_call', 'bingo_call:win', w);
      for (const [u, b] of balances) this.d.publisher.toUser(u, 'notify:balance', { coin: centsToCoins(b) });
      if (updated.state === 'ended') this.announceNow(updated, next);
    };
  }

  /** Credits the line prize shares in `tx` (house -> player, one key per card) and appends `bingo.won` for each. */
  private async payLine(tx: Tx, g: BingoGameRow, winners: BingoCardRow[], lineCents: number): Promise<Map<number, number>> {
    const shares = splitPrizeCents(
      lineCents,
      winners.map((c) => c.id),
    );
    const byId = new Map(winners.map((c) => [c.id, c]));
    for (const [cardId, cents] of shares) {
      const card = byId.get(cardId)!;
      if (cents > 0) {
        await this.d.wallet.credit(tx, 'house', {
          userId: card.userId,
          amount: cents,
          idempotencyKey: `bingo:card:${cardId}:line`,
          kind: 'game_bingo_payout',
          refType: 'game_round',
          refId: String(card.roundId),
        });
      }
      await repo.setCardPrize(tx, cardId, { linePrizeCents: cents });
      await this.d.events.append(tx, 'bingo.won', card.userId, {
        userId: card.userId,
        gameId: g.id,
        cardId,
        prize: 'line',
        prizeCents: cents,
      });
    }
    return shares;
  }

  /**
   * At the game's end: settles every card's round through the game core. The full-card share is credited by
   * the core's settlement (key `game:{roundId}:payout`); the round's payout then shows line + full (the line
   * share was credited at its own call). `bingo.won` is appended for each full-card share.
   */
  private async settleCards(tx: Tx, g: BingoGameRow, cards: BingoCardRow[], full: Map<number, number>) {
    for (const card of cards) {
      const round = await coreRepo.lockRound(tx, card.roundId);
      if (!round || round.status !== 'open') continue;
      const fullCents = full.get(card.id) ?? 0;
      const total = card.linePrizeCents + fullCents;
      await this.d.core.settle(tx, round, {
        outcome: total > 0 ? 'win' : 'lose',
        payoutCents: fullCents,
        progress: { linePrizeCents: card.linePrizeCents, fullPrizeCents: fullCents },
      });
      if (card.linePrizeCents > 0) await coreRepo.updateRound(tx, round.id, { payoutCents: total });
      if (full.has(card.id)) {
        await repo.setCardPrize(tx, card.id, { fullPrizeCents: fullCents });
        await this.d.events.append(tx, 'bingo.won', card.userId, {
          userId: card.userId,
          gameId: g.id,
          cardId: card.id,
          prize: 'full',
          prizeCents: fullCents,
        });
      }
    }
  }

  /** After-commit: broadcasts a state change (and the next game when one was scheduled). */
  private announce(g: BingoGameRow, next?: BingoGameRow | null) {
    return () => this.announceNow(g, next);
  }

  private announceNow(g: BingoGameRow, next?: BingoGameRow | null) {
    void gameView(this.d.db, g).then((v) => this.d.publisher.toChannel('bingo_call', 'bingo_call:state', v));
    if (next) void gameView(this.d.db, next).then((v) => this.d.publisher.toChannel('bingo_call', 'bingo_call:state', v));
  }
}
