import { z } from 'zod';
import { LanguageCode } from './language.ts';

/**
 * Operator messages (docs/how-to/operator-day.md#messages): a notification an operator writes in English and
 * Portuguese for one player or a segment, sent now or at a time, delivered once per player by a fan-out job in
 * batches; each player reads it in their language in the notifications list (kind `operator`).
 */

/** Longest message title and text, characters. */
export const OPS_MESSAGE_TITLE_MAX = 80;
export const OPS_MESSAGE_BODY_MAX = 1_000;

/**
 * Who gets a message: one player (`uid`), every player, a VIP level range (inclusive, by the VIP table's XP
 * thresholds), a country (the ISO 3166 code of the player's default shipping address) or a chosen language.
 * Bots and disabled accounts never get one.
 */
export const OpsMessageAudience = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('player'), uid: z.number().int().min(1).max(2_147_483_647) }),
  z.object({ kind: z.literal('all') }),
  z.object({ kind: z.literal('vip'), minLevel: z.number().int().min(0).max(100), maxLevel: z.number().int().min(0).max(100) }),
  z.object({
    kind: z.literal('country'),
    country: z.string().regex(/^[A-Z]{2}$/),
  }),
  z.object({ kind: z.literal('language'), language: LanguageCode }),
]);
export type OpsMessageAudience = z.infer<typeof OpsMessageAudience>;

const text = (max: number) => z.string().trim().min(1).max(max);

/**
 * `POST /api/ops/messages`: the texts in both languages, an optional in-app link (a path) and when to send it
 * (`sendAt` ISO time; omitted or in the past = now).
 */
export const OpsMessageCreate = z.object({
  audience: OpsMessageAudience,
  titleEn: text(OPS_MESSAGE_TITLE_MAX),
  bodyEn: text(OPS_MESSAGE_BODY_MAX),
  titlePt: text(OPS_MESSAGE_TITLE_MAX),
  bodyPt: text(OPS_MESSAGE_BODY_MAX),
  link: z
    .string()
    .max(200)
    .regex(/^(\/[^\s]*)?$/)
    .default(''),
  sendAt: z.string().datetime({ offset: true }).nullable().optional(),
});
export type OpsMessageCreate = z.infer<typeof OpsMessageCreate>;

export const OpsMessageStatus = z.enum(['scheduled', 'sending', 'sent', 'cancelled']);
export type OpsMessageStatus = z.infer<typeof OpsMessageStatus>;

/** A message as the console lists it: its status and how many players it has reached so far. */
export const OpsMessage = z.object({
  id: z.number().int(),
  audience: OpsMessageAudience,
  titleEn: z.string(),
  bodyEn: z.string(),
  titlePt: z.string(),
  bodyPt: z.string(),
  link: z.string(),
  sendAt: z.string(),
  status: OpsMessageStatus,
  delivered: z.number().int(),
  createdBy: z.number().int(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
});
export type OpsMessage = z.infer<typeof OpsMessage>;

/**
 * `GET /api/ops/messages/audience?kind=&uid=&minLevel=&maxLevel=&country=&language=`: how many players an audience
 * reaches now (the fields of its kind are required).
 */
export const OpsMessageAudienceQuery = z.object({
  kind: z.enum(['player', 'all', 'vip', 'country', 'language']),
  uid: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
  minLevel: z.coerce.number().int().min(0).max(100).optional(),
  maxLevel: z.coerce.number().int().min(0).max(100).optional(),
  country: z
    .string()
    .regex(/^[A-Z]{2}$/)
    .optional(),
  language: LanguageCode.optional(),
});
export type OpsMessageAudienceQuery = z.infer<typeof OpsMessageAudienceQuery>;
export const OpsMessageAudienceSize = z.object({ players: z.number().int() });

export const OpsMessageQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export const OpsMessagePage = z.object({ list: z.array(OpsMessage), total: z.number().int() });
export type OpsMessagePage = z.infer<typeof OpsMessagePage>;
export const OpsMessageIdParam = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });
