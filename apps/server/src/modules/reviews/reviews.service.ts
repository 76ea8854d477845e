import {
  HOME_REVIEWS_MAX,
  REVIEW_INTERVAL_DAYS,
  type MyReview,
  type MyReviewState,
  type OpsReview,
  type OpsReviewPage,
  type OpsReviewQuery,
  type OpsReviewStatusBody,
  type PublicReview,
  type ReviewCreateBody,
  type ReviewStatus,
} from '@hapa/contracts';
import { DAY_MS, maskName } from '@hapa/domain';
import { AppError } from '../../http/app-error.ts';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/random.ts';
import type { OperatorContext } from '../../platform/ops-auth.ts';
import { writeAudit } from '../../platform/audit.ts';
import * as repo from './reviews.repo.ts';
import type { ReviewLine } from './reviews.repo.ts';

/** One review per player per 30 days, in ms. */
export const REVIEW_INTERVAL_MS = REVIEW_INTERVAL_DAYS * DAY_MS;
/** How long GET /api/reviews/list is served from memory (ms); a moderation drops it at once on this instance. */
export const REVIEWS_CACHE_MS = 10_000;

const itemOf = (r: ReviewLine) => (r.itemId && r.itemName !== null ? { id: r.itemId, name: r.itemName, img: r.itemImg ?? '' } : null);

function mineOf(r: ReviewLine): MyReview {
  return {
    id: r.id,
    rating: r.rating,
    text: r.body,
    status: r.status as ReviewStatus,
    createdAt: r.createdAt.toISOString(),
    item: itemOf(r),
  };
}

function publicOf(r: ReviewLine): PublicReview {
  return {
    id: r.id,
    nickname: maskName(r.nickname),
    avatar: r.headImg,
    rating: r.rating,
    text: r.body,
    createdAt: r.createdAt.toISOString(),
    item: itemOf(r),
  };
}

function opsOf(r: ReviewLine): OpsReview {
  return { ...mineOf(r), userId: r.userId, nickname: r.nickname, email: r.email, moderatedAt: r.moderatedAt?.toISOString() ?? null };
}

/**
 * Player reviews (docs/product/routes.md#home home "reviews (max 10)"; apps/server/src/modules/reviews/README.md). Who may write: a player who has opened at least one
 * box (their prize is real: it is in their store) or had a shipping order delivered. One review per player per
 * 30 days, whatever became of the last one. Every review is `pending` until an operator (support, catalogue)
 * approves, rejects or hides it (one audit row each). Home lists the 10 newest approved reviews, nickname masked.
 */
export class ReviewsService {
  private listCache: { at: number; rows: Promise<PublicReview[]> } | null = null;

  constructor(private readonly d: { db: Db; clock: Clock }) {}

  /** GET /api/reviews/list: up to 10 approved reviews, newest first (cached 10 s). */
  list(): Promise<PublicReview[]> {
    const now = this.d.clock.now().getTime();
    if (this.listCache && now - this.listCache.at >= 0 && now - this.listCache.at < REVIEWS_CACHE_MS) return this.listCache.rows;
    const rows = repo.approved(this.d.db, HOME_REVIEWS_MAX).then((r) => r.map(publicOf));
    rows.catch(() => (this.listCache = null));
    this.listCache = { at: now, rows };
    return rows;
  }

  /** GET /api/reviews/mine: may the player write now (ok | not_eligible | too_soon with nextAt) and their latest review. */
  async mine(userId: number): Promise<MyReviewState> {
    const [eligible, latest] = await Promise.all([repo.hasReceived(this.d.db, userId), repo.latestOf(this.d.db, userId)]);
    const nextAt = latest ? latest.createdAt.getTime() + REVIEW_INTERVAL_MS : 0;
    const tooSoon = nextAt > this.d.clock.now().getTime();
    const reason = !eligible ? 'not_eligible' : tooSoon ? 'too_soon' : 'ok';
    return {
      canWrite: reason === 'ok',
      reason,
      nextAt: tooSoon ? new Date(nextAt).toISOString() : null,
      latest: latest ? mineOf(latest) : null,
    };
  }

  /**
   * POST /api/reviews: writes a pending review (text trimmed, 10..500 characters; rating 1-5; optional item).
   * The player's row is locked, so two raced writes make one review.
   * @throws AppError review.error.not_eligible (no opening, no delivered order), review.error.too_soon (a review in
   *   the last 30 days, 409), review.error.item_not_found
   */
  async create(userId: number, body: ReviewCreateBody): Promise<MyReview> {
    if (body.itemId && !(await repo.itemExists(this.d.db, body.itemId))) throw new AppError('review.error.item_not_found');
    const id = await this.d.db.transaction(async (tx) => {
      await repo.lockPlayer(tx, userId);
      if (!(await repo.hasReceived(tx, userId))) throw new AppError('review.error.not_eligible');
      const now = this.d.clock.now();
      const latest = await repo.latestOf(tx, userId);
      if (latest && latest.createdAt.getTime() + REVIEW_INTERVAL_MS > now.getTime()) throw new AppError('review.error.too_soon');
      return (
        await repo.insert(tx, {
          userId,
          rating: body.rating,
          body: body.text,
          itemId: body.itemId ?? null,
          status: 'pending',
          createdAt: now,
        })
      ).id;
    });
    return mineOf((await repo.byId(this.d.db, id))!);
  }

  /** GET /api/ops/reviews: a page of reviews, newest first, optionally of one status. */
  async opsPage(q: OpsReviewQuery): Promise<OpsReviewPage> {
    const { rows, total } = await repo.page(this.d.db, q.status, (q.page - 1) * q.pageSize, q.pageSize);
    return { list: rows.map(opsOf), total, page: q.page, pageSize: q.pageSize };
  }

  /**
   * POST /api/ops/reviews/{id}/status: approve, reject or hide, with its audit row (`reviews.moderate`) in the same
   * transaction. Home shows the change at once on this instance (the list cache is dropped).
   * @throws AppError review.error.not_found
   */
  async moderate(op: OperatorContext, id: number, body: OpsReviewStatusBody): Promise<OpsReview> {
    const after = await this.d.db.transaction(async (tx) => {
      const before = await repo.byId(tx, id, true);
      if (!before) throw new AppError('review.error.not_found');
      await repo.setStatus(tx, id, body.status, op.userId, this.d.clock.now());
      const row = (await repo.byId(tx, id))!;
      await writeAudit(tx, {
        operatorId: op.userId,
        ip: op.ip,
        action: 'reviews.moderate',
        targetType: 'review',
        targetId: id,
        before: { status: before.status },
        after: { status: row.status },
      });
      return row;
    });
    this.listCache = null;
    return opsOf(after);
  }
}
