import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DARK_SCHEME_QUERY, parseThemeChoice, resolveTheme, THEME_COLORS, THEME_STORAGE_KEY, type ThemeChoice } from './theme.ts';

describe('resolveTheme (docs/product/states.md#dark-mode: system follows OS, dark, else light)', () => {
  it.each([
    ['system', true, 'dark'],
    ['system', false, 'light'],
    ['dark', true, 'dark'],
    ['dark', false, 'dark'],
    ['light', true, 'light'],
    ['light', false, 'light'],
  ] as const)('%s with the OS dark=%s paints %s', (choice, osDark, painted) => {
    expect(resolveTheme(choice, osDark)).toBe(painted);
  });

  it('an unknown or missing stored value is the default, system', () => {
    for (const raw of [null, undefined, '', 'Dark', '"dark"', 'auto']) expect(parseThemeChoice(raw)).toBe('system');
    for (const c of ['system', 'dark', 'light'] as const) expect(parseThemeChoice(c)).toBe(c);
  });
});

/**
 * The pre-paint script (public/theme-init.js) runs before any module, so it repeats the rules in plain ES5.
 * Here it runs as it is shipped, against a fake window/document, for every stored value x OS scheme.
 */
const SCRIPT = readFileSync(new URL('../../../../public/theme-init.js', import.meta.url), 'utf8');

function runInitScript(
  stored: string | null,
  osDark: boolean | 'no-matchMedia',
  opts: { storageThrows?: boolean; startClass?: string } = {},
) {
  const classes = new Set<string>(opts.startClass ? [opts.startClass] : []);
  const attrs: Record<string, string> = {};
  const meta: Record<string, string> = {};
  const queries: string[] = [];
  const window = {
    localStorage: {
      getItem: (k: string) => {
        if (opts.storageThrows) throw new Error('SecurityError');
        return k === THEME_STORAGE_KEY ? stored : null;
      },
    },
    matchMedia: osDark === 'no-matchMedia' ? undefined : (q: string) => (queries.push(q), { matches: osDark }),
  };
  const document = {
    documentElement: {
      classList: { add: (c: string) => classes.add(c), remove: (c: string) => classes.delete(c) },
      setAttribute: (k: string, v: string) => (attrs[k] = v),
    },
    querySelector: (sel: string) => (sel === 'meta[name="theme-color"]' ? { setAttribute: (k: string, v: string) => (meta[k] = v) } : null),
  };
  new Function('window', 'document', SCRIPT)(window, document);
  return { classes: [...classes].sort(), choice: attrs['data-theme-choice'], themeColor: meta.content, queries };
}

describe('public/theme-init.js (the class before the first paint)', () => {
  const stored: (string | null)[] = [null, 'system', 'dark', 'light', 'garbage'];
  for (const raw of stored) {
    for (const osDark of [true, false]) {
      it(`stored ${raw} with the OS dark=${osDark}: the same theme as resolveTheme`, () => {
        const expected = resolveTheme(parseThemeChoice(raw), osDark);
        const r = runInitScript(raw, osDark, { startClass: 'dark' }); // index.html ships class="dark"
        expect(r.classes).toEqual([expected]);
        expect(r.choice).toBe(parseThemeChoice(raw) satisfies ThemeChoice);
        expect(r.themeColor).toBe(THEME_COLORS[expected]);
      });
    }
  }

  it('asks the same media query as the store', () => {
    expect(runInitScript('system', true).queries).toEqual([DARK_SCHEME_QUERY]);
  });

  it('storage that throws or no matchMedia: system, painted light', () => {
    expect(runInitScript('dark', true, { storageThrows: true }).classes).toEqual(['dark']); // OS dark still followed
    expect(runInitScript(null, 'no-matchMedia', { startClass: 'dark' }).classes).toEqual(['light']);
  });
});
