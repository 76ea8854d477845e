import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { artPath } from '@hapa/domain';
import { imageLibs } from '../lib/image-libs.ts';
import { ART_CACHE_CONTROL, ART_RASTER_PX } from './art.routes.ts';
import { IMMUTABLE } from './static.ts';

/** A web build as Vite and its precompress step leave it: hashed assets with .br/.gz siblings. */
function fakeWebDist(): { dir: string; js: string; html: string } {
  const dir = mkdtempSync(path.join(tmpdir(), 'hapa-web-'));
  mkdirSync(path.join(dir, 'assets'));
  const js = `export const big = ${JSON.stringify('x'.repeat(4000))};\n`;
  const html = `<!doctype html><html><head><title>HapaBox</title></head><body><div id="root"></div>${'<!-- pad -->'.repeat(200)}</body></html>`;
  for (const [file, body] of [
    ['assets/index-Ab12Cd34.js', js],
    ['index.html', html],
  ] as const) {
    writeFileSync(path.join(dir, file), body);
    writeFileSync(path.join(dir, `${file}.br`), brotliCompressSync(body));
    writeFileSync(path.join(dir, `${file}.gz`), gzipSync(body));
  }
  return { dir, js, html };
}

describe('static web app: compression and caching (medium, PGlite)', () => {
  let t: TestApp;
  let web: ReturnType<typeof fakeWebDist>;
  beforeAll(async () => {
    web = fakeWebDist();
    t = await createTestApp('pglite', { WEB_DIST: web.dir });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(web.dir, { recursive: true, force: true });
  });

  const get = (url: string, encoding?: string) =>
    t.app.inject({ method: 'GET', url, headers: encoding ? { 'accept-encoding': encoding } : {} });

  it('serves a hashed asset immutable for a year, brotli when accepted', async () => {
    const r = await get('/assets/index-Ab12Cd34.js', 'gzip, deflate, br');
    expect(r.statusCode).toBe(200);
    expect(r.headers['cache-control']).toBe(IMMUTABLE);
    expect(r.headers['content-encoding']).toBe('br');
    expect(String(r.headers.vary)).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(r.rawPayload).toString()).toBe(web.js);
  });

  it('falls back to gzip, then to the plain file', async () => {
    const gz = await get('/assets/index-Ab12Cd34.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(web.js);
    const plain = await get('/assets/index-Ab12Cd34.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(web.js);
    expect(plain.headers['cache-control']).toBe(IMMUTABLE);
  });

  it('answers index.html with no-cache, at / and at client routes, compressed when accepted', async () => {
    for (const url of ['/', '/battles', '/box-detail/109-free-box']) {
      const r = await get(url, 'br');
      expect(r.statusCode).toBe(200);
      expect(r.headers['cache-control']).toBe('no-cache');
      expect(String(r.headers['content-type'])).toContain('text/html');
      expect(r.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(r.rawPayload).toString()).toBe(web.html);
    }
  });

  it('answers a hashed file the build does not have, or a precompressed sibling by name, with a 404 in the envelope, not the page', async () => {
    // a tab from before a deploy asks for its old chunk: the page instead would be run as a script and fail on its type
    for (const url of ['/assets/index-Old0Hash.js', '/assets/index-Ab12Cd34.js.br', '/assets/index-Ab12Cd34.js.gz', '/assets/']) {
      const r = await get(url, 'br, gzip');
      expect(r.statusCode, url).toBe(404);
      expect(String(r.headers['content-type'])).toContain('application/json');
      expect(r.json().code).toBe('error.not_found');
      expect(r.headers['cache-control'], url).not.toBe(IMMUTABLE);
    }
    // the file itself is still served
    expect((await get('/assets/index-Ab12Cd34.js')).statusCode).toBe(200);
  });

  it('keeps generated artwork 30 days and revalidates it by ETag (304, no body)', async () => {
    const first = await get('/art/box/101.svg');
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('public, max-age=2592000, stale-while-revalidate=86400');
    expect(first.headers['cache-control']).toBe(ART_CACHE_CONTROL);
    expect(first.body).toContain('<svg');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]{22}"$/);
    const again = await t.app.inject({ method: 'GET', url: '/art/box/101.svg', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const other = await get('/art/box/102.svg');
    expect(other.headers.etag).not.toBe(etag);
  });

  it('serves the catalogue artwork as WebP: the SVG rasterised, cached like it, revalidated by its own ETag', async () => {
    const first = await get('/art/box/101.webp');
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('image/webp');
    expect(first.headers['cache-control']).toBe(ART_CACHE_CONTROL);
    // a real WebP of the drawing's size (256 units at ART_RASTER_PX), not an SVG under another name
    expect(first.rawPayload.subarray(0, 4).toString('latin1')).toBe('RIFF');
    expect(first.rawPayload.subarray(8, 12).toString('latin1')).toBe('WEBP');
    const { sharp } = await imageLibs();
    const meta = await sharp(first.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', ART_RASTER_PX, ART_RASTER_PX]);
    // the picture is drawn, not blank: its pixels differ from one another
    const stats = await sharp(first.rawPayload).stats();
    expect(stats.channels[0]!.stdev).toBeGreaterThan(10);
    const etag = String(first.headers.etag);
    expect(etag).not.toBe(String((await get('/art/box/101.svg')).headers.etag));
    const again = await t.app.inject({ method: 'GET', url: '/art/box/101.webp', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    // the same bytes the second time (kept, not drawn again), and another picture for another box
    expect(Buffer.compare((await get('/art/box/101.webp')).rawPayload, first.rawPayload)).toBe(0);
    expect(Buffer.compare((await get('/art/item/1001.webp')).rawPayload, first.rawPayload)).not.toBe(0);
    // avatars (any player id) stay SVG: no rasterising on demand for made-up ids
    expect((await get('/art/avatar/5.svg')).statusCode).toBe(200);
    for (const url of ['/art/box/999999.webp', '/art/box/101.png', '/art/nope/1.webp', '/art/box/101.webp.svg', '/art/avatar/5.webp']) {
      const r = await get(url);
      expect(r.statusCode, url).toBe(404);
      expect(r.json().code, url).toBe('error.not_found');
    }
  });

  it('serves a generated picture narrower with ?w= (96, 192, 256): its own size, its own ETag, fewer bytes', async () => {
    const { sharp } = await imageLibs();
    const full = await get('/art/item/1001.webp');
    let wider = full.rawPayload.length + 1;
    for (const w of [256, 192, 96]) {
      const r = await get(`/art/item/1001.webp?w=${w}`);
      expect(r.statusCode, String(w)).toBe(200);
      expect(r.headers['content-type']).toBe('image/webp');
      expect(r.headers['cache-control']).toBe(ART_CACHE_CONTROL);
      const meta = await sharp(r.rawPayload).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', w, w]);
      expect(r.rawPayload.length).toBeLessThan(wider);
      wider = r.rawPayload.length;
      const etag = String(r.headers.etag);
      expect(etag).not.toBe(String(full.headers.etag));
      const again = await t.app.inject({ method: 'GET', url: `/art/item/1001.webp?w=${w}`, headers: { 'if-none-match': etag } });
      expect(again.statusCode).toBe(304);
    }
    // ?w=384 is the file itself
    expect(Buffer.compare((await get('/art/item/1001.webp?w=384')).rawPayload, full.rawPayload)).toBe(0);
    // a Fancy Cards card (a 200-unit drawing, 5:7) is as wide as asked too: the srcset's widths are true
    for (const [url, width] of [
      ['/art/fancy/101.webp', 384],
      ['/art/fancy/101.webp?w=96', 96],
    ] as const) {
      const meta = await sharp((await get(url)).rawPayload).metadata();
      expect([meta.width, meta.height], url).toEqual([width, Math.round((width * 280) / 200)]);
    }
    for (const url of [
      '/art/item/1001.webp?w=100',
      '/art/item/1001.webp?w=768',
      '/art/item/1001.webp?w=',
      '/art/item/1001.webp?w=abc',
      '/art/item/1001.svg?w=96',
    ]) {
      const r = await get(url);
      expect(r.statusCode, url).toBe(400);
      expect(r.json().code, url).toBe('error.invalid_parameter');
    }
  });

  it('links the seeded catalogue to the WebP pictures, and every linked picture is served', async () => {
    const list = (await get('/api/item/list?page=1&pageSize=40')).json() as { data: { list: { id: number; image: string }[] } };
    expect(list.data.list.length).toBeGreaterThan(0);
    for (const box of list.data.list) {
      expect(box.image).toBe(artPath('box', box.id));
      expect((await get(box.image)).statusCode, box.image).toBe(200);
    }
  });

  it('compresses API JSON when accepted, and keeps unknown API paths in the envelope', async () => {
    const r = await get('/api/item/list?page=1&pageSize=40', 'br');
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(r.rawPayload).toString()).code).toBe(0);
    const missing = await get('/api/no-such-route');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe('error.not_found');
  });
});

describe('/api/docs by config (medium, PGlite)', () => {
  it('is a 404 in production without API_DOCS', async () => {
    const t = await createTestApp('pglite', { NODE_ENV: 'production' });
    try {
      const r = await t.app.inject({ method: 'GET', url: '/api/docs' });
      expect(r.statusCode).toBe(404);
      expect(r.json().code).toBe('error.not_found');
      expect((await t.app.inject({ method: 'GET', url: '/api/docs/json' })).statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });

  it('is served in production with API_DOCS=true', async () => {
    const t = await createTestApp('pglite', { NODE_ENV: 'production', API_DOCS: 'true' });
    try {
      const r = await t.app.inject({ method: 'GET', url: '/api/docs/' });
      expect(r.statusCode).toBe(200);
      expect(r.headers['content-type']).toContain('text/html');
      const doc = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
      expect(doc.json().openapi).toMatch(/^3\./);
    } finally {
      await t.close();
    }
  });
});
