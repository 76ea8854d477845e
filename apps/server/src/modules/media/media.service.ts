import { createHash } from 'node:crypto';
import type { MediaUpload } from '@hapa/contracts';
import type { PictureWidth } from '@hapa/domain';
import { AppError } from '../../http/app-error.ts';
import type { Db } from '../../db/client.ts';
import * as repo from './media.repo.ts';
import { writeAudit } from '../../platform/audit.ts';
import { imageLibs } from '../../lib/image-libs.ts';

/** Largest console image upload, bytes (docs/architecture/console.md). */
export const MEDIA_MAX_BYTES = 5 * 1024 * 1024;
/** Longest side of a stored image, px (larger uploads are scaled down, never up). */
export const MEDIA_MAX_SIDE = 1600;
/** Uploads larger than this many pixels are refused before decoding (decompression bombs). */
const MAX_INPUT_PIXELS = 40_000_000;
const ALLOWED = new Set(['image/png', 'image/jpeg', 'image/webp']);

/** Resized uploads kept in memory (a few KB each at the card widths; at most about 60 KB at 768 px). */
const MEDIA_VARIANTS_MAX = 1_000;

/** Path the web app loads an uploaded image from. */
export const mediaPath = (id: number) => `/api/media/${id}`;

/** The media id of a `/api/media/{id}` path, or null for any other path (generated `/art` SVGs). */
export function mediaIdOf(path: string): number | null {
  const m = /^\/api\/media\/([1-9][0-9]{0,9})$/.exec(path);
  return m ? Number(m[1]) : null;
}

/**
 * Checks an upload by its content (never its name or declared type): PNG, JPEG or WebP only (SVG, GIF
 * and anything else refused), then re-encodes it to WebP no larger than MEDIA_MAX_SIDE, dropping all
 * metadata (sharp keeps none unless asked).
 * @throws AppError ops.error.image_size | ops.error.image_type
 */
export async function processImage(upload: Buffer): Promise<{ bytes: Buffer; width: number; height: number }> {
  if (upload.length > MEDIA_MAX_BYTES) throw new AppError('ops.error.image_size');
  const { sharp, fileTypeFromBuffer } = await imageLibs();
  const type = await fileTypeFromBuffer(upload);
  if (!type || !ALLOWED.has(type.mime)) throw new AppError('ops.error.image_type');
  try {
    const { data, info } = await sharp(upload, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize(MEDIA_MAX_SIDE, MEDIA_MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 85 })
      .toBuffer({ resolveWithObject: true });
    return { bytes: data, width: info.width, height: info.height };
  } catch {
    throw new AppError('ops.error.image_type');
  }
}

/** Console images: upload (checked, re-encoded, stored once per content) and serve. */
export class MediaService {
  constructor(private readonly db: Db) {}

  /**
   * POST /api/ops/media: stores a checked, re-encoded upload (one audit row); the same content twice gives the same id.
   * @throws AppError ops.error.image_size | ops.error.image_type
   */
  async upload(actor: { userId: number; ip: string }, upload: Buffer): Promise<MediaUpload> {
    const img = await processImage(upload);
    const sha256 = createHash('sha256').update(img.bytes).digest('hex');
    const row = await this.db.transaction(async (tx) => {
      const r = await repo.insertMedia(tx, {
        sha256,
        mime: 'image/webp',
        width: img.width,
        height: img.height,
        bytes: img.bytes,
        createdBy: actor.userId,
      });
      await writeAudit(tx, {
        operatorId: actor.userId,
        ip: actor.ip,
        action: 'media.upload',
        targetType: 'media',
        targetId: r.id,
        before: null,
        after: { id: r.id, width: r.width, height: r.height, sha256 },
      });
      return r;
    });
    return { id: row.id, url: mediaPath(row.id), width: row.width, height: row.height };
  }

  /** GET /api/media/{id}: the stored bytes, or null. */
  async find(id: number) {
    return repo.findMedia(this.db, id);
  }

  private readonly variants = new Map<string, Promise<Buffer | null>>();

  /**
   * GET /api/media/{id}?w=: the upload at most `w` px wide and high (one of PICTURE_WIDTHS, never enlarged), as WebP;
   * resized on its first request and kept in memory (MEDIA_VARIANTS_MAX, oldest dropped first): an id's bytes never
   * change, the content is stored once (docs/architecture/web-app.md#picture-sizes). Null when no such upload.
   */
  async findAt(id: number, w: PictureWidth): Promise<{ mime: string; bytes: Buffer } | null> {
    const key = `${id}:${w}`;
    let hit = this.variants.get(key);
    if (!hit) {
      // one read and one resize per upload and width, even for requests that arrive together
      hit = repo.findMedia(this.db, id).then(async (found) => {
        if (!found) return null;
        const { sharp } = await imageLibs();
        return sharp(found.bytes).resize(w, w, { fit: 'inside', withoutEnlargement: true }).webp({ quality: 80 }).toBuffer();
      });
      // an unknown id is not kept, and a failed read or resize is tried again by the next request
      hit.then(
        (bytes) => bytes ?? this.variants.delete(key),
        () => this.variants.delete(key),
      );
      if (this.variants.size >= MEDIA_VARIANTS_MAX) this.variants.delete(this.variants.keys().next().value!);
      this.variants.set(key, hit);
    }
    const bytes = await hit;
    return bytes && { mime: 'image/webp', bytes };
  }

  /**
   * Refuses an artwork path that names an upload which does not exist (generated `/art` paths pass).
   * @throws AppError ops.error.image_not_found
   */
  async assertExists(path: string): Promise<void> {
    const id = mediaIdOf(path);
    if (id !== null && !(await repo.mediaExists(this.db, id))) throw new AppError('ops.error.image_not_found');
  }
}
