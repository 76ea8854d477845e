import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_PLACE, clampPlace, dropPlace, initialPlace, keyPlace } from './ball-position.ts';
import { switchedOffGame } from './game-pages.ts';
import { createIdleTimer, downloadBannerClosedToday, localDay, showsDownloadGuide, showsTopUpGuide, storeLinkFor } from './guide-rules.ts';
import { postSignUpTarget } from './post-sign-up.ts';

describe('top-up guide route rule (docs/product/states.md#guides)', () => {
  it('opens at status 3 on any page but a box page', () => {
    expect(showsTopUpGuide(3, '/')).toBe(true);
    expect(showsTopUpGuide(3, '/battles')).toBe(true);
    expect(showsTopUpGuide(3, '/box-detail/101-apple-box')).toBe(false);
    for (const s of [0, 1, 2, 4, undefined]) expect(showsTopUpGuide(s, '/')).toBe(false);
  });
});

describe('download guide and banner (docs/product/states.md#banners, docs/product/constants.md#home-and-events)', () => {
  it('shows when both statuses are 0 or 4', () => {
    expect(showsDownloadGuide(0, 0)).toBe(true);
    expect(showsDownloadGuide(4, 4)).toBe(true);
    expect(showsDownloadGuide(0, 4)).toBe(true);
    expect(showsDownloadGuide(3, 0)).toBe(false);
    expect(showsDownloadGuide(0, 1)).toBe(false);
  });
  it('a close hides it for the rest of the local day only', () => {
    const morning = new Date(2026, 10, 25, 8, 0).getTime();
    const night = new Date(2026, 10, 25, 23, 59).getTime();
    const tomorrow = new Date(2026, 10, 26, 0, 1).getTime();
    const closed = localDay(morning);
    expect(closed).toBe('2026-11-25');
    expect(downloadBannerClosedToday(closed, night)).toBe(true);
    expect(downloadBannerClosedToday(closed, tomorrow)).toBe(false);
    expect(downloadBannerClosedToday(null, night)).toBe(false);
  });
  it('picks the store of the device', () => {
    const links = { ios: 'https://apps.apple.com/x', android: 'https://play.google.com/x' };
    expect(storeLinkFor(links, 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0)')).toBe(links.ios);
    expect(storeLinkFor(links, 'Mozilla/5.0 (Linux; Android 14)')).toBe(links.android);
    expect(storeLinkFor({ ios: '', android: links.android }, 'iPhone')).toBe(links.android);
    expect(storeLinkFor({ ios: '', android: '' }, 'Android')).toBe('');
  });
});

describe('idle timer (docs/product/constants.md#timings idle guide 10 s)', () => {
  it('fires after the idle time, a poke restarts it, stop ends it', () => {
    vi.useFakeTimers();
    const fire = vi.fn();
    const t = createIdleTimer(10_000, fire);
    vi.advanceTimersByTime(9_000);
    t.poke();
    vi.advanceTimersByTime(9_000);
    expect(fire).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1_000);
    expect(fire).toHaveBeenCalledTimes(1);
    const u = createIdleTimer(10_000, fire);
    u.stop();
    u.poke();
    vi.advanceTimersByTime(20_000);
    expect(fire).toHaveBeenCalledTimes(1);
    vi.useRealTimers();
  });
});

describe('floating ball place', () => {
  const b = { viewportWidth: 390, viewportHeight: 844, topInset: 64, bottomInset: 80, size: 56 };
  it('stays between the header and the bottom navigation, on the nearer edge', () => {
    expect(clampPlace({ side: 'right', top: 0 }, b).top).toBe(72);
    expect(clampPlace({ side: 'right', top: 10_000 }, b).top).toBe(844 - 80 - 56 - 8);
    expect(dropPlace(10, 400, b)).toEqual({ side: 'left', top: 372 });
    expect(dropPlace(300, 400, b).side).toBe('right');
    const first = initialPlace(null, b);
    expect(first.side).toBe(DEFAULT_PLACE.side);
    expect(first.top).toBeGreaterThan(72);
    expect(initialPlace({ side: 'left', top: 5_000 }, b)).toEqual({ side: 'left', top: 700 });
    expect(keyPlace(first, 'ArrowUp', b)!.top).toBe(first.top - 24);
    expect(keyPlace(first, 'ArrowLeft', b)!.side).toBe('left');
    expect(keyPlace(first, 'Enter', b)).toBeNull();
  });
});

describe('switched-off games', () => {
  const sw = {
    games: {
      battle: true,
      mad_miner: true,
      upgrade: true,
      treasure_hunter: false,
      flip_cards: true,
      pirate: true,
      bingo: false,
      fancy_cards: true,
      lottery: true,
      lucky_trial: true,
    },
    chat: true,
    chatRoom: true,
  };
  it('names the game of a page that is off', () => {
    expect(switchedOffGame('/bingo', sw)).toBe('bingo');
    expect(switchedOffGame('/treasure', sw)).toBe('treasure_hunter');
    expect(switchedOffGame('/treasureh', sw)).toBe('treasure_hunter');
    expect(switchedOffGame('/bingos', sw)).toBeNull();
    expect(switchedOffGame('/battles/detail/x', sw)).toBeNull();
    expect(switchedOffGame('/bingo', undefined)).toBeNull();
  });
});

describe('post-sign-up landing (docs/product/states.md#after-sign-up)', () => {
  const base = { pathname: '/', search: '', invited: false };
  it('goes to /free by default, stays on a box or /free, /boxes for every exception', () => {
    expect(postSignUpTarget(base)).toBe('/free');
    expect(postSignUpTarget({ ...base, pathname: '/box-detail/101-apple-box', origin: 'box' })).toBeNull();
    expect(postSignUpTarget({ ...base, pathname: '/free' })).toBeNull();
    expect(postSignUpTarget({ ...base, origin: 'invite', pathname: '/battles/detail/x' })).toBeNull();
    expect(postSignUpTarget({ ...base, origin: 'freeGuide' })).toBeNull();
    expect(postSignUpTarget({ ...base, invited: true })).toBe('/boxes');
    expect(postSignUpTarget({ ...base, origin: 'channelGuide' })).toBe('/boxes');
    expect(postSignUpTarget({ ...base, origin: 'homeGuide' })).toBe('/boxes');
    expect(postSignUpTarget({ ...base, search: '?dropBox=true' })).toBe('/boxes');
    expect(postSignUpTarget({ ...base, dropPending: true })).toBe('/boxes');
    expect(postSignUpTarget({ ...base, origin: 'box', pathname: '/boxes-list' })).toBe('/boxes');
    expect(postSignUpTarget({ ...base, pathname: '/fancy-cards' })).toBe('/boxes');
    expect(postSignUpTarget({ ...base, pathname: '/act/summer' })).toBe('/boxes');
    expect(postSignUpTarget({ ...base, pathname: '/battles' })).toBe('/free');
  });
});
