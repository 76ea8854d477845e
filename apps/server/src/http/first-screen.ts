import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import escapeHtml from 'escape-html';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { encodeForClient } from './compression.ts';

/**
 * The server-rendered first screen (docs/architecture/first-screen.md, bench:web): public pages reach every visitor
 * with their content in the HTML, rendered by the web app's own components and data (apps/web/src/entry-server.tsx,
 * built into `<web dist>-ssr/entry-server.js`) in the visitor's language (the app's `hapa_lang` cookie, else the
 * ad-channel rule, else Accept-Language) and header shape (the `hapa_signed_in` hint cookie: the signed-in header
 * with placeholders, never personal data). The app's JavaScript loads after that paint (apps/web/public/first-screen.js)
 * and hydrates the same markup. Any render that fails or runs out of time gets index.html's static shell as before.
 */

/** A rendered first screen: markup, query cache, and who it was rendered for. */
export interface RenderedFirstScreen {
  html: string;
  state: unknown;
  /** the language of its texts ('en' | 'pt-BR'); absent from renderers older than the language cookie ('en') */
  language?: string;
  /** true when its header has the signed-in shape */
  signedIn?: boolean;
  /** the page modules it shows (keys of the client build's manifest); absent from older renderers (no page chunks listed) */
  modules?: string[];
}

/** What the web build's renderer exports (apps/web/src/entry-server.tsx). */
export interface FirstScreenRenderer {
  renderFirstScreen(
    url: string,
    options: {
      fetch: typeof fetch;
      languageCookie?: string;
      acceptLanguage?: string;
      ptChannels?: readonly string[];
      signedIn?: boolean;
      timeoutMs: number;
      /** why a render gave null (renderers older than it never call it: their nulls count as `none`) */
      onMiss?: (reason: string) => void;
    },
  ): Promise<RenderedFirstScreen | null>;
  hasFirstScreen(pathname: string): boolean;
  FIRST_SCREEN_OFF_COOKIE: string;
  FIRST_SCREEN_STATE_ID: string;
  /** the id of the layer over a first screen until the app owns it (styles.css, public/first-screen.js) */
  FIRST_SCREEN_GUARD_ID: string;
  /** `#root`'s attribute under which the page's offscreen sections skip layout and paint (styles.css); absent from older renderers */
  SKIP_OFFSCREEN_ATTRIBUTE?: string;
  /** the app's language cookie (`hapa_lang`); absent from older renderers */
  LANGUAGE_COOKIE?: string;
  /** the app's signed-in hint cookie (`hapa_signed_in`); absent from older renderers */
  SIGNED_IN_COOKIE?: string;
}

/** index.html cut where the first screen goes, with the entry module and its chunks taken out of `<head>`. */
export interface FirstScreenTemplate {
  before: string;
  after: string;
  entry: string;
  preloads: string[];
}

/**
 * The client build's `.vite/manifest.json` (Vite `build.manifest`): per source module (`src/app/routes/home.tsx`) its
 * chunk (`assets/home-Ab12.js`) and the modules whose chunks it imports statically.
 */
export type BuildManifest = Record<string, { file: string; imports?: string[] }>;

/**
 * The chunks a page needs before it can render (docs/architecture/first-screen.md#the-loader): each of `modules`' own chunk
 * and every chunk it imports statically, transitively, as `/assets/...` paths, each once, none of `skip` (the entry's
 * chunks, already listed). Modules the manifest does not have add nothing (a renderer and a build from different
 * versions: the browser then loads the page's chunks itself, as without this list).
 */
export function pageChunks(manifest: BuildManifest, modules: readonly string[], skip: readonly string[] = []): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) return;
    const file = `/${chunk.file}`;
    if (!skip.includes(file) && !out.includes(file)) out.push(file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const m of modules) visit(m);
  return out;
}

/** How long a render may take before the visitor gets the static shell instead, in ms. */
export const FIRST_SCREEN_BUDGET_MS = 1_500;

const ROOT_LINE = /<div id="root">.*<\/div>\n/;
const ENTRY_TAG = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const PRELOAD_TAG = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/**
 * Cuts the built index.html (Vite's output: one `<script type="module">` entry, its `<link rel="modulepreload">`
 * chunks, the static shell on the `<div id="root">` line) into a template.
 * @returns null when the file does not have that shape (then no first screen is served)
 */
export function parseFirstScreenTemplate(indexHtml: string): FirstScreenTemplate | null {
  const entry = ENTRY_TAG.exec(indexHtml);
  const root = ROOT_LINE.exec(indexHtml);
  if (!entry || !root) return null;
  const preloads = [...indexHtml.matchAll(PRELOAD_TAG)].map((m) => m[1]!);
  const withoutScripts = (s: string) => s.replace(ENTRY_TAG, '').replace(PRELOAD_TAG, '');
  return {
    before: withoutScripts(indexHtml.slice(0, root.index)),
    after: withoutScripts(indexHtml.slice(root.index + root[0].length)),
    entry: entry[1]!,
    preloads,
  };
}

/** A language tag as the renderer gives it ('en', 'pt-BR'); anything else is written as 'en'. */
const LANGUAGE_TAG = /^[a-z]{2}(-[A-Z]{2})?$/;

/**
 * The page for a rendered first screen: `<html lang>` in the screen's language, the markup in `#root` (`data-lang`
 * and `data-signed-in` say who it was rendered for, main.tsx hydrates only a page in the language it shows), covered
 * by the guard (`ids.guard`) until React owns it (a transparent layer that takes the taps meant for buttons not yet
 * alive; the app removes it, which costs no style recalculation, as dropping `inert` from `#root` did), the query
 * cache as JSON (`ids.state`; `<` escaped, so no `</script>` can end it early), `ids.skipOffscreen` on `#root` when
 * given (the sections far from the viewport are neither laid out nor painted until the visitor nears them:
 * docs/architecture/first-screen.md#offscreen-sections) and the loader that fetches the app
 * after the paint: the entry and its chunks (`data-entry`, `data-preload`), then the chunks of the
 * page's own modules (`data-page-preload`: {@link pageChunks} through `manifest`).
 */
export function firstScreenPage(
  t: FirstScreenTemplate,
  screen: RenderedFirstScreen,
  ids: { state: string; guard: string; skipOffscreen?: string },
  manifest: BuildManifest = {},
): string {
  const state = JSON.stringify(screen.state).replace(/</g, '\\u003c');
  const language = screen.language && LANGUAGE_TAG.test(screen.language) ? screen.language : 'en';
  const before = t.before.replace(/<html lang="[^"]*"/, `<html lang="${language}"`);
  const page = pageChunks(manifest, screen.modules ?? [], [t.entry, ...t.preloads]);
  const skip = ids.skipOffscreen && /^data-[a-z-]+$/.test(ids.skipOffscreen) ? ` ${ids.skipOffscreen}` : '';
  return (
    `${before}<div id="root" data-first-screen data-lang="${language}"${screen.signedIn ? ' data-signed-in' : ''}${skip}>${screen.html}</div>\n` +
    `    <div id="${escapeHtml(ids.guard)}" aria-hidden="true"></div>\n` +
    `    <script type="application/json" id="${escapeHtml(ids.state)}">${state}</script>\n` +
    `    <script defer src="/first-screen.js" data-entry="${escapeHtml(t.entry)}" data-preload="${escapeHtml(t.preloads.join(' '))}" data-page-preload="${escapeHtml(page.join(' '))}"></script>\n` +
    t.after
  );
}

export interface FirstScreen {
  renderer: FirstScreenRenderer;
  template: FirstScreenTemplate;
  /** the client build's manifest; empty when the build has none (then no page chunk is listed) */
  manifest: BuildManifest;
}

/** `<webDist>/.vite/manifest.json`, or an empty one when the build has none or it does not read as JSON. */
function readManifest(webDist: string): BuildManifest {
  try {
    const parsed: unknown = JSON.parse(readFileSync(path.join(webDist, '.vite', 'manifest.json'), 'utf8'));
    return typeof parsed === 'object' && parsed !== null ? (parsed as BuildManifest) : {};
  } catch {
    return {};
  }
}

/**
 * The renderer built next to `webDist` (`<webDist>-ssr/entry-server.js`) with the template cut from
 * `<webDist>/index.html`, loaded on the first page request (a start that serves no page never pays for it; the
 * entry imports in ~80 ms, each page's chunk on its first render). Like the static files, a new build is picked up
 * by a restart.
 * @returns a function giving the pair, or null when the build has no renderer or index.html is not in the expected
 *   shape (then every page gets the static shell)
 */
export function firstScreenSource(webDist: string): () => Promise<FirstScreen | null> {
  let loaded: Promise<FirstScreen | null> | null = null;
  const load = async (): Promise<FirstScreen | null> => {
    const rendererFile = path.join(`${webDist}-ssr`, 'entry-server.js');
    const template = parseFirstScreenTemplate(readFileSync(path.join(webDist, 'index.html'), 'utf8'));
    if (!template || !existsSync(rendererFile)) return null;
    const renderer = (await import(pathToFileURL(rendererFile).href)) as FirstScreenRenderer;
    return typeof renderer.renderFirstScreen === 'function' ? { renderer, template, manifest: readManifest(webDist) } : null;
  };
  return () => (loaded ??= load().catch(() => null));
}

/**
 * A `fetch` for the renderer that answers `/api/...` GETs in-process (`app.inject`), as the visitor's address
 * (the rate limit counts them as theirs) and without any of the visitor's credentials. Anything but GET throws:
 * a first screen only reads.
 */
export function injectFetch(app: FastifyInstance, remoteAddress: string): typeof fetch {
  return (async (input: string | URL | Request, init?: RequestInit) => {
    const method = (init?.method ?? 'GET').toUpperCase();
    if (method !== 'GET' || typeof input !== 'string' || !input.startsWith('/api/'))
      throw new Error(`first screen: ${method} ${String(input)} is not a read of the API`);
    const headers = Object.fromEntries(
      Object.entries((init?.headers ?? {}) as Record<string, string>).filter(
        ([k]) => !['authorization', 'cookie'].includes(k.toLowerCase()),
      ),
    );
    const res = await app.inject({ method: 'GET', url: input, headers, remoteAddress });
    return new Response(res.body, {
      status: res.statusCode,
      headers: { 'content-type': String(res.headers['content-type'] ?? 'application/json') },
    });
  }) as typeof fetch;
}

/** The value of cookie `name` in a Cookie header, or undefined (the first one when it repeats). */
export function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) {
      try {
        return decodeURIComponent(part.slice(eq + 1).trim());
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

/**
 * The value of the renderer's FIRST_SCREEN_OFF_COOKIE (`hapa_first_screen`) that turns the first screen off for a
 * browser (tests, debugging). Older builds wrote `off` for signed-in and Portuguese visitors: that value is ignored.
 */
export const FIRST_SCREEN_OFF_VALUE = 'static';

/** True when this request may get a first screen: a page GET that accepts HTML, without the switch cookie. */
export function wantsFirstScreen(req: FastifyRequest, renderer: FirstScreenRenderer): boolean {
  if (req.method !== 'GET' || !String(req.headers.accept ?? '').includes('text/html')) return false;
  if (cookieValue(req.headers.cookie, renderer.FIRST_SCREEN_OFF_COOKIE) === FIRST_SCREEN_OFF_VALUE) return false;
  return renderer.hasFirstScreen(req.url.split('?')[0] ?? '/');
}

/**
 * The headers a first screen varies on: any shared cache (a CDN, a proxy) must keep one copy per language and
 * header shape (the cookies, Accept-Language on a first visit) and encoding, so no English page reaches a Portuguese
 * visitor nor a signed-in shape an anonymous one.
 */
export const FIRST_SCREEN_VARY = 'accept-encoding, cookie, accept-language';

/**
 * What became of a page request that could have had a first screen (`hapa_first_screen_render_seconds`,
 * docs/architecture/production.md#metrics-and-logs): `rendered`, or the static shell because of the renderer's reason
 * (`none`, `over_budget`, `read_failed`, `unsettled`: apps/web/src/entry-server.tsx FirstScreenMiss) or because the
 * render threw (`render_failed`).
 */
export const FIRST_SCREEN_OUTCOMES = ['rendered', 'none', 'over_budget', 'read_failed', 'unsettled', 'render_failed'] as const;
export type FirstScreenOutcome = (typeof FIRST_SCREEN_OUTCOMES)[number];

const asOutcome = (reason: string | undefined): FirstScreenOutcome =>
  FIRST_SCREEN_OUTCOMES.includes(reason as FirstScreenOutcome) ? (reason as FirstScreenOutcome) : 'none';

/**
 * Answers a page request with its first screen when one renders in time. A request the renderer is asked about is
 * observed once with its outcome and the render's time in seconds (`observe`; a request that wants no first screen,
 * such as one that accepts no HTML or a page without one, is not).
 * @returns false when it did not answer (the caller sends the static shell)
 */
export async function replyWithFirstScreen(
  app: FastifyInstance,
  req: FastifyRequest,
  reply: FastifyReply,
  source: () => Promise<FirstScreen | null>,
  ptChannels: () => Promise<readonly string[] | undefined>,
  observe: (outcome: FirstScreenOutcome, seconds: number) => void = () => undefined,
): Promise<boolean> {
  const started = performance.now();
  const seconds = () => (performance.now() - started) / 1000;
  try {
    const fs = await source();
    if (!fs || !wantsFirstScreen(req, fs.renderer)) return false;
    const cookies = req.headers.cookie;
    let miss: string | undefined;
    const screen = await fs.renderer.renderFirstScreen(req.url, {
      fetch: injectFetch(app, req.ip),
      languageCookie: fs.renderer.LANGUAGE_COOKIE ? cookieValue(cookies, fs.renderer.LANGUAGE_COOKIE) : undefined,
      acceptLanguage: req.headers['accept-language'],
      ptChannels: await ptChannels(),
      signedIn: fs.renderer.SIGNED_IN_COOKIE ? cookieValue(cookies, fs.renderer.SIGNED_IN_COOKIE) === '1' : false,
      timeoutMs: FIRST_SCREEN_BUDGET_MS,
      onMiss: (reason) => {
        miss = reason;
      },
    });
    if (!screen) {
      observe(asOutcome(miss), seconds());
      return false;
    }
    const page = firstScreenPage(
      fs.template,
      screen,
      {
        state: fs.renderer.FIRST_SCREEN_STATE_ID,
        guard: fs.renderer.FIRST_SCREEN_GUARD_ID,
        skipOffscreen: fs.renderer.SKIP_OFFSCREEN_ATTRIBUTE,
      },
      fs.manifest,
    );
    const { encoding, body } = encodeForClient(String(req.headers['accept-encoding'] ?? ''), page);
    reply.header('cache-control', 'no-cache').header('vary', FIRST_SCREEN_VARY).type('text/html; charset=utf-8');
    if (encoding) reply.header('content-encoding', encoding);
    await reply.send(body);
    observe('rendered', seconds());
    return true;
  } catch (err) {
    observe('render_failed', seconds());
    req.log.warn({ err, url: req.url }, 'first screen: render failed, static shell sent');
    return false;
  }
}
