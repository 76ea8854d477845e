/**
 * Self-contained SVG artwork for seeded items and boxes (no external URLs, no web fonts).
 * 256x256 viewBox, dark tile, rarity-coloured glow (skuLevel 1 gold .. 5 grey), deterministic per id.
 * Gradient ids carry the item/box id so several SVGs can be inlined on one page.
 */
import type { SeedBox, SeedItem } from './types.ts';
import { FONT, type Kit, RARITY, esc, hash, r1, sparkle, tonesFor } from './art-kit.ts';
import { audio, console_, gadget, gaming, phone } from './art-glyphs-tech.ts';
import { coins, fashion, giftCard, home, jewel, sneaker, watch } from './art-glyphs-style.ts';

const GLYPHS: Record<SeedItem['category'], (it: SeedItem, k: Kit) => string> = {
  phones: phone,
  consoles: console_,
  sneakers: sneaker,
  watches: watch,
  'gift-cards': giftCard,
  jewellery: jewel,
  gadgets: gadget,
  coins,
  fashion,
  home,
  gaming,
  audio,
};

function sticker(it: SeedItem, k: Kit): string {
  const holo = /Holographic|Pack/.test(it.name);
  const fill = /Glow/.test(it.name) ? '#a3e635' : holo ? `url(#h${it.id})` : k.m;
  const defs = holo
    ? `<defs><linearGradient id="h${it.id}" x2="1" y2="1"><stop offset="0" stop-color="#f0abfc"/><stop offset=".5" stop-color="#67e8f9"/><stop offset="1" stop-color="#fde047"/></linearGradient></defs>`
    : '';
  let star = '';
  for (let i = 0; i < 16; i++) {
    const a = (i * Math.PI) / 8;
    const r = i % 2 ? 52 : 72;
    star += `${i ? 'L' : 'M'}${r1(128 + r * Math.sin(a))} ${r1(128 - r * Math.cos(a))}`;
  }
  const back = /Pack/.test(it.name) ? `<path d="${star}Z" fill="${k.dark}" transform="rotate(14 128 128) translate(16 10)"/>` : '';
  return `${defs}${back}<path d="${star}Z" fill="${fill}" stroke="#fff" stroke-width="6" stroke-linejoin="round"/><path d="M150 190l22-22 8 22z" fill="#e5e7eb"/><text x="128" y="146" ${FONT} font-size="50" fill="#1f2937" text-anchor="middle">${/Retro/.test(it.name) ? '&#9654;' : 'H'}</text>`;
}

/**
 * Item artwork: category illustration (phone back with camera bump, console + pad, sneaker profile,
 * watch face, brand gift card with face value, ring/necklace with gem, coin stack with value, ...).
 * @returns an SVG document string (< 4 KB)
 */
export function renderItemSvg(item: SeedItem): string {
  const id = item.id;
  const rar = RARITY[item.skuLevel];
  const [light, dark] = tonesFor(item);
  const k: Kit = { id, m: `url(#m${id})`, s: `url(#s${id})`, light, dark, acc: `hsl(${hash(id, 11) % 360} 85% 58%)`, rar, h: hash(id) };
  const body = /Sticker/.test(item.name) ? sticker(item, k) : GLYPHS[item.category](item, k);
  const shine =
    item.skuLevel <= 2
      ? sparkle(44 + (hash(id, 1) % 30), 46, 12, rar) + sparkle(206, 58 + (hash(id, 2) % 30), 8, '#fff') + sparkle(224, 224, 9, rar)
      : '';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 256 256" width="256" height="256" role="img" aria-label="${esc(item.name)}">` +
    `<defs><radialGradient id="r${id}" cx=".5" cy=".46" r=".55"><stop offset="0" stop-color="${rar}" stop-opacity=".55"/><stop offset=".65" stop-color="${rar}" stop-opacity=".12"/><stop offset="1" stop-color="${rar}" stop-opacity="0"/></radialGradient>` +
    `<linearGradient id="m${id}" x2="1" y2="1"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${dark}"/></linearGradient>` +
    `<linearGradient id="s${id}" x2=".6" y2="1"><stop offset="0" stop-color="${rar}"/><stop offset="1" stop-color="#0b1020"/></linearGradient></defs>` +
    `<rect width="256" height="256" rx="24" fill="#11141d"/><circle cx="128" cy="122" r="120" fill="url(#r${id})"/><ellipse cx="128" cy="222" rx="80" ry="10" fill="#000" opacity=".35"/>` +
    body +
    shine +
    `<rect x="1.5" y="1.5" width="253" height="253" rx="23" fill="none" stroke="${rar}" stroke-opacity=".55" stroke-width="3"/></svg>`
  );
}

/** Box tint per theme tag: [hue, saturation %, ribbon colour]. */
const THEMES: Record<string, readonly [number, number, string]> = {
  Apple: [215, 12, '#3b82f6'],
  Tech: [205, 80, '#fbbf24'],
  Gaming: [265, 75, '#22d3ee'],
  Sneakers: [22, 90, '#fafafa'],
  Luxury: [42, 30, '#fbbf24'],
  'Gift Cards': [145, 65, '#f43f5e'],
  Budget: [175, 70, '#fbbf24'],
  Fashion: [325, 75, '#fde047'],
  Jewellery: [190, 85, '#f0abfc'],
  Hot: [0, 80, '#fbbf24'],
  free: [150, 70, '#fde047'],
};

/** The other seeded free boxes (one per kind of docs/free-boxes.md): their own mark and hue, so each looks apart. */
const FREE_BOX_ART: Record<string, readonly [mark: string, hue: number]> = {
  'VIP Free Box': ['VIP', 275],
  'Level-Up Box': ['LVL', 200],
  'Top-Up Free Box': ['TOP', 30],
  'Launch Week Box': ['NEW', 335],
};

/** "Apple Box" -> "AB", "1% iPhone" -> "1%", "Free Box" -> "FREE". */
export function boxInitials(box: SeedBox): string {
  if (box.priceCents === 0) return 'FREE';
  const lead = /^\d+%?/.exec(box.name)?.[0];
  if (lead) return lead;
  return box.name
    .split(/\s+/)
    .filter((w) => /^\p{L}/u.test(w))
    .slice(0, 2)
    .map((w) => w[0].toUpperCase())
    .join('');
}

/**
 * Box artwork: an isometric mystery box with a raised lid, ribbon and bow, a "?" on the left face and
 * the box's initials on the right face, tinted by its first tag's theme; sparkles vary per id.
 * @returns an SVG document string (< 4 KB)
 */
export function renderBoxSvg(box: SeedBox): string {
  const id = box.id;
  const [baseHue, sat, ribbon] = THEMES[box.tags[0]] ?? THEMES.Hot;
  const freeArt = FREE_BOX_ART[box.name];
  const hue = freeArt ? freeArt[1] : (baseHue + (hash(id) % 21) - 10 + 360) % 360;
  const lux = box.tags[0] === 'Luxury';
  const c = (l: number): string => `hsl(${hue} ${sat}% ${lux ? l * 0.45 : l}%)`;
  const glow = lux ? '#fbbf24' : `hsl(${hue} 90% 60%)`;
  const text = esc(freeArt ? freeArt[0] : boxInitials(box));
  const fs = text.length > 3 ? 26 : 38;
  let stars = '';
  const spots = [
    [26, 34],
    [226, 40],
    [30, 196],
    [224, 188],
  ];
  spots.forEach(
    ([x, y], i) =>
      (stars += sparkle(x + (hash(id, i) % 13) - 6, y + (hash(id, i + 9) % 17) - 8, 5 + (hash(id, i + 3) % 7), i % 2 ? '#fff' : glow)),
  );
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 256 256" width="256" height="256" role="img" aria-label="${esc(box.name)}">` +
    `<defs><radialGradient id="g${id}" cx=".5" cy=".5" r=".55"><stop offset="0" stop-color="${glow}" stop-opacity=".6"/><stop offset="1" stop-color="${glow}" stop-opacity="0"/></radialGradient>` +
    `<linearGradient id="t${id}" x2="1" y2="1"><stop offset="0" stop-color="${c(74)}"/><stop offset="1" stop-color="${c(56)}"/></linearGradient></defs>` +
    `<rect width="256" height="256" rx="24" fill="#0f1220"/><circle cx="128" cy="126" r="118" fill="url(#g${id})"/><ellipse cx="128" cy="224" rx="86" ry="13" fill="#000" opacity=".45"/>` +
    `<path d="M54 100L128 137V221L54 184Z" fill="${c(30)}"/><path d="M128 137L202 100V184L128 221Z" fill="${c(44)}"/>` +
    `<path d="M46 91L128 132V146L46 105Z" fill="${c(38)}"/><path d="M128 132L210 91V105L128 146Z" fill="${c(52)}"/><path d="M128 50L210 91 128 132 46 91Z" fill="url(#t${id})"/>` +
    `<path d="M80 74L94 67 176 108 162 115ZM80 108L94 115 176 74 162 67ZM84 110L98 117V131L84 124ZM158 117L172 110V124L158 131Z" fill="${ribbon}"/>` +
    `<path d="M46 91L128 132 210 91" fill="none" stroke="#fff" stroke-opacity=".35" stroke-width="2"/>` +
    `<ellipse cx="111" cy="80" rx="19" ry="10" transform="rotate(-24 111 80)" fill="none" stroke="${ribbon}" stroke-width="7"/><ellipse cx="145" cy="80" rx="19" ry="10" transform="rotate(24 145 80)" fill="none" stroke="${ribbon}" stroke-width="7"/><circle cx="128" cy="88" r="7" fill="${ribbon}"/>` +
    `<text transform="matrix(1 .5 0 1 0 0)" x="91" y="134" ${FONT} font-size="58" fill="#fff" fill-opacity=".92" text-anchor="middle">?</text>` +
    `<text transform="matrix(1 -.5 0 1 0 0)" x="165" y="${fs > 30 ? 256 : 252}" ${FONT} font-size="${fs}" fill="#fff" fill-opacity=".92" text-anchor="middle">${text}</text>` +
    stars +
    `</svg>`
  );
}
