import type { Banner, OpsBanner, OpsBannerBody } from '@hapa/contracts';
import { AppError } from '../../http/app-error.ts';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/random.ts';
import type { MediaService } from '../media/media.service.ts';
import { writeAudit } from '../../platform/audit.ts';
import type { OpsActor } from '../boxes/catalogue-ops.service.ts';
import * as repo from './content.repo.ts';

/** How long the home page's banners and pops are served from memory, ms (apps/server/src/modules/content/README.md: cache briefly). */
export const CONTENT_CACHE_MS = 10_000;
const SEEDED_KEY = 'content.banners_seeded';

/**
 * The home carousel as it was hard-coded before the console edited it: the built-in slides (artwork and texts in the
 * web app, by `bannerKey`), in order, with no close control. Inserted once at the first start.
 */
export const DEFAULT_BANNERS: OpsBannerBody[] = [
  {
    placement: 'banner',
    img: '',
    link: '/boxes-list',
    redirectType: 'internal',
    bannerKey: 'unbox',
    title: '',
    sendFrequency: 'no_close',
    intervalHours: null,
    endTime: null,
    sort: 10,
    isActive: true,
  },
  {
    placement: 'banner',
    img: '',
    link: '/free',
    redirectType: 'internal',
    bannerKey: 'free',
    title: '',
    sendFrequency: 'no_close',
    intervalHours: null,
    endTime: null,
    sort: 20,
    isActive: true,
  },
  {
    placement: 'banner',
    img: '',
    link: '',
    redirectType: 'topup',
    bannerKey: 'topup',
    title: '',
    sendFrequency: 'no_close',
    intervalHours: null,
    endTime: null,
    sort: 30,
    isActive: true,
  },
  {
    placement: 'banner',
    img: '',
    link: '/provably-fair',
    redirectType: 'internal',
    bannerKey: 'fair',
    title: '',
    sendFrequency: 'no_close',
    intervalHours: null,
    endTime: null,
    sort: 40,
    isActive: true,
  },
];

const toRow = (b: OpsBannerBody) => ({
  ...b,
  endTime: b.endTime ? new Date(b.endTime) : null,
  intervalHours: b.sendFrequency === 'interval' ? b.intervalHours : null,
});

function bannerOut(r: repo.BannerRow): Banner {
  return {
    id: r.id,
    img: r.img,
    link: r.link,
    redirectType: r.redirectType as Banner['redirectType'],
    bannerKey: r.bannerKey,
    title: r.title,
    typeKey: r.typeKey,
    sendFrequency: r.sendFrequency as Banner['sendFrequency'],
    intervalHours: r.intervalHours,
    endTime: r.endTime?.toISOString() ?? null,
  };
}
const opsOut = (r: repo.BannerRow): OpsBanner => ({
  ...bannerOut(r),
  placement: r.placement as OpsBanner['placement'],
  sort: r.sort,
  isActive: r.isActive,
  updatedAt: r.updatedAt.toISOString(),
});

/** Home banners and pops (docs/product/entities.md#banners Banner, docs/product/states.md#banners banner visibility): rows the console edits, read by the home page. */
export class ContentService {
  private readonly cache = new Map<string, { at: number; rows: Promise<Banner[]> }>();

  constructor(
    private readonly db: Db,
    private readonly media: MediaService,
    private readonly clock: Clock,
  ) {}

  /** Inserts DEFAULT_BANNERS once (a marker setting row remembers it, so an operator deleting them all sticks). */
  async seedDefaults(): Promise<void> {
    await this.db.transaction(async (tx) => {
      if (await repo.claimSeedMarker(tx, SEEDED_KEY)) await repo.insertBanners(tx, DEFAULT_BANNERS.map(toRow));
    });
  }

  /**
   * GET /api/sys/banners ('banner') and GET /api/sys/pop/info ('pop'): active rows not past their end
   * time, in display order, cached CONTENT_CACHE_MS. Close/interval rules are applied by the client.
   */
  live(placement: 'banner' | 'pop'): Promise<Banner[]> {
    const now = this.clock.now();
    const hit = this.cache.get(placement);
    if (hit && now.getTime() - hit.at < CONTENT_CACHE_MS) return hit.rows;
    const rows = repo.liveBanners(this.db, placement, now).then((r) => r.map(bannerOut));
    rows.catch(() => this.cache.delete(placement));
    this.cache.set(placement, { at: now.getTime(), rows });
    return rows;
  }

  async list(): Promise<OpsBanner[]> {
    return (await repo.allBanners(this.db)).map(opsOut);
  }

  /** POST /api/ops/banners. @throws AppError ops.error.image_not_found */
  async create(actor: OpsActor, body: OpsBannerBody): Promise<OpsBanner> {
    if (body.img) await this.media.assertExists(body.img);
    const row = await this.db.transaction(async (tx) => {
      const [r] = await repo.insertBanners(tx, [{ ...toRow(body), createdAt: this.clock.now(), updatedAt: this.clock.now() }]);
      await writeAudit(tx, {
        operatorId: actor.userId,
        ip: actor.ip,
        action: 'content.banner.create',
        targetType: 'banner',
        targetId: String(r!.id),
        before: null,
        after: opsOut(r!),
      });
      return r!;
    });
    this.cache.clear();
    return opsOut(row);
  }

  /** PUT /api/ops/banners/{id}. @throws AppError ops.error.banner_not_found | ops.error.image_not_found */
  async update(actor: OpsActor, id: number, body: OpsBannerBody): Promise<OpsBanner> {
    if (body.img) await this.media.assertExists(body.img);
    const row = await this.db.transaction(async (tx) => {
      const before = await repo.findBanner(tx, id, true);
      if (!before) throw new AppError('ops.error.banner_not_found');
      const r = await repo.updateBanner(tx, id, { ...toRow(body), updatedAt: this.clock.now() });
      await writeAudit(tx, {
        operatorId: actor.userId,
        ip: actor.ip,
        action: 'content.banner.update',
        targetType: 'banner',
        targetId: String(id),
        before: opsOut(before),
        after: opsOut(r),
      });
      return r;
    });
    this.cache.clear();
    return opsOut(row);
  }

  /** DELETE /api/ops/banners/{id}. @throws AppError ops.error.banner_not_found */
  async remove(actor: OpsActor, id: number): Promise<void> {
    await this.db.transaction(async (tx) => {
      const before = await repo.findBanner(tx, id, true);
      if (!before) throw new AppError('ops.error.banner_not_found');
      await repo.deleteBanner(tx, id);
      await writeAudit(tx, {
        operatorId: actor.userId,
        ip: actor.ip,
        action: 'content.banner.delete',
        targetType: 'banner',
        targetId: String(id),
        before: opsOut(before),
        after: null,
      });
    });
    this.cache.clear();
  }
}
