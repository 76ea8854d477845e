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

  async addOpening(tx: Tx, e: DomainEvent<'box.opened'>): Promise<void> {
    const p = e.payload;
    if (!p.priceCents || p.oddsVersion === undefined) return;
    const m = await this.moments(tx, p.boxId, p.oddsVersion, p.priceCents);
    if (!m) return;
    const stake = p.priceCents * p.times;
    // n openings at one price: their sums add up (variance of the sum = n x price^2 x sigma^2)
    const sums: RtpSums = {
      ...rtpSample(stake, p.prizeCents, m.mean, null),
      samples: p.times,
      varianceCents2: p.times * p.priceCents * p.priceCents * m.variance,
    };
    await repo.addDaily(tx, 'box', String(p.boxId), dayOf(e.createdAt), sums);
  }

  /** A pooled draw is one sample: stake = its coin ticket sales, payout = the prizes paid, promise = the pool its rules set. */
  async addDraw(tx: Tx, e: DomainEvent<'draw.settled'>): Promise<void> {
    const p = e.payload;
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
    await repo.addDaily(tx, 'game', p.game, dayOf(e.createdAt), sums);
  }

  async addRound(tx: Tx, e: DomainEvent<'game.settled'>): Promise<void> {
    const s = e.payload.rtp;
    if (s) {
      if (!(s.stakeCents > 0)) return;
      await repo.addDaily(tx, 'game', e.payload.game, dayOf(e.createdAt), rtpSample(s.stakeCents, s.payoutCents, s.mean, s.variance));
      return;
    }
    const promise = GAME_PROMISES[e.payload.game];
    const round = promise ? await repo.roundOf(tx, e.payload.roundId) : null;
    const r = round && promise!(round);
    if (!r) return;
    await repo.addDaily(tx, 'game', e.payload.game, dayOf(e.createdAt), rtpSample(r.stake, r.payout, r.mean, null));
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
