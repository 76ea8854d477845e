import {
  bingoCalls,
  type BingoCard as DomainCard,
  bingoCardOf,
  bingoPool,
  bingoProgress,
  centsToCoins,
  DAY_MS,
  drawClientSeed,
  maskName,
  sha256Hex,
  splitPrizeCents,
} from '@hapa/domain';
import type {
  BingoCard,
  BingoCards,
  BingoGame,
  BingoHistory,
  BingoHistoryItem,
  BingoHome,
  BingoPlayResult,
  BingoRank,
  BingoWinner,
  OpsBingoSettings,
} from '@hapa/contracts';
import { AppError } from '../../../http/app-error.ts';
import { coinInputCents } from '../../../lib/coin-input.ts';
import type { Db, Tx } from '../../../db/client.ts';
import type { Clock, RandomSource } from '../../../lib/random.ts';
import type { Publisher } from '../../../lib/publisher.ts';
import type { JobsService } from '../../jobs/jobs.service.ts';
import type { EventsService } from '../../events/events.service.ts';
import type { WalletService } from '../../wallet/wallet.service.ts';
import type { SettingsService } from '../../../platform/settings.ts';
import type { OperatorContext } from '../../../platform/ops-auth.ts';
import { writeAudit } from '../../../platform/audit.ts';
import type { GamesCore, RoundWithPair } from '../core/games-core.ts';
import * as coreRepo from '../core/games.repo.ts';
import * as repo from './bingo.repo.ts';
import { BingoClubService } from './bingo-club.service.ts';
import type { BingoCardRow, BingoGameRow } from './bingo.repo.ts';
import type { SeedLogWriter } from '../../transparency/seed-log.ts';

export const BINGO = 'bingo';
/** Operator setting (console, finance; defaults stated in the README). */
export const BINGO_SETTING = 'games.bingo';
export const BINGO_OPEN_JOB = 'bingo.open';
export const BINGO_CLOSE_JOB = 'bingo.close';
export const BINGO_CALL_JOB = 'bingo.call';
/** Ranking window (days) and length. */
export const BINGO_RANK_DAYS = 7;
export const BINGO_RANK_SIZE = 20;

/**
 * Bingo settings: card price (cents), most cards per purchase, how long sales stay open (s), the time between
 * two calls (ms), the gap between a game's end and the next opening (s), the house edge and the line prize's
 * share of the pool (ppm; the full card takes the rest), bingo points earned per card.
 */
export interface BingoSettings {
  cardPriceCents: number;
  maxCards: number;
  salesSeconds: number;
  callIntervalMs: number;
  gapSeconds: number;
  edgePpm: number;
  lineSharePpm: number;
  pointsPerCard: number;
}
export const DEFAULT_BINGO_SETTINGS: BingoSettings = {
  cardPriceCents: 100,
  maxCards: 10,
  salesSeconds: 120,
  callIntervalMs: 3_000,
  gapSeconds: 30,
  edgePpm: 100_000,
  lineSharePpm: 300_000,
  pointsPerCard: 10,
};

/** What a card round keeps: the game it was bought for. */
interface BingoParams {
  gameId: number;
}

/**
 * Bingo King (docs/games.md; docs/product/README.md bingo, docs/product/routes.md#games /bingo, docs/product/endpoints.md#games /bingo/*; fairness.md "Draws shared by many players").
 * Games are rows driven by durable jobs (never in-memory timers): `bingo.open` draws the game's server seed and
 * opens card sales; `bingo.close` (at `closesAt`) fixes drawClientSeed over the card ids ascending and the call
 * order `bingoCalls(serverSeed, drawClientSeed)`; `bingo.call` #i (due at callsStartedAt + i x callIntervalMs)
 * advances `called_count` from i to i + 1 only, pays the prizes that call decides and schedules call i + 1; the
 * game ends at the first full card (or with no cards at the close) and the next game is scheduled `gapSeconds`
 * later. Purchases take the game row FOR SHARE, the close FOR UPDATE: every card committed before the close is
 * in the draw, none after; a purchase at or after `closesAt` is refused even before the close job has run.
 * Prizes: pool = sales x (1 - edge), line = floor(pool x lineShare), full = the rest; each prize goes to every
 * card completing it at the first call that completes any, split in cents with the remainder cents one each to
 * the lowest card ids.
 */
export class BingoService {
  /** barrage and the points exchange (bingo-club.service.ts) */
  readonly club: BingoClubService;

  constructor(
    private readonly d: {
      db: Db;
      core: GamesCore;
      wallet: WalletService;
      settings: SettingsService;
      jobs: JobsService;
      clock: Clock;
      random: RandomSource;
      publisher: Publisher;
      events: EventsService;
      /** the public fairness log: a game's seed committed when it opens, revealed when it ends (docs/transparency.md) */
      seedLog?: SeedLogWriter;
    },
  ) {
    this.club = new BingoClubService(d);
    d.settings.define(BINGO_SETTING, DEFAULT_BINGO_SETTINGS);
    // a card plays itself until its game's last call: the bingo page shows it live (docs/games.md#open-rounds)
    d.core.registerDetail(BINGO, (r) => this.detail(r), { kind: 'page', path: () => '/bingo' });
    d.jobs.register(BINGO_OPEN_JOB, (tx, p: { gameId: number }) => this.open(tx, p.gameId));
    d.jobs.register(BINGO_CLOSE_JOB, (tx, p: { gameId: number }) => this.close(tx, p.gameId));
    d.jobs.register(BINGO_CALL_JOB, (tx, p: { gameId: number; index: number }) => this.call(tx, p.gameId, p.index));
  }

  /** The settings, read through `db` (inside a transaction pass it: PGlite has one connection). */
  private settings(db: Db | Tx = this.d.db): Promise<BingoSettings> {
    return this.d.settings.get<BingoSettings>(BINGO_SETTING, db);
  }

  private now(): Date {
    return this.d.clock.now();
  }

  // ---------- the schedule (durable jobs) ----------

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
  private async open(tx: Tx, gameId: number) {
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
  private async close(tx: Tx, gameId: number) {
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
  private async call(tx: Tx, gameId: number, index: number) {
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
    void this.gameView(this.d.db, g).then((v) => this.d.publisher.toChannel('bingo_call', 'bingo_call:state', v));
    if (next) void this.gameView(this.d.db, next).then((v) => this.d.publisher.toChannel('bingo_call', 'bingo_call:state', v));
  }

  // ---------- views ----------

  /** A game as everyone sees it: the calls so far, the seeds as far as fairness allows, prizes and winners. */
  private async gameView(db: Db | Tx, g: BingoGameRow): Promise<BingoGame> {
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

  private cardView(c: BingoCardRow, g: BingoGameRow): BingoCard {
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

  /** How a card round shows in /user/game-history and verify: the game, the card and (once ended) the draw. */
  private detail(r: RoundWithPair): Record<string, unknown> {
    const p = r.round.params as BingoParams;
    return {
      gameId: p.gameId,
      card: bingoCardOf(r.pair.serverSeed, r.pair.clientSeed ?? '', r.round.nonce),
      ...(r.round.progress as object),
    };
  }

  /** GET /api/bingo/home: the live game (ensured), the player's cards in it, limits and points. */
  async home(userId?: number): Promise<BingoHome> {
    const g = (await repo.liveGame(this.d.db)) ?? (await this.ensureGame()) ?? (await repo.liveGame(this.d.db));
    if (!g) throw new AppError('bingo.error.not_found');
    const s = await this.settings();
    const [game, myCards, points, last] = await Promise.all([
      this.gameView(this.d.db, g),
      userId ? repo.countMyCards(this.d.db, userId, g.id) : 0,
      userId ? repo.pointsOf(this.d.db, userId) : 0,
      repo.lastEnded(this.d.db),
    ]);
    return {
      game,
      myCards,
      maxCards: s.maxCards,
      points,
      pointsPerCard: s.pointsPerCard,
      lastGame: last ? await this.gameView(this.d.db, last) : null,
    };
  }

  /** GET /api/bingo/cards?gameId: the player's cards of a game (default the live one), daubed to the calls so far. */
  async cards(userId: number, gameId?: number): Promise<BingoCards> {
    const g = gameId ? await repo.gameById(this.d.db, gameId) : await repo.liveGame(this.d.db);
    if (!g) throw new AppError('bingo.error.not_found');
    const rows = await repo.myCards(this.d.db, userId, g.id);
    return { gameId: g.id, list: rows.map((c) => this.cardView(c, g)) };
  }

  /**
   * POST /api/bingo/play (count 1) and /api/bingo/multiple (1..maxCards): buys `count` cards of game `gameId`
   * while it sells (state `selling` and the clock before `closesAt`), in ONE transaction: the game row FOR SHARE
   * (the close waits for us), then per card a game core bet (coin account locked, a type 3 nonce, the stake to
   * `house`) and the card drawn from that nonce;
   * `pointsPerCard` bingo points per card. The same Idempotency-Key answers the first purchase's cards.
   * @throws AppError bingo.error.too_many_cards, bingo.error.not_found, bingo.error.sales_closed,
   *   coin.error.not_enough, protection errors
   */
  async buy(
    userId: number,
    input: { gameId: number; count: number },
    idempotencyKey?: string,
    maxCount?: number,
  ): Promise<BingoPlayResult> {
    const s = await this.settings();
    const max = Math.min(maxCount ?? s.maxCards, s.maxCards);
    if (input.count > max) throw new AppError('bingo.error.too_many_cards', `At most ${max} card${max === 1 ? '' : 's'} per purchase`);
    const out = await this.d.db.transaction(async (tx) => {
      const g = await repo.gameById(tx, input.gameId, 'share');
      if (!g) throw new AppError('bingo.error.not_found');
      const cards: BingoCardRow[] = [];
      let balance = 0;
      for (let i = 0; i < input.count; i++) {
        const placed = await this.d.core.placeBet(tx, {
          userId,
          game: BINGO,
          stakeCents: g.cardPriceCents,
          params: { gameId: g.id } satisfies BingoParams,
          progress: {},
          idempotencyKey: idempotencyKey ? `${idempotencyKey}:${i}` : undefined,
          beforeStake: async () => {
            // sales end at closesAt even while the close job has yet to run (job lag, or a stream of purchases holding the
            // row FOR SHARE ahead of the close's FOR UPDATE on PostgreSQL): every card bought is in the draw, none after
            if (g.state !== 'selling' || !g.closesAt || this.now().getTime() >= g.closesAt.getTime())
              throw new AppError('bingo.error.sales_closed');
          },
        });
        if (placed.duplicate) {
          const first = await repo.gameById(tx, (placed.round.params as BingoParams).gameId);
          return {
            cards: (await repo.cardsOfPurchase(tx, userId, idempotencyKey!)).map((c) => this.cardView(c, first!)),
            balance: placed.balance,
            duplicate: true,
          };
        }
        const seeds = placed.seeds!;
        const card = await repo.insertCard(tx, {
          gameId: g.id,
          userId,
          roundId: placed.round.id,
          numbers: bingoCardOf(seeds.serverSeed, seeds.clientSeed, seeds.nonce),
          createdAt: this.now(),
        });
        if (s.pointsPerCard > 0) await repo.addPoints(tx, userId, s.pointsPerCard, 'card', card.id, `card:${card.id}`, this.now());
        cards.push(card);
        balance = placed.balance;
      }
      return { cards: cards.map((c) => this.cardView(c, g)), balance, duplicate: false };
    });
    if (!out.duplicate) this.d.publisher.toUser(userId, 'notify:balance', { coin: centsToCoins(out.balance) });
    return { cards: out.cards, balance: centsToCoins(out.balance), points: await repo.pointsOf(this.d.db, userId) };
  }

  /** GET /api/bingo/rank: top 20 players by bingo prizes won over the last 7 days (nicknames masked). */
  async rank(): Promise<BingoRank> {
    const since = new Date(this.now().getTime() - BINGO_RANK_DAYS * DAY_MS);
    const rows = await repo.rank(this.d.db, since, BINGO_RANK_SIZE);
    return {
      days: BINGO_RANK_DAYS,
      list: rows.map((r, i) => ({ rank: i + 1, name: maskName(r.nickname), won: centsToCoins(r.wonCents), cards: r.cards })),
    };
  }

  /** GET /api/bingo/history: ended games with cards, newest first, with the card ids to recompute drawClientSeed. */
  async history(limit: number): Promise<BingoHistory> {
    const games = await repo.endedGames(this.d.db, limit);
    const ids = await repo.cardIdsOf(
      this.d.db,
      games.map((g) => g.id),
    );
    const list = await Promise.all(games.map(async (g) => ({ ...(await this.gameView(this.d.db, g)), cardIds: ids.get(g.id) ?? [] })));
    return { list };
  }

  /**
   * GET /api/bingo/games/{id}: one game as the history shows it, in any state (so /provably-fair can check a game by
   * its id), with its card ids ascending; the server seed only once the game ended, drawClientSeed from the close.
   * @throws AppError bingo.error.not_found
   */
  async game(id: number): Promise<BingoHistoryItem> {
    const g = await repo.gameById(this.d.db, id);
    if (!g) throw new AppError('bingo.error.not_found');
    const ids = await repo.cardIdsOf(this.d.db, [g.id]);
    return { ...(await this.gameView(this.d.db, g)), cardIds: ids.get(g.id) ?? [] };
  }

  // ---------- console ----------

  /** GET /api/ops/games/bingo: the settings in coin units and seconds. */
  async opsSettings(): Promise<OpsBingoSettings> {
    const s = await this.settings();
    return {
      cardPrice: centsToCoins(s.cardPriceCents),
      maxCards: s.maxCards,
      salesSeconds: s.salesSeconds,
      callIntervalMs: s.callIntervalMs,
      gapSeconds: s.gapSeconds,
      edgePpm: s.edgePpm,
      lineSharePpm: s.lineSharePpm,
      pointsPerCard: s.pointsPerCard,
    };
  }

  /**
   * POST /api/ops/games/bingo: new settings with the audit row in the same transaction. Price, edge and split
   * apply from the next opening; the call interval from the next close; a shorter sales time also moves the
   * selling game's close earlier (never later); the rest at once.
   * @throws AppError validation.amount for a price with more than 2 decimals
   */
  async updateSettings(v: OpsBingoSettings, op: OperatorContext): Promise<OpsBingoSettings> {
    const next: BingoSettings = {
      cardPriceCents: coinInputCents(v.cardPrice),
      maxCards: v.maxCards,
      salesSeconds: v.salesSeconds,
      callIntervalMs: v.callIntervalMs,
      gapSeconds: v.gapSeconds,
      edgePpm: v.edgePpm,
      lineSharePpm: v.lineSharePpm,
      pointsPerCard: v.pointsPerCard,
    };
    await this.d.db.transaction(async (tx) => {
      const before = await this.d.settings.set(tx, BINGO_SETTING, next, op.userId);
      await writeAudit(tx, {
        operatorId: op.userId,
        action: 'games.bingo_settings',
        targetType: 'setting',
        targetId: BINGO_SETTING,
        before,
        after: next,
        ip: op.ip,
      });
      // a shorter sales time also cuts the selling game's sales (never lengthens them): its close moves earlier
      const live = await repo.liveGame(tx, 'update');
      const closesAt = new Date(this.now().getTime() + next.salesSeconds * 1000);
      if (live?.state === 'selling' && live.closesAt && closesAt < live.closesAt) {
        await repo.updateGame(tx, live.id, { closesAt });
        await this.d.jobs.schedule(tx, {
          kind: BINGO_CLOSE_JOB,
          dedupeKey: `bingo:close:${live.id}:${closesAt.getTime()}`,
          payload: { gameId: live.id },
          dueAt: closesAt,
        });
      }
    });
    this.d.settings.forget(BINGO_SETTING);
    return this.opsSettings();
  }
}

/** The draw id of game `id` (drawClientSeed's prefix). */
export const drawIdOf = (id: number) => `bingo-${id}`;

/** When call `index` of a closed game is due: callsStartedAt + index x callIntervalMs. */
export function callDueAt(g: Pick<BingoGameRow, 'callsStartedAt' | 'callIntervalMs'>, index: number): Date {
  return new Date(g.callsStartedAt!.getTime() + index * g.callIntervalMs);
}
