import { z } from 'zod';

/** docs/product/constants.md#home-and-events "Event recency 48 hours": an ended event stays listed (as ended) this long after its end. */
export const EVENT_RECENCY_HOURS = 48;

/** upcoming: before its start; live: from its start (inclusive) to its end (exclusive); ended: after. */
export const PromoEventState = z.enum(['upcoming', 'live', 'ended']);
export type PromoEventState = z.infer<typeof PromoEventState>;

/**
 * A time-limited event with its own page (docs/events.md, "event framework"; docs/product/routes.md#games /pirate-2024, other event
 * pages): `path` is `/{slug}`; times are ISO 8601; `visibleUntil` = end + 48 h; `config` is the event's own JSON.
 */
export const PromoEvent = z.object({
  slug: z.string(),
  title: z.string(),
  path: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  visibleUntil: z.string(),
  /** media path of the banner image, '' for the page's built-in art */
  bannerImg: z.string(),
  bannerText: z.string(),
  /**
   * a seeded event whose title and banner text the operators left as seeded: the web says them from its catalogue
   * (`promoEvents.seeded.<textKey>.title` / `.banner`) in the reader's language; null = show them as typed
   * (docs/architecture/web-app.md#server-built-texts)
   */
  textKey: z.string().nullable(),
  state: PromoEventState,
  config: z.record(z.string(), z.unknown()),
});
export type PromoEvent = z.infer<typeof PromoEvent>;

/** GET /api/events/list: the events visible now (live, or ended less than 48 h ago), ending soonest first. */
export const PromoEventList = z.array(PromoEvent);
export type PromoEventList = z.infer<typeof PromoEventList>;

/** Path param of GET /api/events/{slug}. */
export const PromoEventSlugParam = z.object({ slug: z.string().regex(/^[a-z0-9][a-z0-9-]{0,63}$/) });

/** An event in the console (role catalogue; admin): every event, active or not. */
export const OpsPromoEvent = PromoEvent.extend({ id: z.number().int(), isActive: z.boolean(), updatedAt: z.string() });
export type OpsPromoEvent = z.infer<typeof OpsPromoEvent>;

/** POST /api/ops/events/{id}: what an operator edits (dates, banner, on/off); the end must be after the start. */
export const OpsPromoEventBody = z
  .object({
    title: z.string().trim().min(1).max(80),
    startsAt: z.string().datetime({ offset: true }),
    endsAt: z.string().datetime({ offset: true }),
    bannerImg: z.string().max(300),
    bannerText: z.string().max(200),
    isActive: z.boolean(),
  })
  .refine((v) => Date.parse(v.endsAt) > Date.parse(v.startsAt), { message: 'endsAt must be after startsAt', path: ['endsAt'] });
export type OpsPromoEventBody = z.infer<typeof OpsPromoEventBody>;

/** Slug (and page path) of the deposit bonus event (docs/product/routes.md#events /deposit-bonus). */
export const DEPOSIT_BONUS_SLUG = 'deposit-bonus';

/** One tier of the deposit bonus: a credited deposit of at least `minCents` earns `bonusPpm` of it (50,000 = 5%). */
export const DepositBonusTier = z.object({
  minCents: z.number().int().min(1).max(100_000_000),
  bonusPpm: z.number().int().min(1).max(1_000_000),
});
export type DepositBonusTier = z.infer<typeof DepositBonusTier>;

/**
 * The deposit bonus settings (kept in the event's `config`): tiers ascending by `minCents` (distinct), and the most
 * one player receives in one event (`capCents`).
 */
export const DepositBonusConfig = z
  .object({ tiers: z.array(DepositBonusTier).min(1).max(10), capCents: z.number().int().min(1).max(100_000_000) })
  .refine((c) => c.tiers.every((t, i) => i === 0 || t.minCents > c.tiers[i - 1]!.minCents), {
    message: 'tiers ascend by minCents',
    path: ['tiers'],
  });
export type DepositBonusConfig = z.infer<typeof DepositBonusConfig>;

/**
 * GET /api/deposit-bonus/info: the event (state, dates), its tiers and cap, and for a signed-in player what they
 * got so far (cents; deposits = credited deposits during the event). `me` null when signed out.
 */
export const DepositBonusInfo = z.object({
  event: PromoEvent,
  tiers: z.array(DepositBonusTier),
  capCents: z.number().int(),
  me: z.object({ bonusCents: z.number().int(), deposits: z.number().int(), remainingCents: z.number().int() }).nullable(),
});
export type DepositBonusInfo = z.infer<typeof DepositBonusInfo>;

/** The seeded deposit bonus: $20 -> 5%, $100 -> 10%, $500 -> 15%; at most $50 per player per event. */
export const DEPOSIT_BONUS_DEFAULTS: DepositBonusConfig = {
  tiers: [
    { minCents: 20_00, bonusPpm: 50_000 },
    { minCents: 100_00, bonusPpm: 100_000 },
    { minCents: 500_00, bonusPpm: 150_000 },
  ],
  capCents: 50_00,
};
