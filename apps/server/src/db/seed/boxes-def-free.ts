/**
 * The free boxes of the seeded catalogue (docs/free-boxes.md): box 109 and ids 144..147.
 * `id` fixes the box id; boxes-def.ts joins every file in id order (ids 101.. without gaps).
 */

import type { SeedBoxDef } from './boxes-def-types.ts';

export const FREE_BOXES: SeedBoxDef[] = [
  {
    id: 109,
    name: 'Free Box',
    usd: 0,
    tags: ['free'],
    days: 120,
    desc: 'Free for every player: coins and stickers on the house.',
    items: [
      '1 Coin',
      'HapaBox Holographic Sticker',
      '0.50 Coins',
      'Mystery Vinyl Sticker',
      '0.25 Coins',
      'Glow-in-the-Dark Sticker',
      '0.10 Coins',
      'HapaBox Logo Sticker',
      '0.05 Coins',
      '0.02 Coins',
      '0.01 Coins',
    ],
    targetEvCents: 4,
  },
  // the free boxes of docs/free-boxes.md beside box 109 (ids 144..147; their rules are seeded by modules/boxes)
  {
    id: 144,
    name: 'VIP Free Box',
    usd: 0,
    tags: ['free'],
    days: 30,
    desc: 'A daily free box for VIP players: bigger coin prizes and a chance at a gift card.',
    items: ['Amazon $5 Gift Card', '3 Coins', '2 Coins', '1 Coin', 'HapaBox Holographic Sticker', '0.50 Coins', '0.25 Coins', '0.10 Coins'],
    targetEvCents: 20,
  },
  {
    id: 145,
    name: 'Level-Up Box',
    usd: 0,
    tags: ['free'],
    days: 30,
    desc: 'Reach the EXP it asks for and open it once, on the house.',
    items: [
      'Amazon $10 Gift Card',
      '5 Coins',
      'HapaBox Enamel Pin',
      '2 Coins',
      '1 Coin',
      'Mystery Vinyl Sticker',
      '0.50 Coins',
      '0.25 Coins',
    ],
    targetEvCents: 50,
  },
  {
    id: 146,
    name: 'Top-Up Free Box',
    usd: 0,
    tags: ['free'],
    days: 30,
    desc: 'Top up and open it free: once a day while your top-up is recent.',
    items: [
      'Amazon $5 Gift Card',
      '2 Coins',
      'HapaBox Sticker Pack (5)',
      '1 Coin',
      '0.50 Coins',
      'Glow-in-the-Dark Sticker',
      '0.10 Coins',
      '0.05 Coins',
    ],
    targetEvCents: 30,
  },
  {
    id: 147,
    name: 'Launch Week Box',
    usd: 0,
    tags: ['free'],
    days: 7,
    desc: 'A free box for a limited time only: open it once before it expires.',
    items: [
      '2 Coins',
      '1 Coin',
      'HapaBox Holographic Sticker',
      '0.50 Coins',
      'HapaBox Logo Sticker',
      '0.05 Coins',
      '0.02 Coins',
      '0.01 Coins',
    ],
    targetEvCents: 10,
  },
];
