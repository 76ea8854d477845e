import { z } from 'zod';

/** POST /api/user/register/v2 and /api/user/login/email/login (spec §5, §7). */
export const EmailPasswordBody = z.object({
  email: z.string().max(254),
  password: z.string().max(128),
  friendCode: z.string().max(32).optional(),
});
export type EmailPasswordBody = z.infer<typeof EmailPasswordBody>;

/** Session (spec §3): `authorization` is the exact Authorization header value to send afterwards. */
export const SessionData = z.object({
  uid: z.number().int(),
  token: z.string(),
  channel_type: z.string(),
  authorization: z.string(),
  head_img: z.string(),
  nickname: z.string(),
  is_new_user: z.boolean(),
});
export type SessionData = z.infer<typeof SessionData>;

/** GET /api/user/base_info (spec §3 Base info). `coin` in coin units (2 decimals), `hapa_bean` in HapaCoins. */
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
});
export type BaseInfo = z.infer<typeof BaseInfo>;
