import { z } from 'zod';
import { BoxSummary } from './boxes.ts';
import { CoinAmount } from './common.ts';
import { PromoEvent } from './promo-events.ts';

/**
 * Event pages operators build in the console (docs/events.md#event-pages; docs/product/routes.md#events "other event pages"): texts in
 * English and Portuguese and the page's sections from a small set of blocks.
 */

/** A text in both player languages (`en` English, `pt` Brazilian Portuguese). */
const BothLanguages = (max: number) => z.object({ en: z.string().trim().min(1).max(max), pt: z.string().trim().min(1).max(max) });
export type BothLanguages = { en: string; pt: string };

const BoxId = z.number().int().min(1).max(2_147_483_647);

/** The blocks of an event page: boxes to open, a leaderboard of the best drops, rules text, a countdown. */
export const EVENT_BLOCK_TYPES = ['boxes', 'leaderboard', 'rules', 'countdown'] as const;
export const EventBlock = z.discriminatedUnion('type', [
  /** boxes on sale, in this order (1..12) */
  z.object({ type: z.literal('boxes'), boxIds: z.array(BoxId).min(1).max(12) }),
  /** the `size` players with the best single drop from the page's boxes during the event */
  z.object({ type: z.literal('leaderboard'), size: z.number().int().min(3).max(50) }),
  /** rules, paragraphs split by blank lines */
  z.object({ type: z.literal('rules'), text: BothLanguages(2000) }),
  /** a large countdown to the start (upcoming) or the end (live) */
  z.object({ type: z.literal('countdown') }),
]);
export type EventBlock = z.infer<typeof EventBlock>;

/** What an operator writes for an event page: its title and subtitle in both languages, and 1..8 blocks. */
export const EventPageContent = z
  .object({
    title: BothLanguages(80),
    subtitle: BothLanguages(200),
    blocks: z.array(EventBlock).min(1).max(8),
  })
  .refine((p) => !p.blocks.some((b) => b.type === 'leaderboard') || p.blocks.some((b) => b.type === 'boxes'), {
    message: 'a leaderboard ranks the drops of the page boxes: add a boxes block',
    path: ['blocks'],
  });
export type EventPageContent = z.infer<typeof EventPageContent>;

/** An event's `config` when operators built its page (`kind: 'page'`); seeded events keep their own kinds. */
export const EventPageConfig = z.object({
  kind: z.literal('page'),
  title: BothLanguages(80),
  subtitle: BothLanguages(200),
  blocks: z.array(EventBlock).min(1).max(8),
});
export type EventPageConfig = z.infer<typeof EventPageConfig>;

/** Addresses an event may not take: every top-level path of the web app and the server (an event page is `/{slug}`). */
export const RESERVED_EVENT_SLUGS: readonly string[] = [
  'api',
  'art',
  'assets',
  'socket.io',
  'metrics',
  'ops',
  'boxes',
  'boxes-list',
  'search-result',
  'box-detail',
  'free',
  'battles',
  'user',
  'mall',
  'exchange-center',
  'item-card',
  'ninety-percent-off',
  'mad-miner',
  'pirate-2024',
  'deposit-bonus',
  'daily-lottery',
  'bingo',
  'flip-card',
  'fancy-cards',
  'treasureh',
  'treasure',
  'upgrade',
  'dev',
  'binance-payment',
  'binance-payment-result',
  'vip',
  'glory-road',
  'notification',
  'lucky-wheel',
  'referral',
  'r',
  'ref',
  'provably-fair',
  'transparency',
  'fairness',
  'help',
  'how-it-works',
  'faq',
  'shipping',
  'contact-us',
  'referral-rules',
  'terms-of-service',
  'privacy-policy',
  'cookie-policy',
  'aml-policy',
  'sandbox',
  'payment-result',
  'wooshpay',
  'app-card-payment-result',
  'stripe',
  'top-up',
  'sign-up-confirm',
  'auth',
  'error',
  'fb-landing-page',
  'offline',
  'events',
];

/** Event slugs: lower-case letters, digits and hyphens, 1..64, starting with a letter or digit. */
export const EventSlug = z.string().regex(/^[a-z0-9][a-z0-9-]{0,63}$/);

/**
 * POST /api/ops/events (console, role catalogue): a new event page at `/{slug}` with its dates, banner image, on/off
 * and content; its title and banner text in the lists are the content's English title and subtitle.
 */
export const OpsEventCreate = z
  .object({
    slug: EventSlug,
    startsAt: z.string().datetime({ offset: true }),
    endsAt: z.string().datetime({ offset: true }),
    bannerImg: z.string().max(300),
    isActive: z.boolean(),
    page: EventPageContent,
  })
  .refine((v) => Date.parse(v.endsAt) > Date.parse(v.startsAt), { message: 'endsAt must be after startsAt', path: ['endsAt'] });
export type OpsEventCreate = z.infer<typeof OpsEventCreate>;

/** POST /api/ops/events/{id}/page: new content of an event page (operators' pages only). */
export const OpsEventPageBody = z.object({ page: EventPageContent });
export type OpsEventPageBody = z.infer<typeof OpsEventPageBody>;

/** One line of an event's leaderboard: the player's best drop from the page's boxes during the event (coin units). */
export const EventLeaderRow = z.object({
  rank: z.number().int(),
  nickname: z.string(),
  itemName: z.string(),
  itemImage: z.string(),
  value: CoinAmount,
  at: z.string(),
});
export type EventLeaderRow = z.infer<typeof EventLeaderRow>;

/**
 * GET /api/events/{slug}/page: the event, its page content (null for a seeded event with a page of its own), the
 * boxes of its boxes blocks (those still on sale) and its leaderboard (null without a leaderboard block).
 */
export const EventPageView = z.object({
  event: PromoEvent,
  page: EventPageContent.nullable(),
  boxes: z.array(BoxSummary),
  leaderboard: z.array(EventLeaderRow).nullable(),
});
export type EventPageView = z.infer<typeof EventPageView>;
