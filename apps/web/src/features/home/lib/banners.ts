/**
 * Home banners and pops (docs/product/routes.md#home "banners carousel", docs/product/entities.md#banners Banner, docs/product/states.md#banners banner visibility). The rows come from
 * the API (`/api/sys/banners`, `/api/sys/pop/info`), edited in the operator console; a row whose
 * `bannerKey` names a built-in slide is drawn here with its own artwork and i18n texts.
 */
import { isBannerVisible, type VisibilityRule } from '@hapa/domain';
import type { Banner } from '@hapa/contracts';
import { readJson, writeJson } from '../../../lib/storage.ts';

export type BannerArt = 'boxes' | 'gift' | 'coins' | 'shield';

/** The built-in slides (texts under home.banners.<key>); tone = Tailwind gradient of the slide. */
export const BUILT_IN_SLIDES: Record<string, { art: BannerArt; tone: string }> = {
  unbox: { art: 'boxes', tone: 'from-[#0c2b2a] via-[#0d1b33] to-[#1b1140]' },
  free: { art: 'gift', tone: 'from-[#3a0f3a] via-[#22113d] to-[#0f1430]' },
  topup: { art: 'coins', tone: 'from-[#3a2a05] via-[#241a12] to-[#101426]' },
  fair: { art: 'shield', tone: 'from-[#0b2a22] via-[#0f1d33] to-[#181238]' },
};

/**
 * Autoplay period of the home carousel in ms: docs/product/constants.md#timings "banner autoplay 2 s home" (the events strip moves every 8 s,
 * features/promo-events). It stops while hovered, focused or hidden, and under reduced motion (docs/spec-notes.md#timings).
 */
export const BANNER_AUTOPLAY_MS = 2000;

/** docs/product/constants.md#timings "commitments 2.5 s": the commitments strip moves to its next commitment this often. */
export const COMMITMENTS_ROTATE_MS = 2500;

/** Next slide index, wrapping around. */
export function nextIndex(i: number, count: number, dir: 1 | -1 = 1): number {
  return count === 0 ? 0 : (i + dir + count) % count;
}

const CLOSED_KEY = 'hapa.banner.closed';
/** ids closed during this page session (no_limit banners come back on the next visit) */
const closedThisSession = new Set<number>();

/** When each banner/pop was last closed (ms), kept in local storage for interval banners. */
function closedAt(): Record<string, number> {
  return readJson<Record<string, number>>(CLOSED_KEY) ?? {};
}

/** Records that the player closed banner/pop `id` now. */
export function recordClose(id: number, nowMs = Date.now()): void {
  closedThisSession.add(id);
  const all = closedAt();
  all[String(id)] = nowMs;
  writeJson(CLOSED_KEY, all);
}

/** The banners/pops to show now, in their order (docs/product/states.md#banners rules, `isBannerVisible`). */
export function visibleBanners(list: Banner[], nowMs = Date.now()): Banner[] {
  const stored = closedAt();
  return list.filter((b) =>
    isBannerVisible(
      b as VisibilityRule,
      { closedAtMs: stored[String(b.id)] ?? null, closedThisSession: closedThisSession.has(b.id) },
      nowMs,
    ),
  );
}
