import type { BoxSummary, OpenResponse } from '@hapa/contracts';
import { normalizeSearchQuery } from '@hapa/domain';
import { AppError } from '../../http/app-error.ts';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/random.ts';
import type { BoxesService } from './boxes.service.ts';
import * as boxesRepo from './boxes.repo.ts';
import * as repo from './catalogue-extra.repo.ts';

/** Top list length (docs/product/endpoints.md#items /item/top/list/v2, the home rail). */
export const TOP_LIST_SIZE = 20;

/**
 * The extra catalogue calls (docs/product/endpoints.md#items): recommendations, the top list, recent searches, and
 * "Open again" (/reopen) / `/open/{times}`, which go through BoxesService.open (one transaction, same rules).
 */
export class CatalogueExtraService {
  constructor(
    private readonly db: Db,
    private readonly boxes: BoxesService,
    private readonly clock: Clock,
  ) {}

  private async summaries(rows: boxesRepo.BoxRow[], userId: number | null): Promise<BoxSummary[]> {
    const ids = rows.map((r) => r.id);
    const [tops, liked] = await Promise.all([
      boxesRepo.topItemImages(this.db, ids),
      userId ? boxesRepo.likedBoxIds(this.db, userId, ids) : new Set<number>(),
    ]);
    return rows.map((b) => this.boxes.summary(b, tops.get(b.id) ?? null, liked.has(b.id)));
  }

  /** Boxes on sale (paid, active) by ids as list rows, in the order of `ids`; others left out (an event page's boxes). */
  async byIds(ids: number[]): Promise<BoxSummary[]> {
    return this.summaries(await repo.boxesByIds(this.db, ids), null);
  }

  /**
   * GET /api/recommend?limit: boxes like the ones the player opened and liked (tag overlap, see
   * recommendedIds), topped up with best sellers; visitors and players with no history get best sellers.
   */
  async recommend(userId: number | null, limit: number): Promise<BoxSummary[]> {
    const ids = userId ? await repo.recommendedIds(this.db, userId, limit) : [];
    const picked = await repo.boxesByIds(this.db, ids);
    if (picked.length < limit) {
      const seen = new Set(picked.map((b) => b.id));
      for (const b of await repo.bestSellers(this.db, limit + picked.length)) if (!seen.has(b.id) && picked.length < limit) picked.push(b);
    }
    return this.summaries(picked, userId);
  }

  /** GET /api/item/top/list/v2: the 20 most opened paid boxes. */
  async top(userId: number | null): Promise<BoxSummary[]> {
    return this.summaries(await repo.bestSellers(this.db, TOP_LIST_SIZE), userId);
  }

  /** GET /api/item/search/recent: the player's recent searches, newest first (at most 10); [] for visitors. */
  recentSearches(userId: number | null): Promise<string[]> {
    return userId ? repo.recentSearches(this.db, userId) : Promise.resolve([]);
  }

  /** POST /api/item/search/recent: records a search the player ran (trimmed; blank ignored, docs/product/validation.md#search). */
  async recordSearch(userId: number, keyword: string): Promise<string[]> {
    const k = normalizeSearchQuery(keyword);
    if (k) await repo.recordSearch(this.db, userId, k, this.clock.now());
    return repo.recentSearches(this.db, userId);
  }

  /** /api/item/search/clear: forgets the player's recent searches. */
  async clearSearches(userId: number): Promise<string[]> {
    await repo.clearSearches(this.db, userId);
    return [];
  }

  /**
   * POST /api/reopen ("Open again"): opens exactly the box and count the client shows (the result panel's
   * box, whatever paid the opening it follows: coins, a voucher, a distribution code), through the same
   * open transaction and Idempotency-Key as any open. The player must have opened that box before.
   * @throws AppError item.error.no_last_open (409: never opened this box) | the errors of BoxesService.open
   */
  async reopen(
    player: { id: number; nickname: string },
    boxId: number,
    times: number,
    idempotencyKey?: string,
  ): Promise<OpenResponse & { boxId: number; times: number }> {
    if (!(await repo.hasOpened(this.db, player.id, boxId))) throw new AppError('item.error.no_last_open');
    return { ...(await this.boxes.open(player, boxId, times, idempotencyKey)), boxId, times };
  }
}
