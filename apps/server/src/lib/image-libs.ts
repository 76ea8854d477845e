/**
 * sharp (native image codec) and file-type, loaded on the first image upload instead of at start: together
 * about 0.4 s of module loading that every start paid for a rarely used path (bench:start, README
 * "Performance"). The promise is kept, so they load once.
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
