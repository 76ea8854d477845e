/**
 * The first screen in the HTML (docs/architecture/first-screen.md, bench:web): the server renders a public page with
 * the app's own components and data, so a visitor sees it before the JavaScript has arrived; the browser then
 * hydrates the same markup (main.tsx) with the same data (the query cache, sent as JSON in the page).
 *
 * Built by `vite build --ssr` into apps/web/dist-ssr/entry-server.js; the server imports it when present
 * (apps/server/src/http/first-screen.ts). Every visitor of the pages in {@link FIRST_SCREEN_PATHS} gets one: in
 * their language (the `hapa_lang` cookie the app sets, else the ad-channel rule, else Accept-Language) and, when the
 * `hapa_signed_in` hint cookie is there, with the signed-in header whose personal parts (balance, avatar, badges)
 * are same-size placeholders the browser fills from its session after hydrating. No personal data is rendered here:
 * the session stays in the browser's localStorage.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { dehydrate, QueryClient, type DehydratedState, type Query } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, matchRoutes, StaticRouterProvider } from 'react-router';
import { pageModulesOf } from './app/page-modules.ts';
import { AppProviders } from './app/providers.tsx';
import { routes } from './app/routes.tsx';
import { setApiFetch } from './lib/api.ts';
import { setFirstScreenSignedIn } from './lib/first-screen.ts';
import { applyLanguage } from './lib/i18n/index.ts';
import { AD_CHANNEL_PARAMS, chooseLanguage, DEFAULT_PT_CHANNELS, type Language } from './lib/i18n/language.ts';
import { createQueryClient } from './lib/query-client.ts';

/**
 * The Play Ground's game landings (app/layouts/nav-config.ts PLAY_GROUND_LINKS) rendered on the server, for signed-out
 * visitors only: a signed-in player's game page is their own (their prizes, chances, tickets), which the server
 * cannot see, so they get the static shell rather than a visitor's "sign in to play" that would turn into the game.
 */
export const PLAY_GROUND_PATHS = [
  '/mad-miner',
  '/upgrade',
  '/treasureh',
  '/flip-card',
  '/pirate-2024',
  '/bingo',
  '/fancy-cards',
  '/daily-lottery',
  '/ninety-percent-off',
] as const;

/**
 * Pages whose first screen is rendered on the server: public, the same for every visitor of a language and header
 * shape. The Play Ground's game landings are the ones whose page renders from public data.
 */
export const FIRST_SCREEN_PATHS = [
  '/',
  '/boxes',
  '/boxes-list',
  '/box-detail/:boxInfo',
  '/free',
  '/battles',
  '/battles/detail/:battleInfo',
  ...PLAY_GROUND_PATHS,
] as const;

/** The fetch and language of the render in progress: renders of several visits run at once, each with its own. */
const renderContext = new AsyncLocalStorage<{ fetch: typeof fetch; language: Language }>();
setApiFetch((input, init) => {
  const ctx = renderContext.getStore();
  if (!ctx) return globalThis.fetch(input, init);
  // the API answers in the render's language (X-Lang), whatever language another render set meanwhile
  return ctx.fetch(input, { ...init, headers: { ...(init?.headers as Record<string, string> | undefined), 'X-Lang': ctx.language } });
});

/**
 * Render passes run one at a time: a pass sets the process-wide language (i18next, number and money formats) and
 * header shape it renders with, and renders synchronously but for lazy chunks; the API requests between passes still
 * run at once.
 */
let passQueue: Promise<unknown> = Promise.resolve();
function oneAtATime<T>(fn: () => Promise<T>): Promise<T> {
  const run = passQueue.then(fn, fn);
  passQueue = run.catch(() => undefined);
  return run;
}

/** How many render passes may discover new queries (each pass fetches what the previous one asked for). */
const MAX_PASSES = 4;

export interface FirstScreen {
  /** the markup of `<div id="root">`'s children */
  html: string;
  /** the TanStack Query cache the markup was rendered from, for `hydrate` on the client */
  state: DehydratedState;
  /** the language of the texts ('en' | 'pt-BR'): `<html lang>` and `#root[data-lang]` */
  language: Language;
  /** true when the header has the signed-in shape (`#root[data-signed-in]`) */
  signedIn: boolean;
  /**
   * the page modules the page shows (`['src/app/routes/home.tsx']`, keys of the client build's manifest): the server
   * lists their chunks for the loader, so the browser fetches them with the entry's (docs/architecture/first-screen.md#the-loader)
   */
  modules: string[];
}

export interface RenderOptions {
  /** answers the app's `/api/...` requests (the server passes its own in-process `inject`) */
  fetch: typeof fetch;
  /** the `hapa_lang` cookie's value (the language the app last showed this browser), when there is one */
  languageCookie?: string;
  /** the request's Accept-Language header: decides the language of a visit without the cookie or an ad channel */
  acceptLanguage?: string;
  /** ad channels whose visitors get Portuguese (server setting `i18n.pt_channels`; the app's default when absent) */
  ptChannels?: readonly string[];
  /** the `hapa_signed_in` hint cookie is set: render the signed-in header shape, its personal parts as placeholders */
  signedIn?: boolean;
  /** gives up (returns null) when the render takes longer, in ms (the server's FIRST_SCREEN_BUDGET_MS) */
  timeoutMs: number;
  /** told why a render gave null, once, before it returns (the server counts the reasons: docs/architecture/production.md) */
  onMiss?: (reason: FirstScreenMiss) => void;
}

/**
 * Why a page got no first screen: `none` (not a server-rendered page for this visitor, or a redirect), `over_budget`
 * (the render ran past `timeoutMs`), `read_failed` (an API read it needed answered an error: a missing box, say),
 * `unsettled` (still asking for new data after {@link MAX_PASSES} passes).
 */
export type FirstScreenMiss = 'none' | 'over_budget' | 'read_failed' | 'unsettled';

/** Languages of an Accept-Language header, most preferred first ('pt-BR,pt;q=0.9,en;q=0.8' -> ['pt-BR','pt','en']). */
export function acceptedLanguages(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, i) => {
      const [tag, ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag: tag?.trim() ?? '', q: q ? Number(q.slice(2)) : 1, i };
    })
    .filter((l) => l.tag && l.tag !== '*' && l.q > 0)
    .sort((a, b) => b.q - a.q || a.i - b.i)
    .map((l) => l.tag);
}

const matches = (paths: readonly string[], pathname: string) =>
  (matchRoutes(
    paths.map((path) => ({ path })),
    pathname,
  )?.length ?? 0) > 0;

/**
 * True when `pathname` is one of the server-rendered pages ({@link FIRST_SCREEN_PATHS}); with `signedIn` (the hint
 * cookie), not the Play Ground's game pages ({@link PLAY_GROUND_PATHS}).
 */
export function hasFirstScreen(pathname: string, signedIn = false): boolean {
  return matches(FIRST_SCREEN_PATHS, pathname) && !(signedIn && matches(PLAY_GROUND_PATHS, pathname));
}

/** Queries a pass asked for that have no data yet (the same `enabled` rule the client would apply). */
function pendingQueries(client: QueryClient): Query[] {
  return client
    .getQueryCache()
    .getAll()
    .filter((q) => {
      if (q.state.status !== 'pending' || q.state.fetchStatus !== 'idle') return false;
      const enabled = (q.options as { enabled?: boolean | ((q: Query) => boolean) }).enabled;
      return typeof enabled === 'function' ? enabled(q) : enabled !== false;
    });
}

type StaticContext = Exclude<Awaited<ReturnType<ReturnType<typeof createStaticHandler>['query']>>, Response>;

async function renderPass(
  client: QueryClient,
  router: ReturnType<typeof createStaticRouter>,
  context: StaticContext,
  language: Language,
  signedIn: boolean,
): Promise<string> {
  return oneAtATime(async () => {
    await applyLanguage(language);
    setFirstScreenSignedIn(signedIn);
    let failed: unknown = null;
    const { prelude } = await prerenderToNodeStream(
      <StrictMode>
        <AppProviders queryClient={client}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProviders>
      </StrictMode>,
      {
        // every boundary inline: an outlined one would need React's inline <script> to move it in, and the CSP refuses those
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        // a component that threw leaves its boundary to a client render: a page with a hole is no first screen
        onError: (error) => {
          failed ??= error;
        },
      },
    );
    if (failed) throw new Error('first screen: a component failed to render', { cause: failed });
    const chunks: Buffer[] = [];
    for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
    return Buffer.concat(chunks).toString('utf8');
  });
}

/**
 * The language of a first screen: the app's cookie (what the browser showed last), else the ad-channel rule on the
 * landing URL, else Accept-Language, else English (docs/architecture/first-screen.md#the-visitor).
 */
export function firstScreenLanguage(url: URL, options: Pick<RenderOptions, 'languageCookie' | 'acceptLanguage' | 'ptChannels'>): Language {
  return chooseLanguage({
    setting: options.languageCookie,
    adChannel: AD_CHANNEL_PARAMS.map((k) => url.searchParams.get(k)).find(Boolean),
    ptChannels: options.ptChannels ?? DEFAULT_PT_CHANNELS,
    browserLanguages: acceptedLanguages(options.acceptLanguage),
  }).language;
}

/**
 * Renders the first screen of `url` (a path with its query) in the visitor's language ({@link firstScreenLanguage})
 * and header shape (`signedIn`). Passes repeat until no rendered component asks for data it does not have (at most
 * {@link MAX_PASSES}).
 * @returns the markup, the query cache, the language and shape, or null when the page has no first screen (not in
 *   {@link FIRST_SCREEN_PATHS}, a game page for a signed-in player, a redirect, a failed request, the time budget spent),
 *   whose reason ({@link FirstScreenMiss}) goes to `options.onMiss` first
 */
export async function renderFirstScreen(url: string, options: RenderOptions): Promise<FirstScreen | null> {
  const full = new URL(url, 'http://hapabox.local');
  const signedIn = options.signedIn === true;
  const language = firstScreenLanguage(full, options);
  const screen = hasFirstScreen(full.pathname, signedIn)
    ? await renderContext.run({ fetch: options.fetch, language }, () => renderPasses(full, options.timeoutMs, language, signedIn))
    : 'none';
  if (typeof screen === 'string') {
    options.onMiss?.(screen);
    return null;
  }
  return { ...screen, language, signedIn };
}

async function renderPasses(
  full: URL,
  timeoutMs: number,
  language: Language,
  signedIn: boolean,
): Promise<Omit<FirstScreen, 'language' | 'signedIn'> | FirstScreenMiss> {
  const deadline = Date.now() + timeoutMs;
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(full));
  if (context instanceof Response) return 'none'; // a redirect route: the browser follows it
  if (context.statusCode !== 200) return 'none';
  const router = createStaticRouter(handler.dataRoutes, context);
  const client = createQueryClient({ server: true });
  let html: string | null = null;
  for (let pass = 0; pass < MAX_PASSES; pass++) {
    html = await renderPass(client, router, context, language, signedIn);
    const pending = pendingQueries(client);
    if (pending.length === 0) break;
    if (Date.now() > deadline) return 'over_budget';
    if (pass === MAX_PASSES - 1) return 'unsettled';
    await Promise.all(pending.map((q) => q.fetch().catch(() => undefined)));
    if (
      client
        .getQueryCache()
        .getAll()
        .some((q) => q.state.status === 'error')
    )
      return 'read_failed';
  }
  if (html === null) return 'unsettled';
  if (Date.now() > deadline) return 'over_budget';
  return { html, state: dehydrate(client), modules: pageModulesOf(context.matches) };
}

export {
  FIRST_SCREEN_GUARD_ID,
  FIRST_SCREEN_OFF_COOKIE,
  FIRST_SCREEN_STATE_ID,
  LANGUAGE_COOKIE,
  SIGNED_IN_COOKIE,
  SKIP_OFFSCREEN_ATTRIBUTE,
} from './lib/first-screen.ts';
