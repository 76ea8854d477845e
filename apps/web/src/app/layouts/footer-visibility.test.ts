import { describe, expect, it } from 'vitest';
import { showsFooter } from './footer-visibility.ts';

describe('showsFooter (small)', () => {
  it('hides the footer on game pages only', () => {
    expect(showsFooter('/battles')).toBe(false);
    expect(showsFooter('/battles/detail/abc')).toBe(false);
    expect(showsFooter('/upgrade')).toBe(false);
    expect(showsFooter('/')).toBe(true);
    expect(showsFooter('/box-detail/101-apple-box')).toBe(true);
    expect(showsFooter('/battlesx')).toBe(true);
  });
});
