import { z } from 'zod';
import { CoinAmount } from './common.ts';

/**
 * Free box kinds (docs/product/routes.md#free /free, docs/product/errors.md free boxes; docs/free-boxes.md): `daily` anyone, `vip` from a VIP level,
 * `level` from an EXP total, `topup` after a recent top-up, `limited` anyone until its end date.
 */
export const FREE_BOX_KINDS = ['daily', 'vip', 'level', 'topup', 'limited'] as const;
export const FreeBoxKind = z.enum(FREE_BOX_KINDS);
export type FreeBoxKind = z.infer<typeof FreeBoxKind>;

/**
 * Where a player stands with a free box: `ready` opens now; `opened` waits for `nextClaimAt` (or never again for a
 * once-only box: `nextClaimAt` null); `countdown` not started yet (`startsAt`); `level_low` below its VIP level;
 * `exp_low` below its EXP; `must_top_up` needs a top-up first; `expired` past its end; `sign_in` for a visitor.
 */
export const FreeBoxState = z.enum(['ready', 'opened', 'countdown', 'level_low', 'exp_low', 'must_top_up', 'expired', 'sign_in']);
export type FreeBoxState = z.infer<typeof FreeBoxState>;

/**
 * A free box as a player sees it (GET /api/free/list): the box, its rule (money in coin units, times ISO 8601) and
 * the player's standing: `me` null for a visitor, else their VIP level, EXP and what they deposited in the top-up
 * window (coin units), with what is missing (`missingXp`, `missingTopUp`).
 */
export const FreeBoxView = z.object({
  boxId: z.number().int(),
  name: z.string(),
  image: z.string(),
  boxInfo: z.string(),
  kind: FreeBoxKind,
  minVipLevel: z.number().int(),
  minXp: z.number().int(),
  minTopUp: CoinAmount,
  topUpWindowHours: z.number().int(),
  /** hours between two openings; 0 = once per player */
  cooldownHours: z.number().int(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  state: FreeBoxState,
  /** when the player may open it again (state `opened`), or when it starts (`countdown`); else null */
  nextClaimAt: z.string().nullable(),
  me: z
    .object({
      level: z.number().int(),
      xp: z.number().int(),
      toppedUp: CoinAmount,
      missingXp: z.number().int(),
      missingTopUp: CoinAmount,
    })
    .nullable(),
});
export type FreeBoxView = z.infer<typeof FreeBoxView>;

/** GET /api/free/list: the active free boxes in display order. */
export const FreeBoxList = z.array(FreeBoxView);
export type FreeBoxList = z.infer<typeof FreeBoxList>;

/** POST /api/free/mystery/claim: which free box to open (default: the first daily box, docs/product/routes.md#free item 109). */
export const FreeClaimBody = z.object({ boxId: z.number().int().min(1).max(2_147_483_647).optional() }).nullish();

/** GET /api/free/info: the daily free box and when the player may open it next (null = now). */
export const FreeInfo = z.object({ boxId: z.number().int(), nextClaimAt: z.string().nullable() });
export type FreeInfo = z.infer<typeof FreeInfo>;

const Cents = z.number().int().min(0).max(100_000_000);
const Iso = z.string().datetime({ offset: true }).nullable();

/**
 * POST /api/ops/free-boxes and /api/ops/free-boxes/{boxId} (console, role catalogue): a free box's rule. Money in
 * cents. `limited` needs an end; an end must follow a start; `vip` needs a VIP level of 1 or more, `level` some EXP,
 * `topup` some cents.
 */
export const OpsFreeBoxRule = z
  .object({
    kind: FreeBoxKind,
    minVipLevel: z.number().int().min(0).max(50),
    minXp: z.number().int().min(0).max(1_000_000_000),
    minTopUpCents: Cents,
    topUpWindowHours: z
      .number()
      .int()
      .min(1)
      .max(24 * 90),
    cooldownHours: z
      .number()
      .int()
      .min(0)
      .max(24 * 365),
    startsAt: Iso,
    endsAt: Iso,
    sort: z.number().int().min(0).max(1000),
    isActive: z.boolean(),
  })
  .refine((r) => !r.startsAt || !r.endsAt || Date.parse(r.endsAt) > Date.parse(r.startsAt), {
    message: 'endsAt must be after startsAt',
    path: ['endsAt'],
  })
  .refine((r) => r.kind !== 'limited' || r.endsAt !== null, { message: 'a limited box needs an end', path: ['endsAt'] })
  .refine((r) => r.kind !== 'vip' || r.minVipLevel >= 1, { message: 'a VIP box needs a VIP level', path: ['minVipLevel'] })
  .refine((r) => r.kind !== 'level' || r.minXp >= 1, { message: 'a level box needs some EXP', path: ['minXp'] })
  .refine((r) => r.kind !== 'topup' || r.minTopUpCents >= 1, { message: 'a top-up box needs an amount', path: ['minTopUpCents'] });
export type OpsFreeBoxRule = z.infer<typeof OpsFreeBoxRule>;

/** POST /api/ops/free-boxes: makes box `boxId` (it must have published odds) a free box with `rule`. */
export const OpsFreeBoxCreate = z.object({ boxId: z.number().int().min(1).max(2_147_483_647), rule: OpsFreeBoxRule });
export type OpsFreeBoxCreate = z.infer<typeof OpsFreeBoxCreate>;

/** A free box in the console: the box and its rule (a box without a rule row shows the default daily rule). */
export const OpsFreeBox = z.object({
  boxId: z.number().int(),
  name: z.string(),
  image: z.string(),
  hasOdds: z.boolean(),
  rule: z.object({
    kind: FreeBoxKind,
    minVipLevel: z.number().int(),
    minXp: z.number().int(),
    minTopUpCents: z.number().int(),
    topUpWindowHours: z.number().int(),
    cooldownHours: z.number().int(),
    startsAt: z.string().nullable(),
    endsAt: z.string().nullable(),
    sort: z.number().int(),
    isActive: z.boolean(),
  }),
  updatedAt: z.string().nullable(),
});
export type OpsFreeBox = z.infer<typeof OpsFreeBox>;
export const OpsFreeBoxList = z.array(OpsFreeBox);
