import {
  bpToPercentText,
  DEFAULT_RTP_BAND,
  isValidRtpBand,
  slugifyName,
  summarizeOddsDraft,
  ticketRanges,
  type RtpBand,
} from '@hapa/domain';
import type { OpsBox, OpsBoxBody, OpsBoxDetail, OpsItem, OpsItemBody, PublicOddsVersion, PublishOddsBody } from '@hapa/contracts';
import { AppError } from '../../http/app-error.ts';
import type { Db, Tx } from '../../db/client.ts';
import type { Clock } from '../../lib/random.ts';
import type { MediaService } from '../media/media.service.ts';
import type { BoxesService } from './boxes.service.ts';
import { writeAudit } from '../../platform/audit.ts';
import type { SettingsService } from '../../platform/settings.ts';
import * as repo from './catalogue-ops.repo.ts';

/** Setting key of the RTP band publishing must fall in (basis points; default 85-95 %). */
export const RTP_BAND_KEY = 'catalogue.rtp_band';

/** The operator behind a console action and their address (audit "who" and "from where"). */
export interface OpsActor {
  userId: number;
  ip: string;
}

const itemOut = (r: repo.ItemRow): OpsItem => ({
  id: r.id,
  name: r.name,
  brand: r.brand,
  category: r.category,
  priceCents: r.priceCents,
  skuLevel: r.skuLevel,
  description: r.description,
  image: r.image,
});
const boxOut = (r: repo.BoxRow): OpsBox => ({
  id: r.id,
  name: r.name,
  slug: r.slug,
  priceCents: r.priceCents,
  description: r.description,
  image: r.image,
  tags: r.tags,
  isFeatured: r.isFeatured,
  isFree: r.isFree,
  isActive: r.isActive,
  oddsVersion: r.oddsVersion,
  openedCount: r.openedCount,
  createdAt: r.createdAt.toISOString(),
});
const fmtPpm = (n: number) => n.toLocaleString('en-US');

/**
 * Operator console catalogue (apps/server/src/modules/boxes/README.md): items and boxes create/edit, the odds editor's publish (a NEW
 * odds version each time, guarded by the sum rule and the RTP band) and the RTP band setting. Every
 * mutation runs in one transaction with its audit row.
 */
export class CatalogueOpsService {
  /** Declares the RTP band setting (seeded by `settings.seed()` at start). */
  constructor(
    private readonly db: Db,
    private readonly boxes: BoxesService,
    private readonly media: MediaService,
    private readonly settings: SettingsService,
    private readonly clock: Clock,
  ) {
    settings.define(RTP_BAND_KEY, DEFAULT_RTP_BAND);
  }

  /** Gives the odds versions written without a version row (the seeded catalogue) theirs (idempotent; at start). */
  async seedDefaults(): Promise<void> {
    await repo.backfillOddsVersions(this.db);
  }

  /** The configured RTP band in basis points (settings cache; the default when the row is unusable). */
  async rtpBand(db?: Tx): Promise<RtpBand> {
    // inside a transaction, read through it: a query outside it would wait forever for PGlite's one connection
    const v = await this.settings.get<RtpBand>(RTP_BAND_KEY, db);
    return v && isValidRtpBand(v) ? v : DEFAULT_RTP_BAND;
  }

  /**
   * PUT /api/ops/settings/rtp-band (admin): the band publishing must fall in.
   * @throws AppError ops.error.rtp_band_invalid
   */
  async setRtpBand(actor: OpsActor, band: RtpBand): Promise<RtpBand> {
    if (!isValidRtpBand(band)) throw new AppError('ops.error.rtp_band_invalid');
    await this.db.transaction(async (tx) => {
      const before = await this.settings.set(tx, RTP_BAND_KEY, { minBp: band.minBp, maxBp: band.maxBp }, actor.userId);
      await writeAudit(tx, {
        operatorId: actor.userId,
        ip: actor.ip,
        action: 'catalogue.rtp_band.update',
        targetType: 'setting',
        targetId: RTP_BAND_KEY,
        before,
        after: band,
      });
    });
    return band;
  }

  async listItems(keyword: string | undefined, page: number, pageSize: number) {
    const { rows, total } = await repo.listItems(this.db, keyword?.trim() || undefined, pageSize, (page - 1) * pageSize);
    return { list: rows.map(itemOut), total, page, pageSize };
  }

  /** @throws AppError ops.error.item_not_found */
  async item(id: number): Promise<OpsItem> {
    const row = await repo.findItem(this.db, id);
    if (!row) throw new AppError('ops.error.item_not_found');
    return itemOut(row);
  }

  /**
   * POST /api/ops/items: a new item (prices in cents, image an uploaded `/api/media/{id}`).
   * @throws AppError ops.error.image_not_found
   */
  async createItem(actor: OpsActor, body: OpsItemBody): Promise<OpsItem> {
    await this.media.assertExists(body.image);
    return this.db.transaction(async (tx) => {
      const id = await repo.nextId(tx, 'items');
      const row = await repo.insertItem(tx, { id, ...body });
      await writeAudit(tx, {
        operatorId: actor.userId,
        ip: actor.ip,
        action: 'catalogue.item.create',
        targetType: 'item',
        targetId: String(id),
        before: null,
        after: itemOut(row),
      });
      return itemOut(row);
    });
  }

  /**
   * PUT /api/ops/items/{id}. A new price may not push an on-sale box whose current odds hold the item out
   * of the RTP band (publish new odds for it first). Past openings keep the prize price they paid.
   * @throws AppError ops.error.item_not_found | ops.error.image_not_found | ops.error.rtp_band
   */
  async updateItem(actor: OpsActor, id: number, body: OpsItemBody): Promise<OpsItem> {
    await this.media.assertExists(body.image);
    const out = await this.db.transaction(async (tx) => {
      const before = await repo.findItem(tx, id, true);
      if (!before) throw new AppError('ops.error.item_not_found');
      if (before.priceCents !== body.priceCents) await this.assertItemPriceKeepsBand(tx, id, body.priceCents);
      const row = await repo.updateItem(tx, id, body);
      await writeAudit(tx, {
        operatorId: actor.userId,
        ip: actor.ip,
        action: 'catalogue.item.update',
        targetType: 'item',
        targetId: String(id),
        before: itemOut(before),
        after: itemOut(row),
      });
      return itemOut(row);
    });
    this.boxes.forgetAll();
    return out;
  }

  private async assertItemPriceKeepsBand(tx: Tx, itemId: number, priceCents: number) {
    const band = await this.rtpBand(tx);
    const lines = await repo.activeBoxesUsingItem(tx, itemId);
    const byBox = new Map<number, typeof lines>();
    for (const l of lines) byBox.set(l.boxId, [...(byBox.get(l.boxId) ?? []), l]);
    for (const [, ls] of byBox) {
      const rows = ls.map((l) => ({ itemId: l.itemId, ppm: l.ppm, priceCents: l.itemId === itemId ? priceCents : l.priceCents }));
      const s = summarizeOddsDraft(ls[0]!.boxPriceCents, rows, band);
      if (s.problem === 'rtp_band') throw this.bandError(s.rtpBp, band, ls[0]!.boxName);
    }
  }

  private bandError(rtpBp: number, band: RtpBand, boxName?: string) {
    const where = boxName ? ` of ${boxName}` : '';
    return new AppError(
      'ops.error.rtp_band',
      `The RTP${where} would be ${bpToPercentText(rtpBp)}%, outside the allowed ${bpToPercentText(band.minBp)}%-${bpToPercentText(band.maxBp)}%, so this cannot be published`,
      { rtpBp, minBp: band.minBp, maxBp: band.maxBp },
    );
  }

  async listBoxes(keyword: string | undefined, page: number, pageSize: number) {
    const { rows, total } = await repo.listBoxes(this.db, keyword?.trim() || undefined, pageSize, (page - 1) * pageSize);
    return { list: rows.map(boxOut), total, page, pageSize };
  }

  /** GET /api/ops/boxes/{id}: the box, its current odds lines and every published version. @throws AppError item.error.not_found */
  async box(id: number): Promise<OpsBoxDetail> {
    const row = await repo.findBox(this.db, id);
    if (!row) throw new AppError('item.error.not_found');
    const [lines, versions] = await Promise.all([
      row.oddsVersion ? repo.oddsLines(this.db, id, row.oddsVersion) : [],
      repo.oddsVersions(this.db, id),
    ]);
    return {
      box: boxOut(row),
      lines: lines.map((l) => ({
        itemId: l.item.id,
        name: l.item.name,
        image: l.item.image,
        priceCents: l.item.priceCents,
        skuLevel: l.item.skuLevel,
        ppm: l.odds.ppm,
        ticketFrom: l.odds.ticketFrom,
        ticketTo: l.odds.ticketTo,
      })),
      versions: versions.map((v) => ({
        version: v.version,
        publishedAt: v.publishedAt.toISOString(),
        publishedBy: v.publishedBy,
        boxPriceCents: v.boxPriceCents,
        evCents: v.evCents,
        rtpBp: v.rtpBp,
      })),
    };
  }

  /**
   * POST /api/ops/boxes: a new box, off sale and without odds until they are published.
   * @throws AppError ops.error.image_not_found | ops.error.no_odds (asked on sale)
   */
  async createBox(actor: OpsActor, body: OpsBoxBody): Promise<OpsBox> {
    if (body.isActive) throw new AppError('ops.error.no_odds');
    await this.media.assertExists(body.image);
    return this.db.transaction(async (tx) => {
      const id = await repo.nextId(tx, 'boxes');
      const row = await repo.insertBox(tx, {
        id,
        ...body,
        tags: [...new Set(body.tags)],
        slug: slugifyName(body.name),
        oddsVersion: 0,
        createdAt: this.clock.now(),
      });
      await writeAudit(tx, {
        operatorId: actor.userId,
        ip: actor.ip,
        action: 'catalogue.box.create',
        targetType: 'box',
        targetId: String(id),
        before: null,
        after: boxOut(row),
      });
      return boxOut(row);
    });
  }

  /**
   * PUT /api/ops/boxes/{id}: name, price, description, artwork, tags, featured, on/off sale. On sale needs
   * published odds; a new price of an on-sale box must keep its current odds inside the RTP band.
   * @throws AppError item.error.not_found | ops.error.free_box | ops.error.no_odds | ops.error.rtp_band | ops.error.image_not_found
   */
  async updateBox(actor: OpsActor, id: number, body: OpsBoxBody): Promise<OpsBox> {
    await this.media.assertExists(body.image);
    // read before the transaction: a settings cache miss queries outside it, which waits forever for PGlite's one connection
    const band = await this.rtpBand();
    const out = await this.db.transaction(async (tx) => {
      const before = await repo.findBox(tx, id, true);
      if (!before) throw new AppError('item.error.not_found');
      if (before.isFree) throw new AppError('ops.error.free_box');
      if (body.isActive && before.oddsVersion === 0) throw new AppError('ops.error.no_odds');
      if (body.isActive && (body.priceCents !== before.priceCents || !before.isActive)) {
        const lines = await repo.oddsLines(tx, id, before.oddsVersion);
        const s = summarizeOddsDraft(
          body.priceCents,
          lines.map((l) => ({ itemId: l.item.id, ppm: l.odds.ppm, priceCents: l.item.priceCents })),
          band,
        );
        if (s.problem === 'rtp_band') throw this.bandError(s.rtpBp, band);
      }
      const row = await repo.updateBox(tx, id, { ...body, tags: [...new Set(body.tags)], slug: slugifyName(body.name) });
      await writeAudit(tx, {
        operatorId: actor.userId,
        ip: actor.ip,
        action: 'catalogue.box.update',
        targetType: 'box',
        targetId: String(id),
        before: boxOut(before),
        after: boxOut(row),
      });
      return boxOut(row);
    });
    this.boxes.forget(id);
    return out;
  }

  /**
   * POST /api/ops/boxes/{id}/odds: publishes the lines (box order) as a NEW odds version and makes it the
   * box's current one; earlier versions stay stored, so old openings keep verifying against theirs
   * (fairness.md "Box opening": "an opening records the version it used"). Checks, in order: positive
   * integer ppm, each item once, items exist, sum exactly 1,000,000 ppm, RTP inside the configured band.
   * @throws AppError item.error.not_found | ops.error.free_box | ops.error.odds_stale (409, `baseVersion` is not the current one) | ops.error.odds_ppm | ops.error.odds_duplicate | ops.error.odds_item | ops.error.odds_sum | ops.error.rtp_band
   */
  async publishOdds(actor: OpsActor, boxId: number, body: PublishOddsBody): Promise<OpsBoxDetail> {
    const band = await this.rtpBand();
    await this.db.transaction(async (tx) => {
      const box = await repo.findBox(tx, boxId, true);
      if (!box) throw new AppError('item.error.not_found');
      if (box.isFree) throw new AppError('ops.error.free_box');
      // the difference the operator confirmed was against this version (docs/how-to/operator-day.md#safety)
      if (body.baseVersion !== box.oddsVersion) throw new AppError('ops.error.odds_stale');
      const found = new Map((await repo.itemsByIds(tx, [...new Set(body.lines.map((l) => l.itemId))])).map((i) => [i.id, i]));
      const rows = body.lines.map((l) => ({ itemId: l.itemId, ppm: l.ppm, priceCents: found.get(l.itemId)?.priceCents ?? 0 }));
      const s = summarizeOddsDraft(box.priceCents, rows, band);
      if (s.problem === 'bad_ppm') throw new AppError('ops.error.odds_ppm');
      if (s.problem === 'duplicate_item') throw new AppError('ops.error.odds_duplicate');
      if (body.lines.some((l) => !found.has(l.itemId))) throw new AppError('ops.error.odds_item');
      if (s.problem === 'sum') {
        throw new AppError(
          'ops.error.odds_sum',
          `The odds must add up to exactly 1,000,000 ppm (100%); they add up to ${fmtPpm(s.sumPpm)}`,
          { sumPpm: s.sumPpm },
        );
      }
      if (s.problem === 'rtp_band') throw this.bandError(s.rtpBp, band);
      const ranges = ticketRanges(rows.map((r) => r.ppm));
      const version = (await repo.maxOddsVersion(tx, boxId)) + 1;
      await repo.insertOddsVersion(
        tx,
        {
          boxId,
          version,
          publishedAt: this.clock.now(),
          publishedBy: actor.userId,
          boxPriceCents: box.priceCents,
          evCents: s.evCents,
          rtpBp: s.rtpBp,
        },
        rows.map((r, i) => ({ itemId: r.itemId, ppm: r.ppm, ticketFrom: ranges[i]!.from, ticketTo: ranges[i]!.to })),
      );
      await repo.updateBox(tx, boxId, { oddsVersion: version });
      await writeAudit(tx, {
        operatorId: actor.userId,
        ip: actor.ip,
        action: 'catalogue.odds.publish',
        targetType: 'box',
        targetId: String(boxId),
        before: { oddsVersion: box.oddsVersion },
        after: { oddsVersion: version, evCents: s.evCents, rtpBp: s.rtpBp, lines: body.lines },
      });
    });
    this.boxes.forget(boxId);
    return this.box(boxId);
  }

  /** GET /api/item/{id}/odds_versions: the box's published odds versions with dates, newest first (player-facing). @throws AppError item.error.not_found */
  async publicVersions(boxId: number): Promise<PublicOddsVersion[]> {
    const box = await repo.findBox(this.db, boxId);
    if (!box) throw new AppError('item.error.not_found');
    const versions = await repo.oddsVersions(this.db, boxId);
    return versions.map((v) => ({
      version: v.version,
      publishedAt: v.publishedAt.toISOString(),
      rtp: v.rtpBp / 10_000,
      isCurrent: v.version === box.oddsVersion,
    }));
  }
}
