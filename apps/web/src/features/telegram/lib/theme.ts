/**
 * Telegram theme -> HapaBox design tokens (docs/architecture/web-app.md, "follows the Telegram theme (colors, light/dark)"). Telegram
 * sends `themeParams` (snake_case keys in the launch hash and `theme_changed`, camelCase from the SDK); each known
 * colour is mapped onto the CSS variables of styles.css, so every component follows without knowing Telegram.
 */

/** Telegram theme parameters, as the SDK (camelCase) or the launch hash (snake_case) names them. */
export type TelegramThemeParams = Record<string, unknown>;

const HEX = /^#[0-9a-f]{6}$/i;

function color(params: TelegramThemeParams, name: string): string | null {
  const camel = name.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());
  const v = params[name] ?? params[camel];
  return typeof v === 'string' && HEX.test(v) ? v.toLowerCase() : null;
}

/** Relative luminance (0 black .. 1 white) of a #rrggbb colour. */
export function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** Light or dark from Telegram's background colour (dark when there is none). */
export function telegramScheme(params: TelegramThemeParams): 'dark' | 'light' {
  const bg = color(params, 'bg_color');
  return bg && luminance(bg) > 0.4 ? 'light' : 'dark';
}

/** Mixes two #rrggbb colours (`t` of `b`). */
function mix(a: string, b: string, t: number): string {
  const ch = (h: string, i: number) => Number.parseInt(h.slice(i, i + 2), 16);
  return `#${[1, 3, 5]
    .map((i) =>
      Math.round(ch(a, i) * (1 - t) + ch(b, i) * t)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** WCAG contrast ratio (1..21) of two #rrggbb colours. */
export function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** WCAG AA for normal text. */
const AA = 4.5;

/**
 * `fg` moved toward `toward` (by mixing, 5% at a time) until it reaches AA contrast on every colour of `on`, and on
 * each of them tinted `tint` with the colour itself (chips drawn as `bg-accent/15` under `text-accent`); `fg`
 * itself when it already does. Telegram's own palettes fall short (night hint #708499 on #232e3c is 3.6:1, the
 * night button blue #5288c1 as text on #1d2b3a 3.9:1).
 */
export function readable(fg: string, on: string[], toward: string, tint = 0): string {
  const fails = (c: string) => on.some((b) => contrast(c, b) < AA || (tint > 0 && contrast(c, mix(b, c, tint)) < AA));
  let c = fg;
  for (let t = 0.05; t <= 1.0001 && fails(c); t += 0.05) c = mix(fg, toward, t);
  return c;
}

/** #rrggbb -> [hue 0..360, saturation 0..1, lightness 0..1]. */
function toHsl(hex: string): [number, number, number] {
  const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16) / 255) as [number, number, number];
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const l = (max + min) / 2;
  if (max === min) return [0, 0, l];
  const d = max - min;
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
  const h = max === r ? (g - b) / d + (g < b ? 6 : 0) : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  return [h * 60, s, l];
}

function fromHsl(h: number, s: number, l: number): string {
  const k = (n: number) => (n + h / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => l - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)));
  return `#${[0, 8, 4]
    .map((n) =>
      Math.round(f(n) * 255)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/**
 * A brand colour (Telegram's button, link or destructive colour) made readable as text: its lightness moved
 * (up on a dark theme, down on a light one), hue and saturation kept, 2% at a time, until it reaches AA on every
 * colour of `on` and on each tinted `tint` with itself. Unchanged when it already reads.
 */
export function legibleHue(fg: string, on: string[], dark: boolean, tint = 0.15): string {
  const fails = (c: string) => on.some((b) => contrast(c, b) < AA || contrast(c, mix(b, c, tint)) < AA);
  const [h, s, l0] = toHsl(fg);
  let c = fg;
  for (let l = l0; fails(c) && l >= 0 && l <= 1; l += dark ? 0.02 : -0.02) c = fromHsl(h, s, Math.min(1, Math.max(0, l)));
  return c;
}

/**
 * The CSS variables to set on <html> for `params`: background, surfaces, text, muted text, lines, the accent
 * (Telegram's button colour) with its ink, link and danger colours. Only colours Telegram sent (valid #rrggbb)
 * are mapped; the rest keep the app's theme values.
 */
export function telegramThemeTokens(params: TelegramThemeParams): Record<string, string> {
  const out: Record<string, string> = {};
  const bg = color(params, 'bg_color');
  const secondary = color(params, 'secondary_bg_color');
  const section = color(params, 'section_bg_color');
  const text = color(params, 'text_color');
  const hint = color(params, 'hint_color') ?? color(params, 'subtitle_text_color');
  const button = color(params, 'button_color');
  const buttonText = color(params, 'button_text_color');
  const separator = color(params, 'section_separator_color');
  const destructive = color(params, 'destructive_text_color');
  const link = color(params, 'link_color') ?? color(params, 'accent_text_color');
  if (bg) {
    out['--color-bg'] = bg;
    out['--color-bg-2'] = secondary ?? bg;
  }
  const surface = section ?? secondary;
  if (surface) out['--color-surface'] = surface;
  if (bg && text) {
    const base = surface ?? bg;
    out['--color-surface-2'] = mix(base, text, 0.06);
    out['--color-surface-3'] = mix(base, text, 0.12);
    out['--color-line'] = separator ?? mix(base, text, 0.16);
    out['--color-line-strong'] = mix(base, text, 0.28);
  }
  if (text) out['--color-fg'] = text;
  // text colours must stay readable (docs/architecture/web-app.md axe, AA) on the page and on every surface they sit on
  const grounds = [bg, secondary, surface, out['--color-surface-2'], out['--color-surface-3']].filter((c): c is string => !!c);
  // brand colours as text: on the page and the cards (surface-3 is a hover/pressed fill, not a text ground)
  const textGrounds = [bg, secondary, surface, out['--color-surface-2']].filter((c): c is string => !!c);
  const legible = (c: string) => (textGrounds.length ? legibleHue(c, textGrounds, telegramScheme(params) === 'dark') : c);
  if (hint) {
    const muted = text ? readable(hint, grounds, text) : hint;
    out['--color-muted'] = muted;
    out['--color-subtle'] = muted;
  }
  // the accent is text (prices, chips) as well as the button fill: lifted to read on the surfaces first
  const accent = button ? legible(button) : null;
  if (accent) {
    out['--color-accent'] = accent;
    out['--color-accent-strong'] = accent;
  }
  if (buttonText) {
    // the ink on the button: Telegram's own unless it falls short of AA there (white on #5288c1 is 3.7:1), then
    // whichever of black and white reads better on that button
    const ink =
      !accent || contrast(buttonText, accent) >= AA
        ? buttonText
        : contrast('#000000', accent) >= contrast('#ffffff', accent)
          ? '#000000'
          : '#ffffff';
    out['--color-accent-ink'] = ink;
  }
  if (link) out['--color-violet'] = legible(link);
  if (destructive) out['--color-danger'] = legible(destructive);
  return out;
}

/** Sets `tokens` on `root` (inline, so they win over the stylesheet's theme) and removes the ones not given now. */
export function applyThemeTokens(
  root: { style: { setProperty(k: string, v: string): void; removeProperty(k: string): void } },
  tokens: Record<string, string>,
  previous: string[] = [],
): string[] {
  for (const k of previous) if (!(k in tokens)) root.style.removeProperty(k);
  for (const [k, v] of Object.entries(tokens)) root.style.setProperty(k, v);
  return Object.keys(tokens);
}
