import {
  bigint,
  bigserial,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * The public fairness log (docs/transparency.md#the-log): an RFC 9162 Merkle tree of every seed commitment and
 * reveal. One state row (`id` 1) holds the size and the compact range (the roots of the perfect subtrees, largest
 * first, hex), locked by every append so appends are serial; entries and the perfect subtree hashes they complete
 * are only ever inserted. Proofs read O(log n) node rows.
 */
export const transparencyLogState = pgTable('transparency_log_state', {
  id: integer('id').primaryKey(),
  size: bigint('size', { mode: 'number' }).notNull(),
  frontier: jsonb('frontier').$type<string[]>().notNull(),
});

/**
 * One log entry (leaf `idx`), appended by the `transparency_log` event consumer once per domain event (`event_id`
 * unique). The fields are the leaf's (domain `encodeLogEntry`); `leaf_hash` = SHA-256(0x00 || leaf), hex. `player`
 * is the keyed player id, never the account id.
 */
export const transparencyLogEntries = pgTable(
  'transparency_log_entries',
  {
    idx: bigint('idx', { mode: 'number' }).primaryKey(),
    eventId: bigint('event_id', { mode: 'number' }).notNull(),
    kind: text('kind').notNull(),
    scope: text('scope').notNull(),
    ref: text('ref').notNull(),
    seedType: integer('seed_type'),
    player: text('player'),
    seedHash: text('seed_hash').notNull(),
    serverSeed: text('server_seed'),
    /** the entry's time exactly as hashed (ISO 8601 with ms) */
    at: text('at').notNull(),
    leafHash: text('leaf_hash').notNull(),
  },
  (t) => [uniqueIndex('transparency_log_entries_event_uq').on(t.eventId), index('transparency_log_entries_hash_idx').on(t.seedHash)],
);

/** Hash (hex) of the perfect subtree of 2^level leaves starting at leaf idx x 2^level, for level >= 1. */
export const transparencyLogNodes = pgTable(
  'transparency_log_nodes',
  {
    level: smallint('level').notNull(),
    idx: bigint('idx', { mode: 'number' }).notNull(),
    hash: text('hash').notNull(),
  },
  (t) => [primaryKey({ columns: [t.level, t.idx] })],
);

/** Signed tree heads: Ed25519 (base64) over domain `treeHeadMessage` by the key whose id is `key_id`. */
export const transparencyTreeHeads = pgTable(
  'transparency_tree_heads',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    treeSize: bigint('tree_size', { mode: 'number' }).notNull(),
    timestampMs: bigint('timestamp_ms', { mode: 'number' }).notNull(),
    rootHash: text('root_hash').notNull(),
    signature: text('signature').notNull(),
    keyId: text('key_id').notNull(),
  },
  (t) => [index('transparency_tree_heads_size_idx').on(t.treeSize, t.id)],
);

/**
 * A proof-of-liabilities snapshot (docs/transparency.md#proof-of-liabilities): the Merkle sum tree of every player's
 * coins, stored prizes and HapaCoins at one moment, its signed root, and the ledger's player liability totals read in the same
 * REPEATABLE READ transaction (`ledger_coins_cents`, checked by `ledger:check`). `secret` derives each player's salt
 * and is never published.
 */
export const liabilitySnapshots = pgTable(
  'liability_snapshots',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    period: text('period').notNull(),
    takenAtMs: bigint('taken_at_ms', { mode: 'number' }).notNull(),
    leafCount: integer('leaf_count').notNull(),
    totalCoinsCents: bigint('total_coins_cents', { mode: 'number' }).notNull(),
    totalPrizesCents: bigint('total_prizes_cents', { mode: 'number' }).notNull(),
    /** HapaCoins held (units; 1 HapaCoin is bought for 1 cent), from format 2 on */
    totalHapacoins: bigint('total_hapacoins', { mode: 'number' }).notNull().default(0),
    /** 1: coins and prizes (before HapaCoins were counted; no longer served), 2: coins, prizes and HapaCoins */
    format: smallint('format').notNull().default(1),
    rootHash: text('root_hash').notNull(),
    signature: text('signature').notNull(),
    keyId: text('key_id').notNull(),
    secret: text('secret').notNull(),
    ledgerCoinsCents: bigint('ledger_coins_cents', { mode: 'number' }).notNull(),
    /** the ledger's own total of the players' HapaCoin accounts at that moment (format 2) */
    ledgerHapacoins: bigint('ledger_hapacoins', { mode: 'number' }).notNull().default(0),
    /** 'daily' (the job) or 'console' (an operator's on-demand snapshot) */
    trigger: text('trigger').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('liability_snapshots_period_uq').on(t.period)],
);

/**
 * Every node of a snapshot's sum tree: level 0 holds the leaves (with the player they belong to), the last level the
 * root. A player's proof reads one row per level.
 */
export const liabilityNodes = pgTable(
  'liability_nodes',
  {
    snapshotId: bigint('snapshot_id', { mode: 'number' }).notNull(),
    level: smallint('level').notNull(),
    idx: integer('idx').notNull(),
    hash: text('hash').notNull(),
    coinsCents: bigint('coins_cents', { mode: 'number' }).notNull(),
    prizesCents: bigint('prizes_cents', { mode: 'number' }).notNull(),
    hapacoins: bigint('hapacoins', { mode: 'number' }).notNull().default(0),
    /** level 0 only: whose leaf this is */
    userId: integer('user_id'),
  },
  (t) => [primaryKey({ columns: [t.snapshotId, t.level, t.idx] }), index('liability_nodes_user_idx').on(t.snapshotId, t.userId)],
);

/**
 * Realised RTP (docs/transparency.md#real-rtp): per box or game and UTC day, sums over settled openings and rounds,
 * kept by the `transparency_rtp` event consumer: cents, and the float sums of domain `RtpSums`.
 */
export const rtpDaily = pgTable(
  'rtp_daily',
  {
    /** 'box' or 'game' */
    subjectKind: text('subject_kind').notNull(),
    /** box id or game name */
    subject: text('subject').notNull(),
    day: text('day').notNull(),
    samples: bigint('samples', { mode: 'number' }).notNull(),
    stakeCents: bigint('stake_cents', { mode: 'number' }).notNull(),
    payoutCents: bigint('payout_cents', { mode: 'number' }).notNull(),
    expectedCents: doublePrecision('expected_cents').notNull(),
    varianceCents2: doublePrecision('variance_cents2').notNull(),
    stakeSq: doublePrecision('stake_sq').notNull(),
    payoutSq: doublePrecision('payout_sq').notNull(),
    stakePayout: doublePrecision('stake_payout').notNull(),
  },
  (t) => [primaryKey({ columns: [t.subjectKind, t.subject, t.day] }), index('rtp_daily_day_idx').on(t.day)],
);
