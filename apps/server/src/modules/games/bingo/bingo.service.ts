import { bingoCardOf, centsToCoins, DAY_MS, maskName } from '@hapa/domain';
import type { BingoCards, BingoHistory, BingoHistoryItem, BingoHome, BingoPlayResult, BingoRank, OpsBingoSettings } from '@hapa/contracts';
import { AppError } from '../../../http/app-error.ts';
import type { Db, Tx } from '../../../db/client.ts';
import type { OperatorContext } from '../../../platform/ops-auth.ts';
import type { RoundWithPair } from '../core/games-core.ts';
import * as repo from './bingo.repo.ts';
import { BingoClubService } from './bingo-club.service.ts';
import type { BingoCardRow, BingoGameRow } from './bingo.repo.ts';
import { BingoDraws } from './bingo-draws.ts';
import { cardView, gameView } from './bingo-views.ts';
import { opsBingoSettings, updateBingoSettings } from './bingo-console.ts';
import {
  BINGO,
  BINGO_CALL_JOB,
  BINGO_CLOSE_JOB,
  BINGO_OPEN_JOB,
  BINGO_RANK_DAYS,
  BINGO_RANK_SIZE,
  BINGO_SETTING,
  type BingoDeps,
  type BingoParams,
  type BingoSettings,
  bingoSettings,
  DEFAULT_BINGO_SETTINGS,
} from './bingo.settings.ts';

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
 * The schedule (the jobs) is bingo-draws.ts, the views bingo-views.ts, the console bingo-console.ts.
 */
export class BingoService {
  /** barrage and the points exchange (bingo-club.service.ts) */
  readonly club: BingoClubService;
  /** the schedule: the open, close and call jobs (bingo-draws.ts) */
  private readonly draws: BingoDraws;

  constructor(private readonly d: BingoDeps) {
    this.club = new BingoClubService(d);
    this.draws = new BingoDraws(d);
    d.settings.define(BINGO_SETTING, DEFAULT_BINGO_SETTINGS);
    // a card plays itself until its game's last call: the bingo page shows it live (docs/games.md#open-rounds)
    d.core.registerDetail(BINGO, (r) => this.detail(r), { kind: 'page', path: () => '/bingo' });
    d.jobs.register(BINGO_OPEN_JOB, (tx, p: { gameId: number }) => this.draws.open(tx, p.gameId));
    d.jobs.register(BINGO_CLOSE_JOB, (tx, p: { gameId: number }) => this.draws.close(tx, p.gameId));
    d.jobs.register(BINGO_CALL_JOB, (tx, p: { gameId: number; index: number }) => this.draws.call(tx, p.gameId, p.index));
  }

  /** The settings, read through `db` (inside a transaction pass it: PGlite has one connection). */
  private settings(db: Db | Tx = this.d.db): Promise<BingoSettings> {
    return bingoSettings(this.d, db);
  }

  private now(): Date {
    return this.d.clock.now();
  }

  /**
   * Makes sure a game is live (scheduled, selling or calling): at start, and after a game ends (bingo-draws.ts). The
   * open job is due at `opensAt`.
   */
  ensureGame(db: Db | Tx = this.d.db, opensAt = this.now()): Promise<BingoGameRow | null> {
    return this.draws.ensureGame(db, opensAt);
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
      gameView(this.d.db, g),
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
      lastGame: last ? await gameView(this.d.db, last) : null,
    };
  }

  /** GET /api/bingo/cards?gameId: the player's cards of a game (default the live one), daubed to the calls so far. */
  async cards(userId: number, gameId?: number): Promise<BingoCards> {
    const g = gameId ? await repo.gameById(this.d.db, gameId) : await repo.liveGame(this.d.db);
    if (!g) throw new AppError('bingo.error.not_found');
    const rows = await repo.myCards(this.d.db, userId, g.id);
    return { gameId: g.id, list: rows.map((c) => cardView(c, g)) };
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
            cards: (await repo.cardsOfPurchase(tx, userId, idempotencyKey!)).map((c) => cardView(c, first!)),
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
      return { cards: cards.map((c) => cardView(c, g)), balance, duplicate: false };
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
    const list = await Promise.all(games.map(async (g) => ({ ...(await gameView(this.d.db, g)), cardIds: ids.get(g.id) ?? [] })));
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
    return { ...(await gameView(this.d.db, g)), cardIds: ids.get(g.id) ?? [] };
  }

  /** GET /api/ops/games/bingo: the settings in coin units and seconds (bingo-console.ts). */
  opsSettings(): Promise<OpsBingoSettings> {
    return opsBingoSettings(this.d);
  }

  /**
   * POST /api/ops/games/bingo: new settings with the audit row (bingo-console.ts).
   * @throws AppError validation.amount for a price with more than 2 decimals
   */
  updateSettings(v: OpsBingoSettings, op: OperatorContext): Promise<OpsBingoSettings> {
    return updateBingoSettings(this.d, v, op);
  }
}
