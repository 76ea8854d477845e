/** Guides, pops, floating ball, top tip and switched-off games (apps/server/src/modules/guides/README.md; docs/product/README.md, docs/product/routes.md#modals, docs/product/states.md#guides, docs/product/constants.md#games). */
export const guides = {
  topUp: {
    title: 'Top up to keep opening',
    text: 'Your free box is open! Top up your balance here to open more boxes and join battles.',
    action: 'Top up',
    later: 'Later',
  },
  download: {
    title: 'Get the HapaBox app',
    text: 'Faster openings and instant drop alerts.',
    get: 'Get app',
    close: 'Close the app banner',
    slim: 'HapaBox app',
  },
  drop: {
    title: 'You got a free drop!',
    text: 'A free box is waiting for you. Open it now, it costs nothing.',
    open: 'Open Free Box',
    later: 'Later',
  },
  channel: {
    title: '{{inviter}} invited you!',
    titleAnon: 'You were invited!',
    text: 'Try boxes with 100 demo credits now, then sign up to keep what you win.',
    signUp: 'Sign up',
    demo: 'Try the demo',
  },
  ball: {
    label: 'Current event: {{title}}',
    hint: 'Drag to move it, or use the arrow keys',
  },
  tip: {
    close: 'Close the notice',
  },
  unavailable: {
    title: 'Not available right now',
    back: 'Back to home',
  },
  /** the console nav label (the console page's own strings load with its chunk) */
  opsNav: 'Guides & menus',
  badge: {
    hot: 'Hot',
    new: 'New',
  },
  /** the referral-code guide (GET /sys/code/guide/status) */
  code: {
    title: 'Got a friend code?',
    text: 'If a friend invited you, enter their code so they are credited for it. You can do this once.',
    label: 'Friend code',
    placeholder: 'e.g. HB00AB',
    apply: 'Apply',
    later: 'Not now',
    done: 'Friend code applied: thanks for joining through a friend!',
  },
};

/** Console strings of /ops/guides (loaded with the console chunk only; the console stays English). */
export const opsGuides = {
  title: 'Guides, pops and menus',
  subtitle:
    'The floating activity ball, feature switches, the Play Ground menu, the top tip, the app store links and how often each pop was tapped. Every save is audited.',
  save: 'Save',
  saved: 'Saved',
  ball: {
    title: 'Floating activity ball',
    enabled: 'Show the ball',
    link: 'Link (/path or https://)',
    name: 'Name (read aloud)',
    hidden: 'Hidden on pages (one path per line)',
    image: 'Image',
  },
  switches: { title: 'Feature switches', games: 'Games', chat: 'Support and VIP chat', chatRoom: 'Chat room', on: 'On', off: 'Off' },
  playGround: {
    title: 'Play Ground menu',
    entry: 'Entry',
    path: 'Page',
    visible: 'Visible',
    badge: 'Badge',
    none: 'None',
    up: 'Move up',
    down: 'Move down',
    offNote: 'switched off',
  },
  tip: {
    title: 'Top tip',
    enabled: 'Show the tip',
    text: 'Text (English)',
    textPt: 'Text (Portuguese)',
    link: 'Link (optional)',
    version: 'Version {{version}}',
  },
  links: {
    title: 'App store links',
    ios: 'App Store (https://)',
    android: 'Google Play (https://)',
    note: 'Without a link the download banner does not show.',
  },
  pops: { title: 'Pop taps', pop: 'Pop', state: 'State', taps: 'Taps', active: 'Active', inactive: 'Off', untitled: 'Pop #{{id}}' },
  games: {
    battle: 'Battles',
    mad_miner: 'Mad Miner',
    upgrade: 'Upgrade',
    treasure_hunter: 'Treasure Hunter',
    flip_cards: 'Flip Cards',
    pirate: 'Pirate 2024',
    bingo: 'Bingo King',
    fancy_cards: 'Fancy Cards',
    lottery: 'Daily Lottery',
    lucky_trial: '90% off Lucky Trial',
  },
};
