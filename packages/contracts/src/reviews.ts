import { z } from 'zod';
import { IdValue, PageQuery, paged } from './common.ts';

/**
 * Player reviews (docs/product/routes.md#home home "reviews (max 10)"; apps/server/src/modules/reviews/README.md). Players who opened a box (or got a shipping order
 * delivered) write one review per 30 days; every review is moderated in the console before home shows it.
 */

/** docs/product/constants.md#home-and-events "reviews max 10": approved reviews on home. */
export const HOME_REVIEWS_MAX = 10;
/** One review per player per this many days (any status). */
export const REVIEW_INTERVAL_DAYS = 30;
export const REVIEW_TEXT_MIN = 10;
export const REVIEW_TEXT_MAX = 500;

export const ReviewStatus = z.enum(['pending', 'approved', 'rejected', 'hidden']);
export type ReviewStatus = z.infer<typeof ReviewStatus>;

/** The item a review links to. */
export const ReviewItem = z.object({ id: z.number().int(), name: z.string(), img: z.string() });

/** A review as home shows it: masked nickname ("a***z"), avatar URL, 1-5 stars, ISO 8601 date. */
export const PublicReview = z.object({
  id: z.number().int(),
  nickname: z.string(),
  avatar: z.string(),
  rating: z.number().int().min(1).max(5),
  text: z.string(),
  createdAt: z.string(),
  item: ReviewItem.nullable(),
});
export type PublicReview = z.infer<typeof PublicReview>;

/** GET /api/reviews/list: up to 10 approved reviews, newest first (empty: home hides the section). */
export const PublicReviewList = z.array(PublicReview);

/** POST /api/reviews body: rating 1-5, text 10..500 characters (trimmed), optional item id. */
export const ReviewCreateBody = z.object({
  rating: z.number().int().min(1).max(5),
  text: z.string().trim().min(REVIEW_TEXT_MIN).max(REVIEW_TEXT_MAX),
  itemId: IdValue.nullish(),
});
export type ReviewCreateBody = z.infer<typeof ReviewCreateBody>;

/** The player's own review. */
export const MyReview = z.object({
  id: z.number().int(),
  rating: z.number().int(),
  text: z.string(),
  status: ReviewStatus,
  createdAt: z.string(),
  item: ReviewItem.nullable(),
});
export type MyReview = z.infer<typeof MyReview>;

/**
 * GET /api/reviews/mine: whether the player may write now. `reason`: ok | not_eligible (no opening or delivered
 * order yet) | too_soon (a review in the last 30 days; `nextAt` says when). `latest` = their newest review.
 */
export const MyReviewState = z.object({
  canWrite: z.boolean(),
  reason: z.enum(['ok', 'not_eligible', 'too_soon']),
  nextAt: z.string().nullable(),
  latest: MyReview.nullable(),
});
export type MyReviewState = z.infer<typeof MyReviewState>;

/** A review in the console. */
export const OpsReview = MyReview.extend({
  userId: z.number().int(),
  nickname: z.string(),
  email: z.string(),
  moderatedAt: z.string().nullable(),
});
export type OpsReview = z.infer<typeof OpsReview>;

/** GET /api/ops/reviews?status=&page=&pageSize= (status empty: every review). */
export const OpsReviewQuery = PageQuery.extend({ status: ReviewStatus.optional() });
export type OpsReviewQuery = z.infer<typeof OpsReviewQuery>;
export const OpsReviewPage = paged(OpsReview);
export type OpsReviewPage = z.infer<typeof OpsReviewPage>;

/** POST /api/ops/reviews/{id}/status: approve, reject or hide (a hidden review can be approved again). */
export const OpsReviewStatusBody = z.object({ status: z.enum(['approved', 'rejected', 'hidden']) });
export type OpsReviewStatusBody = z.infer<typeof OpsReviewStatusBody>;
