import {
  EventPageConfig,
  RESERVED_EVENT_SLUGS,
  type BoxSummary,
  type EventPageContent,
  type EventPageView,
  type OpsEventCreate,
  type OpsPromoEvent,
} from '@hapa/contracts';
import { centsToCoins } from '@hapa/domain';
import { AppError } from '../../http/app-error.ts';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/random.ts';
import type { MediaService } from '../media/media.service.ts';
import type { OperatorContext } from '../../platform/ops-auth.ts';
import { writeAudit } from '../../platform/audit.ts';
import * as repo from './promo-events.repo.ts';
import type { PromoEventRow, PromoEventsService } from './promo-events.service.ts';

/** The page content of an event row, or null when the event has a page of its own (a seeded event: pirate, deposit bonus). */
export function pageOf(r: Pick<PromoEventRow, 'config'>): EventPageContent | null {
  const c = EventPageConfig.safeParse(r.config);
  if (!c.success) return null;
  const { kind: _kind, ...content } = c.data;
  return content;
}

/** Every box id a page's boxes blocks name, in order, once. */
export function pageBoxIds(page: EventPageContent): number[] {
  return [...new Set(page.blocks.flatMap((b) => (b.type === 'boxes' ? b.boxIds : [])))];
}

export interface EventPagesDeps {
  db: Db;
  clock: Clock;
  media: MediaService;
  events: PromoEventsService;
  /** boxes on sale by ids, as list rows, in the order asked (modules/boxes catalogue); missing ones left out */
  boxesByIds: (ids: number[]) => Promise<BoxSummary[]>;
}

/**
 * Event pages operators build (docs/events.md#event-pages; docs/product/routes.md#events "other event pages"): a new event at `/{slug}`
 * with its dates, banner, texts in English and Portuguese and its blocks (boxes, leaderboard, rules, countdown),
 * kept in the event's `config` (`kind: 'page'`); what a player's page shows (its boxes on sale, the leaderboard of
 * the best drops from them during the event). Console role catalogue; every write audited in its transaction.
 */
export class EventPagesService {
  constructor(private readonly d: EventPagesDeps) {}

  /** Refuses content naming a box that is not on sale (or is a free box). @throws AppError event.error.box */
  private async assertBoxes(page: EventPageContent): Promise<void> {
    const ids = pageBoxIds(page);
    if ((await this.d.boxesByIds(ids)).length !== ids.length) throw new AppError('event.error.box');
  }

  /**
   * POST /api/ops/events: a new event page. Title and banner text (home strip, console) are the content's English
   * title and subtitle. @throws AppError event.error.slug_reserved | event.error.slug_taken | event.error.box | ops.error.image_not_found
   */
  async create(op: OperatorContext, body: OpsEventCreate): Promise<OpsPromoEvent> {
    if (RESERVED_EVENT_SLUGS.includes(body.slug)) throw new AppError('event.error.slug_reserved');
    if (body.bannerImg) await this.d.media.assertExists(body.bannerImg);
    await this.assertBoxes(body.page);
    const now = this.d.clock.now();
    const row = await this.d.db.transaction(async (tx) => {
      const r = await repo.insertEvent(tx, {
        slug: body.slug,
        title: body.page.title.en,
        bannerText: body.page.subtitle.en,
        bannerImg: body.bannerImg,
        startsAt: new Date(body.startsAt),
        endsAt: new Date(body.endsAt),
        isActive: body.isActive,
        config: { kind: 'page', ...body.page },
        createdAt: now,
        updatedAt: now,
      });
      if (!r) throw new AppError('event.error.slug_taken');
      await writeAudit(tx, {
        operatorId: op.userId,
        ip: op.ip,
        action: 'events.create',
        targetType: 'promo_event',
        targetId: r.id,
        before: null,
        after: this.d.events.opsOf(r),
      });
      return r;
    });
    this.d.events.forgetList();
    return this.d.events.opsOf(row);
  }

  /**
   * POST /api/ops/events/{id}/page: new content of an operator's event page (title and banner text follow its English
   * texts). @throws AppError event.error.not_found (no such event, or a seeded event with a page of its own) | event.error.box
   */
  async updatePage(op: OperatorContext, id: number, page: EventPageContent): Promise<OpsPromoEvent> {
    await this.assertBoxes(page);
    const row = await this.d.db.transaction(async (tx) => {
      const before = await repo.byId(tx, id, true);
      if (!before || !pageOf(before)) throw new AppError('event.error.not_found');
      const r = await repo.update(tx, id, {
        title: page.title.en,
        bannerText: page.subtitle.en,
        config: { kind: 'page', ...page },
        updatedAt: this.d.clock.now(),
      });
      await writeAudit(tx, {
        operatorId: op.userId,
        ip: op.ip,
        action: 'events.page',
        targetType: 'promo_event',
        targetId: id,
        before: this.d.events.opsOf(before),
        after: this.d.events.opsOf(r),
      });
      return r;
    });
    this.d.events.forgetList();
    return this.d.events.opsOf(row);
  }

  /**
   * GET /api/events/{slug}/page: the event (any state), its content, the boxes of its boxes blocks still on sale and,
   * with a leaderboard block, the best drop of each player from those boxes between its start and its end.
   * @throws AppError event.error.not_found | event.error.off (switched off: the page says so)
   */
  async page(slug: string): Promise<EventPageView> {
    const row = await this.d.events.row(this.d.db, slug);
    const event = this.d.events.view(row);
    const page = pageOf(row);
    if (!page) return { event, page: null, boxes: [], leaderboard: null };
    const ids = pageBoxIds(page);
    const board = page.blocks.find((b) => b.type === 'leaderboard');
    const [boxes, best] = await Promise.all([
      this.d.boxesByIds(ids),
      board ? repo.bestDrops(this.d.db, ids, row.startsAt, row.endsAt, board.size) : Promise.resolve(null),
    ]);
    return {
      event,
      page,
      boxes,
      leaderboard: best
        ? best.map((b, i) => ({
            rank: i + 1,
            nickname: b.nickname,
            itemName: b.itemName,
            itemImage: b.itemImage,
            value: centsToCoins(b.valueCents),
            at: b.at.toISOString(),
          }))
        : null,
    };
  }
}
