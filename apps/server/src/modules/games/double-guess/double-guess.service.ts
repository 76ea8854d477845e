import { centsToCoins, isYesNoWin, PPM_TOTAL, yesNoMoments } from '@hapa/domain';
import type { DoubleGuessConfig, DoubleGuessRound } from '@hapa/contracts';
import { AppError } from '../../../http/app-error.ts';
import type { Db, DbOrTx, Tx } from '../../../db/client.ts';
import type { Clock } from '../../../lib/random.ts';
import type { Publisher } from '../../../lib/publisher.ts';
import type { JobsService } from '../../jobs/jobs.service.ts';
import type { SettingsService } from '../../../platform/settings.ts';
import type { WalletService } from '../../wallet/wallet.service.ts';
import type { GameRoundRow, GamesCore, RoundWithPair } from '../core/games-core.ts';
import { pushBalance, SteppedRound } from '../core/stepped-round.ts';
import * as repo from './double-guess.repo.ts';

export const DOUBLE_GUESS = 'double_guess';
/** Operator setting (console, with the flip settings; defaults stated in the README). */
export const DOUBLE_GUESS_SETTING = 'games.double_guess';
export const DOUBLE_GUESS_AUTO_KEEP_JOB = 'double_guess.auto_keep';

/**
 * Double guess settings: house edge (ppm; the chance is (1,000,000 - edge) / 2), how many minutes after its
 * opening a prize can be doubled, and after how many minutes an undecided guess keeps the prize.
 */
export interface DoubleGuessSettings {
  edgePpm: number;
  windowMinutes: number;
  autoKeepMinutes: number;
}
export const DEFAULT_DOUBLE_GUESS_SETTINGS: DoubleGuessSettings = { edgePpm: 10_000, windowMinutes: 10, autoKeepMinutes: 30 };

/**
 * The double guess chance for house edge `edgePpm`: p = floor((1,000,000 - e) / 2) ppm, so RTP = 2p
 * (a win keeps the prize and pays its value: 2x). Edge 10,000 (1%) gives 495,000 ppm (49.5%), RTP 99%.
 */
export function doubleGuessPpm(edgePpm: number): number {
  return Math.floor((PPM_TOTAL - edgePpm) / 2);
}

interface DgParams {
  storeItemId: number;
  itemId: number;
  valueCents: number;
  pPpm: number;
}
interface DgProgress {
  choice: 'double' | 'keep' | null;
  win: boolean | null;
  auto: boolean;
}

/**
 * Double guess (docs/games.md, "Double guess"; docs/product/endpoints.md#items /open_double_guess, /item/double_guess/choose): the prize of a
 * 1X paid opening, within `windowMinutes` of it and once, is bet double or nothing. Opening locks the store item
 * (status 'locked': it cannot be sold, shipped, exchanged or staked) and places a round of seed type 3 with a
 * stake of 0 coins and the item's value as `itemStakeCents`. Choosing 'keep' unlocks it (outcome 'cashout');
 * 'double' draws win(0, pPpm) (fairness.md "Double guess"): a win keeps the prize AND credits its value in coins
 * from the house, a loss takes the prize (status 'lost'). Each step is one transaction; locks are taken in the
 * order store item, coin account, round (the order of recovery and shipping, which lock prizes first).
 */
export class DoubleGuessService {
  private readonly rounds: SteppedRound<DgParams, DgProgress>;

  constructor(
    private readonly d: {
      db: Db;
      core: GamesCore;
      wallet: WalletService;
      settings: SettingsService;
      jobs: JobsService;
      clock: Clock;
      publisher: Publisher;
    },
  ) {
    d.settings.define(DOUBLE_GUESS_SETTING, DEFAULT_DOUBLE_GUESS_SETTINGS);
    // decided from Game history, which opens the coin for the round (docs/games.md#open-rounds)
    d.core.registerDetail(DOUBLE_GUESS, (r) => this.detail(r), { kind: 'page', path: (round) => `/user/game-history?resume=${round.id}` });
    // a guess still undecided after `autoKeepMinutes` keeps the prize; every lock takes the staked prize first
    this.rounds = new SteppedRound({
      db: d.db,
      core: d.core,
      clock: d.clock,
      game: DOUBLE_GUESS,
      timeoutJob: DOUBLE_GUESS_AUTO_KEEP_JOB,
      openRoundKey: 'double_guess.error.round_open',
      lockFirst: async (tx, round) => {
        await repo.lockStoreItem(tx, round.userId, this.rounds.params(round).storeItemId);
      },
      finish: async (tx, round) => {
        await this.chooseLocked(tx, round, 'keep', true);
      },
    });
    d.jobs.register(DOUBLE_GUESS_AUTO_KEEP_JOB, (tx, p: { roundId: number }) => this.rounds.autoFinish(tx, p.roundId));
  }

  private async settings(): Promise<DoubleGuessSettings> {
    return { ...DEFAULT_DOUBLE_GUESS_SETTINGS, ...(await this.d.settings.get<DoubleGuessSettings>(DOUBLE_GUESS_SETTING)) };
  }

  /** GET /api/double_guess/config: the chance (ppm), edge, RTP (%) and the time limits. */
  async config(): Promise<DoubleGuessConfig> {
    const s = await this.settings();
    const pPpm = doubleGuessPpm(s.edgePpm);
    return { pPpm, edgePpm: s.edgePpm, rtp: (2 * pPpm) / 10_000, windowMinutes: s.windowMinutes, autoKeepMinutes: s.autoKeepMinutes };
  }

  private detail(r: RoundWithPair): Record<string, unknown> {
    const p = r.round.params as DgParams;
    const g = r.round.progress as DgProgress;
    return { itemId: p.itemId, storeItemId: p.storeItemId, value: centsToCoins(p.valueCents), pPpm: p.pPpm, choice: g.choice, win: g.win };
  }

  private async view(db: DbOrTx, r: RoundWithPair, balanceCents?: number): Promise<DoubleGuessRound> {
    const p = r.round.params as DgParams;
    const g = r.round.progress as DgProgress;
    const [item, store] = await Promise.all([repo.itemInfo(db, p.itemId), repo.storeItem(db, p.storeItemId)]);
    return {
      id: r.round.id,
      status: r.round.status as DoubleGuessRound['status'],
      outcome: r.round.outcome as DoubleGuessRound['outcome'],
      storeItemId: p.storeItemId,
      itemId: p.itemId,
      itemName: item?.name ?? '',
      itemImage: item?.image ?? '',
      skuLevel: item?.skuLevel ?? 5,
      value: centsToCoins(p.valueCents),
      pPpm: p.pPpm,
      choice: g.choice,
      win: g.win,
      payout: centsToCoins(r.round.payoutCents),
      itemStatus: (store?.status ?? 'stored') as DoubleGuessRound['itemStatus'],
      ...(balanceCents === undefined ? {} : { balance: centsToCoins(balanceCents) }),
      createdAt: r.round.createdAt.toISOString(),
      ...this.d.core.seedView(r),
    };
  }

  /**
   * POST /api/open_double_guess {storeItemId}: locks the prize and opens a round at the current chance. The
   * same Idempotency-Key answers the first round.
   * @throws AppError store.error.not_found (not the player's), double_guess.error.not_eligible (not a 1X paid
   *   opening's prize, too old, not in the store, already doubled), double_guess.error.round_open, protection errors
   */
  async open(userId: number, storeItemId: number, idempotencyKey?: string): Promise<DoubleGuessRound> {
    const s = await this.settings();
    const pPpm = doubleGuessPpm(s.edgePpm);
    return this.d.db.transaction(async (tx) => {
      const item = await repo.lockStoreItem(tx, userId, storeItemId);
      if (!item) throw new AppError('store.error.not_found');
      const now = this.d.clock.now();
      // the timeout is scheduled below, after the prize is locked (the order of its writes)
      const placed = await this.rounds.placeBet(tx, {
        userId,
        stakeCents: 0,
        itemStakeCents: item.valueCents,
        params: { storeItemId: item.id, itemId: item.itemId, valueCents: item.valueCents, pPpm },
        progress: { choice: null, win: null, auto: false },
        idempotencyKey,
        timeoutMs: null,
        beforeStake: async () => {
          await this.d.wallet.assertMayPlay(tx, userId);
          await this.rounds.assertNoOpenRound(tx, userId);
          const eligible =
            item.status === 'stored' &&
            item.source === 'box' &&
            item.valueCents > 0 &&
            (await repo.createdWithin(tx, item.id, s.windowMinutes)) &&
            item.openingId !== null &&
            (await repo.isSinglePaidOpening(tx, item.openingId)) &&
            !(await repo.hasRoundFor(tx, userId, DOUBLE_GUESS, item.id));
          if (!eligible) throw new AppError('double_guess.error.not_eligible');
        },
      });
      if (!placed.duplicate) {
        await repo.setStoreStatus(tx, item.id, 'locked', now);
        await this.rounds.scheduleTimeout(tx, placed.round, s.autoKeepMinutes * 60_000, now);
      }
      return this.view(tx, await this.rounds.withPair(tx, placed.round));
    });
  }

  /**
   * POST /api/item/double_guess/choose {id, choice}: 'keep' unlocks the prize (outcome 'cashout', nothing drawn);
   * 'double' draws win(0, pPpm): a win keeps the prize and pays its value in coins, a loss takes it. A second
   * choice (raced or later) is refused.
   * @throws AppError game.error.not_found, game.error.round_over
   */
  async choose(userId: number, id: number, choice: 'double' | 'keep'): Promise<DoubleGuessRound> {
    const out = await this.d.db.transaction(async (tx) => {
      // the prize first (lockFirst), as recovery and shipping lock it; then account, then round
      const round = await this.rounds.lockOpen(tx, userId, id);
      const settled = await this.chooseLocked(tx, round, choice, false);
      return {
        view: await this.view(tx, await this.rounds.withPair(tx, settled.round), settled.balance),
        balance: settled.balance,
        paid: settled.round.payoutCents > 0,
      };
    });
    if (out.paid) pushBalance(this.d.publisher, userId, out.balance);
    return out.view;
  }

  private async chooseLocked(
    tx: Tx,
    round: GameRoundRow,
    choice: 'double' | 'keep',
    auto: boolean,
  ): Promise<{ round: GameRoundRow; balance: number }> {
    const p = this.rounds.params(round);
    const now = this.d.clock.now();
    if (choice === 'keep') {
      await repo.setStoreStatus(tx, p.storeItemId, 'stored', now);
      return this.d.core.settle(tx, round, {
        outcome: 'cashout',
        payoutCents: 0,
        progress: { choice, win: null, auto } satisfies DgProgress,
      });
    }
    const r = await this.rounds.withPair(tx, round);
    const win = isYesNoWin(r.pair.serverSeed, r.pair.clientSeed ?? '', round.nonce, p.pPpm);
    await repo.setStoreStatus(tx, p.storeItemId, win ? 'stored' : 'lost', now);
    return this.d.core.settle(tx, round, {
      outcome: win ? 'win' : 'lose',
      payoutCents: win ? p.valueCents : 0,
      progress: { choice, win, auto } satisfies DgProgress,
      // the prize staked at its value; a win returns it and pays its value in coins: 2x (docs/transparency.md#real-rtp)
      rtp: { stakeCents: p.valueCents, payoutCents: win ? 2 * p.valueCents : 0, ...yesNoMoments(p.pPpm, 2) },
    });
  }

  /** GET /api/double_guess/active: the player's undecided guess, or null. */
  async active(userId: number): Promise<DoubleGuessRound | null> {
    const r = await this.rounds.active(userId);
    return r ? this.view(this.d.db, r) : null;
  }
}
