import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { ART_PICTURE_PX, isPictureWidth, PICTURE_WIDTHS } from '@hapa/domain';
import { SEED_BOXES, SEED_ITEMS } from '../db/seed/catalogue.ts';
import { renderBoxSvg, renderItemSvg } from '../db/seed/art.ts';
import { apiNotFound } from './envelope.ts';
import { AppError } from './app-error.ts';
import { imageLibs } from '../lib/image-libs.ts';
import { fancyCardSvg } from '../modules/games/fancy/fancy-art.ts';

/** Deterministic avatar: initials-free geometric badge coloured by user id. */
export function renderAvatarSvg(id: number): string {
  const hue = (id * 137) % 360;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},80%,60%)"/><stop offset="1" stop-color="hsl(${(hue + 60) % 360},70%,40%)"/></linearGradient></defs><rect width="64" height="64" rx="32" fill="url(#g)"/><circle cx="32" cy="26" r="11" fill="rgba(255,255,255,.85)"/><path d="M12 56c3-11 11-17 20-17s17 6 20 17" fill="rgba(255,255,255,.85)"/></svg>`;
}

/**
 * How long browsers keep artwork (30 days, then a revalidation answered 304 by its ETag): the art is generated
 * from the code, so it only changes with a deploy, and a stale picture for a while is harmless (docs/benchmarks.md, bench:web).
 */
export const ART_CACHE_CONTROL = 'public, max-age=2592000, stale-while-revalidate=86400';

/** Width of a rasterised picture, px, whatever its drawing's width in units (1.5x of a 256-unit box: sharp on a box card of a 3x phone screen). */
export const ART_RASTER_PX = ART_PICTURE_PX;
/** WebP quality of the rasterised pictures (a 384 px box about 7 KB, an item about 4 KB). */
const ART_WEBP_QUALITY = 75;
/** Rasterised pictures kept in memory (at most about 7 KB each: the seeded catalogue and Fancy Cards are under 500, at 4 widths). */
const RASTER_CACHE_MAX = 4_000;
/**
 * The kinds served as WebP: those whose ids are a fixed, seeded set. An avatar's id is any player id, and each new
 * rasterisation costs 10-40 ms of CPU: served as WebP, a request per made-up id would be work on demand for anyone.
 */
const RASTER_KINDS: ReadonlySet<string> = new Set(['box', 'item', 'fancy']);
/** A drawing's width in SVG units (its viewBox's), so each picture is rasterised exactly `px` wide: srcset widths are true. */
function unitsWide(svg: string): number {
  const m = /viewBox="0 0 (\d+(?:\.\d+)?) /.exec(svg);
  return m ? Number(m[1]) : 256;
}
/** The narrower widths a generated picture is drawn at (`?w=`), for the refusal's text. */
const ART_WIDTHS = PICTURE_WIDTHS.filter((w) => w < ART_RASTER_PX).join(', ');

/**
 * Generated artwork (no external image URLs): /art/{item|box|avatar|fancy}/{id}.svg, and the same picture as WebP
 * at /art/{item|box|fancy}/{id}.webp (RASTER_KINDS), rasterised from that SVG by sharp ART_RASTER_PX wide (a
 * 256-unit box or item, a 200-unit Fancy Cards card alike) on its first request and kept (docs/architecture/web-app.md#catalogue-pictures), and narrower with `?w=`
 * (96, 192 or 256: PICTURE_WIDTHS below ART_RASTER_PX; docs/architecture/web-app.md#picture-sizes). The catalogue
 * links the WebP (`artPath`): a browser decodes it off the main thread, where each SVG picture is a document of its
 * own. Unknown kinds, ids and extensions answer 404 in the envelope; any other `w`, or a `w` on an SVG, 400
 * `error.invalid_parameter`.
 */
export function artRoutes(app: FastifyInstance) {
  const itemsById = new Map(SEED_ITEMS.map((i) => [i.id, i]));
  const boxesById = new Map(SEED_BOXES.map((b) => [b.id, b]));
  const cache = new Map<string, { svg: string; etag: string }>();
  const render = (kind: string, id: number): { svg: string; etag: string } | null => {
    const key = `${kind}:${id}`;
    const hit = cache.get(key);
    if (hit) return hit;
    let svg: string | null = null;
    if (kind === 'item') svg = itemsById.has(id) ? renderItemSvg(itemsById.get(id)!) : null;
    else if (kind === 'box') svg = boxesById.has(id) ? renderBoxSvg(boxesById.get(id)!) : null;
    else if (kind === 'avatar' && id > 0 && id < 2 ** 31) svg = renderAvatarSvg(id);
    else if (kind === 'fancy') svg = fancyCardSvg(id);
    if (!svg) return null;
    const art = { svg, etag: `"${createHash('sha256').update(svg).digest('base64url').slice(0, 22)}"` };
    if (cache.size < 5_000) cache.set(key, art);
    return art;
  };
  const rasters = new Map<string, Promise<Buffer>>();
  /** The WebP of an SVG, `px` wide (one rendering per picture and width, even for requests that arrive together). */
  const raster = (key: string, svg: string, px: number): Promise<Buffer> => {
    let hit = rasters.get(key);
    if (!hit) {
      hit = imageLibs().then(({ sharp }) =>
        sharp(Buffer.from(svg), { density: (72 * px) / unitsWide(svg) })
          .webp({ quality: ART_WEBP_QUALITY })
          .toBuffer(),
      );
      hit.catch(() => rasters.delete(key)); // a failed rendering is tried again by the next request
      if (rasters.size < RASTER_CACHE_MAX) rasters.set(key, hit);
    }
    return hit;
  };
  app.get('/art/:kind/:file', async (req, reply) => {
    const { kind, file } = req.params as { kind: string; file: string };
    const m = /^(\d{1,10})\.(svg|webp)$/.exec(file);
    const webp = m?.[2] === 'webp';
    const art = m && (!webp || RASTER_KINDS.has(kind)) ? render(kind, Number(m[1])) : null;
    if (!m || !art) return apiNotFound(reply);
    const w = (req.query as { w?: string }).w;
    const px = w === undefined ? ART_RASTER_PX : Number(w);
    if (w !== undefined && (!webp || !isPictureWidth(px) || px > ART_RASTER_PX)) {
      throw new AppError('error.invalid_parameter', `w is one of ${ART_WIDTHS} (a picture is ${ART_RASTER_PX} px wide)`);
    }
    // the WebP's validator follows its SVG's (the picture changes only with its drawing)
    const etag = webp ? `${art.etag.slice(0, -1)}.${px}w"` : art.etag;
    reply.header('cache-control', ART_CACHE_CONTROL).header('etag', etag);
    if (req.headers['if-none-match'] === etag) return reply.code(304).send();
    if (!webp) return reply.type('image/svg+xml').send(art.svg);
    return reply.type('image/webp').send(await raster(`${kind}:${m[1]}:${px}`, art.svg, px));
  });
}
