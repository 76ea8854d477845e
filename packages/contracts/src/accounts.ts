import { z } from 'zod';
import { IdValue } from './common.ts';
import { LanguageCode } from './language.ts';

/** GET /api/dev/mailbox (outside production): mails kept in the outbox, newest first. */
export const OutboxMail = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  links: z.array(z.string()),
  createdAt: z.string(),
});
export type OutboxMail = z.infer<typeof OutboxMail>;

/** POST /api/user/repassword/email_code (docs/product/endpoints.md#user-and-auth). */
export const EmailBody = z.object({ email: z.string().max(254) });
/** POST /api/user/email/repassword (docs/product/validation.md#accounts reset: link carries email, code, type 1). */
export const ResetPasswordBody = z.object({ email: z.string().max(254), code: z.string().max(64), password: z.string().max(128) });
export type ResetPasswordBody = z.infer<typeof ResetPasswordBody>;
/** POST /api/user/email/verify: confirms the sign-up email with the mailed code. */
export const EmailCodeBody = z.object({ email: z.string().max(254), code: z.string().max(64) });
export type EmailCodeBody = z.infer<typeof EmailCodeBody>;
/** POST /api/user/update_password */
export const UpdatePasswordBody = z.object({ oldPassword: z.string().max(128), password: z.string().max(128) });
export type UpdatePasswordBody = z.infer<typeof UpdatePasswordBody>;
/** POST /api/user/update: nickname 2-20 characters; birthday YYYY-MM-DD, set once. */
export const UpdateProfileBody = z.object({
  nickname: z.string().max(64).optional(),
  birthday: z.string().max(10).optional(),
  language: LanguageCode.optional(),
});
export type UpdateProfileBody = z.infer<typeof UpdateProfileBody>;
/** POST /api/user/friendCode/submit */
export const FriendCodeBody = z.object({ code: z.string().max(32) });
/** POST /api/user/avatar: the new avatar's URL. */
export const AvatarUploaded = z.object({ headImg: z.string() });
export type AvatarUploaded = z.infer<typeof AvatarUploaded>;
/** How many sessions a revoke ended (the player's own, or the console's for a player). */
export const SessionsRevoked = z.object({ revoked: z.number().int() });
export type SessionsRevoked = z.infer<typeof SessionsRevoked>;
/** POST /api/user/delete */
/**
 * POST /api/user/delete: the password, or (an account without one) a fresh sign-in with a linked provider:
 * `provider` + `credential` (Google `{idToken}`, Facebook `{accessToken}`, Telegram `{initData}` or widget
 * fields, or the sandbox's equivalent) issued within the last 5 minutes.
 */
export const DeleteAccountBody = z.object({
  password: z.string().max(128).optional(),
  provider: z.enum(['google', 'facebook', 'telegram']).optional(),
  credential: z.record(z.string().max(40), z.union([z.string().max(8192), z.number()])).optional(),
});
export type DeleteAccountBody = z.infer<typeof DeleteAccountBody>;

/** GET /api/user/profile (docs/product/routes.md#user-area /user/profile). */
export const Profile = z.object({
  uid: z.number().int(),
  email: z.string(),
  emailVerified: z.boolean(),
  nickname: z.string(),
  headImg: z.string(),
  birthday: z.string().nullable(),
  level: z.number().int(),
  xp: z.number().int(),
  nextLevelXp: z.number().int().nullable(),
  friendCode: z.string(),
  /** true once a friend code was entered (it can be entered once) */
  friendCodeUsed: z.boolean(),
  linkedMethods: z.array(z.enum(['email', 'google', 'facebook', 'telegram'])),
  /** false for an account made by a social sign-in that never set a password (deletion then asks for a fresh social sign-in) */
  hasPassword: z.boolean(),
  createdAt: z.string(),
  /** the saved language (apps/server/src/modules/users/README.md), null when the player never chose one */
  language: LanguageCode.nullable(),
});
export type Profile = z.infer<typeof Profile>;

/**
 * One signed-in device (GET /api/user/sessions; docs/security.md#sessions-and-devices): where it signed in (`ip`, the
 * player's own address, unmasked) and with what (`userAgent`), when, and when it was last used (moves at most once per
 * 5 minutes); `current` marks the calling session.
 */
export const SessionInfo = z.object({
  id: z.number().int(),
  channelType: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
  current: z.boolean(),
});
export type SessionInfo = z.infer<typeof SessionInfo>;

/** A shipping address (docs/product/entities.md#orders-and-addresses Shipping address plus recipient name and phone). */
export const AddressFields = z.object({
  recipientName: z.string().trim().min(1).max(80),
  phone: z
    .string()
    .trim()
    .min(5)
    .max(24)
    .regex(/^\+?[0-9 ()-]+$/),
  street: z.string().trim().min(1).max(200),
  city: z.string().trim().min(1).max(80),
  state: z.string().trim().min(1).max(80),
  postcode: z.string().trim().min(1).max(16),
  countryCode: z.string().trim().length(2),
});
export const AddressSubmitBody = AddressFields.extend({ id: IdValue.optional(), isDefault: z.boolean().optional() });
export type AddressSubmitBody = z.infer<typeof AddressSubmitBody>;
export const Address = AddressFields.extend({ id: z.number().int(), isDefault: z.boolean() });
export type Address = z.infer<typeof Address>;
/** Most addresses one player may keep. */
export const MAX_ADDRESSES = 10;

/** GET /api/country/list */
export const Country = z.object({ code: z.string(), name: z.string() });
export type Country = z.infer<typeof Country>;

export const AddressList = z.array(Address);
export const CountryList = z.array(Country);
export const SessionList = z.array(SessionInfo);
/** GET /api/dev/mailbox: `mode` 'smtp' means mails went to the SMTP server and are not kept. */
export const Mailbox = z.object({ mode: z.enum(['smtp', 'outbox']), list: z.array(OutboxMail) });

/** Player protection (beyond the spec): limits in coin units (null = none). */
export const LimitKind = z.enum(['deposit', 'loss']);
export const LimitPeriod = z.enum(['day', 'week', 'month']);
export const PlayerLimit = z.object({
  kind: LimitKind,
  period: LimitPeriod,
  amount: z.number().nullable(),
  /** a raise or removal waiting for its 24 h */
  pending: z.object({ amount: z.number().nullable(), from: z.string() }).nullable(),
  /** deposited (deposit) or lost (loss) in the current period, coin units */
  used: z.number(),
});
export type PlayerLimit = z.infer<typeof PlayerLimit>;
export const Protection = z.object({
  limits: z.array(PlayerLimit),
  exclusion: z.object({ kind: z.enum(['cool_off', 'self_exclusion']), until: z.string() }).nullable(),
  realityCheckMinutes: z.number().int().nullable(),
});
export type Protection = z.infer<typeof Protection>;
export const SetLimitBody = z.object({ kind: LimitKind, period: LimitPeriod, amount: z.number().positive().max(10_000_000).nullable() });
export type SetLimitBody = z.infer<typeof SetLimitBody>;
/** cool_off: `days` 1..42; self_exclusion: `months` 6..60. */
export const ExclusionBody = z.object({
  kind: z.enum(['cool_off', 'self_exclusion']),
  days: z.number().int().optional(),
  months: z.number().int().optional(),
});
export type ExclusionBody = z.infer<typeof ExclusionBody>;
export const RealityCheckBody = z.object({ minutes: z.number().int().min(10).max(240).nullable() });

/**
 * `ageConfirmed: true` is required when the sign-in would create an account (a first social sign-in, 18+
 * like email sign-up); without it that sign-in answers `user.error.age_confirm` and creates nothing. An
 * identity already linked signs in without it. `referral`: the referral channel kept through sign-up (as
 * RegisterBody's; apps/server/src/modules/users/README.md), bound only when the sign-in creates the account; a bad code is ignored.
 */
const AgeConfirmed = {
  ageConfirmed: z.boolean().optional(),
  referral: z.object({ code: z.string().trim().min(1).max(32), channel: z.string().max(20).nullish() }).optional(),
};
/** POST /api/user/login/google */
export const GoogleLoginBody = z.object({ idToken: z.string().max(8192), ...AgeConfirmed });
/** POST /api/user/login/facebook */
export const FacebookLoginBody = z.object({ accessToken: z.string().max(4096), ...AgeConfirmed });
/** POST /api/user/login/telegram: Mini App `initData`, or the Login Widget fields. */
export const TelegramLoginBody = z.union([
  z.object({ initData: z.string().max(8192), ...AgeConfirmed }),
  z.object({
    ...AgeConfirmed,
    id: z.union([z.number().int(), z.string().max(20)]),
    first_name: z.string().max(256).optional(),
    last_name: z.string().max(256).optional(),
    username: z.string().max(64).optional(),
    photo_url: z.string().max(1024).optional(),
    auth_date: z.union([z.number().int(), z.string().max(20)]),
    hash: z.string().max(128),
  }),
]);
export const SocialProviderName = z.enum(['google', 'facebook', 'telegram']);
export type SocialProviderName = z.infer<typeof SocialProviderName>;
/**
 * GET /api/auth/providers: sign-in buttons to show; `sandbox` ones open our test consent page; live ones carry
 * what their browser SDK needs (Google `clientId`, Facebook `appId`, Telegram `botId` and `botName`).
 */
export const SocialProviders = z.array(
  z.object({
    name: SocialProviderName,
    mode: z.enum(['live', 'sandbox']),
    clientId: z.string().optional(),
    appId: z.string().optional(),
    botId: z.string().optional(),
    botName: z.string().optional(),
  }),
);
/** POST /api/auth/sandbox/{provider}/issue */
export const SandboxIssueBody = z.object({ email: z.string().max(254), name: z.string().min(1).max(40) });
