import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * Endless animations run on the compositor (docs/architecture/web-app.md#animations): an animation that repeats for
 * as long as an element is shown (a skeleton's shimmer, the live-drops marquee) may change only properties the
 * compositor animates by itself. Any other property (`background-position`, `width`, `box-shadow`, ...) makes the
 * browser repaint on the main thread at every frame: the skeleton's `background-position` shimmer cost a signed-in
 * first screen 140 ms of paint per second while its header showed one placeholder.
 */
const CSS = readFileSync(new URL('./styles.css', import.meta.url), 'utf8');
const COMPOSITED = new Set(['transform', 'opacity', 'translate', 'scale', 'rotate']);

/** `@keyframes name { ... }` blocks: name -> the properties their steps set. */
function keyframes(css: string): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>();
  for (const m of css.matchAll(/@keyframes\s+([\w-]+)\s*\{/g)) {
    const start = m.index + m[0].length;
    let depth = 1;
    let i = start;
    for (; i < css.length && depth > 0; i++) {
      if (css[i] === '{') depth++;
      else if (css[i] === '}') depth--;
    }
    const body = css.slice(start, i - 1);
    out.set(m[1]!, new Set([...body.matchAll(/([a-z-]+)\s*:/g)].map((p) => p[1]!)));
  }
  return out;
}

/** The keyframes named by an animation that repeats forever (`animation: ...` or a Tailwind `--animate-*` token). */
function endless(css: string, names: Set<string>): string[] {
  const found: string[] = [];
  for (const m of css.matchAll(/(?:animation|--animate-[\w-]+)\s*:\s*([^;]+);/g)) {
    const value = m[1]!;
    if (!/\binfinite\b/.test(value)) continue;
    for (const word of value.split(/[\s,]+/)) if (names.has(word)) found.push(word);
  }
  return found;
}

describe('endless animations', () => {
  it('change only what the compositor animates (no repaint per frame)', () => {
    const frames = keyframes(CSS);
    const names = endless(CSS, new Set(frames.keys()));
    // the shimmer and the marquee at least: the check reads the real stylesheet
    expect(names).toEqual(expect.arrayContaining(['shimmer', 'marquee']));
    for (const name of names)
      expect(
        [...frames.get(name)!].filter((p) => !COMPOSITED.has(p)),
        `@keyframes ${name}`,
      ).toEqual([]);
  });

  it('tells a repainting one apart', () => {
    const css = '@keyframes glow { from { box-shadow: 0 0 1px red; } to { box-shadow: 0 0 9px red; } } .x { animation: glow 1s infinite; }';
    const frames = keyframes(css);
    expect(endless(css, new Set(frames.keys()))).toEqual(['glow']);
    expect([...frames.get('glow')!]).toEqual(['box-shadow']);
  });
});
