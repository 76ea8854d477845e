import { z } from 'zod';
import type { DomainEvent } from '../events/events.service.ts';

/**
 * Every durable job kind and the zod schema of its payload (docs/architecture/events-and-jobs.md#job-kinds). The
 * schemas check, they never transform: a handler receives the payload as it was stored (no defaults, no transforms;
 * unknown keys such as a delivery's `players` stay). Built once at module load.
 */

/** A database id (a positive safe integer). */
const id = z.number().int().positive();
/** A count or index from 0. */
const count = z.number().int().nonnegative();
/** A UTC day, `YYYY-MM-DD`. */
const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const battleJob = z.object({ battleId: id });
/** The game-round timers (`GamesCore.scheduleTimeout`): the round the player left open. */
const roundJob = z.object({ roundId: id });
const drawJob = z.object({ drawId: id });
const bingoJob = z.object({ gameId: id });
const noPayload = z.object({});

/**
 * The envelope of a domain event as consumers receive it (modules/events), checked shallowly: its fields and the
 * players a batch locks, but not the per-type payload (an event delivery runs once per event per consumer, on the hot
 * path of every box opening). Its type is the one `EventsService.append` checked at compile time.
 */
export const DOMAIN_EVENT_ENVELOPE = z.object({
  id,
  type: z.string(),
  userId: id.nullable(),
  players: z.array(id).optional(),
  payload: z.custom<object>((v) => typeof v === 'object' && v !== null && !Array.isArray(v), 'expected an object'),
  createdAt: z.string(),
}) as unknown as z.ZodType<EventDelivery>;

/** A domain event as its delivery job carries it: the event and the players it is about (modules/events `eventPlayers`). */
export type EventDelivery = DomainEvent & { players?: number[] };

/** Timer job kinds (not event deliveries) and their payload schemas. */
export const JOB_SCHEMAS = {
  'battle.end': battleJob,
  'battle.invite_expire': battleJob,
  'ops.ledger_check': noPayload,
  // the next UTC day the console's daily figures close (modules/ops/daily-figures.service.ts)
  'ops.close_days': z.object({ day: isoDay }),
  notify_deferred: DOMAIN_EVENT_ENVELOPE,
  'vip.daily_payout': z.object({ day: isoDay }),
  'transparency:liabilities': z.object({ period: isoDay }),
  'transparency:sth': noPayload,
  'transparency:backfill': z.object({ scope: z.enum(['seed_pair', 'battle', 'lottery', 'bingo']), afterId: count }),
  'messages.fanout': z.object({ messageId: id }),
  'pay.order_timeout': z.object({ orderNo: z.string().min(1) }),
  'pay.ton_poll': z.object({ orderNo: z.string().min(1), n: count }),
  'lucky_star:show': z.object({ id }),
  // userId: the player a batch locks (JobsService playersOf)
  withdrawal_payout: z.object({ withdrawalId: id, userId: id.optional() }),
  withdrawal_payout_poll: z.object({ withdrawalId: id, userId: id.optional(), n: count }),
  'mines.auto_cash_out': roundJob,
  'pirate.auto_cash_out': roundJob,
  'treasure.auto_open': roundJob,
  'flip.auto_pick': roundJob,
  'double_guess.auto_keep': roundJob,
  'lottery.close': drawJob,
  'lottery.pay': drawJob,
  'bingo.open': bingoJob,
  'bingo.close': bingoJob,
  'bingo.call': z.object({ gameId: id, index: count }),
  'contest.period_end': z.object({ periodId: id }),
} as const satisfies JobSchemaMap;

/** A map of job kinds to payload schemas (JOB_SCHEMAS; a test may bring its own). */
export type JobSchemaMap = Record<string, z.ZodType>;
/** The app's timer job kinds. */
export type AppJobSchemas = typeof JOB_SCHEMAS;

/** The kind prefix of domain-event deliveries, one kind per consumer (`event:<consumer>`, modules/events). */
export const EVENT_JOB_PREFIX = 'event:';
/** The kind of a domain-event delivery: payload an EventDelivery (DOMAIN_EVENT_ENVELOPE). */
export type EventJobKind = `event:${string}`;

/** Every job kind of schema map `S`: its timers and the domain-event deliveries. */
export type JobKind<S extends JobSchemaMap = AppJobSchemas> = (keyof S & string) | EventJobKind;

/** The payload of a job of kind `K` (a union of kinds: any of theirs). */
export type JobPayload<K extends JobKind<S>, S extends JobSchemaMap = AppJobSchemas> = K extends keyof S
  ? z.output<S[K]>
  : K extends EventJobKind
    ? EventDelivery
    : never;

/** The timer kinds whose payload is `{ roundId }`: a game round left open (`GamesCore.scheduleTimeout`). */
export type RoundTimeoutJobKind = {
  [K in keyof AppJobSchemas]: z.output<AppJobSchemas[K]> extends { roundId: number } ? K : never;
}[keyof AppJobSchemas];

/**
 * The payload schema of `kind` in `schemas`: its own, DOMAIN_EVENT_ENVELOPE for an `event:*` delivery, or undefined
 * for a kind the map does not list.
 */
export function schemaOf(schemas: ReadonlyMap<string, z.ZodType>, kind: string): z.ZodType | undefined {
  return schemas.get(kind) ?? (kind.startsWith(EVENT_JOB_PREFIX) ? DOMAIN_EVENT_ENVELOPE : undefined);
}

/**
 * Checks `payload` against `schema`: null when it fits, else the zod issues in one line (`path: message; ...`,
 * `(root)` for the payload itself).
 */
export function payloadIssues(schema: z.ZodType, payload: unknown): string | null {
  const r = schema.safeParse(payload);
  if (r.success) return null;
  return r.error.issues.map((i) => `${i.path.length ? i.path.join('.') : '(root)'}: ${i.message}`).join('; ');
}
