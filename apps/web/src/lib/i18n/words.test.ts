/**
 * Words players read (docs/architecture/web-app.md#languages): a count is never printed with one fixed noun ("1 weeks",
 * "1 years", "Buy 1 maps"; abbreviations like "pts" aside): a `{{count}} <noun>` text is an i18next plural (`_one` / `_other`, the language picks the form); and the
 * English catalogue has none of the misspellings players reported ("No enough", "maxium").
 */
import { describe, expect, it } from 'vitest';
import { i18n } from './index.ts';
import { resources } from './resources.ts';

type Tree = { [k: string]: string | Tree };

function leaves(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([k, v]) => {
    const p = prefix ? `${prefix}.${k}` : k;
    return typeof v === 'string' ? [[p, v] as [string, string]] : leaves(v, p);
  });
}

const en = leaves(resources.en.translation as unknown as Tree);

describe('catalogue words', () => {
  it('every "{{count}} <word>" text is a plural form (_one, _other, ...)', () => {
    const fixed = en
      .filter(([k, v]) => /\{\{count\}\} (more )?(?!of\b|out\b|h\b|pts\b)[a-z]+s\b/.test(v) && !/_(zero|one|two|few|many|other)$/.test(k))
      .map(([k]) => k);
    expect(fixed).toEqual([]);
  });

  it('says "1 week" and "2 weeks", "1 year" and "5 years"', () => {
    expect(i18n.t('protection.weeks', { count: 1, lng: 'en' })).toBe('1 week');
    expect(i18n.t('protection.weeks', { count: 2, lng: 'en' })).toBe('2 weeks');
    expect(i18n.t('protection.years', { count: 1, lng: 'en' })).toBe('1 year');
    expect(i18n.t('protection.years', { count: 5, lng: 'en' })).toBe('5 years');
  });

  it('has none of the reported misspellings', () => {
    const bad = en.filter(([, v]) => /\bNo enough\b|\bmaxium\b|\bminium\b/i.test(v)).map(([k, v]) => `${k}: ${v}`);
    expect(bad).toEqual([]);
  });
});
