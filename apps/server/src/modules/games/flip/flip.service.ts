import { centsToCoins, dealMoments, dealOf, HOUR_MS, PPM_TOTAL } from '@hapa/domain';
import {
  FLIP_CARDS,
  type FlipHistory,
  type FlipHome,
  type FlipPrize,
  type FlipRound,
  type OpsFlipSettings,
  type OpsFlipView,
} from '@hapa/contracts';
import { writeAudit } from '../../../platform/audit.ts';
import type { OperatorContext } from '../../../platform/ops-auth.ts';
import { AppError } from '../../../http/app-error.ts';
import type { Db, DbOrTx, Tx } from '../../../db/client.ts';
import type { Clock } from '../../../lib/random.ts';
import type { JobsService } from '../../jobs/jobs.service.ts';
import type { SettingsService } from '../../../platform/settings.ts';
import type { WalletService } from '../../wallet/wallet.service.ts';
import type { GameRoundRow, GamesCore, RoundWithPair } from '../core/games-core.ts';
import { SteppedRound } from '../core/stepped-round.ts';
import {
  DEFAULT_DOUBLE_GUESS_SETTINGS,
  DOUBLE_GUESS_SETTING,
  doubleGuessPpm,
  type DoubleGuessSettings,
} from '../double-guess/double-guess.service.ts';
import * as repo from './flip.repo.ts';

/**
 * Reads on the flip repo that another game (fancy-card packs, modules/games/fancy) shares; it reaches them through
 * here, never the flip repo (docs/architecture.md#layers). On `db` or the caller's transaction.
 */
export const flipReads = {
  /** Catalogue items by id (id, name, image, price in cents, sku level), keyed by id; repeated ids read once. */
  itemsByIds: (db: DbOrTx, ids: number[]) => repo.itemsByIds(db, ids),
  /** Page `page` (1-based) of `pageSize` of a player's rounds of `game`, newest first, with their seed pairs, and the total. */
  roundsOf: (db: DbOrTx, userId: number, game: string, page: number, pageSize: number) => repo.roundsOf(db, userId, game, page, pageSize),
};

export const FLIP = 'flip';
/** Operator setting (console; defaults stated in the README). */
export const FLIP_SETTING = 'games.flip';
export const FLIP_AUTO_PICK_JOB = 'flip.auto_pick';

/**
 * Flip settings: the published prize list (exactly 9 catalogue item ids, in the order the deal shuffles) and
 * after how many hours a board left open is picked at position 0.
 */
export interface FlipSettings {
  prizeItemIds: number[];
  autoPickHours: number;
}
/**
 * Default prize list, cheap to one expensive: 0.50 Coins, Amazon $1, Amazon $2, 3 Coins, Amazon $5,
 * Fortnite 1,000 V-Bucks ($8.99), Amazon $10, Steam $20, Amazon $50 (EV $11.17 a flip).
 */
export const DEFAULT_FLIP_SETTINGS: FlipSettings = {
  prizeItemIds: [1706, 1401, 1402, 1709, 1403, 1440, 1404, 1410, 1406],
  autoPickHours: 24,
};

/** What a round keeps of the list it was dealt over (later edits of the list do not change an open board). */
interface FlipParams {
  prizes: { itemId: number; priceCents: number }[];
}
interface FlipProgress {
  position: number | null;
  storeItemId: number | null;
  auto: boolean;
}

/**
 * A flip's realised-RTP sample (docs/transparency.md#real-rtp): a chance costs no coins, so it is valued at the board's
 * expected value (the mean of the dealt list's values, rounded to the cent); the pick wins one of the nine prizes with
 * chance 1/9 each, so the promise is that mean over the stake (100 % up to the rounding) with the list's variance.
 * Null for a list worth nothing.
 */
export function flipRtpSample(prizes: readonly { priceCents: number }[], wonCents: number) {
  const values = prizes.map((x) => x.priceCents);
  const stakeCents = Math.round(values.reduce((s, v) => s + v, 0) / Math.max(1, values.length));
  if (!(stakeCents > 0)) return undefined;
  return { stakeCents, payoutCents: wonCents, ...dealMoments(values, 1, stakeCents) };
}

/** Flip chances grant sources (`flip_chance_grants.source`). */
export type FlipGrantSource = 'welcome' | 'deposit' | 'quest';

const utcDay = (iso: string) => iso.slice(0, 10);

/**
 * Flip cards (docs/games.md, "Flip cards"; docs/product/routes.md#games /flip-card, docs/product/entities.md#deposits deposit config hasExtraFlipChance, docs/product/errors.md "No Parts Now.").
 * A flip costs one chance (no coins): chances come from a welcome grant (once per player, lazily on the first
 * visit or deal), the first credited paid deposit of each UTC day (the `deposit.credited` outbox consumer) and
 * quest rewards, each once per `sourceRef`. A deal is a game round of seed type 3 with a stake of 0: the deal
 * (fairness.md "Flip cards": the shuffle rule over the published list, count 9) is fixed by the round's nonce
 * and hidden until the player picks a position; the prize at that position goes to the store and every card
 * is turned. A board left open is picked at position 0 by a durable job after `autoPickHours`.
 */
export class FlipService {
  private readonly rounds: SteppedRound<FlipParams, FlipProgress>;

  constructor(
    private readonly d: {
      db: Db;
      core: GamesCore;
      wallet: WalletService;
      settings: SettingsService;
      jobs: JobsService;
      clock: Clock;
    },
  ) {
    d.settings.define(FLIP_SETTING, DEFAULT_FLIP_SETTINGS);
    d.core.registerDetail(FLIP, (r) => this.detail(r), { kind: 'page', path: () => '/flip-card' });
    // a board still open after `autoPickHours` is picked at position 0
    this.rounds = new SteppedRound({
      db: d.db,
      core: d.core,
      clock: d.clock,
      game: FLIP,
      timeoutJob: FLIP_AUTO_PICK_JOB,
      openRoundKey: 'flip.error.board_open',
      finish: async (tx, round) => {
        await this.pickLocked(tx, round, 0, true);
      },
    });
    d.jobs.register(FLIP_AUTO_PICK_JOB, (tx, p: { roundId: number }) => this.rounds.autoFinish(tx, p.roundId));
  }

  private settings(): Promise<FlipSettings> {
    return this.d.settings.get<FlipSettings>(FLIP_SETTING);
  }

  /**
   * Grants `chances` flip chances once per `sourceRef` in the caller's transaction (a repeat changes nothing).
   * sourceRefs: `welcome:{userId}`, `deposit_day:{userId}:{yyyy-mm-dd}`, `quest:{userId}:{questId}:{i}`.
   * @returns true when this call granted
   */
  grant(tx: Tx, g: { userId: number; source: FlipGrantSource; sourceRef: string; chances: number }): Promise<boolean> {
    return repo.grantChances(tx, { ...g, at: this.d.clock.now() });
  }

  /**
   * The flip_chances consumer's handler (reactions/flip-chances.ts): the first credited paid deposit of a UTC day
   * grants one chance (deposit-config's hasExtraFlipChance), once per player and day.
   */
  grantDepositDay(tx: Tx, userId: number, createdAt: string): Promise<boolean> {
    return this.grant(tx, { userId, source: 'deposit', sourceRef: `deposit_day:${userId}:${utcDay(createdAt)}`, chances: 1 });
  }

  private ensureWelcome(tx: Tx, userId: number): Promise<boolean> {
    return this.grant(tx, { userId, source: 'welcome', sourceRef: `welcome:${userId}`, chances: 1 });
  }

  /** The published prize list with the catalogue's names and images. @throws AppError flip.error.prizes when an id is gone */
  private async publishedPrizes(db: DbOrTx = this.d.db): Promise<{ itemId: number; priceCents: number }[]> {
    const s = await this.settings();
    const byId = await repo.itemsByIds(db, s.prizeItemIds);
    return s.prizeItemIds.map((id) => {
      const item = byId.get(id);
      if (!item) throw new AppError('flip.error.prizes');
      return { itemId: id, priceCents: item.priceCents };
    });
  }

  private async prizeViews(db: DbOrTx, list: { itemId: number; priceCents: number }[]): Promise<FlipPrize[]> {
    const byId = await repo.itemsByIds(
      db,
      list.map((p) => p.itemId),
    );
    return list.map((p, index) => {
      const item = byId.get(p.itemId);
      return {
        index,
        itemId: p.itemId,
        name: item?.name ?? '',
        image: item?.image ?? '',
        price: centsToCoins(p.priceCents),
        skuLevel: item?.skuLevel ?? 5,
      };
    });
  }

  /** The deal of a round: list indices by position (fairness.md "Flip cards"). */
  private dealOfRound(r: RoundWithPair): number[] {
    const n = (r.round.params as FlipParams).prizes.length;
    return dealOf(r.pair.serverSeed, r.pair.clientSeed ?? '', r.round.nonce, n, n);
  }

  private detail(r: RoundWithPair): Record<string, unknown> {
    const p = r.round.params as FlipParams;
    const g = r.round.progress as FlipProgress;
    const settled = r.round.status === 'settled';
    const deal = settled ? this.dealOfRound(r) : null;
    return {
      cards: p.prizes.length,
      prizeItemIds: p.prizes.map((x) => x.itemId),
      prizeValues: p.prizes.map((x) => centsToCoins(x.priceCents)),
      position: g.position,
      deal,
      wonItemId: deal && g.position !== null ? p.prizes[deal[g.position]!]!.itemId : null,
      autoPicked: g.auto,
    };
  }

  private async view(db: DbOrTx, r: RoundWithPair, chances?: number): Promise<FlipRound> {
    const p = r.round.params as FlipParams;
    const g = r.round.progress as FlipProgress;
    const prizes = await this.prizeViews(db, p.prizes);
    const settled = r.round.status === 'settled';
    const deal = settled ? this.dealOfRound(r) : null;
    return {
      id: r.round.id,
      status: r.round.status as FlipRound['status'],
      outcome: r.round.outcome as FlipRound['outcome'],
      prizes,
      position: g.position,
      prize: deal && g.position !== null ? prizes[deal[g.position]!]! : null,
      storeItemId: g.storeItemId,
      deal,
      autoPicked: g.auto,
      ...(chances === undefined ? {} : { chances }),
      createdAt: r.round.createdAt.toISOString(),
      settledAt: r.round.settledAt?.toISOString() ?? null,
      ...this.d.core.seedView(r),
    };
  }

  /**
   * GET /api/flip/home: the published prizes, the config (cards, 1/N chance per prize, EV, auto pick) and, for a
   * player, their chances (the welcome chance is granted here the first time) and open board.
   */
  async home(userId: number | null): Promise<FlipHome> {
    const s = await this.settings();
    const list = await this.publishedPrizes();
    const prizes = await this.prizeViews(this.d.db, list);
    const evCents = Math.round(list.reduce((sum, p) => sum + p.priceCents, 0) / list.length);
    const config = {
      cards: list.length,
      prizeChancePpm: Math.floor(PPM_TOTAL / list.length),
      ev: centsToCoins(evCents),
      autoPickHours: s.autoPickHours,
    };
    if (userId === null) return { prizes, config, chances: null, active: null };
    if (!(await repo.hasGrant(this.d.db, `welcome:${userId}`)))
      await this.d.db.transaction((tx) => this.ensureWelcome(tx, userId).then(() => undefined));
    const [chances, active] = await Promise.all([repo.chancesOf(this.d.db, userId), this.active(userId)]);
    return { prizes, config, chances, active };
  }

  /** GET /api/flip/active: the player's open board (to resume after a reload), or null. */
  async active(userId: number): Promise<FlipRound | null> {
    const r = await this.rounds.active(userId);
    return r ? this.view(this.d.db, r) : null;
  }

  /** GET /api/flip/history: the player's boards, newest first. */
  async history(userId: number, page: number, pageSize: number): Promise<FlipHistory> {
    const { rows, total } = await repo.roundsOf(this.d.db, userId, FLIP, page, pageSize);
    return { list: await Promise.all(rows.map((r) => this.view(this.d.db, r))), total, page, pageSize };
  }

  /**
   * POST /api/flip/deal: spends one chance and deals a board over the published list (a round with a stake of
   * 0 coins; the deal is fixed by its nonce and shown only after the pick). One open board per player; the same
   * Idempotency-Key answers the first board and spends nothing more.
   * @throws AppError flip.error.no_chance ("No Parts Now."), flip.error.board_open, flip.error.prizes, protection errors
   */
  async deal(userId: number, idempotencyKey?: string): Promise<FlipRound> {
    const prizes = await this.publishedPrizes();
    if (prizes.length !== FLIP_CARDS) throw new AppError('flip.error.prizes');
    const s = await this.settings();
    return this.d.db.transaction(async (tx) => {
      const now = this.d.clock.now();
      const placed = await this.rounds.placeBet(tx, {
        userId,
        stakeCents: 0,
        params: { prizes },
        progress: { position: null, storeItemId: null, auto: false },
        idempotencyKey,
        beforeStake: async () => {
          await this.d.wallet.assertMayPlay(tx, userId); // a free flip is play: a break or self-exclusion refuses it
          await this.rounds.assertNoOpenRound(tx, userId);
          await this.ensureWelcome(tx, userId);
          if (!(await repo.spendChance(tx, userId, now))) throw new AppError('flip.error.no_chance');
        },
        timeoutMs: s.autoPickHours * HOUR_MS,
        timeoutFrom: now,
      });
      const chances = await repo.chancesOf(tx, userId);
      return this.view(tx, await this.rounds.withPair(tx, placed.round), chances.available);
    });
  }

  /**
   * POST /api/flip/{id}/pick {position}: the prize at `position` of the committed deal goes to the player's
   * store (source 'flip', its catalogue value) and the round settles (outcome 'win', payout 0 coins); the answer
   * carries the whole deal. A second pick (raced or later) is refused.
   * @throws AppError game.error.not_found, game.error.round_over
   */
  async pick(userId: number, id: number, position: number): Promise<FlipRound> {
    return this.d.db.transaction(async (tx) => {
      const round = await this.rounds.lockOpen(tx, userId, id);
      const settled = await this.pickLocked(tx, round, position, false);
      const chances = await repo.chancesOf(tx, userId);
      return this.view(tx, await this.rounds.withPair(tx, settled), chances.available);
    });
  }

  private async pickLocked(tx: Tx, round: GameRoundRow, position: number, auto: boolean): Promise<GameRoundRow> {
    const r = await this.rounds.withPair(tx, round);
    const p = this.rounds.params(round);
    const deal = this.dealOfRound(r);
    const prize = p.prizes[deal[position]!]!;
    const storeItemId = await repo.insertStoreItem(tx, {
      userId: round.userId,
      itemId: prize.itemId,
      valueCents: prize.priceCents,
      at: this.d.clock.now(),
    });
    const settled = await this.d.core.settle(tx, round, {
      outcome: 'win',
      payoutCents: 0,
      progress: { position, storeItemId, auto } satisfies FlipProgress,
      rtp: flipRtpSample(p.prizes, prize.priceCents),
    });
    return settled.round;
  }

  private async dgSettings(): Promise<DoubleGuessSettings> {
    return { ...DEFAULT_DOUBLE_GUESS_SETTINGS, ...(await this.d.settings.get<DoubleGuessSettings>(DOUBLE_GUESS_SETTING)) };
  }

  /** GET /api/ops/games/flip: the flip prize list (with the items it names and its EV) and the double guess settings. */
  async opsView(): Promise<OpsFlipView> {
    const [s, dg] = await Promise.all([this.settings(), this.dgSettings()]);
    const byId = await repo.itemsByIds(this.d.db, s.prizeItemIds);
    const list = s.prizeItemIds.map((itemId) => ({ itemId, priceCents: byId.get(itemId)?.priceCents ?? 0 }));
    const evCents = list.length ? Math.round(list.reduce((sum, p) => sum + p.priceCents, 0) / list.length) : 0;
    return {
      prizeItemIds: s.prizeItemIds,
      autoPickHours: s.autoPickHours,
      doubleGuessEdgePpm: dg.edgePpm,
      doubleGuessWindowMinutes: dg.windowMinutes,
      doubleGuessAutoKeepMinutes: dg.autoKeepMinutes,
      prizes: await this.prizeViews(this.d.db, list),
      ev: centsToCoins(evCents),
      doubleGuessPpm: doubleGuessPpm(dg.edgePpm),
    };
  }

  /**
   * POST /api/ops/games/flip: a new prize list (applies to the next deals; open boards keep theirs) and double
   * guess settings (apply to the next guesses), with one audit row in the same transaction.
   * @throws AppError flip.error.prizes when an id is not a catalogue item worth more than 0
   */
  async updateSettings(v: OpsFlipSettings, op: OperatorContext): Promise<OpsFlipView> {
    const byId = await repo.itemsByIds(this.d.db, v.prizeItemIds);
    if (v.prizeItemIds.some((id) => (byId.get(id)?.priceCents ?? 0) <= 0)) throw new AppError('flip.error.prizes');
    const flip: FlipSettings = { prizeItemIds: v.prizeItemIds, autoPickHours: v.autoPickHours };
    const dg: DoubleGuessSettings = {
      edgePpm: v.doubleGuessEdgePpm,
      windowMinutes: v.doubleGuessWindowMinutes,
      autoKeepMinutes: v.doubleGuessAutoKeepMinutes,
    };
    await this.d.db.transaction(async (tx) => {
      const beforeFlip = await this.d.settings.set(tx, FLIP_SETTING, flip, op.userId);
      const beforeDg = await this.d.settings.set(tx, DOUBLE_GUESS_SETTING, dg, op.userId);
      await writeAudit(tx, {
        operatorId: op.userId,
        action: 'games.flip_settings',
        targetType: 'setting',
        targetId: FLIP_SETTING,
        before: { flip: beforeFlip, doubleGuess: beforeDg },
        after: { flip, doubleGuess: dg },
        ip: op.ip,
      });
    });
    this.d.settings.forget(FLIP_SETTING);
    this.d.settings.forget(DOUBLE_GUESS_SETTING);
    return this.opsView();
  }
}
