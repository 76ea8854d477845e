import {
  BATTLE_CARD_REMOVE_MS,
  BATTLE_FAST_ROUND_MS,
  BATTLE_FINISH_SHOW_MS,
  BATTLE_INVITE_MODES,
  BATTLE_MAX_ROUNDS,
  BATTLE_MODES,
  BATTLE_ROUND_MS,
  BATTLE_SEATS,
  BATTLE_STATE,
  BATTLE_TIE_MS,
  BATTLE_TYPES,
} from '@hapa/domain';
import type { BattleBox, BattleConfig, BattleDetail, BattleHistory, BattleList, BattleSummary } from '@hapa/contracts';
import { AppError } from '../../http/app-error.ts';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/random.ts';
import type { BattleCatalogue } from './battles.catalogue.ts';
import { toDetail, toSummary } from './battles.view.ts';
import * as repo from './battles.repo.ts';

/**
 * The read side of battles (docs/product/routes.md#battles /battles list, detail, history; docs/product/endpoints.md#battles /battle/v2/*). Every view is
 * derived at the current time from stored reveal times (battles.view.ts), so nothing of a future round
 * leaves the server.
 */
export class BattleReads {
  constructor(
    private readonly db: Db,
    private readonly cat: BattleCatalogue,
    private readonly clock: Clock,
    private readonly isExclusiveBox: (boxId: number) => Promise<boolean> = async () => false,
  ) {}

  /** Summaries of several battles in their given order, for `viewerId` (null: anonymous / broadcast). */
  async summaries(rows: repo.BattleRow[], viewerId: number | null): Promise<BattleSummary[]> {
    if (!rows.length) return [];
    const [seats] = await Promise.all([
      repo.seatViews(
        this.db,
        rows.map((b) => b.id),
      ),
      this.cat.preload(rows.flatMap((b) => b.rounds)),
    ]);
    const now = this.clock.now();
    return rows.map((b) =>
      toSummary(
        b,
        seats.filter((s) => s.battleId === b.id),
        now,
        viewerId,
        this.cat,
      ),
    );
  }

  async summaryOf(b: repo.BattleRow, viewerId: number | null): Promise<BattleSummary> {
    return (await this.summaryView(b))(viewerId);
  }

  /** Loads a battle's seats once; the returned function renders its summary for any viewer. */
  async summaryView(b: repo.BattleRow): Promise<(viewerId: number | null) => BattleSummary> {
    const [seats] = await Promise.all([repo.seatViews(this.db, [b.id]), this.cat.preload(b.rounds)]);
    const now = this.clock.now();
    return (viewerId) => toSummary(b, seats, now, viewerId, this.cat);
  }

  /**
   * GET /api/battle/v2/{id}/detail: the battle at the current round. A seated player who opens an
   * ended battle marks it read (docs/product/states.md#battles hasRead). @throws AppError('battle.error.not_found')
   */
  async detail(uuid: string, viewerId: number | null): Promise<BattleDetail> {
    const b = await repo.findBattleByUuid(this.db, uuid);
    if (!b) throw new AppError('battle.error.not_found');
    const [seats] = await Promise.all([repo.seatViews(this.db, [b.id]), this.cat.preload(b.rounds)]);
    const now = this.clock.now();
    const detail = toDetail(b, seats, now, viewerId, this.cat);
    if (viewerId !== null && detail.state === BATTLE_STATE.ended && seats.some((s) => s.userId === viewerId && !s.isBot && !s.hasRead)) {
      await repo.markRead(this.db, b.id, viewerId);
    }
    return detail;
  }

  /**
   * GET /api/battle/v2/battling: public battles waiting or in progress (newest first, at most `limit`)
   * and the `finished` most recently ended ones.
   */
  async list(limit: number, finished: number, viewerId: number | null): Promise<BattleList> {
    const now = this.clock.now();
    const [live, done] = await Promise.all([repo.listLive(this.db, now, limit), repo.listFinished(this.db, now, finished)]);
    const all = await this.summaries([...live, ...done], viewerId);
    return { list: all.slice(0, live.length), finished: all.slice(live.length), serverTime: now.toISOString() };
  }

  /** GET /api/battle/v2/history: the player's battles, newest first, with results once ended. */
  async history(userId: number, page: number, pageSize: number): Promise<BattleHistory> {
    const { rows, total } = await repo.historyOf(this.db, userId, pageSize, (page - 1) * pageSize);
    return { list: await this.summaries(rows, userId), total, page, pageSize };
  }

  /** GET /api/battle/v2/highest_price: the most expensive public battle still live, or null. */
  async highestPrice(viewerId: number | null): Promise<BattleSummary | null> {
    const b = await repo.highestLive(this.db, this.clock.now());
    return b ? this.summaryOf(b, viewerId) : null;
  }

  /** GET /api/battle/v2/pre_boxes: boxes a battle may use (not the VIP exclusive ones), cheapest first. */
  async preBoxes(keyword?: string): Promise<BattleBox[]> {
    const rows = await repo.battleBoxes(this.db, keyword?.trim() || undefined);
    const exclusive = await Promise.all(rows.map((b) => this.isExclusiveBox(b.id)));
    return rows.filter((_, i) => !exclusive[i]).map((b) => this.cat.remember(b));
  }

  /** GET /api/battle/v2/config. */
  config(minVipLevel: number): BattleConfig {
    return {
      types: BATTLE_TYPES.map((type) => ({ type, seats: BATTLE_SEATS[type] })),
      modes: [...BATTLE_MODES],
      inviteModes: [...BATTLE_INVITE_MODES],
      maxRounds: BATTLE_MAX_ROUNDS,
      roundMs: BATTLE_ROUND_MS,
      fastRoundMs: BATTLE_FAST_ROUND_MS,
      tieMs: BATTLE_TIE_MS,
      finishShowMs: BATTLE_FINISH_SHOW_MS,
      cardRemoveMs: BATTLE_CARD_REMOVE_MS,
      minVipLevel,
    };
  }
}
