import { z } from 'zod';
import { IdValue } from './common.ts';

/**
 * Operator console: catalogue (docs/architecture/console.md). Prices here are integer cents (operators type coin units in the
 * console, which converts exactly); odds are integer ppm; RTP is basis points (9123 = 91.23 %).
 */

const Cents = z.number().int().min(0).max(100_000_000);
const PositiveCents = z.number().int().min(1).max(100_000_000);
const Name = z.string().trim().min(1).max(80);
/** Artwork: a `/api/media/{id}` path from POST /api/ops/media, or a generated `/art/{item|box}/{id}.webp` (or `.svg`) path. */
export const ImagePath = z
  .string()
  .max(200)
  .regex(/^\/(api\/media\/[1-9][0-9]{0,9}|art\/(item|box)\/[1-9][0-9]{0,9}\.(webp|svg))$/, 'an uploaded image path');

export const OpsItemBody = z.object({
  name: Name,
  brand: z.string().trim().max(60).default(''),
  category: z.string().trim().min(1).max(40),
  priceCents: Cents,
  /** 1 = gold (rarest) .. 5 = common */
  skuLevel: z.number().int().min(1).max(5),
  description: z.string().max(500).default(''),
  image: ImagePath,
});
export type OpsItemBody = z.infer<typeof OpsItemBody>;

export const OpsItem = z.object({
  id: z.number().int(),
  name: z.string(),
  brand: z.string(),
  category: z.string(),
  priceCents: z.number().int(),
  skuLevel: z.number().int(),
  description: z.string(),
  image: z.string(),
});
export type OpsItem = z.infer<typeof OpsItem>;

export const OpsItemQuery = z.object({
  keyword: z.string().max(80).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

const Tag = z
  .string()
  .trim()
  .min(1)
  .max(30)
  .regex(/^[\p{L}\p{N} _-]+$/u, 'letters, digits, space, _ or -');

export const OpsBoxBody = z.object({
  name: Name,
  priceCents: PositiveCents,
  description: z.string().max(500).default(''),
  image: ImagePath,
  tags: z.array(Tag).max(10).default([]),
  isFeatured: z.boolean().default(false),
  /** on sale (listed and openable); needs published odds */
  isActive: z.boolean().default(false),
});
export type OpsBoxBody = z.infer<typeof OpsBoxBody>;

export const OpsBox = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  priceCents: z.number().int(),
  description: z.string(),
  image: z.string(),
  tags: z.array(z.string()),
  isFeatured: z.boolean(),
  isFree: z.boolean(),
  isActive: z.boolean(),
  /** current odds version; 0 = no odds published yet */
  oddsVersion: z.number().int(),
  openedCount: z.number().int(),
  createdAt: z.string(),
});
export type OpsBox = z.infer<typeof OpsBox>;

/** One line of an odds draft, in box order. */
export const OddsLineInput = z.object({ itemId: IdValue, ppm: z.number().int().min(0).max(1_000_000) });
/**
 * `POST /api/ops/catalogue/boxes/{id}/odds`. `baseVersion` (required): the odds version the operator's confirmed
 * difference was computed against (docs/how-to/operator-day.md#safety; 0 for a box without odds); when the box has
 * moved on since, the publish is refused 409 `ops.error.odds_stale`.
 */
export const PublishOddsBody = z.object({
  lines: z.array(OddsLineInput).min(1).max(200),
  baseVersion: z.number().int().min(0).max(2_147_483_647),
});
export type PublishOddsBody = z.infer<typeof PublishOddsBody>;

export const OddsVersionLine = z.object({
  itemId: z.number().int(),
  name: z.string(),
  image: z.string(),
  priceCents: z.number().int(),
  skuLevel: z.number().int(),
  ppm: z.number().int(),
  ticketFrom: z.number().int(),
  ticketTo: z.number().int(),
});

export const OpsOddsVersion = z.object({
  version: z.number().int(),
  publishedAt: z.string(),
  publishedBy: z.number().int().nullable(),
  boxPriceCents: z.number().int(),
  evCents: z.number().int(),
  rtpBp: z.number().int(),
});
export type OpsOddsVersion = z.infer<typeof OpsOddsVersion>;

/** GET /api/ops/boxes/{id}: the box, its current odds lines and every published version. */
export const OpsBoxDetail = z.object({ box: OpsBox, lines: z.array(OddsVersionLine), versions: z.array(OpsOddsVersion) });
export type OpsBoxDetail = z.infer<typeof OpsBoxDetail>;

export const RtpBandBody = z.object({ minBp: z.number().int().min(1).max(20_000), maxBp: z.number().int().min(1).max(20_000) });
export type RtpBandBody = z.infer<typeof RtpBandBody>;

export const MediaUpload = z.object({ id: z.number().int(), url: z.string(), width: z.number().int(), height: z.number().int() });
export type MediaUpload = z.infer<typeof MediaUpload>;

/** Player-facing odds version history of a box (GET /api/item/{id}/odds_versions). */
export const PublicOddsVersion = z.object({ version: z.number().int(), publishedAt: z.string(), rtp: z.number(), isCurrent: z.boolean() });
export type PublicOddsVersion = z.infer<typeof PublicOddsVersion>;
