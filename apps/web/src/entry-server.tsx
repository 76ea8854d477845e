/**
 * The first screen in the HTML (issue 7 "Faster hot paths", bench:web LCP <= 2.5 s): the server renders a public
 * page with the app's own components and data, so a visitor sees it before the JavaScript has arrived; the
 * browser then hydrates the same markup (main.tsx) with the same data (the query cache, sent as JSON in the page).
 *
 * Built by `vite build --ssr` into apps/web/dist-ssr/entry-server.js; the server imports it when present
 * (apps/server/src/http/first-screen.ts). Only anonymous English visits of the pages in {@link FIRST_SCREEN_PATHS}
 * are rendered: a signed-in player or another language gets today's static shell, because the server cannot see
 * the session (it lives in localStorage) nor a stored language choice.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { dehydrate, QueryClient, type DehydratedState, type Query } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, matchRoutes, StaticRouterProvider } from 'react-router';
import { AppProviders } from './app/providers.tsx';
import { routes } from './app/routes.tsx';
import { setApiFetch } from './lib/api.ts';
import { AD_CHANNEL_PARAMS, chooseLanguage, DEFAULT_PT_CHANNELS } from './lib/i18n/language.ts';
import { createQueryClient } from './lib/query-client.ts';

/** Pages whose first screen is rendered on the server (public, the same for every anonymous visitor). */
export const FIRST_SCREEN_PATHS = ['/', '/boxes', '/boxes-list', '/box-detail/:boxInfo', '/battles'] as const;

/** The fetch of the render in progress: renders of several visits run at once, each with its own. */
const renderFetch = new AsyncLocalStorage<typeof fetch>();
setApiFetch((input, init) => (renderFetch.getStore() ?? globalThis.fetch)(input, init));

/** How many render passes may discover new queries (each pass fetches what the previous one asked for). */
const MAX_PASSES = 4;

export interface FirstScreen {
  /** the markup of `<div id="root">`'s children */
  html: string;
  /** the TanStack Query cache the markup was rendered from, for `hydrate` on the client */
  state: DehydratedState;
}

export interface RenderOptions {
  /** answers the app's `/api/...` requests (the server passes its own in-process `inject`) */
  fetch: typeof fetch;
  /** the request's Accept-Language header: a visitor whose browser asks for Portuguese gets no first screen */
  acceptLanguage?: string;
  /** ad channels whose visitors get Portuguese (server setting `i18n.pt_channels`; the app's default when absent) */
  ptChannels?: readonly string[];
  /** gives up (returns null) when the render takes longer, in ms (the server's FIRST_SCREEN_BUDGET_MS) */
  timeoutMs: number;
}

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

/** True when `pathname` is one of the server-rendered pages. */
export function hasFirstScreen(pathname: string): boolean {
  return (
    (matchRoutes(
      FIRST_SCREEN_PATHS.map((path) => ({ path })),
      pathname,
    )?.length ?? 0) > 0
  );
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

async function renderPass(client: QueryClient, router: ReturnType<typeof createStaticRouter>, context: StaticContext): Promise<string> {
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <AppProviders queryClient={client}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </StrictMode>,
    // every boundary inline: an outlined one would need React's inline <script> to move it in, and the CSP refuses those
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * Renders the first screen of `url` (a path with its query) for an anonymous English visitor.
 * Passes repeat until no rendered component asks for data it does not have (at most {@link MAX_PASSES}).
 * @returns the markup and the query cache, or null when the page has no first screen (not in
 *   {@link FIRST_SCREEN_PATHS}, another language, a redirect, a failed request, the time budget spent)
 */
export async function renderFirstScreen(url: string, options: RenderOptions): Promise<FirstScreen | null> {
  const full = new URL(url, 'http://hapabox.local');
  if (!hasFirstScreen(full.pathname)) return null;
  const language = chooseLanguage({
    setting: null,
    adChannel: AD_CHANNEL_PARAMS.map((k) => full.searchParams.get(k)).find(Boolean),
    ptChannels: options.ptChannels ?? DEFAULT_PT_CHANNELS,
    browserLanguages: acceptedLanguages(options.acceptLanguage),
  }).language;
  if (language !== 'en') return null;
  return renderFetch.run(options.fetch, () => renderPasses(full, options.timeoutMs));
}

async function renderPasses(full: URL, timeoutMs: number): Promise<FirstScreen | null> {
  const deadline = Date.now() + timeoutMs;
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(full));
  if (context instanceof Response) return null; // a redirect route: the browser follows it
  if (context.statusCode !== 200) return null;
  const router = createStaticRouter(handler.dataRoutes, context);
  const client = createQueryClient({ server: true });
  let html: string | null = null;
  for (let pass = 0; pass < MAX_PASSES; pass++) {
    html = await renderPass(client, router, context);
    const pending = pendingQueries(client);
    if (pending.length === 0) break;
    if (pass === MAX_PASSES - 1 || Date.now() > deadline) return null;
    await Promise.all(pending.map((q) => q.fetch().catch(() => undefined)));
    if (
      client
        .getQueryCache()
        .getAll()
        .some((q) => q.state.status === 'error')
    )
      return null;
  }
  if (html === null || Date.now() > deadline) return null;
  return { html, state: dehydrate(client) };
}

export { FIRST_SCREEN_OFF_COOKIE, FIRST_SCREEN_STATE_ID } from './lib/first-screen.ts';
