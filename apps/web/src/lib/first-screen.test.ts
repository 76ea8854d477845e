import { readFileSync } from 'node:fs';
import { QueryObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from './query-client.ts';
import { clearSession, getSession, holdSessionView, releaseSessionView, sessionViewHeld, setSession, subscribeSession } from './session.ts';
import {
  endHydratingFirstScreen,
  FIRST_SCREEN_GUARD_ID,
  FIRST_SCREEN_STATE_ID,
  firstScreenCookies,
  markHydratingFirstScreen,
  readFirstScreenState,
  releaseFirstScreen,
  readFirstScreenViewer,
  renderOffscreenSections,
  rendersFirstScreen,
  SKIP_OFFSCREEN_ATTRIBUTE,
  syncFirstScreenCookies,
} from './first-screen.ts';

/**
 * public/first-screen.js (the loader of a server-rendered page) runs as it is shipped, against a fake window and
 * document whose frames and timers the test advances by hand.
 */
const SCRIPT = readFileSync(new URL('../../public/first-screen.js', import.meta.url), 'utf8');

interface FakeImage {
  complete: boolean;
  loading: string;
  top: number;
  width: number;
  listeners: Record<string, () => void>;
}

function runLoader(
  images: Partial<FakeImage>[] = [],
  attrs: Record<string, string> = { 'data-entry': '/assets/index-1.js', 'data-preload': '/assets/a.js /assets/b.js' },
  { paintTiming = false, appendMs = 0 } = {},
) {
  /** the paint observer's callback (a browser with paint timing) */
  let onPaint: ((list: { getEntriesByName: (n: string) => unknown[] }) => void) | null = null;
  let observed: unknown = null;
  class FakeObserver {
    static supportedEntryTypes = ['paint', 'largest-contentful-paint'];
    constructor(cb: typeof onPaint) {
      onPaint = cb;
    }
    observe(opts: unknown) {
      observed = opts;
    }
    disconnect() {
      onPaint = null;
    }
  }
  const frames: (() => void)[] = [];
  const timers: { at: number; fn: () => void }[] = [];
  let now = 0;
  /** the main thread's clock (performance.now): each append costs `appendMs` of it */
  let clock = 0;
  /** messages posted on the loader's channel, each a task the test runs by hand */
  const messages: (() => void)[] = [];
  class FakeChannel {
    port1: { onmessage: (() => void) | null } = { onmessage: null };
    port2 = { postMessage: () => messages.push(() => this.port1.onmessage?.()) };
  }
  const head: { tag: string; rel?: string; href?: string; src?: string; type?: string }[] = [];
  /** the document's capture listeners by event type, and whether the guard layer is still in the page */
  const listeners: Record<string, ((e: unknown) => void)[]> = {};
  const page: { guarded: boolean; under: unknown[] } = { guarded: true, under: [] };
  /** the guard layer and #root (whose contains() asks the element's `inRoot`) */
  const guard = { id: FIRST_SCREEN_GUARD_ID };
  const root = { contains: (el: { inRoot?: boolean }) => el.inRoot === true };
  /** the loader's watchers of <body>'s children (the guard's removal) */
  const bodyWatchers: { cb: () => void; on: boolean }[] = [];
  class FakeMutationObserver {
    private w: { cb: () => void; on: boolean };
    constructor(cb: () => void) {
      this.w = { cb, on: false };
      bodyWatchers.push(this.w);
    }
    observe(target: unknown, opts: unknown) {
      expect(target).toBe(document.body);
      expect(opts).toEqual({ childList: true });
      this.w.on = true;
    }
    disconnect() {
      this.w.on = false;
    }
  }
  const imgs: FakeImage[] = images.map((i) => ({ complete: false, loading: 'auto', top: 100, width: 100, listeners: {}, ...i }));
  const window = {
    ...(paintTiming ? { PerformanceObserver: FakeObserver } : {}),
    innerHeight: 800,
    requestAnimationFrame: (fn: () => void) => frames.push(fn),
    MutationObserver: FakeMutationObserver,
    setTimeout: (fn: () => void, ms: number) => timers.push({ at: now + ms, fn }),
    ...(appendMs > 0 ? { MessageChannel: FakeChannel, performance: { now: () => clock } } : {}),
  };
  const document = {
    currentScript: { getAttribute: (k: string) => attrs[k] ?? null },
    body: {},
    addEventListener: (type: string, fn: (e: unknown) => void, capture: boolean) => {
      expect(capture).toBe(true);
      (listeners[type] ??= []).push(fn);
    },
    getElementById: (id: string) => (id === FIRST_SCREEN_GUARD_ID ? (page.guarded ? guard : null) : id === 'root' ? root : null),
    /** the elements at a point, topmost first: the guard over `page.under` while it is there */
    elementsFromPoint: () => (page.guarded ? [guard, ...page.under] : page.under),
    documentElement: { clientHeight: 800 },
    images: imgs.map((img) => ({
      get complete() {
        return img.complete;
      },
      loading: img.loading,
      getBoundingClientRect: () => ({ top: img.top, bottom: img.top + 100, width: img.width }),
      addEventListener: (type: string, fn: () => void) => (img.listeners[type] = fn),
    })),
    createElement: (tag: string) => ({ tag }) as (typeof head)[number],
    head: {
      appendChild: (el: (typeof head)[number]) => {
        clock += appendMs;
        head.push(el);
      },
    },
  };
  new Function('window', 'document', SCRIPT)(window, document);
  return {
    head,
    imgs,
    page,
    guard,
    /** the app removes the guard: <body>'s watchers see it */
    release() {
      page.guarded = false;
      bodyWatchers.filter((w) => w.on).forEach((w) => w.cb());
    },
    /** dispatches an event of `type` to the document's capture listeners; true when one of them prevented it */
    dispatch(type: string, fields: Record<string, unknown>) {
      let prevented = false;
      const e = { ...fields, preventDefault: () => (prevented = true) };
      (listeners[type] ?? []).forEach((fn) => fn(e));
      return prevented;
    },
    /** draws a frame, then runs the timers due by then */
    frame() {
      frames.splice(0).forEach((f) => f());
      this.advance(0);
    },
    advance(ms: number) {
      now += ms;
      for (const t of timers.filter((x) => x.at <= now)) {
        timers.splice(timers.indexOf(t), 1);
        t.fn();
      }
    },
    entries: () => head.filter((e) => e.tag === 'script').map((e) => [e.type, e.src]),
    /** runs the tasks the loader posted to itself; returns how many */
    messages() {
      const run = messages.splice(0);
      run.forEach((m) => m());
      return run.length;
    },
    observed: () => observed,
    /** the browser reports a paint entry */
    paint(name: string) {
      onPaint?.({ getEntriesByName: (n) => (n === name ? [{ name }] : []) });
    },
  };
}

describe('public/first-screen.js (loads the app after the first screen has painted)', () => {
  it('requests nothing before the first frame, then the chunks and the entry module once', () => {
    const r = runLoader();
    expect(r.head).toEqual([]);
    r.frame();
    expect(r.head.filter((e) => e.tag === 'link').map((e) => [e.rel, e.href])).toEqual([
      ['modulepreload', '/assets/a.js'],
      ['modulepreload', '/assets/b.js'],
    ]);
    expect(r.entries()).toEqual([['module', '/assets/index-1.js']]);
    r.advance(5_000); // the safety timer finds it started
    expect(r.entries()).toHaveLength(1);
  });

  it('with paint timing, waits for the first contentful paint to be presented, not for a frame', () => {
    const r = runLoader([], undefined, { paintTiming: true });
    expect(r.observed()).toEqual({ type: 'paint', buffered: true });
    r.frame();
    r.paint('first-paint');
    expect(r.entries()).toEqual([]);
    r.paint('first-contentful-paint');
    expect(r.entries()).toEqual([['module', '/assets/index-1.js']]);
    r.paint('first-contentful-paint');
    expect(r.entries()).toHaveLength(1);
  });

  it('waits for the pictures on screen (not lazy ones, not those below the fold), then two frames', () => {
    const r = runLoader([{}, { loading: 'lazy' }, { top: 2_000 }, { complete: true }, {}]);
    r.frame();
    expect(r.entries()).toEqual([]);
    expect(Object.keys(r.imgs[1]!.listeners)).toEqual([]);
    expect(Object.keys(r.imgs[2]!.listeners)).toEqual([]);
    r.imgs[0]!.listeners.load!();
    expect(r.entries()).toEqual([]);
    r.imgs[4]!.listeners.error!(); // a broken picture counts as arrived
    expect(r.entries()).toEqual([]);
    r.frame(); // drawn
    expect(r.entries()).toEqual([]);
    r.frame(); // shown
    expect(r.entries()).toEqual([['module', '/assets/index-1.js']]);
  });

  it('loads the app after 2.5 s whatever happens (a picture that never arrives, a tab that draws no frame)', () => {
    const slow = runLoader([{}]);
    slow.frame();
    slow.advance(2_499);
    expect(slow.entries()).toEqual([]);
    slow.advance(1);
    expect(slow.entries()).toHaveLength(1);
    const hidden = runLoader();
    hidden.advance(2_500);
    expect(hidden.entries()).toHaveLength(1);
  });

  it("adds the entry's chunks, the entry, then the page's chunks, 4 ms of appends per task", () => {
    const page = ['/assets/home-1.js', '/assets/c.js', '/assets/d.js', '/assets/e.js'];
    const r = runLoader(
      [],
      { 'data-entry': '/assets/index-1.js', 'data-preload': '/assets/a.js /assets/b.js', 'data-page-preload': page.join(' ') },
      { appendMs: 1.5 },
    );
    r.frame();
    const added = () => r.head.map((e) => e.href ?? e.src);
    // 1.5 ms each: the third append reaches 4.5 ms, the slice ends there and the next comes in a task of its own
    expect(added()).toEqual(['/assets/a.js', '/assets/b.js', '/assets/index-1.js']);
    expect(r.entries()).toEqual([['module', '/assets/index-1.js']]);
    expect(r.messages()).toBe(1);
    expect(added()).toEqual(['/assets/a.js', '/assets/b.js', '/assets/index-1.js', ...page.slice(0, 3)]);
    expect(r.messages()).toBe(1);
    expect(added()).toEqual(['/assets/a.js', '/assets/b.js', '/assets/index-1.js', ...page]);
    expect(r.head.filter((e) => e.tag === 'link').every((e) => e.rel === 'modulepreload')).toBe(true);
    expect(r.messages()).toBe(0); // done: nothing more posted
    r.advance(5_000);
    expect(r.head).toHaveLength(7);
  });

  it("holds Enter and Space on the page's buttons and its forms' submits, then runs the last one once the guard is gone", () => {
    const r = runLoader();
    const clicks: string[] = [];
    /** an element of the page: in #root or not, a link / text field / button / form */
    const target = (name: string, inRoot: boolean, kind: 'button' | 'link' | 'field' | 'form') => ({
      tagName: kind === 'form' ? 'FORM' : 'BUTTON',
      isConnected: true,
      closest: (sel: string) => (sel === '#root' ? (inRoot ? {} : null) : kind === 'link' || kind === 'field' ? {} : null),
      click: () => clicks.push(`click ${name}`),
      requestSubmit: () => clicks.push(`submit ${name}`),
    });
    const open = target('open', true, 'button');
    expect(r.dispatch('keydown', { type: 'keydown', key: 'Enter', target: open })).toBe(true);
    expect(r.dispatch('keyup', { type: 'keyup', key: ' ', target: open })).toBe(true);
    expect(r.dispatch('keydown', { type: 'keydown', key: 'a', target: open })).toBe(false);
    // a link navigates, a text field takes its text, a key outside the page goes on
    expect(r.dispatch('keydown', { type: 'keydown', key: 'Enter', target: target('link', true, 'link') })).toBe(false);
    expect(r.dispatch('keydown', { type: 'keydown', key: ' ', target: target('field', true, 'field') })).toBe(false);
    expect(r.dispatch('keydown', { type: 'keydown', key: 'Enter', target: target('out', false, 'button') })).toBe(false);
    expect(clicks).toEqual([]);
    // the app owns the page: the control gets its one click, and keys go through from now on
    r.release();
    expect(clicks).toEqual(['click open']);
    expect(r.dispatch('keydown', { type: 'keydown', key: 'Enter', target: open })).toBe(false);
    r.release();
    expect(clicks).toEqual(['click open']);

    // a form submitted before: submitted once the guard is gone; a control no longer in the page: nothing
    const form = runLoader();
    clicks.length = 0;
    expect(form.dispatch('submit', { target: target('search', true, 'form') })).toBe(true);
    form.release();
    expect(clicks).toEqual(['submit search']);
    const gone = runLoader();
    clicks.length = 0;
    gone.dispatch('keydown', { type: 'keydown', key: 'Enter', target: { ...target('old', true, 'button'), isConnected: false } });
    gone.release();
    expect(clicks).toEqual([]);
  });

  it('acts on a tap on the guard: a button once the guard is gone, a link at once, a text field focused at once', () => {
    const done: string[] = [];
    /** an element of the page under the finger, inside the control `kind` (or none) */
    const el = (name: string, kind: 'button' | 'link' | 'field' | 'none', inRoot = true) => ({
      inRoot,
      closest: () =>
        kind === 'none'
          ? null
          : {
              matches: (sel: string) => (kind === 'field' ? sel.includes('textarea') : kind === 'link' ? sel === 'a[href]' : false),
              isConnected: true,
              tagName: 'BUTTON',
              click: () => done.push(`click ${name}`),
              focus: () => done.push(`focus ${name}`),
            },
    });
    const r = runLoader();
    const tap = () => r.dispatch('click', { target: r.guard, clientX: 10, clientY: 20 });
    // a button: nothing now, one click once the app owns the page
    r.page.under = [el('open', 'button')];
    tap();
    expect(done).toEqual([]);
    // a link navigates at once; a text field takes the focus at once; neither replaces the button held
    r.page.under = [el('terms', 'link')];
    tap();
    r.page.under = [el('search', 'field')];
    tap();
    expect(done).toEqual(['click terms', 'focus search']);
    // nothing to act on under the finger, or only what is outside #root: nothing happens, the button stays held
    r.page.under = [el('text', 'none')];
    tap();
    r.page.under = [el('outside', 'button', false)];
    tap();
    r.release();
    expect(done).toEqual(['click terms', 'focus search', 'click open']);
    // once the guard is gone a tap is the page's own: the loader does nothing with it
    r.page.under = [el('later', 'button')];
    r.dispatch('click', { target: {}, clientX: 10, clientY: 20 });
    r.release();
    expect(done).toEqual(['click terms', 'focus search', 'click open']);
  });

  it('names the guard the app removes, and the stylesheet spreads it over the viewport above everything', () => {
    expect(SCRIPT).toContain(`'${FIRST_SCREEN_GUARD_ID}'`);
    const css = readFileSync(new URL('../styles.css', import.meta.url), 'utf8');
    const rule = new RegExp(`#${FIRST_SCREEN_GUARD_ID} \\{([^}]*)\\}`).exec(css)?.[1] ?? '';
    expect(rule).toMatch(/position: fixed;/);
    expect(rule).toMatch(/inset: 0;/);
    expect(rule).toMatch(/z-index: 2147483647;/);
  });

  it('does nothing without an entry', () => {
    const r = runLoader([], {});
    r.frame();
    r.advance(5_000);
    expect(r.head).toEqual([]);
  });
});

describe('first screen in the browser', () => {
  it('tells the server the language and the signed-in shape in cookies (1 year, SameSite=Lax)', () => {
    expect(firstScreenCookies(true, 'pt-BR')).toEqual([
      'hapa_lang=pt-BR; path=/; samesite=lax; max-age=31536000',
      'hapa_signed_in=1; path=/; samesite=lax; max-age=31536000',
    ]);
    // signed out: the hint is deleted; no token, no id in any of them
    expect(firstScreenCookies(false, 'en')).toEqual([
      'hapa_lang=en; path=/; samesite=lax; max-age=31536000',
      'hapa_signed_in=; path=/; samesite=lax; max-age=0',
    ]);
  });

  it("writes the cookies into the document, deleting an older build's opt-out, and does nothing without one", () => {
    const fakeDoc = (jar: string) => {
      const written: string[] = [];
      return {
        written,
        set cookie(v: string) {
          written.push(v);
        },
        get cookie() {
          return jar;
        },
      };
    };
    const fresh = fakeDoc('a=1');
    syncFirstScreenCookies(true, 'en', fresh);
    expect(fresh.written).toEqual(firstScreenCookies(true, 'en'));
    // a signed-out visitor with no hint: the language only (nothing to delete)
    const old = fakeDoc('a=1; hapa_first_screen=off');
    syncFirstScreenCookies(false, 'pt-BR', old);
    expect(old.written).toEqual(['hapa_first_screen=; path=/; samesite=lax; max-age=0', firstScreenCookies(false, 'pt-BR')[0]]);
    // a returning visitor whose cookies already say it: no write; a change writes that cookie only; renew writes both
    const back = fakeDoc('hapa_lang=pt-BR; a=1; hapa_signed_in=1');
    syncFirstScreenCookies(true, 'pt-BR', back);
    expect(back.written).toEqual([]);
    syncFirstScreenCookies(true, 'en', back);
    expect(back.written).toEqual([firstScreenCookies(true, 'en')[0]]);
    syncFirstScreenCookies(false, 'pt-BR', back);
    expect(back.written.slice(1)).toEqual([firstScreenCookies(false, 'pt-BR')[1]]);
    const renewed = fakeDoc('hapa_lang=pt-BR; hapa_signed_in=1');
    syncFirstScreenCookies(true, 'pt-BR', renewed, { renew: true });
    expect(renewed.written).toEqual(firstScreenCookies(true, 'pt-BR'));
    // the tests' switch (hapa_first_screen=static) stays
    const switched = fakeDoc('hapa_first_screen=static');
    syncFirstScreenCookies(false, 'en', switched);
    expect(switched.written).toEqual([firstScreenCookies(false, 'en')[0]]);
    expect(() => syncFirstScreenCookies(true, 'en', undefined)).not.toThrow();
  });

  it('reads who the page was rendered for from #root, and null for the static shell', () => {
    const rootWith = (attrs: Record<string, string>) => ({
      getElementById: (id: string) =>
        id === 'root'
          ? ({ hasAttribute: (a: string) => a in attrs, getAttribute: (a: string) => attrs[a] ?? null } as unknown as HTMLElement)
          : null,
    });
    expect(readFirstScreenViewer(rootWith({ 'data-first-screen': '', 'data-lang': 'pt-BR', 'data-signed-in': '' }))).toEqual({
      language: 'pt-BR',
      signedIn: true,
    });
    expect(readFirstScreenViewer(rootWith({ 'data-first-screen': '' }))).toEqual({ language: 'en', signedIn: false });
    expect(readFirstScreenViewer(rootWith({ 'data-static-shell': '' }))).toBeNull();
    expect(readFirstScreenViewer({ getElementById: () => null })).toBeNull();
  });

  it('reads the query cache from its JSON script, and null when missing or broken', () => {
    const doc = (text: string | null) => ({
      getElementById: (id: string) => (id === FIRST_SCREEN_STATE_ID && text !== null ? ({ textContent: text } as HTMLElement) : null),
    });
    expect(readFirstScreenState(doc('{"queries":[],"mutations":[]}'))).toEqual({ queries: [], mutations: [] });
    expect(readFirstScreenState(doc(null))).toBeNull();
    expect(readFirstScreenState(doc('{broken'))).toBeNull();
  });

  it('renders the whole first screen where there is no window (the server)', () => {
    expect(rendersFirstScreen()).toBe(true);
  });

  it("holds React's view of the session while the first screen hydrates, and releases it once (subscribers told)", () => {
    let told = 0;
    const stop = subscribeSession(() => (told += 1));
    try {
      setSession({ uid: 7, authorization: 'Bearer 7:x', nickname: 'p7' } as Parameters<typeof setSession>[0]);
      told = 0;
      holdSessionView();
      expect(sessionViewHeld()).toBe(true);
      // the stored session is still there for API calls; only React's view waits
      expect(getSession()?.uid).toBe(7);
      releaseSessionView();
      expect(sessionViewHeld()).toBe(false);
      expect(told).toBe(1);
      releaseSessionView();
      expect(told).toBe(1);
    } finally {
      stop();
      clearSession();
    }
  });

  it("keeps a query's data on screen when its key changes on the landing page, not after the first navigation", async () => {
    const client = createQueryClient();
    client.setQueryData(['gate', 'visitor'], { locked: true });
    const observer = new QueryObserver(client, {
      queryKey: ['gate', 'visitor'],
      queryFn: () => new Promise<never>(() => {}),
      staleTime: Infinity,
    });
    const stop = observer.subscribe(() => {});
    try {
      markHydratingFirstScreen();
      // the signed-in key (as the session view is released): the visitor's data stays until the player's arrives
      observer.setOptions({ queryKey: ['gate', 'player'], queryFn: () => new Promise<never>(() => {}), staleTime: Infinity });
      expect(observer.getCurrentResult()).toMatchObject({ data: { locked: true }, isPlaceholderData: true });
      client.setQueryData(['gate', 'player'], { locked: false });
      expect(observer.getCurrentResult()).toMatchObject({ data: { locked: false }, isPlaceholderData: false });
      endHydratingFirstScreen();
      observer.setOptions({ queryKey: ['gate', 'other'], queryFn: () => new Promise<never>(() => {}), staleTime: Infinity });
      expect(observer.getCurrentResult().data).toBeUndefined();
    } finally {
      stop();
      endHydratingFirstScreen();
    }
  });
  it('stops keeping the previous data at the first real session change after the release (a sign-up on the landing page)', () => {
    const client = createQueryClient();
    client.setQueryData(['seat', 'visitor'], { canReceive: false });
    const observer = new QueryObserver(client, {
      queryKey: ['seat', 'visitor'],
      queryFn: () => new Promise<never>(() => {}),
      staleTime: Infinity,
    });
    const stop = observer.subscribe(() => {});
    try {
      markHydratingFirstScreen();
      releaseFirstScreen(); // a signed-out visitor's page has hydrated
      setSession({ uid: 9, authorization: 'Bearer 9:x', nickname: 'p9' } as Parameters<typeof setSession>[0]);
      // the signed-in key: the signed-out answer is not shown as if it were the player's
      observer.setOptions({ queryKey: ['seat', 'player-9'], queryFn: () => new Promise<never>(() => {}), staleTime: Infinity });
      expect(observer.getCurrentResult()).toMatchObject({ data: undefined, isPlaceholderData: false });
    } finally {
      stop();
      clearSession();
      endHydratingFirstScreen();
    }
  });
  it('lets the offscreen sections render: the attribute leaves #root, nothing else does', () => {
    const attrs = new Set(['data-first-screen', 'data-lang', SKIP_OFFSCREEN_ATTRIBUTE]);
    const root = { removeAttribute: (a: string) => attrs.delete(a) };
    renderOffscreenSections({ getElementById: (id: string) => (id === 'root' ? root : null) } as unknown as Document);
    expect([...attrs]).toEqual(['data-first-screen', 'data-lang']);
    // a page without a root, or no document at all (the server's render): nothing to do, nothing thrown
    expect(() => renderOffscreenSections({ getElementById: () => null })).not.toThrow();
    expect(() => renderOffscreenSections(undefined)).not.toThrow();
    // the app's first navigation does it too
    attrs.add(SKIP_OFFSCREEN_ATTRIBUTE);
    vi.stubGlobal('document', { getElementById: (id: string) => (id === 'root' ? root : null) });
    try {
      markHydratingFirstScreen();
      endHydratingFirstScreen();
      expect(attrs.has(SKIP_OFFSCREEN_ATTRIBUTE)).toBe(false);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
