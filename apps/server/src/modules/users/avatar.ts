import { AppError } from '../../http/app-error.ts';
import { imageLibs } from '../../lib/image-libs.ts';

/** Largest avatar upload, bytes. */
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
/** Side of the stored square avatar, px. */
export const AVATAR_SIZE = 256;
/** Uploads larger than this many pixels are refused before decoding (decompression bombs). */
const MAX_INPUT_PIXELS = 40_000_000;
const ALLOWED = new Set(['image/png', 'image/jpeg']);

/**
 * Checks an upload by its content (never its name or declared type): PNG or JPEG only, SVG and anything
 * else refused; then re-encodes it to a 256x256 WebP. sharp drops EXIF/ICC/XMP unless asked to keep it,
 * so the stored bytes carry no metadata of the upload.
 * @throws AppError user.error.avatar_type | user.error.avatar_size
 */
export async function processAvatar(upload: Buffer): Promise<Buffer> {
  if (upload.length > AVATAR_MAX_BYTES) throw new AppError('user.error.avatar_size');
  const { sharp, fileTypeFromBuffer } = await imageLibs();
  const type = await fileTypeFromBuffer(upload);
  if (!type || !ALLOWED.has(type.mime)) throw new AppError('user.error.avatar_type');
  try {
    return await sharp(upload, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize(AVATAR_SIZE, AVATAR_SIZE, { fit: 'cover' })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw new AppError('user.error.avatar_type');
  }
}
