import { negotiate } from '@fastify/accept-negotiator';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';

/**
 * Per-response compression levels (docs/benchmarks.md, "Faster hot paths"): brotli quality 4 and gzip level 6 keep the CPU per
 * request low. @fastify/compress uses them for routes (static.ts); a page from the not-found handler, which that
 * plugin does not see, is compressed with the same ones (first-screen.ts).
 */
export const BROTLI_QUALITY = 4;
export const GZIP_LEVEL = 6;

/**
 * `body` compressed as the client's Accept-Encoding prefers (brotli or gzip, quality values honoured by
 * @fastify/accept-negotiator, the negotiator @fastify/compress uses), or as it is when it accepts neither.
 */
export function encodeForClient(acceptEncoding: string, body: string): { encoding: 'br' | 'gzip' | null; body: Buffer | string } {
  const encoding = negotiate(acceptEncoding, ['br', 'gzip']) as 'br' | 'gzip' | null;
  if (encoding === 'br') return { encoding, body: brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } }) };
  if (encoding === 'gzip') return { encoding, body: gzipSync(body, { level: GZIP_LEVEL }) };
  return { encoding: null, body };
}
