import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { SEED_BOXES, SEED_ITEMS } from '../db/seed/catalogue.ts';
import { renderBoxSvg, renderItemSvg } from '../db/seed/art.ts';
import { apiNotFound } from './envelope.ts';
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

/** Generated SVG artwork (no external image URLs): /art/item/{id}.svg, /art/box/{id}.svg, /art/avatar/{id}.svg. */
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
  app.get('/art/:kind/:file', async (req, reply) => {
    const { kind, file } = req.params as { kind: string; file: string };
    const m = /^(\d{1,10})\.svg$/.exec(file);
    const art = m ? render(kind, Number(m[1])) : null;
    if (!art) return apiNotFound(reply);
    reply.header('cache-control', ART_CACHE_CONTROL).header('etag', art.etag);
    if (req.headers['if-none-match'] === art.etag) return reply.code(304).send();
    return reply.type('image/svg+xml').send(art.svg);
  });
}
