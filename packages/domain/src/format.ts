/**
 * URL helpers for box pages: `/box-detail/{id}-{slug}` style paths (docs/product/validation.md, docs/product/endpoints.md box detail).
 */

/**
 * Slug of a display name: accents folded, lower-cased, runs of anything but a-z/0-9 become one
 * hyphen, no leading/trailing hyphen ("iPhone 16 Pro Max!" -> "iphone-16-pro-max",
 * "Café  Box" -> "cafe-box"). May be "" when the name has no ASCII letters or digits.
 */
export function slugifyName(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * Path segment for a box: `${id}-${slug}` (12, "Gold Box" -> "12-gold-box"); just `${id}` when
 * the slug is empty.
 * @param id positive integer box id
 * @throws RangeError if id is not a positive safe integer
 */
export function boxInfoPath(id: number, name: string): string {
  if (!Number.isSafeInteger(id) || id <= 0) throw new RangeError(`box id must be a positive integer, got ${String(id)}`);
  const slug = slugifyName(name);
  return slug ? `${id}-${slug}` : String(id);
}

/**
 * Box id from a path segment made by {@link boxInfoPath} ("12-gold-box" -> 12, "12" -> 12).
 * @returns the positive integer id, or null when the segment does not start with one
 */
export function parseBoxInfo(boxInfo: string): number | null {
  const m = /^(\d+)(?:-.*)?$/.exec(boxInfo ?? '');
  if (!m) return null;
  const id = Number(m[1]);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
