import type { ComponentType } from 'react';
import {
  IconBolt,
  IconBox,
  IconCard,
  IconCart,
  IconCoin,
  IconDice,
  IconDollar,
  IconGamepad,
  IconGift,
  IconGrid,
  IconHelp,
  IconHome,
  IconRefresh,
  IconSparkles,
  IconTrophy,
  IconTruck,
  IconUser,
} from '../../components/index.ts';

export interface NavLinkItem {
  /** i18n key */
  label: string;
  to: string;
  icon?: ComponentType<{ size?: number; className?: string }>;
  /**
   * false: the feature is not built yet, so the entry is hidden everywhere (no link may lead to the 404
   * page, docs/architecture/web-app.md). A feature flips it to true once it is built. Default true.
   */
  available?: boolean;
  /** only shown to a signed-in player */
  signedIn?: boolean;
}

/** The entries that lead somewhere today (every nav surface renders its list through this). */
export function availableLinks<T extends NavLinkItem>(links: readonly T[]): T[] {
  return links.filter((l) => l.available !== false);
}

/** VIP and progression pages (apps/server/src/modules/vip/README.md), in the desktop user menu and the phone menu drawer. */
export const PROGRESSION_LINKS: NavLinkItem[] = [
  { label: 'nav.vip', to: '/vip', icon: IconTrophy },
  { label: 'nav.gloryRoad', to: '/glory-road', icon: IconSparkles },
  { label: 'nav.luckyWheel', to: '/lucky-wheel', icon: IconGift },
];

/** Desktop header navigation (How it works is in the footer: the header's right side needs the room, docs/architecture/web-app.md). */
export const HEADER_LINKS: NavLinkItem[] = [
  { label: 'nav.boxes', to: '/boxes-list' },
  { label: 'nav.freeBox', to: '/free' },
  { label: 'nav.battle', to: '/battles' },
  { label: 'nav.mall', to: '/mall' },
  { label: 'nav.provablyFair', to: '/provably-fair' },
];

/**
 * The Play Ground's game tiles (docs/product/routes.md#games Play Ground), one list for both widths: the phone's bottom-bar sheet and the
 * desktop header's Play Ground panel render it through the same component (play-ground-sheet.tsx). The console's
 * menu replaces it once loaded (features/guides usePlayGroundLinks); this is the list until then.
 */
export const PLAY_GROUND_LINKS: NavLinkItem[] = [
  { label: 'nav.unbox', to: '/boxes-list', icon: IconBox },
  { label: 'nav.battle', to: '/battles', icon: IconTrophy },
  { label: 'nav.madMiner', to: '/mad-miner', icon: IconGrid },
  { label: 'nav.upgrade', to: '/upgrade', icon: IconBolt },
  { label: 'nav.treasureHunter', to: '/treasureh', icon: IconSparkles, available: true },
  { label: 'nav.flipCards', to: '/flip-card', icon: IconCard },
  { label: 'nav.pirate', to: '/pirate-2024', icon: IconCoin },
  { label: 'nav.bingoKing', to: '/bingo', icon: IconGrid },
  { label: 'nav.fancyCards', to: '/fancy-cards', icon: IconDice },
  { label: 'lottery.nav', to: '/daily-lottery', icon: IconCoin },
  { label: 'nav.more', to: '/boxes', icon: IconGamepad },
];

/**
 * The Play Ground's "More" section, under the game tiles at both widths (its "More" tile jumps there): the pages a
 * signed-out desktop visitor has no other menu for (Earn Money, VIP) and the ones that are not a game tile.
 */
export const PLAY_GROUND_MORE_LINKS: NavLinkItem[] = [
  { label: 'trial.nav', to: '/ninety-percent-off', icon: IconBox },
  { label: 'nav.gameHistory', to: '/user/game-history', icon: IconDice, signedIn: true },
  { label: 'nav.earnMoney', to: '/referral', icon: IconDollar },
  { label: 'nav.vip', to: '/vip', icon: IconTrophy },
  { label: 'nav.gloryRoad', to: '/glory-road', icon: IconSparkles },
  { label: 'nav.luckyWheel', to: '/lucky-wheel', icon: IconGift },
  { label: 'nav.freeBox', to: '/free', icon: IconGift },
];

/** The label key of the Play Ground's "More" tile: it jumps to PLAY_GROUND_MORE_LINKS instead of leaving the sheet. */
export const PLAY_GROUND_MORE = 'nav.more';

/** Mobile bottom navigation links (docs/product/routes.md#navigation: Home, Free, [Play Ground], Earn Money, [Menu]). */
export const BOTTOM_NAV_LINKS: { before: NavLinkItem[]; after: NavLinkItem[] } = {
  before: [
    { label: 'nav.home', to: '/', icon: IconHome },
    { label: 'nav.free', to: '/free', icon: IconGift },
  ],
  after: [{ label: 'nav.earnMoney', to: '/referral', icon: IconDollar }],
};

/** Shortcuts at the top of the mobile menu drawer (Provably Fair is in its Fairness column, once). */
export const MENU_LINKS: NavLinkItem[] = [
  { label: 'account.menuProfile', to: '/user/profile', icon: IconUser, signedIn: true },
  { label: 'nav.myPrizes', to: '/user/cart', icon: IconCart },
  { label: 'nav.vip', to: '/vip', icon: IconTrophy },
  { label: 'nav.gloryRoad', to: '/glory-road', icon: IconSparkles },
  { label: 'nav.luckyWheel', to: '/lucky-wheel', icon: IconGift },
  { label: 'nav.myOrders', to: '/user/order', icon: IconTruck, signedIn: true },
  { label: 'nav.mall', to: '/mall', icon: IconGift },
  { label: 'nav.exchangeCenter', to: '/exchange-center', icon: IconRefresh, signedIn: true },
  { label: 'nav.earnMoney', to: '/referral', icon: IconDollar },
  { label: 'nav.stats', to: '/user/stats', icon: IconCoin, signedIn: true },
  { label: 'nav.madMiner', to: '/mad-miner', icon: IconGrid },
  { label: 'nav.upgrade', to: '/upgrade', icon: IconBolt },
  { label: 'nav.treasureHunter', to: '/treasureh', icon: IconSparkles },
  { label: 'nav.flipCards', to: '/flip-card', icon: IconCard },
  { label: 'nav.pirate', to: '/pirate-2024', icon: IconCoin },
  { label: 'nav.bingoKing', to: '/bingo', icon: IconGrid },
  { label: 'nav.fancyCards', to: '/fancy-cards', icon: IconDice },
  { label: 'lottery.nav', to: '/daily-lottery', icon: IconCoin },
  { label: 'trial.nav', to: '/ninety-percent-off', icon: IconBox },
  { label: 'nav.gameHistory', to: '/user/game-history', icon: IconDice, signedIn: true },
  { label: 'nav.help', to: '/faq', icon: IconHelp },
];

/** Footer columns (docs/product/routes.md#static-pages). */
export const FOOTER_COLUMNS: { title: string; links: NavLinkItem[] }[] = [
  {
    title: 'footer.fairness',
    links: [
      { label: 'footer.provablyFair', to: '/provably-fair' },
      { label: 'footer.fairness', to: '/fairness' },
      { label: 'footer.howItWorks', to: '/how-it-works' },
      { label: 'transparency.nav', to: '/transparency' },
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
