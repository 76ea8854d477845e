/** Home banners (spec §2 "banners carousel"); artwork is inline SVG, links are in-app. */
export type BannerArt = 'boxes' | 'gift' | 'coins' | 'shield';

export interface Banner {
  id: string;
  /** i18n keys under home.banners.<id> */
  art: BannerArt;
  /** in-app link, or 'topup' to open the top-up dialog */
  action: string;
  /** Tailwind gradient classes of the slide background */
  tone: string;
}

/** Autoplay period of the home carousel in ms (brief: 8 s). */
export const BANNER_AUTOPLAY_MS = 8000;

export const BANNERS: Banner[] = [
  { id: 'unbox', art: 'boxes', action: '/boxes-list', tone: 'from-[#0c2b2a] via-[#0d1b33] to-[#1b1140]' },
  { id: 'free', art: 'gift', action: '/free', tone: 'from-[#3a0f3a] via-[#22113d] to-[#0f1430]' },
  { id: 'topup', art: 'coins', action: 'topup', tone: 'from-[#3a2a05] via-[#241a12] to-[#101426]' },
  { id: 'fair', art: 'shield', action: '/provably-fair', tone: 'from-[#0b2a22] via-[#0f1d33] to-[#181238]' },
];

/** Next slide index, wrapping around. */
export function nextIndex(i: number, count: number, dir: 1 | -1 = 1): number {
  return count === 0 ? 0 : (i + dir + count) % count;
}
