import { boxInfoPath, centsToCoins, maskName } from '@hapa/domain';
import type { LuckyStarSource, LuckyStarWin, OpsLuckyStarSettings } from '@hapa/contracts';
import type { Db, Tx } from '../../db/client.ts';
import type { Clock } from '../../lib/random.ts';
import type { Publisher } from '../../lib/publisher.ts';
import type { SettingsService } from '../../platform/settings.ts';
import { writeAudit } from '../../platform/audit.ts';
import type { OperatorContext } from '../../platform/ops-auth.ts';
import type { DomainEvent, DomainEventType, EventsService } from '../events/events.service.ts';
import type { JobsService } from '../jobs/jobs.service.ts';
import { coinInputCents } from '../../lib/coin-input.ts';
import * as repo from './lucky-star.repo.ts';

export const LUCKY_STAR_SETTING = 'lucky_star';
const SHOW_JOB = 'lucky_star:show';
/** How many wins `GET /api/sys/lucky_star` lists. */
export const LUCKY_STAR_LIST = 20;

/** Which wins are broadcast: cents and a whole multiplier (defaults documented in the README's games table). */
export interface LuckyStarSettings {
  enabled: boolean;
  minPayoutCents: number;
  minMultiplier: number;
  minMultiplierPayoutCents: number;
}
export const DEFAULT_LUCKY_STAR: LuckyStarSettings = {
  enabled: true,
  minPayoutCents: 100_00,
  minMultiplier: 10,
  minMultiplierPayoutCents: 20_00,
};

/** The page each game's win links to (docs/product/routes.md#games routes). */
const GAME_PAGES: Record<string, { source: LuckyStarSource; link: string }> = {
  mines: { source: 'mines', link: '/mad-miner' },
  upgrade: { source: 'upgrade', link: '/upgrade' },
  treasure: { source: 'treasure', link: '/treasureh' },
  flip: { source: 'flip', link: '/flip-card' },
  pirate: { source: 'pirate', link: '/pirate-2024' },
  double_guess: { source: 'double_guess', link: '/boxes' },
};
/** games whose wins come through their own event (`bingo.won`, `lottery.won`, `fancy.set_claimed`) rather than `game.settled` */
const OWN_EVENT_GAMES = new Set(['bingo', 'lottery', 'fancy']);

/**
 * The wins an event carries, from its payload alone: the winner, the stake and payout (cents) and, for a battle,
 * the seat. One source for both the append-time filter (`isBigWin` over these, before anything is read) and the
 * candidates the delivery posts, so the two never disagree on what a win is.
 */
export function winAmounts(e: {
  type: DomainEventType;
  payload: unknown;
}): { userId: number; seat?: number; stakeCents: number; payoutCents: number }[] {
  switch (e.type) {
    case 'box.opened': {
      const p = e.payload as DomainEvent<'box.opened'>['payload'];
      return [{ userId: p.userId, stakeCents: p.free ? 0 : p.stakeCents, payoutCents: p.prizeCents }];
    }
    case 'battle.settled': {
      const p = e.payload as DomainEvent<'battle.settled'>['payload'];
      return p.seats
        .filter((s) => !s.isBot && s.won && s.wonCents > 0)
        .map((s) => ({ userId: s.userId, seat: s.seat, stakeCents: s.stakeCents, payoutCents: s.wonCents }));
    }
    case 'game.settled': {
      const p = e.payload as DomainEvent<'game.settled'>['payload'];
      return OWN_EVENT_GAMES.has(p.game) ? [] : [{ userId: p.userId, stakeCents: p.stakeCents, payoutCents: p.payoutCents }];
    }
    case 'bingo.won':
    case 'lottery.won':
    case 'fancy.set_claimed':
    case 'contest.prize': {
      // a prize with no stake of its own (a fancy set's packs, a contest's battles are not its stake)
      const p = e.payload as { userId: number; prizeCents: number };
      return [{ userId: p.userId, stakeCents: 0, payoutCents: p.prizeCents }];
    }
    default:
      return [];
  }
}

/** Where a prize-only event's win shows in the feed (source and link). */
const PRIZE_PAGES: Partial<Record<DomainEventType, { source: LuckyStarSource; link: string }>> = {
  'bingo.won': { source: 'bingo', link: '/bingo' },
  'lottery.won': { source: 'lottery', link: '/daily-lottery' },
  'fancy.set_claimed': { source: 'fancy', link: '/fancy-cards' },
  'contest.prize': { source: 'contest', link: '/battles/contest' },
};

interface Candidate {
  sourceRef: string;
  userId: number;
  source: LuckyStarSource;
  title: string | null;
  stakeCents: number;
  payoutCents: number;
  link: string;
  visibleAt: Date;
}

/**
 * A payout qualifies when it is at least `minPayoutCents`, or when it is at least `minMultiplier` x a non-zero
 * stake and at least `minMultiplierPayoutCents` (so a 10x on a 1-cent bet is not news).
 */
export function isBigWin(s: LuckyStarSettings, stakeCents: number, payoutCents: number): boolean {
  if (!s.enabled || payoutCents <= 0) return false;
  if (payoutCents >= s.minPayoutCents) return true;
  return stakeCents > 0 && payoutCents >= stakeCents * s.minMultiplier && payoutCents >= s.minMultiplierPayoutCents;
}

/**
 * lucky_star (apps/server/src/modules/lucky-star/README.md; docs/product/endpoints.md#realtime realtime `lucky_star`): big wins from any game are broadcast to everyone with the
 * winner's nickname masked, and listed for a page that loads later. A domain-event consumer (`lucky_star`) reads
 * box openings, battles, the seed type 3 games, bingo and lottery prizes, Fancy Cards set prizes and contest prizes
 * (prizes without a stake of their own: news by their amount only); a qualifying win is written once per
 * source (`lucky_star_wins.source_ref`) and broadcast after commit. A battle's win is decided when it fills but
 * revealed round by round, so it is written with `visible_at` = the battle's end and broadcast then by a durable
 * job: the ticker never tells a battle's result before its rounds have played.
 */
export class LuckyStarService {
  constructor(
    private readonly d: { db: Db; clock: Clock; publisher: Publisher; settings: SettingsService; events: EventsService; jobs: JobsService },
  ) {
    d.settings.define(LUCKY_STAR_SETTING, DEFAULT_LUCKY_STAR);
    // fed by the lucky_star consumer: reactions/lucky-star.ts
    d.jobs.register(SHOW_JOB, async (tx, p: { id: number }) => {
      const row = await repo.winById(tx, p.id);
      if (!row) return;
      const view = toView(row.win, row.nickname);
      return () => this.d.publisher.toChannel('lucky_star', 'lucky_star:win', view);
    });
  }

  private settings(db?: Tx): Promise<LuckyStarSettings> {
    return this.d.settings.get<LuckyStarSettings>(LUCKY_STAR_SETTING, db);
  }

  /** The candidates an event carries (one per win of `winAmounts`), with where each shows in the feed. */
  private async candidates(tx: Tx, e: DomainEvent): Promise<Candidate[]> {
    const wins = winAmounts(e);
    if (wins.length === 0) return [];
    const now = new Date(e.createdAt);
    const ref = `event:${e.id}`;
    const base = (w: (typeof wins)[number]) => ({
      sourceRef: ref,
      userId: w.userId,
      stakeCents: w.stakeCents,
      payoutCents: w.payoutCents,
      visibleAt: now,
    });
    switch (e.type as DomainEventType) {
      case 'box.opened': {
        const p = e.payload as DomainEvent<'box.opened'>['payload'];
        const name = await repo.boxName(tx, p.boxId);
        return wins.map((w) => ({
          ...base(w),
          source: 'box' as const,
          title: name,
          link: name ? `/box-detail/${boxInfoPath(p.boxId, name)}` : '/boxes',
        }));
      }
      case 'battle.settled': {
        const p = e.payload as DomainEvent<'battle.settled'>['payload'];
        const visibleAt = p.endsAt ? new Date(p.endsAt) : now;
        return wins.map((w) => ({
          ...base(w),
          sourceRef: `${ref}:seat:${w.seat}`,
          source: 'battle' as const,
          title: null,
          link: `/battles/detail/${p.uuid}`,
          visibleAt,
        }));
      }
      case 'game.settled': {
        const page = GAME_PAGES[(e.payload as DomainEvent<'game.settled'>['payload']).game] ?? { source: 'game' as const, link: '/' };
        return wins.map((w) => ({ ...base(w), source: page.source, title: null, link: page.link }));
      }
      default: {
        const page = PRIZE_PAGES[e.type as DomainEventType];
        if (!page) return [];
        // a fancy set's win is titled with the set's name
        const title = e.type === 'fancy.set_claimed' ? (e.payload as DomainEvent<'fancy.set_claimed'>['payload']).name : null;
        return wins.map((w) => ({ ...base(w), source: page.source, title, link: page.link }));
      }
    }
  }

  /** Whether an appended event holds a big win under the thresholds of its time (the lucky_star consumer's filter). */
  async hasBigWin(tx: Tx, e: { type: DomainEvent['type']; payload: unknown }): Promise<boolean> {
    const s = await this.settings(tx);
    return winAmounts(e).some((w) => isBigWin(s, w.stakeCents, w.payoutCents));
  }

  /** The lucky_star consumer's handler (reactions/lucky-star.ts): writes the event's big wins once and broadcasts them. */
  async onEvent(tx: Tx, e: DomainEvent) {
    const s = await this.settings(tx);
    const big = (await this.candidates(tx, e)).filter((c) => isBigWin(s, c.stakeCents, c.payoutCents));
    if (big.length === 0) return;
    const at = new Date(e.createdAt);
    const written = await repo.insertWins(
      tx,
      big.map((c) => ({ ...c, createdAt: at })),
    );
    const now = this.d.clock.now();
    const names = await repo.nicknames(tx, [...new Set(written.map((w) => w.userId))]);
    const shownNow: LuckyStarWin[] = [];
    for (const w of written) {
      if (w.visibleAt.getTime() <= now.getTime()) shownNow.push(toView(w, names.get(w.userId) ?? ''));
      else await this.d.jobs.schedule(tx, { kind: SHOW_JOB, dedupeKey: `${SHOW_JOB}:${w.id}`, payload: { id: w.id }, dueAt: w.visibleAt });
    }
    if (shownNow.length === 0) return;
    return () => {
      for (const v of shownNow) this.d.publisher.toChannel('lucky_star', 'lucky_star:win', v);
    };
  }

  /** GET /api/sys/lucky_star: the newest 20 wins that may be shown now, newest first. */
  async recent(): Promise<LuckyStarWin[]> {
    const rows = await repo.recentWins(this.d.db, this.d.clock.now(), LUCKY_STAR_LIST);
    return rows.map((r) => toView(r.win, r.nickname));
  }

  /** GET /api/ops/games/lucky-star: the broadcast thresholds in coin units. */
  async opsSettings(): Promise<OpsLuckyStarSettings> {
    const s = await this.settings();
    return {
      enabled: s.enabled,
      minPayout: centsToCoins(s.minPayoutCents),
      minMultiplier: s.minMultiplier,
      minMultiplierPayout: centsToCoins(s.minMultiplierPayoutCents),
    };
  }

  /**
   * POST /api/ops/games/lucky-star: new thresholds for the wins settled from now on, audited in the same transaction.
   * @throws AppError validation.amount for an amount with more than 2 decimals
   */
  async updateSettings(v: OpsLuckyStarSettings, op: OperatorContext): Promise<OpsLuckyStarSettings> {
    const next: LuckyStarSettings = {
      enabled: v.enabled,
      minPayoutCents: coinInputCents(v.minPayout),
      minMultiplier: v.minMultiplier,
      minMultiplierPayoutCents: coinInputCents(v.minMultiplierPayout),
    };
    await this.d.db.transaction(async (tx) => {
      const before = await this.d.settings.set(tx, LUCKY_STAR_SETTING, next, op.userId);
      await writeAudit(tx, {
        operatorId: op.userId,
        action: 'games.lucky_star_settings',
        targetType: 'setting',
        targetId: LUCKY_STAR_SETTING,
        before,
        after: next,
        ip: op.ip,
      });
    });
    this.d.settings.forget(LUCKY_STAR_SETTING);
    return this.opsSettings();
  }
}

function toView(
  w: { id: number; source: string; title: string | null; stakeCents: number; payoutCents: number; link: string; visibleAt: Date },
  nickname: string,
): LuckyStarWin {
  return {
    id: w.id,
    nickname: maskName(nickname),
    source: w.source as LuckyStarSource,
    title: w.title,
    amount: centsToCoins(w.payoutCents),
    multiplier: w.stakeCents > 0 ? Math.floor((w.payoutCents * 100) / w.stakeCents) / 100 : null,
    link: w.link,
    at: w.visibleAt.toISOString(),
  };
}
