import { DAY_MS } from '@hapa/domain';
import {
  DEPOSIT_BONUS_DEFAULTS,
  DEPOSIT_BONUS_SLUG,
  EVENT_RECENCY_HOURS,
  type OpsPromoEvent,
  type OpsPromoEventBody,
  type PromoEvent,
  type PromoEventState,
} from '@hapa/contracts';
import { AppError } from '../../http/app-error.ts';
import type { Db, DbOrTx, Tx } from '../../db/client.ts';
import type { Clock } from '../../lib/random.ts';
import type { MediaService } from '../media/media.service.ts';
import type { OperatorContext } from '../../platform/ops-auth.ts';
import { writeAudit } from '../../platform/audit.ts';
import * as repo from './promo-events.repo.ts';
import type { LeaderboardBy, PromoEventRow, ScoreLine } from './promo-events.repo.ts';

export type { LeaderboardBy, PromoEventRow, ScoreLine };

/** docs/product/constants.md#home-and-events "Event recency 48 hours", in ms. */
export const EVENT_RECENCY_MS = EVENT_RECENCY_HOURS * 3_600_000;
/** How long GET /api/events/list is served from memory (ms). */
export const EVENTS_CACHE_MS = 10_000;
export const PIRATE_EVENT_SLUG = 'pirate-2024';
/** Length of a seeded event (days from the first start). */
export const SEEDED_EVENT_DAYS = 30;

/** The events inserted at the first start (idempotent by slug): start = seed time, end = +30 days. */
export const DEFAULT_EVENTS: {
  slug: string;
  title: string;
  bannerText: string;
  /** the web catalogue's texts of the event (`promoEvents.seeded.<textKey>`), said while operators leave them as seeded */
  textKey: string;
  config: Record<string, unknown>;
  isActive?: boolean;
}[] = [
  {
    slug: PIRATE_EVENT_SLUG,
    textKey: 'pirate',
    title: 'Pirate 2024',
    bannerText: 'Climb the chest tower, dodge the skulls, top the leaderboard',
    config: { game: 'pirate' },
  },
  // docs/events.md: every credited deposit earns its tier's percent while live (deposit-bonus.service.ts). Seeded OFF:
  // a bonus on every deposit is a money decision, so an operator switches it on in the console (Events page)
  {
    slug: DEPOSIT_BONUS_SLUG,
    textKey: 'depositBonus',
    title: 'Deposit Bonus',
    bannerText: 'Top up during the event and get up to 15% extra',
    config: { kind: 'deposit_bonus', ...DEPOSIT_BONUS_DEFAULTS },
    isActive: false,
  },
];

/** upcoming before `startsAt`, live in [startsAt, endsAt), ended from `endsAt` on. */
export function eventState(e: Pick<PromoEventRow, 'startsAt' | 'endsAt'>, now: Date): PromoEventState {
  if (now.getTime() < e.startsAt.getTime()) return 'upcoming';
  return now.getTime() < e.endsAt.getTime() ? 'live' : 'ended';
}

/** Whether an event is listed now: active, started, and less than 48 h past its end. */
export function isVisible(e: Pick<PromoEventRow, 'startsAt' | 'endsAt' | 'isActive'>, now: Date): boolean {
  return e.isActive && e.startsAt.getTime() <= now.getTime() && now.getTime() < e.endsAt.getTime() + EVENT_RECENCY_MS;
}

/**
 * The catalogue texts of a seeded event whose title and banner text are still the seeded ones, else null (an
 * operator's words are shown as typed; docs/architecture/web-app.md#server-built-texts).
 */
export function seededTextKey(r: Pick<PromoEventRow, 'slug' | 'title' | 'bannerText'>): string | null {
  const d = DEFAULT_EVENTS.find((e) => e.slug === r.slug);
  return d && d.title === r.title && d.bannerText === r.bannerText ? d.textKey : null;
}

function publicOf(r: PromoEventRow, now: Date): PromoEvent {
  return {
    slug: r.slug,
    title: r.title,
    path: `/${r.slug}`,
    startsAt: r.startsAt.toISOString(),
    endsAt: r.endsAt.toISOString(),
    visibleUntil: new Date(r.endsAt.getTime() + EVENT_RECENCY_MS).toISOString(),
    bannerImg: r.bannerImg,
    bannerText: r.bannerText,
    textKey: seededTextKey(r),
    state: eventState(r, now),
    config: (r.config ?? {}) as Record<string, unknown>,
  };
}

/**
 * The event framework (docs/events.md; docs/product/routes.md#games /pirate-2024, /deposit-bonus and other event pages; docs/product/constants.md#top-up-and-deposits recency 48 h):
 * rows in `promo_events` with start/end, banner and an on/off switch the console edits (role catalogue, audited);
 * what is visible now for the home strip; a live check for the events' own actions; and per-event standings
 * (`promo_event_scores`) that an event's game writes in its settlement transaction.
 */
export class PromoEventsService {
  private listCache: { at: number; rows: Promise<PromoEvent[]> } | null = null;

  constructor(private readonly d: { db: Db; clock: Clock; media: MediaService }) {}

  /**
   * Inserts DEFAULT_EVENTS that have no row yet (start now, end in 30 days); existing rows are left alone. With
   * `demo` (DEMO_EVENTS, docs/events.md#demo-events) every seeded event starts switched on, the deposit bonus too.
   */
  async seedDefaults(opts: { demo?: boolean } = {}): Promise<void> {
    const now = this.d.clock.now();
    for (const { textKey: _textKey, ...e } of DEFAULT_EVENTS) {
      await repo.insertIfMissing(this.d.db, {
        ...e,
        isActive: opts.demo ? true : (e.isActive ?? true),
        startsAt: now,
        endsAt: new Date(now.getTime() + SEEDED_EVENT_DAYS * DAY_MS),
        createdAt: now,
        updatedAt: now,
      });
    }
  }

  /** GET /api/events/list: active events that have started and ended less than 48 h ago (cached 10 s). */
  list(): Promise<PromoEvent[]> {
    const now = this.d.clock.now();
    if (this.listCache && now.getTime() - this.listCache.at >= 0 && now.getTime() - this.listCache.at < EVENTS_CACHE_MS)
      return this.listCache.rows;
    const rows = repo.visible(this.d.db, now, EVENT_RECENCY_MS).then((r) => r.map((e) => publicOf(e, now)));
    rows.catch(() => (this.listCache = null));
    this.listCache = { at: now.getTime(), rows };
    return rows;
  }

  /**
   * GET /api/events/{slug}: an active event at any time (upcoming, live, or ended: its page shows the final state).
   * @throws AppError event.error.not_found for a missing event | event.error.off for a switched-off one (its page says so)
   */
  async get(slug: string): Promise<PromoEvent> {
    return publicOf(await this.row(this.d.db, slug), this.d.clock.now());
  }

  /** The row of an active event (any state). @throws AppError event.error.not_found | event.error.off */
  async row(db: DbOrTx, slug: string): Promise<PromoEventRow> {
    const r = await repo.bySlug(db, slug);
    if (!r) throw new AppError('event.error.not_found');
    if (!r.isActive) throw new AppError('event.error.off');
    return r;
  }

  /** Drops the cached list (an event was created or changed on this instance). */
  forgetList(): void {
    this.listCache = null;
  }

  /** The public view of a row now. */
  view(r: PromoEventRow): PromoEvent {
    return publicOf(r, this.d.clock.now());
  }

  /** An event's row by slug (active or not), or null: read it inside an action's transaction, then `assertLive`. */
  find(db: DbOrTx, slug: string): Promise<PromoEventRow | null> {
    return repo.bySlug(db, slug);
  }

  /** `r` when it is active and live now. @throws AppError event.error.not_live when missing, switched off, not started or over */
  assertLive(r: PromoEventRow | null): PromoEventRow {
    if (!r || !r.isActive || eventState(r, this.d.clock.now()) !== 'live') throw new AppError('event.error.not_live');
    return r;
  }

  /** The event `id` when it is live now, read in the caller's transaction. @throws AppError event.error.not_live */
  async requireLiveId(db: DbOrTx, id: number): Promise<PromoEventRow> {
    return this.assertLive(await repo.byId(db, id));
  }

  /**
   * Adds a settled round to the player's standing in event `eventId`, inside the round's own transaction.
   * @param s stake and payout in cents; multiplierPpm the cash-out multiplier (0 when it does not count for the best)
   */
  recordScore(
    tx: Tx,
    s: { eventId: number; userId: number; stakeCents: number; payoutCents: number; multiplierPpm: number },
  ): Promise<void> {
    return repo.recordScore(tx, { ...s, at: this.d.clock.now() });
  }

  /** The top `limit` of an event and the player's own standing (rank null while unranked). */
  async standings(
    eventId: number,
    by: LeaderboardBy,
    limit: number,
    userId?: number,
  ): Promise<{ top: ScoreLine[]; me: { line: ScoreLine; rank: number | null } | null }> {
    const [top, me] = await Promise.all([
      repo.top(this.d.db, eventId, by, limit),
      userId ? repo.standing(this.d.db, eventId, userId, by) : Promise.resolve(null),
    ]);
    return { top, me };
  }

  /** An event as the console shows it (`config` included). */
  opsOf(r: PromoEventRow): OpsPromoEvent {
    return { ...publicOf(r, this.d.clock.now()), id: r.id, isActive: r.isActive, updatedAt: r.updatedAt.toISOString() };
  }

  /** GET /api/ops/events: every event, newest start first. */
  async opsList(): Promise<OpsPromoEvent[]> {
    return (await repo.all(this.d.db)).map((r) => this.opsOf(r));
  }

  /**
   * POST /api/ops/events/{id}: new title, dates, banner and on/off, audited in the same transaction.
   * @throws AppError event.error.not_found, ops.error.image_not_found
   */
  async update(op: OperatorContext, id: number, body: OpsPromoEventBody): Promise<OpsPromoEvent> {
    if (body.bannerImg) await this.d.media.assertExists(body.bannerImg);
    const row = await this.d.db.transaction(async (tx) => {
      const before = await repo.byId(tx, id, true);
      if (!before) throw new AppError('event.error.not_found');
      const r = await repo.update(tx, id, {
        title: body.title,
        startsAt: new Date(body.startsAt),
        endsAt: new Date(body.endsAt),
        bannerImg: body.bannerImg,
        bannerText: body.bannerText,
        isActive: body.isActive,
        updatedAt: this.d.clock.now(),
      });
      await writeAudit(tx, {
        operatorId: op.userId,
        ip: op.ip,
        action: 'events.update',
        targetType: 'promo_event',
        targetId: id,
        before: this.opsOf(before),
        after: this.opsOf(r),
      });
      return r;
    });
    this.listCache = null;
    return this.opsOf(row);
  }

  /**
   * Development and test only (`POST /api/dev/deposit-bonus/active` and medium tests): switches a seeded event on or
   * off without a console session, unaudited. @returns the new state; throws event.error.not_found for an unknown slug
   */
  async setActiveForTests(slug: string, active: boolean): Promise<boolean> {
    const r = await repo.bySlug(this.d.db, slug);
    if (!r) throw new AppError('event.error.not_found');
    await this.d.db.transaction((tx) => repo.update(tx, r.id, { isActive: active, updatedAt: this.d.clock.now() }));
    this.listCache = null;
    return active;
  }
}
