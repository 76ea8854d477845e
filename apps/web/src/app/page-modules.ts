import { lazy, type LazyExoticComponent } from 'react';

const keys = new WeakMap<object, string>();
/** What `React.lazy` accepts as a module's default export. */
type PageComponent = Awaited<ReturnType<Parameters<typeof lazy>[0]>>['default'];

/**
 * `React.lazy(load)` with the page's module key (`src/app/routes/home.tsx`, its key in the client build's manifest)
 * filed beside the component. The route table does not call this itself: the build's `pageModules` plugin
 * (vite-plugins/page-modules.ts) rewrites its `lazy(() => import('<page>'))` calls into it.
 */
export function lazyPage<T extends PageComponent>(key: string, load: () => Promise<{ default: T }>): LazyExoticComponent<T> {
  const page = lazy(load);
  keys.set(page, key);
  return page;
}

/**
 * The page modules the matched routes show, outermost first (`['src/app/routes/home.tsx']`): the keys
 * {@link lazyPage} filed for each route's element. A route whose element is not a lazy page (a layout in the entry,
 * a redirect) adds none.
 */
export function pageModulesOf(matches: readonly { route: { element?: unknown } }[]): string[] {
  const out: string[] = [];
  for (const { route } of matches) {
    const type = (route.element as { type?: unknown } | null | undefined)?.type;
    const key = typeof type === 'object' && type !== null ? keys.get(type) : undefined;
    if (key && !out.includes(key)) out.push(key);
  }
  return out;
}
