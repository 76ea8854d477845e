import type { Tx } from '../../db/client.ts';
import * as repo from './events.repo.ts';
import type { Clock } from '../../lib/random.ts';
import type { JobsService } from '../jobs/jobs.service.ts';
import { EventStreams } from './event-streams.ts';

/**
 * The domain events every feature may react to (architecture.md "Domain events"). Amounts are integer
 * cents; ids are the database ids. A feature that emits a new event adds its type here.
 */
export interface DomainEventMap {
  /** a paid top-up was credited (modules/payments settlement): coins and every bonus credited, cents */
  'deposit.credited': { userId: number; orderNo: string; payType: string; isCrypto: boolean; coinCents: number; bonusCents: number };
  /** boxes were opened (paid or the free box): stake and the sum of the prizes' values, cents */
  'box.opened': {
    userId: number;
    boxId: number;
    times: number;
    free: boolean;
    stakeCents: number;
    prizeCents: number;
    openingIds: number[];
    /** the odds version drawn from and the box's price per opening, cents (realised RTP, modules/transparency) */
    oddsVersion?: number;
    priceCents?: number;
  };
  /** a battle filled, was drawn and settled: one line per seat (bots included, `isBot`) */
  'battle.settled': {
    battleId: number;
    uuid: string;
    mode: string;
    type: string;
    /** when the last round is revealed (ISO): the outcome is public from then on */
    endsAt: string;
    seats: { seat: number; userId: number; isBot: boolean; stakeCents: number; wonCents: number; won: boolean }[];
  };
  /** a paid top-up was refunded from the console (modules/payments refunds): coins and bonus taken back, cents */
  'payment.refunded': { userId: number; orderNo: string; coinCents: number; bonusCents: number };
  /** an operator's XP / VIP level change was approved (modules/vip): the XP and level before and after */
  'vip.changed': { userId: number; fromXp: number; xp: number; beforeLevel: number; level: number };
  /** a player's VIP level went up (modules/vip, in the money action's transaction that earned the XP) */
  'level.reached': { userId: number; beforeLevel: number; level: number; xp: number };
  /** a shipping order changed status (modules/shipping; docs/product/states.md#prize-orders steps): `from` null when it was created */
  'order.status_changed': { orderId: number; from: number | null; to: number; step: number; event: string };
  /**
   * a game round of seed type 3 was settled (modules/games): stake and payout, cents; `rtp`, when the game states it, is
   * the round's realised-RTP sample valued in cents (docs/transparency.md#real-rtp: a prize stake or payout at its value)
   */
  'game.settled': {
    userId: number;
    game: string;
    roundId: number;
    stakeCents: number;
    payoutCents: number;
    outcome: string;
    rtp?: GameRtpSample;
  };
  /**
   * a pooled draw was paid (modules/games: a bingo game ended, a daily lottery draw paid): its coin ticket sales, the
   * pool its rules promised and what it paid, cents (docs/transparency.md#real-rtp)
   */
  'draw.settled': { game: 'bingo' | 'lottery'; drawId: number; salesCents: number; poolCents: number; paidCents: number };
  /**
   * a player's quest finished all its tasks (modules/vip quests), before its reward is claimed; `nameKey`: the quest's
   * catalogue name when it is a seeded quest left as it was (docs/architecture/web-app.md#server-built-texts)
   */
  'quest.completed': { userId: number; questId: number; name: string; nameKey?: string };
  /** a referral withdrawal was paid out (modules/referral): amount in cents of its currency */
  'withdrawal.paid': { userId: number; withdrawalId: number; amountCents: number; currency: string };
  /** a daily lottery draw paid one of its prizes to a ticket (modules/games/lottery), cents */
  'lottery.won': { userId: number; drawId: number; drawKey: string; ticketId: number; rank: number; prizeCents: number };
  /** a bingo game paid a line or full-card prize share to a card (modules/games/bingo), cents */
  'bingo.won': { userId: number; gameId: number; cardId: number; prize: 'line' | 'full'; prizeCents: number };
  /** a contest period paid a leaderboard prize (modules/contests), cents */
  'contest.prize': { userId: number; periodId: number; rank: number; prizeCents: number };
  /** a Fancy Cards set was completed and its prize claimed (modules/games/fancy) */
  'fancy.set_claimed': { userId: number; setId: number; name: string; prizeCents: number };
  /** a server seed's hash was made public (a seed pair, battle, lottery draw, bingo game): a fairness log entry (modules/transparency) */
  'fairness.committed': SeedLogEvent;
  /** a server seed was revealed: a fairness log entry with the seed (modules/transparency) */
  'fairness.revealed': SeedLogEvent;
}

/**
 * One settled round's realised-RTP sample (docs/transparency.md#real-rtp): stake and payout valued in cents (a staked or
 * won prize at its value), the promised mean return ratio from the rules in force when it was played, and the variance
 * of that ratio from the game's odds table (null: the spread is observed from the samples).
 */
export interface GameRtpSample {
  stakeCents: number;
  payoutCents: number;
  mean: number;
  variance: number | null;
}

/**
 * The fields of a fairness log entry (domain LogEntry without its kind; docs/transparency.md#log-entries). `player` is
 * the keyed player id, never an account id: the event carries no personal data and no user id.
 */
export interface SeedLogEvent {
  scope: 'seed_pair' | 'battle' | 'lottery' | 'bingo';
  ref: string;
  seedType: number | null;
  player: string | null;
  seedHash: string;
  serverSeed: string | null;
  at: string;
}

export type DomainEventType = keyof DomainEventMap;

/** An event as consumers receive it. */
export interface DomainEvent<T extends DomainEventType = DomainEventType> {
  id: number;
  type: T;
  userId: number | null;
  payload: DomainEventMap[T];
  createdAt: string;
}

/** A consumer runs inside the delivery job's transaction; it may return an after-commit callback. */
export type EventHandler<T extends DomainEventType> = (tx: Tx, event: DomainEvent<T>) => Promise<void | (() => void | Promise<void>)>;

/**
 * A consumer's handler for a batch of its deliveries at once (docs/architecture/events-and-jobs.md#event-streams):
 * the events in the batch's order; it must give the result the events one by one would.
 */
export type EventBatchHandler<T extends DomainEventType> = (
  tx: Tx,
  events: DomainEvent<T>[],
) => Promise<void | (() => void | Promise<void>)>;

/** An event as it is appended (no id or time yet): what a consumer's `accepts` filter sees. */
export interface EventDraft<T extends DomainEventType = DomainEventType> {
  type: T;
  userId: number | null;
  payload: DomainEventMap[T];
}

/**
 * A consumer's cheap in-process filter, run in the emitting transaction when the event is appended: false
 * means the handler would do nothing with this event, so no delivery job is scheduled for it. It reads only
 * the draft and values the handler reads the same way (cached settings through `tx`, never another
 * connection: PGlite has one); it must not write. The handler still makes its own decision on delivery.
 */
export type EventFilter<T extends DomainEventType> = (tx: Tx, event: EventDraft<T>) => boolean | Promise<boolean>;

interface Consumer {
  name: string;
  accepts?: EventFilter<DomainEventType>;
  /** its bit in `domain_events.streams` when it reads the log as a stream (event-streams.ts); else it gets jobs */
  bit?: number;
}

const JOB_PREFIX = 'event:';

/**
 * The players an event is about, ascending: its `userId`, else the people seated in it (`battle.settled`: every seat
 * that is not a bot). The delivery jobs carry them as `players`: a batch of deliveries locks them first (modules/jobs).
 */
export function eventPlayers(draft: EventDraft): number[] {
  if (draft.userId !== null) return [draft.userId];
  const seats = (draft.payload as { seats?: { userId: number; isBot: boolean }[] }).seats ?? [];
  return [...new Set(seats.filter((s) => !s.isBot && s.userId > 0).map((s) => s.userId))].sort((a, b) => a - b);
}

/**
 * Transactional outbox on top of the durable job worker (modules/jobs).
 *
 * `append(tx, type, userId, payload)` writes the event row, with the bits of the stream consumers that take it
 * (event-streams.ts: they read the log themselves), and, in the same statement, one `scheduled_jobs` row per other
 * consumer subscribed to `type` whose `accepts` filter (if any) takes the event (kind `event:<consumer>`, dedupe key
 * `event:<consumer>:<eventId>`), due at once: a box opening that is no big win and no free box schedules no job
 * (quests and realised RTP read it as streams), not lucky_star or guides. The job worker
 * runs the deliveries in batches (modules/jobs: up to 32 per transaction, each once per event, a failing
 * one retried with backoff without the others; `FOR UPDATE SKIP LOCKED`), so a crash loses
 * nothing, several instances never run one delivery twice, and one feature never calls into another.
 * What must be exact at once (balance, XP) stays in the emitting transaction instead.
 *
 * Consumers subscribe while the container is wired, before any request is served; an event appended
 * before a consumer existed is not delivered to it.
 */
export class EventsService {
  private readonly consumersByType = new Map<DomainEventType, Consumer[]>();
  private readonly consumers = new Set<string>();
  private readonly streams: EventStreams;

  constructor(
    private readonly jobs: JobsService,
    private readonly clock: Clock,
  ) {
    this.streams = new EventStreams(jobs, clock, eventPlayers, JOB_PREFIX);
  }

  /**
   * Subscribes `consumer` (a stable name: it is part of the job kind and dedupe key) to `types`.
   * `opts.accepts` (optional, see EventFilter): events it returns false for are not delivered to this consumer;
   * leave it out for a consumer that acts on every event of its types.
   * `opts.batch` with `opts.stream` (its bit, EVENT_STREAMS in event-streams.ts): the consumer reads the events log as a
   * stream, in batches (docs/architecture/events-and-jobs.md#event-streams); without them it gets a delivery job per event.
   * @throws Error when the consumer name is taken, only one of batch and stream is given, or the stream's bit is taken
   */
  subscribe<T extends DomainEventType>(
    consumer: string,
    types: T[],
    handler: EventHandler<T>,
    opts: { accepts?: EventFilter<T>; batch?: EventBatchHandler<T>; stream?: number } = {},
  ): void {
    if (this.consumers.has(consumer)) throw new Error(`event consumer ${consumer} subscribed twice`);
    if ((opts.batch === undefined) !== (opts.stream === undefined))
      throw new Error(
        `event consumer ${consumer}: a batched consumer reads a stream, and a stream takes batches (batch and stream together)`,
      );
    const entry: Consumer = {
      name: consumer,
      ...(opts.accepts ? { accepts: opts.accepts as unknown as EventFilter<DomainEventType> } : {}),
      ...(opts.stream !== undefined ? { bit: opts.stream } : {}),
    };
    if (opts.batch && opts.stream !== undefined) {
      const batch = opts.batch;
      this.streams.add(consumer, opts.stream, (tx, events) => batch(tx, events as DomainEvent<T>[]));
      // a stream event that failed alone is retried as a delivery job (event-streams.ts), in batches like the stream
      this.jobs.registerBatch(`${JOB_PREFIX}${consumer}`, (tx, events) => batch(tx, events as DomainEvent<T>[]));
    } else this.jobs.register(`${JOB_PREFIX}${consumer}`, (tx, event) => handler(tx, event as DomainEvent<T>));
    this.consumers.add(consumer);
    for (const type of types) this.consumersByType.set(type, [...(this.consumersByType.get(type) ?? []), entry]);
  }

  /** The stream bit of consumer `name` (EVENT_STREAMS), or undefined when it takes its deliveries as jobs. */
  streamOf(name: string): number | undefined {
    return this.streams.bitOf(name);
  }

  /** Consumers subscribed to `type`, in subscription order (whatever their filters). */
  consumersOf(type: DomainEventType): readonly string[] {
    return (this.consumersByType.get(type) ?? []).map((c) => c.name);
  }

  /**
   * The consumers of `type` whose filter accepts this draft, as a bit mask over `consumersOf(type)` (bit i =
   * the i-th subscriber), the names of those that take jobs and the stream bits of those that read streams
   * (EVENT_STREAMS). Filters run one after the other in `tx`.
   */
  private async recipients(tx: Tx, draft: EventDraft): Promise<{ mask: number; names: string[]; streams: number }> {
    const all = this.consumersByType.get(draft.type) ?? [];
    let mask = 0;
    let streams = 0;
    const names: string[] = [];
    for (const [i, c] of all.entries()) {
      if (c.accepts && !(await c.accepts(tx, draft))) continue;
      mask |= 1 << i;
      if (c.bit !== undefined) streams |= 1 << c.bit;
      else names.push(c.name);
    }
    return { mask, names, streams };
  }

  /**
   * Appends an event in the caller's transaction (one statement) and schedules its deliveries: one job per
   * subscribed consumer whose filter accepts it, the bits of the accepting stream consumers in the row. Returns the event id.
   */
  async append<T extends DomainEventType>(tx: Tx, type: T, userId: number | null, payload: DomainEventMap[T]): Promise<number> {
    return (await this.prepareAppend(tx, type, userId, payload))();
  }

  /**
   * `append` in two steps: runs the consumers' filters now and returns `insert`, which sends the one statement the
   * moment it is called (synchronously; resolves to the event id). For a transaction's last statement: the caller
   * hands that promise to `commitWith`, and on a pipelined connection COMMIT follows it in the same round trip.
   */
  async prepareAppend<T extends DomainEventType>(
    tx: Tx,
    type: T,
    userId: number | null,
    payload: DomainEventMap[T],
  ): Promise<() => Promise<number>> {
    const now = this.clock.now();
    const { mask, names: consumers, streams } = await this.recipients(tx, { type, userId, payload } as EventDraft);
    return () => this.insertEvent(tx, type, userId, payload, now, mask, consumers, streams);
  }

  private async insertEvent(
    tx: Tx,
    type: DomainEventType,
    userId: number | null,
    payload: unknown,
    now: Date,
    mask: number,
    consumers: string[],
    streams: number,
  ): Promise<number> {
    const players = consumers.length === 0 ? [] : eventPlayers({ type, userId, payload } as EventDraft);
    return repo.insertDomainEvent(tx, {
      type,
      userId,
      body: JSON.stringify(payload),
      now,
      mask,
      consumers,
      players,
      jobPrefix: JOB_PREFIX,
      streams,
    });
  }

  /**
   * `append` as a transaction's LAST statement: the event's insert is issued and COMMIT rides with it on a
   * pipelined connection (db/client.ts `commitWith`); resolves to `value`. Nothing may run in `tx` after it.
   * @throws the insert's error (the transaction then rolls back)
   */
  async appendLast<T extends DomainEventType, V>(tx: Tx, type: T, userId: number | null, payload: DomainEventMap[T], value: V): Promise<V> {
    const insert = await this.prepareAppend(tx, type, userId, payload);
    return repo.commitWith(tx, insert(), value);
  }
}
