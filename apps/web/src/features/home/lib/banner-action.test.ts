import { describe, expect, it } from 'vitest';
import { LINK_REDIRECT_MS, runBannerAction } from './banner-action.ts';

describe('banner links (docs/product/constants.md#timings link redirect 200 ms)', () => {
  it('an in-app link is followed 200 ms after the tap, not at once', () => {
    const went: string[] = [];
    const scheduled: { run: () => void; ms: number }[] = [];
    runBannerAction(
      { redirectType: 'internal', link: '/free' },
      { loggedIn: true, navigate: (to) => went.push(to), later: (run, ms) => scheduled.push({ run, ms }) },
    );
    expect(LINK_REDIRECT_MS).toBe(200);
    expect(went).toEqual([]);
    expect(scheduled.map((s) => s.ms)).toEqual([200]);
    scheduled[0]!.run();
    expect(went).toEqual(['/free']);
  });

  it('a link that is not an in-app path is not followed', () => {
    const scheduled: number[] = [];
    runBannerAction(
      { redirectType: 'internal', link: 'https://evil.example' },
      { loggedIn: true, navigate: () => {}, later: (_r, ms) => scheduled.push(ms) },
    );
    runBannerAction({ redirectType: 'none', link: '/free' }, { loggedIn: true, navigate: () => {}, later: (_r, ms) => scheduled.push(ms) });
    expect(scheduled).toEqual([]);
  });
});
