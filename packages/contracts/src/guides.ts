import { z } from 'zod';
import { Id } from './common.ts';

/**
 * Guides, pops v2, floating ball, switches, Play Ground config, top tip and client logs (apps/server/src/modules/guides/README.md; docs/product/README.md
 * floating activity ball, docs/product/routes.md#modals, docs/product/states.md#banners guide statuses / download guide / banner visibility / home popup
 * priority, docs/product/endpoints.md#system System calls, docs/product/constants.md#timings idle guide and download banner).
 */

/**
 * Guide status (docs/product/states.md#guides "Guide statuses run 0, 1, 2; status 3 opens a top-up guide"): 0 home guide due,
 * 1 free-box guide due, 2 box-opening guide due, 3 top-up guide due, 4 all done. Only moves forward.
 */
export const GUIDE_DONE = 4;
export const GuideName = z.enum(['home', 'free_box', 'open_box', 'top_up', 'download', 'drop', 'code']);
export type GuideName = z.infer<typeof GuideName>;

/** Store links of the app download banner; '' = none (the banner does not render without one). */
export const AppLinks = z.object({
  ios: z.union([
    z.literal(''),
    z
      .string()
      .trim()
      .max(300)
      .regex(/^https:\/\/\S+$/, 'starts with https://'),
  ]),
  android: z.union([
    z.literal(''),
    z
      .string()
      .trim()
      .max(300)
      .regex(/^https:\/\/\S+$/, 'starts with https://'),
  ]),
});
export type AppLinks = z.infer<typeof AppLinks>;

/** GET /api/sys/guide/status: `downloadStatus` 0 never closed, 1 app installed (never again), 4 closed before. */
export const GuideStatus = z.object({
  status: z.number().int().min(0).max(4),
  downloadStatus: z.number().int().min(0).max(4),
  appLinks: AppLinks,
});
export type GuideStatus = z.infer<typeof GuideStatus>;

export const FinishGuideBody = z.object({ guide: GuideName });
export type FinishGuideBody = z.infer<typeof FinishGuideBody>;

/** GET /api/sys/code/guide/status: whether the referral-code guide ("Got a friend code?") shows. */
export const CodeGuideStatus = z.object({ show: z.boolean() });
export type CodeGuideStatus = z.infer<typeof CodeGuideStatus>;

/**
 * GET /api/sys/top/tags (docs/product/endpoints.md#system, docs/product/routes.md#home category picker "ALL, FEATURED, NEWEST, MY LIKE plus tags"): the fixed
 * categories, then the box tags to show after them, most boxes first (at most TOP_TAGS_MAX; the free tag never).
 */
export const TOP_TAGS_MAX = 8;
export const TopTags = z.object({
  categories: z.array(z.enum(['ALL', 'FEATURED', 'NEWEST', 'MY_LIKE'])),
  tags: z.array(z.object({ name: z.string(), count: z.number().int() })),
});
export type TopTags = z.infer<typeof TopTags>;

/** GET /api/sys/has/retain/box and POST /api/user/active/box: the free drop waiting for the player. */
export const RetainBoxState = z.object({ hasRetainBox: z.boolean(), boxId: z.number().int() });
export type RetainBoxState = z.infer<typeof RetainBoxState>;

/** POST /api/sys/pop_v2 {page}: the pops due on a page ('home', 'all' or a route key). */
export const PopV2Body = z.object({
  page: z
    .string()
    .trim()
    .min(1)
    .max(40)
    .regex(/^[a-z0-9_-]+$/, 'a page key'),
});
export type PopV2Body = z.infer<typeof PopV2Body>;

/** POST /api/sys/pop/click {popId, action}: a tap on the pop (counted) or its close (not counted). */
export const PopClickBody = z.object({ popId: Id, action: z.enum(['click', 'close']).default('click') });
export type PopClickBody = z.infer<typeof PopClickBody>;
export const PopClickResult = z.object({ popId: z.number().int(), clicks: z.number().int() });
export type PopClickResult = z.infer<typeof PopClickResult>;

const InternalOrHttps = z
  .string()
  .trim()
  .max(300)
  .regex(/^(\/[A-Za-z0-9/_\-?=&.%]*|https:\/\/\S+)$/, 'an in-app path (/...) or https:// link');
const PagePath = z
  .string()
  .trim()
  .min(1)
  .max(80)
  .regex(/^\/[A-Za-z0-9/_\-]*$/, 'a path starting with /');

/** GET /api/sys/floating_ball (docs/product/README.md floating activity ball): image, link, pages where it hides. */
export const FloatingBall = z.object({
  enabled: z.boolean(),
  img: z
    .string()
    .max(200)
    .regex(/^(\/api\/media\/[1-9][0-9]{0,9}|\/art\/[A-Za-z0-9/_\-.]+)?$/, 'an uploaded image path'),
  link: InternalOrHttps,
  /** accessible name / alt text of the ball */
  title: z.string().trim().max(60),
  /** path prefixes where the ball is hidden */
  hiddenPages: z.array(PagePath).max(30),
});
export type FloatingBall = z.infer<typeof FloatingBall>;

/** Game keys a switch turns off (docs/product/endpoints.md#system /sys/switches); each is one page of the Play Ground. */
export const GameKey = z.enum([
  'battle',
  'mad_miner',
  'upgrade',
  'treasure_hunter',
  'flip_cards',
  'pirate',
  'bingo',
  'fancy_cards',
  'lottery',
  'lucky_trial',
]);
export type GameKey = z.infer<typeof GameKey>;

/** GET /api/sys/switches: feature switches (true = on). */
export const Switches = z.object({ games: z.record(GameKey, z.boolean()), chat: z.boolean(), chatRoom: z.boolean() });
export type Switches = z.infer<typeof Switches>;

export const PlayGroundBadge = z.enum(['hot', 'new']).nullable();
/** One Play Ground menu entry; `game` ties it to a switch (a switched-off game is left out). */
export const PlayGroundEntry = z.object({
  key: z
    .string()
    .trim()
    .min(1)
    .max(40)
    .regex(/^[a-z0-9_]+$/),
  to: PagePath,
  labelKey: z
    .string()
    .trim()
    .min(1)
    .max(60)
    .regex(/^[A-Za-z][A-Za-z0-9_.]*$/, 'an i18n key'),
  icon: z
    .string()
    .trim()
    .max(30)
    .regex(/^[a-z]*$/)
    .default(''),
  game: GameKey.nullable().default(null),
  visible: z.boolean(),
  badge: PlayGroundBadge.default(null),
});
export type PlayGroundEntry = z.infer<typeof PlayGroundEntry>;
/** GET /api/sys/play_ground/config: the visible entries in menu order (switched-off games left out). */
export const PlayGroundConfig = z.object({ entries: z.array(PlayGroundEntry) });
export type PlayGroundConfig = z.infer<typeof PlayGroundConfig>;

/** Top tip (docs/product/entities.md#base-info base info topTip, docs/product/endpoints.md#system /tip/state): one line under the header until closed. */
export const TipState = z.object({
  /** bumps on every console save, so a closed tip shows again when it changes */
  version: z.number().int(),
  enabled: z.boolean(),
  text: z.string().trim().max(140),
  /** Portuguese text ('' = use `text`) */
  textPt: z.string().trim().max(140),
  link: z.union([z.literal(''), InternalOrHttps]),
});
export type TipState = z.infer<typeof TipState>;

const ClientData = z
  .record(z.string().max(40), z.union([z.string().max(300), z.number(), z.boolean(), z.null()]))
  .refine((d) => Object.keys(d).length <= 20, 'at most 20 fields');
/** POST /api/user/event_log: one analytics event of the client (bounded, rate limited). */
export const EventLogBody = z.object({
  event: z
    .string()
    .trim()
    .min(1)
    .max(64)
    .regex(/^[a-z0-9_.:-]+$/, 'an event name'),
  data: ClientData.optional(),
});
export type EventLogBody = z.infer<typeof EventLogBody>;
/** POST /api/sys/data: a client data beacon (same bounds). */
export const SysDataBody = z.object({
  type: z
    .string()
    .trim()
    .min(1)
    .max(64)
    .regex(/^[a-z0-9_.:-]+$/, 'a data type'),
  data: ClientData.optional(),
});
export type SysDataBody = z.infer<typeof SysDataBody>;
export const Accepted = z.object({ accepted: z.boolean() });

/** Console: everything on /ops/guides. */
export const OpsPopClicks = z.object({ popId: z.number().int(), title: z.string(), isActive: z.boolean(), clicks: z.number().int() });
export type OpsPopClicks = z.infer<typeof OpsPopClicks>;
export const OpsGuides = z.object({
  floatingBall: FloatingBall,
  switches: Switches,
  playGround: z.array(PlayGroundEntry),
  tip: TipState,
  appLinks: AppLinks,
  popClicks: z.array(OpsPopClicks),
});
export type OpsGuides = z.infer<typeof OpsGuides>;
export const OpsTipBody = TipState.omit({ version: true });
export type OpsTipBody = z.infer<typeof OpsTipBody>;
export const OpsPlayGroundBody = z
  .object({ entries: z.array(PlayGroundEntry).min(1).max(30) })
  .refine((b) => new Set(b.entries.map((e) => e.key)).size === b.entries.length, { message: 'each key once', path: ['entries'] });
export type OpsPlayGroundBody = z.infer<typeof OpsPlayGroundBody>;
