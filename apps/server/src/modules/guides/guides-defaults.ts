import type { AppLinks, FloatingBall, PlayGroundEntry, Switches, TipState } from '@hapa/contracts';

/** Settings keys of the guides module (table `settings`, seeded with the defaults below, console-editable). */
export const GUIDE_SETTINGS = {
  floatingBall: 'guides.floating_ball',
  switches: 'guides.switches',
  playGround: 'guides.play_ground',
  tip: 'guides.tip',
  appLinks: 'guides.app_links',
} as const;

/**
 * The floating activity ball (docs/product/README.md) is seeded pointing at the first event page (Pirate 2024), hidden where it
 * would sit over a game board or a checkout, and OFF: an operator switches it on for a running activity (a ball
 * over every page by default would sit on top of page content nobody placed it for).
 */
export const DEFAULT_FLOATING_BALL: FloatingBall = {
  enabled: false,
  img: '',
  link: '/pirate-2024',
  title: 'Pirate 2024',
  hiddenPages: ['/box-detail', '/battles/detail', '/payment-result', '/binance-payment', '/user/check-order'],
};

/** Every game and both chats on. */
export const DEFAULT_SWITCHES: Switches = {
  games: {
    battle: true,
    mad_miner: true,
    upgrade: true,
    treasure_hunter: true,
    flip_cards: true,
    pirate: true,
    bingo: true,
    fancy_cards: true,
    lottery: true,
    lucky_trial: true,
  },
  chat: true,
  chatRoom: true,
};

/** The Play Ground menu as it was hard-coded (web `nav-config.ts` PLAY_GROUND_LINKS), with two badges. */
export const DEFAULT_PLAY_GROUND: PlayGroundEntry[] = [
  { key: 'unbox', to: '/boxes-list', labelKey: 'nav.unbox', icon: 'box', game: null, visible: true, badge: null },
  { key: 'battle', to: '/battles', labelKey: 'nav.battle', icon: 'trophy', game: 'battle', visible: true, badge: 'hot' },
  { key: 'mad_miner', to: '/mad-miner', labelKey: 'nav.madMiner', icon: 'grid', game: 'mad_miner', visible: true, badge: null },
  { key: 'upgrade', to: '/upgrade', labelKey: 'nav.upgrade', icon: 'bolt', game: 'upgrade', visible: true, badge: null },
  {
    key: 'treasure_hunter',
    to: '/treasureh',
    labelKey: 'nav.treasureHunter',
    icon: 'sparkles',
    game: 'treasure_hunter',
    visible: true,
    badge: null,
  },
  { key: 'flip_cards', to: '/flip-card', labelKey: 'nav.flipCards', icon: 'card', game: 'flip_cards', visible: true, badge: null },
  { key: 'pirate', to: '/pirate-2024', labelKey: 'nav.pirate', icon: 'coin', game: 'pirate', visible: true, badge: 'new' },
  { key: 'bingo', to: '/bingo', labelKey: 'nav.bingoKing', icon: 'grid', game: 'bingo', visible: true, badge: null },
  { key: 'fancy_cards', to: '/fancy-cards', labelKey: 'nav.fancyCards', icon: 'dice', game: 'fancy_cards', visible: true, badge: null },
  { key: 'lottery', to: '/daily-lottery', labelKey: 'lottery.nav', icon: 'coin', game: 'lottery', visible: true, badge: null },
  { key: 'more', to: '/boxes', labelKey: 'nav.more', icon: 'gamepad', game: null, visible: true, badge: null },
];

/** No top tip until an operator writes one. */
export const DEFAULT_TIP: TipState = { version: 0, enabled: false, text: '', textPt: '', link: '' };

/** No store links: the download banner does not render until an operator sets one. */
export const DEFAULT_APP_LINKS: AppLinks = { ios: '', android: '' };
