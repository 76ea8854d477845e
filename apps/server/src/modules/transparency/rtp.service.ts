import { addRtpSums, oddsMoments, rtpRange, rtpSample, ZERO_RTP_SUMS, type RtpSums } from '@hapa/domain';
import type { RtpReport, RtpRow } from '@hapa/contracts';
import type { Db, Tx } from '../../db/client.ts';
import type { Clock } from '../../lib/random.ts';
import type { DomainEvent, EventsService } from '../events/events.service.ts';
import * as repo from './rtp.repo.ts';

/** The consumer that keeps the realised RTP table (modules/events). */
export const RTP_CONSUMER = 'transparency_rtp';
const ODDS_CACHE_MS = 60_000;
const REPORT_CACHE_MS = 15_000;
const PPM = 1_000_000;

/**
 * The games whose promise is read from the round's recorded parameters (docs/transparency.md#real-rtp): its stake, what
 * it paid and its expected return ratio. Mad miner and Pirate promise 1 - edge whatever the player's cash-out; an
 * upgrade promises pPpm x target / stake. The other games state their sample on `game.settled` itself (`rtp`: flip
 * cards, double or nothing, Fancy Cards, treasure hunter), and the pooled draws (bingo, lottery) on `draw.settled`.
 */
type GamePromise = (r: NonNullable<Awaited<ReturnType<typeof repo.roundOf>>>) => { stake: number; payout: number; mean: number } | null;
export const GAME_PROMISES: Partial<Record<string, GamePromise>> = {
  mines: (r) => edgePromise(r),
  pirate: (r) => edgePromise(r),
  upgrade: (r) => {
    const p = r.params as { coinCents?: number; itemsCents?: number; pPpm?: number; target?: { priceCents?: number } };
    const stake = (p.coinCents ?? 0) + (p.itemsCents ?? 0);
    const target = p.target?.priceCents ?? 0;
    if (!(stake > 0) || !(target > 0) || typeof p.pPpm !== 'number') return null;
    const won = (r.progress as { win?: boolean | null }).win === true;
    return { stake, payout: won ? target : 0, mean: (p.pPpm / PPM) * (target / stake) };
  },
};

function edgePromise(r: NonNullable<Awaited<ReturnType<typeof repo.roundOf>>>) {
  const edge = (r.params as { edgePpm?: unknown }).edgePpm;
  const stake = r.stakeCents + r.itemStakeCents;
  if (typeof edge !== 'number' || !(stake > 0)) return null;
  return { stake, payout: r.payoutCents, mean: (PPM - edge) / PPM };
}

const dayOf = (iso: string) => iso.slice(0, 10);

/** The events that carry a realised-RTP sample (reactions/realised-rtp.ts). */
export type RtpEvent = DomainEvent<'box.opened'> | DomainEvent<'game.settled'> | DomainEvent<'draw.settled'>;

/** Games whose every round's spread comes from a published odds table (their `rtp` sample carries its variance). */
const ODDS_GAMES = new Set(['flip', 'double_guess', 'treasure', 'fancy']);

/**
 * Realised RTP, published (docs/transparency.md#real-rtp): the `transparency_rtp` consumer adds every settled paid
 * box opening (by its odds version's exact mean and variance) and every settled round of the games above to a per-day
 * table; the report sets each box's and game's realised RTP beside its promise and the 99 % range.
 */
export class RtpService {
  private readonly odds = new Map<string, { at: number; moments: Promise<{ mean: number; variance: number } | null> }>();
  private reportCache: { at: number; day: string; value: Promise<RtpReport> } | null = null;

  constructor(private readonly d: { db: Db; events: EventsService; clock: Clock }) {
    // fed by the transparency_rtp consumer: reactions/realised-rtp.ts
  }

  /** Mean and variance of the return of one opening of `boxId` at `version` (cached a minute; item values may move). */
  private moments(tx: Tx, boxId: number, version: number, priceCents: number) {
    const key = `${boxId}:${version}:${priceCents}`;
    const hit = this.odds.get(key);
    if (hit && Date.now() - hit.at < ODDS_CACHE_MS) return hit.moments;
    const moments = repo.oddsWithValues(tx, boxId, version).then((items) => (items.length ? oddsMoments(items, priceCents) : null));
    moments.catch(() => this.odds.delete(key));
    this.odds.set(key, { at: Date.now(), moments });
    return moments;
  }

  /**
   * Adds the samples of a batch of events (the transparency_rtp consumer's batch, reactions/realised-rtp.ts) to the
   * per-day table: each event's sample (`sampleOf`), summed per (kind, subject, day), one upsert per row in a fixed
   * order (so two batches lock the shared rows in the same order). Sums add exactly, so a batch writes what the events
   * one by one would.
   */
  async addMany(tx: Tx, events: readonly RtpEvent[]): Promise<void> {
    const rows = new Map<string, { kind: 'box' | 'game'; subject: string; day: string; sums: RtpSums }>();
    for (const e of events) {
      const sample = await this.sampleOf(tx, e);
      if (!sample) continue;
      const key = `${sample.kind}\u0000${sample.subject}\u0000${sample.day}`;
      const row = rows.get(key);
      if (row) row.sums = addRtpSums(row.sums, sample.sums);
      else rows.set(key, sample);
    }
    for (const key of [...rows.keys()].sort()) {
      const r = rows.get(key)!;
      await repo.addDaily(tx, r.kind, r.subject, r.day, r.sums);
    }
  }

  /** One event's sample and the row it adds to, or null when it has none (a free box, a round without a promise). */
  private async sampleOf(tx: Tx, e: RtpEvent): Promise<{ kind: 'box' | 'game'; subject: string; day: string; sums: RtpSums } | null> {
    const day = dayOf(e.createdAt);
    if (e.type === 'box.opened') {
      const p = (e as DomainEvent<'box.opened'>).payload;
      if (!p.priceCents || p.oddsVersion === undefined) return null;
      const m = await this.moments(tx, p.boxId, p.oddsVersion, p.priceCents);
      if (!m) return null;
      const stake = p.priceCents * p.times;
      // n openings at one price: their sums add up (variance of the sum = n x price^2 x sigma^2)
      const sums: RtpSums = {
        ...rtpSample(stake, p.prizeCents, m.mean, null),
        samples: p.times,
        varianceCents2: p.times * p.priceCents * p.priceCents * m.variance,
      };
      return { kind: 'box', subject: String(p.boxId), day, sums };
    }
    if (e.type === 'draw.settled') {
      // a pooled draw is one sample: stake = its coin ticket sales, payout = the prizes paid, promise = the pool its rules set
      const p = (e as DomainEvent<'draw.settled'>).payload;
      const sums: RtpSums = {
        samples: 1,
        stakeCents: p.salesCents,
        payoutCents: p.paidCents,
        expectedCents: p.poolCents,
        varianceCents2: 0,
        stakeSq: p.salesCents * p.salesCents,
        payoutSq: p.paidCents * p.paidCents,
        stakePayout: p.salesCents * p.paidCents,
      };
      return { kind: 'game', subject: p.game, day, sums };
    }
    const p = (e as DomainEvent<'game.settled'>).payload;
    const s = p.rtp;
    if (s)
      return s.stakeCents > 0
        ? { kind: 'game', subject: p.game, day, sums: rtpSample(s.stakeCents, s.payoutCents, s.mean, s.variance) }
        : null;
    const promise = GAME_PROMISES[p.game];
    const round = promise ? await repo.roundOf(tx, p.roundId) : null;
    const r = round && promise!(round);
    return r ? { kind: 'game', subject: p.game, day, sums: rtpSample(r.stake, r.payout, r.mean, null) } : null;
  }

  private async rows(day?: string): Promise<RtpRow[]> {
    const all = await repo.sums(this.d.db, day);
    const names = await repo.boxNames(
      this.d.db,
      all.filter((s) => s.kind === 'box').map((s) => Number(s.subject)),
    );
    return all
      .map((s) => {
        const kind = s.kind as RtpRow['kind'];
        const varianceFrom = kind === 'box' || ODDS_GAMES.has(s.subject) ? 'odds' : 'observed';
        const range = rtpRange(addRtpSums(ZERO_RTP_SUMS, s), varianceFrom);
        return {
          kind,
          subject: s.subject,
          name: kind === 'box' ? (names.get(Number(s.subject)) ?? `#${s.subject}`) : s.subject,
          samples: s.samples,
          stakeCents: s.stakeCents,
          payoutCents: s.payoutCents,
          realised: range.realised,
          promised: range.promised,
          low: range.low,
          high: range.high,
          within: range.within,
          varianceFrom,
        } satisfies RtpRow;
      })
      .sort((a, b) => b.samples - a.samples || a.name.localeCompare(b.name));
  }

  /** GET /api/transparency/rtp?day=: all-time rows and one UTC day's (default today); cached 15 s unless `fresh`. */
  report(day = this.d.clock.now().toISOString().slice(0, 10), fresh = false): Promise<RtpReport> {
    if (!fresh && this.reportCache && this.reportCache.day === day && Date.now() - this.reportCache.at < REPORT_CACHE_MS)
      return this.reportCache.value;
    const value = Promise.all([this.rows(), this.rows(day)]).then(([allTime, daily]) => ({
      day,
      allTime,
      daily,
      updatedAt: this.d.clock.now().toISOString(),
    }));
    value.catch(() => (this.reportCache = null));
    this.reportCache = { at: Date.now(), day, value };
    return value;
  }

  /** The console's flags: every box or game whose realised RTP is outside its 99 % range, all-time or today. */
  async flagged(): Promise<RtpRow[]> {
    const r = await this.report(undefined, true);
    const seen = new Set<string>();
    return [...r.allTime, ...r.daily].filter((row) => {
      const key = `${row.kind}:${row.subject}`;
      if (row.within !== false || seen.has(key)) return false;
      seen.add(key);
      return true;
    });
  }
}
