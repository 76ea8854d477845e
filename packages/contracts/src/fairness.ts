import { z } from 'zod';

/** Seed type (fairness.md): 1 box opening, 2 battles, 3 upgrade and other games. */
export const SeedTypeQuery = z.object({ type: z.coerce.number().int().min(1).max(3).default(1) });

export const SeedHistoryEntry = z.object({
  clientSeed: z.string(),
  serverSeedHashed: z.string(),
  serverSeed: z.string(),
  lastNonce: z.number().int(),
  createdAt: z.string(),
  revealedAt: z.string(),
});
export type SeedHistoryEntry = z.infer<typeof SeedHistoryEntry>;

/** GET /api/user/seed_info (docs/product/entities.md#seed-info): the active pair, the committed next hash, and revealed pairs. */
export const SeedInfo = z.object({
  type: z.number().int(),
  current_client_seed: z.string(),
  current_server_seed_hashed: z.string(),
  next_server_seed_hashed: z.string(),
  nonce: z.number().int(),
  has_lock: z.boolean(),
  history: z.array(SeedHistoryEntry),
});
export type SeedInfo = z.infer<typeof SeedInfo>;

/** POST /api/user/seed_info/lock|unlock (and /{type}/lock|unlock): which seed type (1 boxes, 2 battles, 3 games). */
export const SeedLockBody = z.object({ seed_type: z.number().int().min(1).max(3).default(1) });
export const SeedTypeParam = z.object({ type: z.coerce.number().int().min(1).max(3) });

/** GET /api/user/seed_info/check (docs/product/states.md#seed-lock): the lock on the active pair and the pair it pins. */
export const SeedLockCheck = z.object({
  type: z.number().int(),
  has_lock: z.boolean(),
  locked_at: z.string().nullable(),
  server_seed_hashed: z.string(),
  client_seed: z.string(),
  /** the nonce the next bet with this pair takes */
  nonce: z.number().int(),
});
export type SeedLockCheck = z.infer<typeof SeedLockCheck>;

/** POST /api/user/client_seed/submit: `type` client = set a new client seed, server = ask for a new server seed. */
export const ClientSeedBody = z.object({
  client_seed: z.string().max(200).optional(),
  type: z.enum(['client', 'server']).default('client'),
  seed_type: z.number().int().min(1).max(3).default(1),
});
export const RotateSeedResponse = z.object({
  serverSeed: z.string(),
  serverSeedHashed: z.string(),
  clientSeed: z.string(),
  lastNonce: z.number().int(),
  seedInfo: SeedInfo,
});
export type RotateSeedResponse = z.infer<typeof RotateSeedResponse>;

/** POST /api/user/open/{openId}/verify_v2: everything needed to recompute an opening. */
export const VerifyOpening = z.object({
  openId: z.number().int(),
  boxId: z.number().int(),
  boxName: z.string(),
  serverSeed: z.string().nullable(),
  serverSeedHashed: z.string(),
  clientSeed: z.string(),
  nonce: z.number().int(),
  ticket: z.number().int(),
  itemId: z.number().int(),
  oddsVersion: z.number().int(),
  createdAt: z.string(),
  items: z.array(
    z.object({ id: z.number().int(), name: z.string(), ppm: z.number().int(), ticketFrom: z.number().int(), ticketTo: z.number().int() }),
  ),
});
export type VerifyOpening = z.infer<typeof VerifyOpening>;

/** GET /api/open_history/v2: the player's own openings, newest first. */
export const OpenHistoryEntry = z.object({
  openId: z.number().int(),
  boxId: z.number().int(),
  boxName: z.string(),
  itemId: z.number().int(),
  itemName: z.string(),
  itemImage: z.string(),
  itemPrice: z.number(),
  ticket: z.number().int(),
  nonce: z.number().int(),
  serverSeedHashed: z.string(),
  isRevealed: z.boolean(),
  createdAt: z.string(),
});
export type OpenHistoryEntry = z.infer<typeof OpenHistoryEntry>;
