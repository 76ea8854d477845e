import { existsSync } from 'node:fs';
import path from 'node:path';
import { constants as zlib } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import swaggerUi from '@fastify/swagger-ui';
import { SERVER_ROOT } from '../paths.ts';
import { BROTLI_QUALITY, GZIP_LEVEL } from './compression.ts';
import { apiNotFound } from './envelope.ts';
import { firstScreenSource, replyWithFirstScreen, type FirstScreenOutcome } from './first-screen.ts';

/** The built web app next to the server: apps/web/dist (the same from src/ under tsx and from dist/). */
export const DEFAULT_WEB_DIST = path.resolve(SERVER_ROOT, '../web/dist');

/** Hashed build output (Vite's `assets/<name>-<hash>.<ext>`): its URL changes whenever its bytes do. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Response compression (docs/benchmarks.md, "Faster hot paths"): brotli or gzip as the client accepts, for API JSON,
 * index.html and SVG art above 1 KiB, at the levels of compression.ts; static assets are
 * precompressed at build at the highest quality instead (apps/web/vite.config.ts) and served as-is.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } },
    zlibOptions: { level: GZIP_LEVEL },
  });
}

/**
 * The OpenAPI UI at /api/docs when `enabled` (config API_DOCS: on in development, off in production unless
 * API_DOCS=true). The document itself stays generated either way (tests walk it).
 */
export async function registerApiDocs(app: FastifyInstance, enabled: boolean): Promise<void> {
  if (enabled) await app.register(swaggerUi, { routePrefix: '/api/docs' });
}

export interface WebAppOptions {
  /** render public pages' first screen on the server when the build has its renderer (config FIRST_SCREEN) */
  firstScreen?: boolean;
  /** the ad channels whose visitors get Portuguese (setting `i18n.pt_channels`): they get no English first screen */
  ptChannels?: () => Promise<readonly string[] | undefined>;
  /** each first-screen render's outcome and time in seconds (the instance's `hapa_first_screen_render_seconds`) */
  observeFirstScreen?: (outcome: FirstScreenOutcome, seconds: number) => void;
}

/**
 * Serves the built web app from `webDist`: files with their precompressed `.br`/`.gz` siblings when the
 * client accepts them, hashed `/assets/*` as immutable for a year, everything else revalidated; any other
 * GET outside /api, /art and /assets answers index.html (no-cache) so client routes load, with the page's
 * server-rendered first screen when it has one (first-screen.ts). Without a build, unknown paths answer the
 * API's not-found envelope.
 */
export async function registerWebApp(app: FastifyInstance, webDist: string, options: WebAppOptions = {}): Promise<void> {
  const hasBuild = existsSync(path.join(webDist, 'index.html'));
  const firstScreen = hasBuild && options.firstScreen ? firstScreenSource(webDist) : null;
  const ptChannels = options.ptChannels ?? (async () => undefined);
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      // one GET and one HEAD route per file: the .br/.gz siblings need none (preCompressed finds them next to the
      // file the client asked for), and leaving them out saves ~700 route registrations at every start (bench:start)
      globIgnore: ['**/*.br', '**/*.gz'],
      index: false,
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply, filePath) => {
        const rel = path.relative(webDist, filePath).split(path.sep).join('/');
        reply.header('cache-control', rel.startsWith('assets/') ? IMMUTABLE : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler(async (req, reply) => {
    // a hashed file this build does not have (a tab from before a deploy asks for its old chunk) or a precompressed
    // sibling asked for by name: a 404, never the page, which the browser would run as a script and fail on its type
    if (
      req.url.startsWith('/api/') ||
      req.url.startsWith('/art/') ||
      req.url.startsWith('/assets/') ||
      (req.method !== 'GET' && req.method !== 'HEAD') ||
      !hasBuild
    )
      return apiNotFound(reply);
    if (firstScreen && (await replyWithFirstScreen(app, req, reply, firstScreen, ptChannels, options.observeFirstScreen))) return reply;
    // sendFile picks index.html.br/.gz as accepted and sets no-cache (setHeaders above)
    return reply.sendFile('index.html');
  });
}
