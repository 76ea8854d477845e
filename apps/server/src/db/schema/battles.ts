import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** A round as created: the box, its odds version and price at creation (cents). */
export interface BattleRoundSpec {
  boxId: number;
  oddsVersion: number;
  priceCents: number;
}

/** One seat's draw in a round (fairness.md "Battles"): ticket, item and its value in cents. */
export interface BattleDrawRow {
  ticket: number;
  itemId: number;
  valueCents: number;
}

/**
 * Box battles (docs/product/entities.md#battles Battle, docs/product/states.md#battles states 10/20/30). The outcome is drawn and paid in one transaction
 * when the last seat fills: `draws[round][seat - 1]`, `clientSeed` (the battle client seed),
 * `startedAt` and `roundMs` (round r is revealed at startedAt + r * roundMs) and `endsAt` are written
 * then; a scheduled job flips state 20 -> 30 at `endsAt`.
 */
export const battles = pgTable(
  'battles',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    uuid: text('uuid').notNull(),
    creatorId: integer('creator_id')
      .notNull()
      .references(() => users.id),
    type: text('type').notNull(),
    mode: text('mode').notNull(),
    inviteMode: text('invite_mode').notNull(),
    fastMode: boolean('fast_mode').notNull().default(false),
    state: integer('state').notNull().default(10),
    /** cost of one seat: the sum of the rounds' box prices, cents */
    costCents: bigint('cost_cents', { mode: 'number' }).notNull(),
    totalRounds: integer('total_rounds').notNull(),
    rounds: jsonb('rounds').$type<BattleRoundSpec[]>().notNull(),
    serverSeed: text('server_seed').notNull(),
    serverSeedHashed: text('server_seed_hashed').notNull(),
    clientSeed: text('client_seed'),
    draws: jsonb('draws').$type<BattleDrawRow[][]>(),
    /** value of every unboxed item, cents */
    prizeCents: bigint('prize_cents', { mode: 'number' }),
    tie: jsonb('tie').$type<{ sides: number[]; winnerIndex: number }>(),
    roundMs: integer('round_ms').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    /** why the battle exists: 'pvp' (player created), 'contest' (a contest level), 'challenge' (1v1 vs a bot), 'boss' (challenge-boss) */
    purpose: text('purpose').notNull().default('pvp'),
    /** tie after the last round: 'draw' (fairness.md tie draw) or 'boss' (the boss seat, the last seat, wins ties: published rule) */
    tieRule: text('tie_rule').notNull().default('draw'),
    /** free invite (inviteMode 'free'): the invitee's seat the creator paid at creation, cents (0 otherwise) */
    sponsorCents: bigint('sponsor_cents', { mode: 'number' }).notNull().default(0),
    /** null (no sponsored seat), 'held' (paid, not taken), 'used' (an invitee took it), 'refunded' (expired or filled otherwise) */
    sponsorState: text('sponsor_state'),
    /** invite link expiry (free: refund of the sponsored seat; other: empty seats get bots) */
    inviteExpiresAt: timestamp('invite_expires_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('battles_uuid_uq').on(t.uuid),
    index('battles_live_idx').on(t.state, t.createdAt),
    index('battles_ends_idx').on(t.endsAt),
    // the console's battles over a period (docs/architecture/console.md#dashboard)
    index('battles_started_at_idx').on(t.startedAt),
  ],
);

/**
 * Seats (docs/product/entities.md#battles Battle player). No row = empty seat. `clientSeed` is the seat's recorded battle
 * client seed (the player's type-2 client seed when joining, `bot` for a bot). Money: `paidCents`
 * charged on joining (0 for bots), `wonCents` what the seat received (items value or coins).
 */
export const battlePlayers = pgTable(
  'battle_players',
  {
    battleId: bigint('battle_id', { mode: 'number' })
      .notNull()
      .references(() => battles.id),
    seat: integer('seat').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    isBot: boolean('is_bot').notNull().default(false),
    clientSeed: text('client_seed').notNull(),
    paidCents: bigint('paid_cents', { mode: 'number' }).notNull().default(0),
    journalEntryId: bigint('journal_entry_id', { mode: 'number' }),
    totalCents: bigint('total_cents', { mode: 'number' }),
    wonCents: bigint('won_cents', { mode: 'number' }),
    /** 0 playing, 1 win, 2 lose */
    result: integer('result').notNull().default(0),
    rank: integer('rank').notNull().default(0),
    hasRead: boolean('has_read').notNull().default(false),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.battleId, t.seat] }),
    uniqueIndex('battle_players_user_uq')
      .on(t.battleId, t.userId)
      .where(sql`not ${t.isBot}`),
    index('battle_players_user_idx').on(t.userId, t.battleId),
  ],
);
