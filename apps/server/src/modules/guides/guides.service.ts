import { DAY_MS, isBannerVisible } from '@hapa/domain';
import {
  GUIDE_DONE,
  type Banner,
  type CodeGuideStatus,
  type EventLogBody,
  type GuideName,
  type GuideStatus,
  type OpsBanner,
  type OpsGuides,
  type PopClickResult,
  type RetainBoxState,
  type SysDataBody,
  type TopTags,
  TOP_TAGS_MAX,
} from '@hapa/contracts';
import { AppError } from '../../http/app-error.ts';
import type { Db, Tx } from '../../db/client.ts';
import type { Clock } from '../../lib/random.ts';
import type { EventsService } from '../events/events.service.ts';
import type { GuideConfigService } from './guide-config.service.ts';
import * as repo from './guides.repo.ts';

/** How many client log rows are kept (newest by id); older ones are dropped on insert. */
export const CLIENT_LOG_MAX_ROWS = 100_000;
/** The referral-code guide shows during this long after sign-up (ms): 7 days. */
export const CODE_GUIDE_WINDOW_MS = 7 * DAY_MS;
/** A closed "free drop" pop comes back after this long when the free box is claimable again (ms): 24 h. */
export const DROP_REPEAT_MS = DAY_MS;
/** An account this old (ms, 24 h) is a returning player whose waiting free box is a "retained" drop. */
export const RETAIN_AFTER_MS = DAY_MS;

/** The guide status an event moves its player to: 4 at a credited deposit, 3 at a free-box opening, else 0 (none). */
export function guideStatusAfter(e: { type: 'box.opened' | 'deposit.credited'; payload: unknown }): number {
  return e.type === 'deposit.credited' ? GUIDE_DONE : (e.payload as { free: boolean }).free ? 3 : 0;
}

/** The status each finished guide moves to (docs/product/states.md#guides "Guide statuses run 0, 1, 2; status 3 ... top-up guide"). */
const NEXT_STATUS: Partial<Record<GuideName, number>> = { home: 1, free_box: 2, open_box: 3, top_up: GUIDE_DONE };

export interface GuidesDeps {
  db: Db;
  clock: Clock;
  events: EventsService;
  config: GuideConfigService;
  /** the active pops (content_banners placement 'pop', modules/content), cached there */
  livePops: () => Promise<Banner[]>;
  /** every banner and pop row, for the console (modules/content `list`) */
  allPops: () => Promise<OpsBanner[]>;
  /** the free box and when the player may open it next (modules/boxes `freeInfo`) */
  freeInfo: (userId: number) => Promise<{ boxId: number; nextClaimAt: string | null }>;
  /** the box tags with their counts of boxes on sale (modules/boxes `tags`; the free tag left out) */
  boxTags?: () => Promise<{ name: string; count: number }[]>;
  maxLogRows?: number;
}

/**
 * Per-player guide state, the free drop, pops v2 with click counts and the client logs (apps/server/src/modules/guides/README.md; docs/product/states.md#guides, docs/product/endpoints.md#system).
 * Guide statuses only move forward, in one statement (`GREATEST`), whatever the order of calls:
 * - `finish_guide` names the guide that was finished (home 0->1, free_box ->2, open_box ->3, top_up ->4;
 *   download: downloadStatus 4; drop: the free-drop pop was closed; code: the referral-code guide);
 * - the `guides` domain-event consumer moves a player to 3 (top-up guide due) at their first free-box opening
 *   and to 4 at their first credited deposit (a player who topped up needs no top-up guide).
 */
export class GuidesService {
  constructor(private readonly d: GuidesDeps) {
    // moved on by the guides consumer: reactions/guides.ts
  }

  /** The guides consumer's handler (reactions/guides.ts): moves the event's player forward (never back). */
  async advanceOn(tx: Tx, e: { type: 'box.opened' | 'deposit.credited'; userId: number | null; payload: unknown }): Promise<void> {
    const status = guideStatusAfter(e);
    if (e.userId && status) await repo.raiseStatus(tx, e.userId, { status }, this.d.clock.now());
  }

  /**
   * GET /api/sys/guide/status: {status 0..4, downloadStatus, appLinks}; a visitor reads 0/0 (their guide state
   * is the browser's).
   */
  async status(userId: number | null): Promise<GuideStatus> {
    const [row, appLinks] = await Promise.all([userId ? repo.guideRow(this.d.db, userId) : null, this.d.config.appLinks()]);
    return { status: row?.status ?? 0, downloadStatus: row?.downloadStatus ?? 0, appLinks };
  }

  /** POST /api/sys/finish_guide {guide}: moves the player's state forward (never back); returns the new status. */
  async finish(userId: number, guide: GuideName): Promise<GuideStatus> {
    const now = this.d.clock.now();
    const next = NEXT_STATUS[guide];
    if (next !== undefined) await repo.raiseStatus(this.d.db, userId, { status: next }, now);
    else if (guide === 'download') await repo.raiseStatus(this.d.db, userId, { downloadStatus: 4 }, now);
    else if (guide === 'drop') await repo.raiseStatus(this.d.db, userId, { dropSeenAt: now }, now);
    else await repo.raiseStatus(this.d.db, userId, { codeGuideDone: true }, now);
    return this.status(userId);
  }

  /**
   * GET /api/sys/code/guide/status: the referral-code guide ("Got a friend code?") shows for a signed-in player
   * who was not invited, signed up less than CODE_GUIDE_WINDOW_MS ago and has not finished it.
   */
  async codeGuide(userId: number | null): Promise<CodeGuideStatus> {
    if (!userId) return { show: false };
    const [facts, row] = await Promise.all([repo.accountFacts(this.d.db, userId), repo.guideRow(this.d.db, userId)]);
    if (!facts || facts.invited || row?.codeGuideDone) return { show: false };
    return { show: this.d.clock.now().getTime() - facts.createdAt.getTime() < CODE_GUIDE_WINDOW_MS };
  }

  /**
   * GET /api/sys/top/tags (docs/product/endpoints.md#system, docs/product/routes.md#home category picker): the fixed categories, then at most TOP_TAGS_MAX box tags,
   * most boxes first, then by name.
   */
  async topTags(): Promise<TopTags> {
    const all = (await this.d.boxTags?.()) ?? [];
    const tags = all
      .filter((t) => t.count > 0 && t.name !== 'free')
      .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name))
      .slice(0, TOP_TAGS_MAX);
    return { categories: ['ALL', 'FEATURED', 'NEWEST', 'MY_LIKE'], tags };
  }

  /**
   * GET /api/sys/has/retain/box: the "free drop" kept for a returning player (docs/product/states.md#after-sign-up home popup priority "drop
   * pop"): the account is at least RETAIN_AFTER_MS old (a brand-new player is sent to /free after sign-up
   * instead), the free box can be opened now, and the drop pop was not closed in the last DROP_REPEAT_MS.
   */
  async retainBox(userId: number): Promise<RetainBoxState> {
    const [free, row, facts] = await Promise.all([
      this.d.freeInfo(userId),
      repo.guideRow(this.d.db, userId),
      repo.accountFacts(this.d.db, userId),
    ]);
    const now = this.d.clock.now().getTime();
    const seen = row?.dropSeenAt?.getTime();
    const returning = !!facts && now - facts.createdAt.getTime() >= RETAIN_AFTER_MS;
    const due = returning && free.nextClaimAt === null && (seen === undefined || now - seen >= DROP_REPEAT_MS);
    return { hasRetainBox: due, boxId: free.boxId };
  }

  /**
   * POST /api/user/active/box (docs/product/endpoints.md#user-and-auth "at start"): the app's start call. Marks the player active now (their guide
   * row is made on the first call) and answers the free drop like `retainBox`.
   */
  async activeBox(userId: number): Promise<RetainBoxState> {
    const now = this.d.clock.now();
    await repo.raiseStatus(this.d.db, userId, { lastActiveAt: now }, now);
    return this.retainBox(userId);
  }

  /**
   * POST /api/sys/pop_v2 {page}: the active pops of `page` ('all' pops show on every page) after the docs/product/states.md#guides
   * visibility rules with the player's closes kept on the server: past the end time never; no_close always;
   * interval hidden for intervalHours after a close; no_limit returned (the browser hides it for the rest of the
   * visit after a close). A visitor gets the page's pops and applies the rules with the browser's closes.
   */
  async popsDue(userId: number | null, page: string): Promise<Banner[]> {
    const pops = (await this.d.livePops()).filter((p) => p.typeKey === page || p.typeKey === 'all');
    const now = this.d.clock.now().getTime();
    const closes = userId
      ? await repo.popCloses(
          this.d.db,
          userId,
          pops.map((p) => p.id),
        )
      : new Map<number, Date>();
    return pops.filter((p) => isBannerVisible(p, { closedAtMs: closes.get(p.id)?.getTime() ?? null, closedThisSession: false }, now));
  }

  /**
   * POST /api/sys/pop/click {popId, action}: a tap adds one to the pop's counter (every call counts once) and,
   * like a close, records the player's close time for the visibility rules.
   * @throws AppError guides.error.pop_not_found when `popId` is not an active pop
   */
  async popClick(userId: number | null, popId: number, action: 'click' | 'close'): Promise<PopClickResult> {
    if (!(await this.d.livePops()).some((p) => p.id === popId)) throw new AppError('guides.error.pop_not_found');
    const now = this.d.clock.now();
    return this.d.db.transaction(async (tx) => {
      if (userId) await repo.recordPopClose(tx, userId, popId, now);
      const clicks = action === 'click' ? await repo.addPopClick(tx, popId, now) : ((await repo.allPopClicks(tx)).get(popId) ?? 0);
      return { popId, clicks };
    });
  }

  /** GET /api/ops/guides: every console-edited guide setting and every pop (active or not) with its taps. */
  async opsView(): Promise<OpsGuides> {
    const c = this.d.config;
    const [floatingBall, switches, playGround, tip, appLinks, banners, clicks] = await Promise.all([
      c.floatingBall(),
      c.switches(),
      c.playGroundEntries(),
      c.tip(),
      c.appLinks(),
      this.d.allPops(),
      repo.allPopClicks(this.d.db),
    ]);
    const popClicks = banners
      .filter((b) => b.placement === 'pop')
      .map((b) => ({ popId: b.id, title: b.title, isActive: b.isActive, clicks: clicks.get(b.id) ?? 0 }));
    return { floatingBall, switches, playGround, tip, appLinks, popClicks };
  }

  /** POST /api/user/event_log: stores the event (kind 'event'); the table keeps the newest maxLogRows. */
  async logEvent(userId: number | null, body: EventLogBody): Promise<void> {
    await repo.insertClientLog(
      this.d.db,
      { kind: 'event', name: body.event, userId, data: body.data ?? null, createdAt: this.d.clock.now() },
      this.maxRows(),
    );
  }

  /** POST /api/sys/data: stores the beacon (kind 'data'), same bounds as `logEvent`. */
  async sysData(userId: number | null, body: SysDataBody): Promise<void> {
    await repo.insertClientLog(
      this.d.db,
      { kind: 'data', name: body.type, userId, data: body.data ?? null, createdAt: this.d.clock.now() },
      this.maxRows(),
    );
  }

  /** Rows in the client log (tests). */
  clientLogCount(): Promise<number> {
    return repo.countClientLogs(this.d.db);
  }

  private maxRows() {
    return this.d.maxLogRows ?? CLIENT_LOG_MAX_ROWS;
  }
}
