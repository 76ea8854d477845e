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

/**
 * Widths, px, a catalogue picture is also served at (`?w=`), so a card never downloads more picture than it shows
 * (docs/architecture/web-app.md#picture-sizes). A generated picture (`/art/{kind}/{id}.webp`) is itself 384 px wide
 * (ART_RASTER_PX on the server) and is drawn at 96, 192 and 256 as well; an upload (`/api/media/{id}`, up to 1,600 px)
 * at each of these widths, never larger than it is.
 */
export const PICTURE_WIDTHS = [96, 192, 256, 384, 768] as const;
export type PictureWidth = (typeof PICTURE_WIDTHS)[number];
/** Width, px, of a generated picture's own file (the server's ART_RASTER_PX). */
export const ART_PICTURE_PX = 384;

/** Whether `w` (a query value, any type) is one of PICTURE_WIDTHS. */
export function isPictureWidth(w: unknown): w is PictureWidth {
  return typeof w === 'number' && (PICTURE_WIDTHS as readonly number[]).includes(w);
}

const ART_WEBP = /^\/art\/(box|item|fancy)\/[1-9][0-9]{0,9}\.webp$/;
const MEDIA = /^\/api\/media\/[1-9][0-9]{0,9}$/;

/**
 * The widths a picture path is served at, each with its path, narrowest first: a generated picture's 96, 192 and 256
 * (`?w=`) and its own 384 (the path itself); an upload's every width of PICTURE_WIDTHS (`?w=`). Any other path (a
 * player's avatar, an SVG, a picture elsewhere) has one size: [].
 */
export function pictureWidths(src: string): { width: PictureWidth; src: string }[] {
  if (ART_WEBP.test(src)) {
    return PICTURE_WIDTHS.filter((w) => w <= ART_PICTURE_PX).map((w) => ({ width: w, src: w === ART_PICTURE_PX ? src : `${src}?w=${w}` }));
  }
  if (MEDIA.test(src)) return PICTURE_WIDTHS.map((w) => ({ width: w, src: `${src}?w=${w}` }));
  return [];
}
