import { z } from 'zod';
import { LanguageCode } from './language.ts';

/** POST /api/user/register/v2 and /api/user/login/email/login (docs/product/validation.md#accounts, docs/product/endpoints.md#user-and-auth). */
export const EmailPasswordBody = z.object({
  email: z.string().max(254),
  password: z.string().max(128),
  friendCode: z.string().max(32).optional(),
});
export type EmailPasswordBody = z.infer<typeof EmailPasswordBody>;

/**
 * POST /api/user/register/v2: the log-in body plus the player's age confirmation (18+, player protection).
 * `ageConfirmed` must be `true`; missing or false answers `user.error.age_confirm` (400).
 */
/**
 * POST /api/user/register/v2. `referral`: the referral channel kept through sign-up (docs/product/states.md#after-sign-up; apps/server/src/modules/referral/README.md): the
 * code of /r/{code} or /ref/{code} and the share channel; a bad code never fails the sign-up.
 */
export const RegisterBody = EmailPasswordBody.extend({
  ageConfirmed: z.boolean().optional(),
  referral: z.object({ code: z.string().trim().min(1).max(32), channel: z.string().max(20).nullish() }).optional(),
});
export type RegisterBody = z.infer<typeof RegisterBody>;

/** Session (docs/product/entities.md#session): `authorization` is the exact Authorization header value to send afterwards. */
export const SessionData = z.object({
  uid: z.number().int(),
  token: z.string(),
  channel_type: z.string(),
  authorization: z.string(),
  head_img: z.string(),
  nickname: z.string(),
  is_new_user: z.boolean(),
  /** sign-up only: true when a referral code linked the new player to a referrer (docs/product/states.md#after-sign-up: no welcome then) */
  invited: z.boolean().optional(),
});
export type SessionData = z.infer<typeof SessionData>;

/** GET /api/user/base_info (docs/product/entities.md#base-info). `coin` in coin units (2 decimals), `hapa_bean` in HapaCoins. */
export const BaseInfo = z.object({
  uid: z.number().int(),
  email: z.string(),
  nickname: z.string(),
  head_img: z.string(),
  level: z.number().int(),
  xp: z.number().int(),
  nextLevelXp: z.number().int().nullable(),
  coin: z.number(),
  hapa_bean: z.number().int(),
  canCharge: z.boolean(),
  canBattle: z.boolean(),
  createdAt: z.string(),
  /** the saved language (docs/architecture/web-app.md), null when the player never chose one */
  language: LanguageCode.nullable(),
});
export type BaseInfo = z.infer<typeof BaseInfo>;

/**
 * The browser side of the bot check (docs/product/validation.md#accounts "Bot-check token before submit"), in GET /api/sys/config as
 * `botCheck`: null when no site key is configured (nothing loads, no token is sent).
 */
export const BotCheckConfig = z.object({ provider: z.enum(['recaptcha', 'turnstile']), siteKey: z.string() });
export type BotCheckConfig = z.infer<typeof BotCheckConfig>;
