import type { ComponentType } from 'react';
import { IconBox, IconDice, IconGamepad, IconGrid, IconSparkles, IconTrophy } from '../../components/index.ts';

export interface NavLinkItem {
  /** i18n key */
  label: string;
  to: string;
  icon?: ComponentType<{ size?: number; className?: string }>;
  /** false: the route is not built yet (shown with a "Soon" badge) */
  ready?: boolean;
}

/** Desktop header navigation. */
export const HEADER_LINKS: NavLinkItem[] = [
  { label: 'nav.boxes', to: '/boxes-list' },
  { label: 'nav.freeBox', to: '/free' },
  { label: 'nav.battle', to: '/battles' },
  { label: 'nav.provablyFair', to: '/provably-fair' },
  { label: 'nav.howItWorks', to: '/how-it-works' },
];

/** Play Ground sheet (spec §2 mobile bottom navigation). */
export const PLAY_GROUND_LINKS: NavLinkItem[] = [
  { label: 'nav.unbox', to: '/boxes-list', icon: IconBox, ready: true },
  { label: 'nav.battle', to: '/battles', icon: IconTrophy, ready: true },
  { label: 'nav.treasureHunter', to: '/treasureh', icon: IconSparkles, ready: false },
  { label: 'nav.bingoKing', to: '/bingo', icon: IconGrid, ready: false },
  { label: 'nav.fancyCards', to: '/fancy-cards', icon: IconDice, ready: false },
  { label: 'nav.more', to: '/boxes', icon: IconGamepad, ready: true },
];

/** Footer columns (spec §2 static pages). */
export const FOOTER_COLUMNS: { title: string; links: NavLinkItem[] }[] = [
  {
    title: 'footer.fairness',
    links: [
      { label: 'footer.provablyFair', to: '/provably-fair' },
      { label: 'footer.fairness', to: '/fairness' },
      { label: 'footer.howItWorks', to: '/how-it-works' },
    ],
  },
  {
    title: 'footer.support',
    links: [
      { label: 'footer.faq', to: '/faq' },
      { label: 'footer.contact', to: '/contact-us' },
      { label: 'footer.shipping', to: '/shipping' },
      { label: 'footer.referralRules', to: '/referral-rules' },
    ],
  },
  {
    title: 'footer.legal',
    links: [
      { label: 'footer.terms', to: '/terms-of-service' },
      { label: 'footer.privacy', to: '/privacy-policy' },
      { label: 'footer.cookies', to: '/cookie-policy' },
      { label: 'footer.aml', to: '/aml-policy' },
    ],
  },
];

