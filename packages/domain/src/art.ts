/**
 * Paths of the generated catalogue artwork (docs/architecture/web-app.md#catalogue-pictures). The server draws each
 * seeded box and item, and each Fancy Cards card, as an SVG and serves it rasterised as WebP (`/art/{kind}/{id}.webp`), the format a console
 * upload is stored in: a browser decodes a WebP off its main thread, where every SVG picture is a document of its
 * own, parsed, laid out and painted on the main thread (bench:web: the home's 57 pictures). The `.svg` twin of
 * each path is still served, for rows written before.
 */
export type ArtKind = 'box' | 'item' | 'fancy';

/** `/art/{kind}/{id}.webp`: the picture of a seeded box or item, or of a Fancy Cards card (id a positive integer). */
export function artPath(kind: ArtKind, id: number): string {
  return `/art/${kind}/${id}.webp`;
}
