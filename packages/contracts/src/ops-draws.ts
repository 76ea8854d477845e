import { z } from 'zod';

/**
 * The console's draws (docs/how-to/operator-day.md#draws): the daily lottery's draws and the bingo games, newest first,
 * with entries, what was sold, the seeds (the server seed only once revealed, its hash always), winners and payouts.
 */
export const OpsDrawKind = z.enum(['lottery', 'bingo']);
export type OpsDrawKind = z.infer<typeof OpsDrawKind>;

export const OpsDrawQuery = z.object({
  kind: OpsDrawKind.default('lottery'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

/**
 * One draw. `status`: lottery 'open' | 'closed' | 'drawn', bingo 'scheduled' | 'selling' | 'calling' | 'ended'.
 * `at`: the lottery's draw time, a bingo game's opening time. Money in cents. `serverSeed` null until revealed
 * (lottery 'drawn', bingo 'ended'); `serverSeedHashed` null only for a bingo game not yet selling.
 */
export const OpsDraw = z.object({
  kind: OpsDrawKind,
  id: z.number().int(),
  key: z.string(),
  status: z.string(),
  at: z.string(),
  endedAt: z.string().nullable(),
  entries: z.number().int(),
  soldCents: z.number().int(),
  poolCents: z.number().int().nullable(),
  priceCents: z.number().int(),
  edgePpm: z.number().int(),
  serverSeedHashed: z.string().nullable(),
  serverSeed: z.string().nullable(),
  clientSeed: z.string().nullable(),
  winners: z.number().int(),
  paidCents: z.number().int(),
});
export type OpsDraw = z.infer<typeof OpsDraw>;
export const OpsDrawPage = z.object({ list: z.array(OpsDraw), total: z.number().int() });
export type OpsDrawPage = z.infer<typeof OpsDrawPage>;

/** A winner: the lottery's rank ('1', '2' ...) or bingo's 'line' / 'full', the entry (ticket or card id), the prize (cents). */
export const OpsDrawWinner = z.object({
  prize: z.string(),
  uid: z.number().int(),
  nickname: z.string(),
  entryId: z.number().int(),
  prizeCents: z.number().int(),
  /** the prize's ledger entry was posted */
  paid: z.boolean(),
});
export const OpsDrawDetail = z.object({ draw: OpsDraw, winners: z.array(OpsDrawWinner) });
export type OpsDrawDetail = z.infer<typeof OpsDrawDetail>;
export const OpsDrawParam = z.object({ kind: OpsDrawKind, id: z.coerce.number().int().min(1).max(2_147_483_647) });
