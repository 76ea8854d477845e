import { z } from 'zod';
import { GameHistoryItem } from './games.ts';
import { BattleDetail } from './battles.ts';

/**
 * The transparency layer's API (docs/transparency.md): the public fairness log (RFC 9162 tree heads, entries,
 * inclusion and consistency proofs), proof of liabilities, realised RTP and a player's history export. Hashes are
 * lowercase hex, signatures and keys base64, times in ms since the epoch where they are signed.
 */

const Hex64 = z.string().regex(/^[0-9a-f]{64}$/);
/** A tree size or leaf index: 0 .. 2^53 - 1 in a query string. */
const Count = z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER);

/** The key tree heads and liabilities roots are signed with (also at /.well-known/hapabox-log-key). */
export const LogKey = z.object({
  keyId: z.string(),
  algorithm: z.literal('Ed25519'),
  /** the raw 32-byte public key, base64 (Web Crypto `importKey('raw', ..., {name: 'Ed25519'})`) */
  publicKey: z.string(),
  /** the same key as an SPKI PEM */
  pem: z.string(),
});
export type LogKey = z.infer<typeof LogKey>;

/** A signed tree head: Ed25519 over `hapabox.log.v1\n<treeSize>\n<timestamp>\n<rootHash>\n`. */
export const SignedTreeHead = z.object({
  treeSize: z.number().int(),
  timestamp: z.number().int(),
  rootHash: z.string(),
  signature: z.string(),
  keyId: z.string(),
});
export type SignedTreeHead = z.infer<typeof SignedTreeHead>;

/** One log entry: the leaf's fields (domain LogEntry), its index and leaf hash. */
export const LogEntryView = z.object({
  index: z.number().int(),
  kind: z.enum(['commit', 'reveal']),
  scope: z.enum(['seed_pair', 'battle', 'lottery', 'bingo']),
  ref: z.string(),
  seedType: z.number().int().nullable(),
  player: z.string().nullable(),
  seedHash: z.string(),
  serverSeed: z.string().nullable(),
  at: z.string(),
  leafHash: z.string(),
});
export type LogEntryView = z.infer<typeof LogEntryView>;

export const LogEntriesQuery = z.object({ start: Count.default(0), count: z.coerce.number().int().min(1).max(100).default(100) });
/** GET /api/transparency/log/entries: up to 100 entries from `start`, within the newest signed head (`treeSize`). */
export const LogEntries = z.object({ start: z.number().int(), treeSize: z.number().int(), entries: z.array(LogEntryView) });
export type LogEntries = z.infer<typeof LogEntries>;

/** An entry with its RFC 9162 audit path (leaf's sibling first) to the signed head `head` of `treeSize` leaves. */
export const LogInclusion = z.object({
  entry: LogEntryView,
  treeSize: z.number().int(),
  path: z.array(z.string()),
  head: SignedTreeHead,
});
export type LogInclusion = z.infer<typeof LogInclusion>;

/** GET /api/transparency/log/proof?index=: the entry at a leaf index. */
export const LogIndexQuery = z.object({ index: Count });
/** GET /api/transparency/log/proof-by-hash?hash=: every entry about a server seed hash (its commitment and reveal). */
export const LogHashQuery = z.object({ hash: Hex64 });
export const LogProofs = z.object({ proofs: z.array(LogInclusion) });
export type LogProofs = z.infer<typeof LogProofs>;

export const LogConsistencyQuery = z.object({ first: Count, second: Count });
/** GET /api/transparency/log/consistency: the RFC 9162 proof that the tree of `second` leaves extends that of `first`. */
export const LogConsistency = z.object({ first: z.number().int(), second: z.number().int(), proof: z.array(z.string()) });
export type LogConsistency = z.infer<typeof LogConsistency>;

/**
 * A published liabilities root: Ed25519 over
 * `hapabox.liabilities.v2\n<period>\n<takenAt>\n<leafCount>\n<totalCoinsCents>\n<totalPrizesCents>\n<totalHapacoins>\n<rootHash>\n`
 * (docs/transparency.md#proof-of-liabilities).
 */
export const LiabilitiesRoot = z.object({
  period: z.string(),
  takenAt: z.number().int(),
  leafCount: z.number().int(),
  totalCoinsCents: z.number().int(),
  totalPrizesCents: z.number().int(),
  /** HapaCoins held by players (units; 1 HapaCoin is sold for 1 cent) */
  totalHapacoins: z.number().int(),
  rootHash: z.string(),
  signature: z.string(),
  keyId: z.string(),
});
export type LiabilitiesRoot = z.infer<typeof LiabilitiesRoot>;

/** GET /api/transparency/liabilities: the newest published root (null before the first snapshot). */
export const LiabilitiesLatest = z.object({ root: LiabilitiesRoot.nullable() });
export type LiabilitiesLatest = z.infer<typeof LiabilitiesLatest>;

const SumStep = z.object({ hash: z.string(), coinsCents: z.number().int(), prizesCents: z.number().int(), hapacoins: z.number().int() });

/**
 * GET /api/user/transparency/liabilities: the signed-in player's leaf in the newest snapshot (their salt, keyed id and
 * amounts in cents), its index and the sibling hashes and sums up to the root. `proof` is null when the player had no
 * leaf then (joined after it was taken).
 */
export const LiabilitiesProof = z.object({
  root: LiabilitiesRoot.nullable(),
  proof: z
    .object({
      leaf: z.object({
        salt: z.string(),
        player: z.string(),
        coinsCents: z.number().int(),
        prizesCents: z.number().int(),
        hapacoins: z.number().int(),
      }),
      index: z.number().int(),
      path: z.array(SumStep),
    })
    .nullable(),
});
export type LiabilitiesProof = z.infer<typeof LiabilitiesProof>;

/** GET /api/user/transparency/me: the signed-in player's keyed id as the log and the liabilities tree show it. */
export const TransparencyMe = z.object({ player: z.string() });
export type TransparencyMe = z.infer<typeof TransparencyMe>;

/** Realised against promised RTP of one box or game (docs/transparency.md#real-rtp); ratios (0.95 = 95 %). */
export const RtpRow = z.object({
  kind: z.enum(['box', 'game']),
  subject: z.string(),
  name: z.string(),
  samples: z.number().int(),
  stakeCents: z.number().int(),
  payoutCents: z.number().int(),
  realised: z.number().nullable(),
  promised: z.number().nullable(),
  low: z.number().nullable(),
  high: z.number().nullable(),
  within: z.boolean().nullable(),
  /** 'odds': the range from the published odds' variance; 'observed': from the spread of the rounds themselves */
  varianceFrom: z.enum(['odds', 'observed']),
});
export type RtpRow = z.infer<typeof RtpRow>;

export const RtpQuery = z.object({
  day: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional(),
});
/** GET /api/transparency/rtp: all-time rows and one UTC day's (default today), most samples first. */
export const RtpReport = z.object({ day: z.string(), allTime: z.array(RtpRow), daily: z.array(RtpRow), updatedAt: z.string() });
export type RtpReport = z.infer<typeof RtpReport>;

/** GET /api/ops/transparency: the console's view: log size, newest head, latest liabilities check, flagged RTP. */
export const OpsTransparency = z.object({
  logSize: z.number().int(),
  head: SignedTreeHead.nullable(),
  liabilities: LiabilitiesRoot.extend({
    ledgerCoinsCents: z.number().int(),
    ledgerHapacoins: z.number().int(),
    matchesLedger: z.boolean(),
  }).nullable(),
  flagged: z.array(RtpRow),
});
export type OpsTransparency = z.infer<typeof OpsTransparency>;

/** An opening with everything needed to recompute it (fairness.md "Box opening"): the odds at its version. */
export const ExportOpening = z.object({
  id: z.number().int(),
  boxId: z.number().int(),
  oddsVersion: z.number().int(),
  serverSeedHashed: z.string(),
  serverSeed: z.string().nullable(),
  clientSeed: z.string(),
  nonce: z.number().int(),
  ticket: z.number().int(),
  itemId: z.number().int(),
  priceCents: z.number().int(),
  itemValueCents: z.number().int(),
  createdAt: z.string(),
});
export type ExportOpening = z.infer<typeof ExportOpening>;

/** One of the player's seed pairs: its commitment (and, once revealed, its server seed) must be in the public log. */
export const ExportSeedPair = z.object({
  seedType: z.number().int(),
  status: z.enum(['active', 'next', 'revealed']),
  serverSeedHashed: z.string(),
  serverSeed: z.string().nullable(),
});
export type ExportSeedPair = z.infer<typeof ExportSeedPair>;

/** The odds of one box at one version: items in the box's order with their ticket ranges. */
export const ExportOdds = z.object({
  boxId: z.number().int(),
  version: z.number().int(),
  items: z.array(z.object({ itemId: z.number().int(), ppm: z.number().int(), ticketFrom: z.number().int(), ticketTo: z.number().int() })),
});
export type ExportOdds = z.infer<typeof ExportOdds>;

/** A lottery draw the player held tickets in, with every entry id (the draw client seed is over all of them). */
export const ExportDraw = z.object({
  drawKey: z.string(),
  status: z.enum(['open', 'closed', 'drawn']),
  serverSeedHashed: z.string(),
  serverSeed: z.string().nullable(),
  clientSeed: z.string().nullable(),
  entryIds: z.array(z.number().int()),
  prizeCount: z.number().int(),
  winners: z.array(z.object({ rank: z.number().int(), ticketId: z.number().int() })),
  myTickets: z.array(z.number().int()),
});
export type ExportDraw = z.infer<typeof ExportDraw>;

/**
 * GET /api/user/history/export (docs/transparency.md#history-export): the player's whole history with seeds (once
 * revealed) and results, the log inclusion proof of every commitment and reveal, the log's key, the newest liabilities
 * proof. `npx hapabox-verify <file>` checks all of it offline.
 */
export const HistoryExport = z.object({
  format: z.literal('hapabox-history-export'),
  version: z.literal(1),
  exportedAt: z.string(),
  player: z.string(),
  logKey: LogKey,
  seedPairs: z.array(ExportSeedPair),
  openings: z.array(ExportOpening),
  odds: z.array(ExportOdds),
  battles: z.array(BattleDetail.extend({ seat: z.number().int(), odds: z.array(ExportOdds) })),
  gameRounds: z.array(GameHistoryItem),
  draws: z.array(ExportDraw),
  inclusions: z.array(LogInclusion),
  liabilities: LiabilitiesProof,
});
export type HistoryExport = z.infer<typeof HistoryExport>;
