import { describe, expect, it } from 'vitest';
import { applyThemeTokens, contrast, readable, telegramScheme, telegramThemeTokens } from './theme.ts';

/** Telegram Desktop's default night theme (snake_case, as in the launch hash). */
const NIGHT = {
  bg_color: '#17212b',
  secondary_bg_color: '#232e3c',
  text_color: '#f5f5f5',
  hint_color: '#708499',
  link_color: '#6ab3f3',
  button_color: '#5288c1',
  button_text_color: '#ffffff',
  destructive_text_color: '#ec3942',
  section_separator_color: '#111921',
};
/** Telegram's day theme (camelCase, as the SDK gives it). */
const DAY = {
  bgColor: '#ffffff',
  secondaryBgColor: '#efeff3',
  textColor: '#000000',
  hintColor: '#999999',
  buttonColor: '#2481cc',
  buttonTextColor: '#ffffff',
};

describe('Telegram theme mapping (small)', () => {
  it('maps the night theme onto the design tokens', () => {
    const t = telegramThemeTokens(NIGHT);
    expect(t).toMatchObject({
      '--color-bg': '#17212b',
      '--color-bg-2': '#232e3c',
      '--color-surface': '#232e3c',
      '--color-fg': '#f5f5f5',
      '--color-line': '#111921',
    });
    expect(t['--color-surface-2']).toMatch(/^#[0-9a-f]{6}$/);
    expect(telegramScheme(NIGHT)).toBe('dark');
  });
  it("keeps muted text and the button ink at AA contrast (4.5:1) where Telegram's own colours fall short", () => {
    const t = telegramThemeTokens(NIGHT);
    // night hint #708499 is 4.2:1 on the background and 3.6:1 on the secondary background: lightened toward the text
    expect(contrast('#708499', '#232e3c')).toBeLessThan(4.5);
    for (const ground of ['--color-bg', '--color-bg-2', '--color-surface', '--color-surface-2', '--color-surface-3']) {
      expect(contrast(t['--color-muted']!, t[ground]!), ground).toBeGreaterThanOrEqual(4.5);
    }
    expect(t['--color-muted']).not.toBe('#708499');
    // the night button blue #5288c1 as text on the surfaces is 3.9:1: lifted toward the text colour until it reads,
    // also on its own 15% tint; white on it (3.7:1) gives way to black
    expect(contrast('#5288c1', '#1d2b3a')).toBeLessThan(4.5);
    for (const key of ['--color-accent', '--color-danger', '--color-violet']) {
      for (const ground of ['--color-bg', '--color-bg-2', '--color-surface', '--color-surface-2']) {
        expect(contrast(t[key]!, t[ground]!), `${key} on ${ground}`).toBeGreaterThanOrEqual(4.5);
      }
    }
    expect(t['--color-accent']).not.toBe('#5288c1');
    expect(contrast(t['--color-accent-ink']!, t['--color-accent']!)).toBeGreaterThanOrEqual(4.5);
    expect(t['--color-accent-ink']).toBe('#000000');
    // a theme that is already readable keeps its colours
    const day = telegramThemeTokens({
      bg_color: '#ffffff',
      text_color: '#000000',
      hint_color: '#595959',
      button_color: '#1c6bb0',
      button_text_color: '#ffffff',
    });
    expect(day['--color-muted']).toBe('#595959');
    expect(day['--color-accent-ink']).toBe('#ffffff');
    expect(readable('#708499', ['#17212b'], '#f5f5f5')).not.toBe('#708499');
  });
  it('reads camelCase params and tells light from dark by the background', () => {
    const t = telegramThemeTokens(DAY);
    expect(t).toMatchObject({ '--color-bg': '#ffffff', '--color-fg': '#000000', '--color-surface': '#efeff3' });
    expect(telegramScheme(DAY)).toBe('light');
    expect(telegramScheme({})).toBe('dark');
  });
  it('maps only valid colours and keeps the app values for the rest', () => {
    expect(telegramThemeTokens({ bg_color: 'red', text_color: '#fff', button_color: '#12345g', hint_color: 42 })).toEqual({});
    expect(Object.keys(telegramThemeTokens({ button_color: '#00AA00' }))).toEqual(['--color-accent', '--color-accent-strong']);
    expect(telegramThemeTokens({ button_color: '#00AA00' })['--color-accent']).toBe('#00aa00');
  });
  it('applies tokens inline and removes the ones a new theme no longer sets', () => {
    const set = new Map<string, string>();
    const root = {
      style: { setProperty: (k: string, v: string) => void set.set(k, v), removeProperty: (k: string) => void set.delete(k) },
    };
    const first = applyThemeTokens(root, telegramThemeTokens(NIGHT));
    expect(set.get('--color-bg')).toBe('#17212b');
    applyThemeTokens(root, { '--color-bg': '#ffffff' }, first);
    expect([...set.keys()]).toEqual(['--color-bg']);
  });
});
