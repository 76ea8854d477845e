/**
 * Pure rules of the guides (apps/server/src/modules/guides/README.md; docs/product/states.md#guides guide statuses, download guide, docs/product/constants.md#timings download banner and idle guide).
 * No React, no storage: the components pass in what they read.
 */
import { GUIDE_DONE } from '@hapa/contracts';

/** Status at which the top-up guide opens (docs/product/states.md#guides). */
export const TOP_UP_GUIDE_STATUS = 3;
/** Scroll depth after which the download banner collapses to a slim bar (docs/product/constants.md#home-and-events), px. */
export const DOWNLOAD_COLLAPSE_PX = 150;
/** Idle time before a signed-out visitor gets the free-box guide (docs/product/states.md#guides, docs/product/constants.md#timings), ms. */
export const IDLE_GUIDE_MS = 10_000;

/**
 * docs/product/states.md#guides "status 3 (not on box-detail) opens a top-up guide on route change": true when the player's status is 3
 * and the new page is not a box page.
 */
export function showsTopUpGuide(status: number | undefined, pathname: string): boolean {
  return status === TOP_UP_GUIDE_STATUS && !pathname.startsWith('/box-detail');
}

/** docs/product/states.md#guides "Download guide shows when both are 0 or 4". */
export function showsDownloadGuide(status: number, downloadStatus: number): boolean {
  const open = (s: number) => s === 0 || s === GUIDE_DONE;
  return open(status) && open(downloadStatus);
}

/** The local calendar day of `ms` as YYYY-MM-DD (the banner's "once a day" is the player's day). */
export function localDay(ms: number): string {
  const d = new Date(ms);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** docs/product/constants.md#home-and-events "Download banner hidden once per day": closed today (local day) = hidden until tomorrow. */
export function downloadBannerClosedToday(closedDay: string | null, nowMs: number): boolean {
  return closedDay === localDay(nowMs);
}

export interface StoreLinks {
  ios: string;
  android: string;
}

/** The store link for this device: the App Store on iOS, else Google Play, else whichever is set; '' = none. */
export function storeLinkFor(links: StoreLinks, userAgent: string): string {
  const ios = /iPhone|iPad|iPod/i.test(userAgent);
  return (ios ? links.ios || links.android : links.android || links.ios) || '';
}

/** Whether a path belongs to a page (prefix match on whole segments: '/bingo' hides '/bingo' and '/bingo/x', not '/bingos'). */
export function pathUnder(pathname: string, prefix: string): boolean {
  return pathname === prefix || pathname.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`);
}

/** A small idle timer: `fire` runs after `ms` without `poke()`; `stop()` ends it. Time comes from setTimeout. */
export function createIdleTimer(ms: number, fire: () => void) {
  let timer: ReturnType<typeof setTimeout> | null = setTimeout(fire, ms);
  return {
    poke() {
      if (timer === null) return;
      clearTimeout(timer);
      timer = setTimeout(fire, ms);
    },
    stop() {
      if (timer !== null) clearTimeout(timer);
      timer = null;
    },
  };
}
