/**
 * sharp (native image codec) and file-type, loaded on the first image upload or the first WebP picture of the
 * catalogue (http/art.routes.ts) instead of at start: together about 0.4 s of module loading that a start would pay
 * before its first answer (bench:start, README "Performance"). The promise is kept, so they load once.
 */
interface ImageLibs {
  sharp: (typeof import('sharp'))['default'];
  fileTypeFromBuffer: (typeof import('file-type'))['fileTypeFromBuffer'];
}
let libs: Promise<ImageLibs> | undefined;

/** The image libraries, loaded on first use. */
export function imageLibs(): Promise<ImageLibs> {
  libs ??= Promise.all([import('sharp'), import('file-type')]).then(([s, f]) => ({
    sharp: s.default,
    fileTypeFromBuffer: f.fileTypeFromBuffer,
  }));
  return libs;
}
