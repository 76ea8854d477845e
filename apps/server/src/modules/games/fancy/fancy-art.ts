/**
 * Generated artwork of Fancy Cards (same kit as the catalogue's item art: dark tile, rarity glow, no external
 * URLs or fonts): a portrait card in the set's colour with an emblem of the set's theme, the card's name and its
 * rarity as 1-4 stars. 200x280 viewBox; gradient ids carry the card id so several cards can sit on one page.
 */
import { esc, FONT, hash, RARITY, sparkle } from '../../../lib/svg-art.ts';
import { FANCY_SEED_CARDS, type FancySeedCard, type FancySeedSet } from './fancy-seed.ts';

/** Glow per rarity, the catalogue's colours: legendary gold, epic purple, rare blue, common grey. */
const GLOW = { legendary: RARITY[1], epic: RARITY[3], rare: RARITY[4], common: RARITY[5] } as const;
const STARS = { common: 1, rare: 2, epic: 3, legendary: 4 } as const;

/** A star polygon of `points` points around (cx, cy). */
function star(cx: number, cy: number, outer: number, inner: number, points: number, rot = 0): string {
  let d = '';
  for (let i = 0; i < points * 2; i++) {
    const a = rot + (i * Math.PI) / points;
    const r = i % 2 ? inner : outer;
    d += `${i ? 'L' : 'M'}${(cx + r * Math.sin(a)).toFixed(1)} ${(cy - r * Math.cos(a)).toFixed(1)}`;
  }
  return `${d}Z`;
}

/** Colours a glyph draws with: the card's gradient, light and dark tones of the set hue, the rarity glow. */
interface Ink {
  g: string;
  light: string;
  dark: string;
  glow: string;
}

const cat = (k: Ink, eyes = '#0b1020') =>
  `<path d="M58 150V78l26 24h32l26-24v72q0 34-42 34t-42-34Z" fill="${k.g}"/><ellipse cx="84" cy="132" rx="8" ry="10" fill="${eyes}"/><ellipse cx="116" cy="132" rx="8" ry="10" fill="${eyes}"/><path d="M94 152h12l-6 7z" fill="${k.dark}"/>`;
const wings = (k: Ink, fill: string) =>
  `<path d="M100 120C74 82 40 78 28 92c18 6 26 20 24 34 16-6 32-4 48 4Z" fill="${fill}"/><path d="M100 120c26-38 60-42 72-28-18 6-26 20-24 34-16-6-32-4-48 4Z" fill="${fill}"/>`;
const burst = (cx: number, cy: number, r: number, fill: string) => `<path d="${star(cx, cy, r, r * 0.45, 8)}" fill="${fill}"/>`;

/** One glyph per card position, per set theme (jungle creatures, space things, sea treasures). */
const GLYPHS: Record<string, ((k: Ink) => string)[]> = {
  'neon-jungle': [
    (k) =>
      `<ellipse cx="100" cy="140" rx="50" ry="34" fill="${k.g}"/><circle cx="76" cy="104" r="16" fill="${k.g}"/><circle cx="124" cy="104" r="16" fill="${k.g}"/><circle cx="76" cy="104" r="8" fill="#0b1020"/><circle cx="124" cy="104" r="8" fill="#0b1020"/><path d="M78 148q22 14 44 0" stroke="${k.dark}" stroke-width="5" fill="none" stroke-linecap="round"/>`,
    (k) =>
      `<path d="M100 58c40 22 44 92 0 130-44-38-40-108 0-130Z" fill="${k.g}"/><path d="M100 70v110M100 104l-20-14M100 128l22-14M100 150l-18-12" stroke="${k.dark}" stroke-width="4" stroke-linecap="round" fill="none"/>`,
    (k) =>
      `<ellipse cx="100" cy="128" rx="38" ry="52" fill="${k.g}"/><path d="M100 78v102" stroke="${k.dark}" stroke-width="4"/><circle cx="100" cy="70" r="16" fill="${k.dark}"/><path d="M62 110l-22-10M62 134h-24M64 158l-20 12M138 110l22-10M138 134h24M136 158l20 12M92 58l-10-16M108 58l10-16" stroke="${k.light}" stroke-width="4" stroke-linecap="round"/>`,
    (k) =>
      `${wings(k, k.g)}<path d="M100 120c-20 20-40 34-52 30 2-14 18-26 52-30Zm0 0c20 20 40 34 52 30-2-14-18-26-52-30Z" fill="${k.dark}"/><ellipse cx="100" cy="128" rx="7" ry="30" fill="${k.light}"/><circle cx="62" cy="104" r="7" fill="${k.glow}"/><circle cx="138" cy="104" r="7" fill="${k.glow}"/>`,
    (k) =>
      `<circle cx="86" cy="124" r="40" fill="${k.g}"/><path d="M114 104c40-6 58 10 60 24-22 4-44 4-60-2Z" fill="#fb923c"/><path d="M116 124c26 4 44 4 56 4" stroke="#7c2d12" stroke-width="3"/><circle cx="92" cy="112" r="9" fill="#fff"/><circle cx="94" cy="112" r="5" fill="#0b1020"/>`,
    (k) =>
      `<path d="M60 180c60 0 80-30 40-54s-20-56 30-56" fill="none" stroke="${k.g}" stroke-width="26" stroke-linecap="round"/><circle cx="134" cy="70" r="18" fill="${k.light}"/><circle cx="140" cy="66" r="4" fill="#0b1020"/><path d="M150 76l14 4-6 8" stroke="#f43f5e" stroke-width="3" fill="none"/>`,
    (k) =>
      `<path d="M100 180L54 112l-6-52 34 30h36l34-30-6 52Z" fill="#f97316"/><path d="M100 180l-26-38h52Z" fill="#fff7ed"/><circle cx="82" cy="124" r="6" fill="#0b1020"/><circle cx="118" cy="124" r="6" fill="#0b1020"/><circle cx="100" cy="176" r="6" fill="#0b1020"/>`,
    (k) =>
      `${cat(k, '#facc15')}<circle cx="70" cy="156" r="4" fill="${k.dark}"/><circle cx="130" cy="156" r="4" fill="${k.dark}"/><circle cx="100" cy="96" r="5" fill="${k.dark}"/><path d="M138 52a20 20 0 1 0 14 30 16 16 0 1 1-14-30Z" fill="#fde68a"/>`,
    (k) =>
      `${wings(k, k.dark)}<path d="M100 70l20 40-20 70-20-70Z" fill="${k.g}"/><path d="M100 88l10 22-10 34-10-34Z" fill="${k.glow}"/><path d="M88 74l-8-18 16 10M112 74l8-18-16 10" fill="${k.light}"/>`,
  ],
  'cosmic-voyage': [
    (k) =>
      `<circle cx="100" cy="130" r="44" fill="${k.g}"/><ellipse cx="60" cy="112" rx="14" ry="28" fill="${k.dark}"/><ellipse cx="140" cy="112" rx="14" ry="28" fill="${k.dark}"/><circle cx="86" cy="124" r="6" fill="#0b1020"/><circle cx="114" cy="124" r="6" fill="#0b1020"/><ellipse cx="100" cy="144" rx="10" ry="7" fill="#0b1020"/>${burst(100, 96, 12, k.glow)}`,
    (k) =>
      `<path d="M128 96L40 176l20-8-4 14 16-10 2 12 90-70Z" fill="${k.light}" opacity=".5"/><circle cx="132" cy="96" r="28" fill="${k.g}"/><circle cx="124" cy="88" r="8" fill="#fff" opacity=".5"/>`,
    (k) =>
      `<rect x="52" y="104" width="96" height="44" rx="10" fill="${k.g}"/><rect x="66" y="80" width="40" height="26" rx="6" fill="${k.dark}"/><circle cx="86" cy="92" r="7" fill="${k.glow}"/><path d="M126 104V74l16-8" stroke="${k.light}" stroke-width="4" fill="none"/><circle cx="66" cy="160" r="14" fill="#1f2937" stroke="${k.light}" stroke-width="4"/><circle cx="100" cy="160" r="14" fill="#1f2937" stroke="${k.light}" stroke-width="4"/><circle cx="134" cy="160" r="14" fill="#1f2937" stroke="${k.light}" stroke-width="4"/>`,
    (k) =>
      `<g transform="rotate(-24 100 124)"><rect x="84" y="104" width="32" height="40" rx="6" fill="${k.g}"/><rect x="28" y="112" width="50" height="24" fill="${k.dark}" stroke="${k.light}" stroke-width="3"/><rect x="122" y="112" width="50" height="24" fill="${k.dark}" stroke="${k.light}" stroke-width="3"/><path d="M53 112v24M147 112v24M78 124h6M116 124h6" stroke="${k.light}" stroke-width="3"/><path d="M100 104V80" stroke="${k.light}" stroke-width="3"/><circle cx="100" cy="76" r="6" fill="${k.glow}"/></g>`,
    (k) =>
      `<g transform="rotate(-18 100 124)"><circle cx="100" cy="124" r="42" fill="${k.g}"/><ellipse cx="100" cy="124" rx="70" ry="16" fill="none" stroke="${k.light}" stroke-width="7"/><path d="M58 116a42 42 0 0 1 84 0" fill="${k.g}"/></g><circle cx="88" cy="106" r="7" fill="#fff" opacity=".35"/>`,
    (k) =>
      `<path d="M34 132c10-40 90-52 120-18l18-22-2 34 16 18-34-4c-30 40-110 30-118-8Z" fill="${k.g}"/><circle cx="68" cy="124" r="5" fill="#0b1020"/><path d="M46 146q40 18 96-2" stroke="${k.light}" stroke-width="3" fill="none"/>${burst(150, 70, 8, '#fff')}${burst(60, 80, 6, k.glow)}`,
    (k) =>
      `<circle cx="100" cy="128" r="56" fill="${k.light}" opacity=".25" stroke="${k.light}" stroke-width="4"/>${cat(k)}<path d="M60 96a56 56 0 0 1 40-24" stroke="#fff" stroke-width="5" fill="none" opacity=".6"/>`,
    (k) =>
      `<circle cx="100" cy="124" r="58" fill="none" stroke="${k.g}" stroke-width="10" opacity=".5"/><circle cx="100" cy="124" r="42" fill="none" stroke="${k.light}" stroke-width="6" opacity=".6"/><path d="M100 66a58 58 0 0 1 58 58M42 124a58 58 0 0 0 58 58" stroke="${k.glow}" stroke-width="6" fill="none"/><circle cx="100" cy="124" r="26" fill="#000"/>`,
    (k) =>
      `${burst(100, 118, 60, k.glow)}${wings(k, k.g)}<circle cx="100" cy="118" r="20" fill="#fff7ed"/><path d="M100 138l-14 40h28Z" fill="#f97316"/>`,
  ],
  'sunken-treasure': [
    (k) =>
      `<path d="M100 170C58 166 44 124 54 98c14-24 78-24 92 0 10 26-4 68-46 72Z" fill="${k.g}"/>${[0, 1, 2, 3, 4, 5].map((i) => `<path d="M100 166L${58 + i * 17} 96" stroke="${k.dark}" stroke-width="3" opacity=".6"/>`).join('')}<path d="M86 168h28l-6 10h-16z" fill="${k.dark}"/>`,
    (k) =>
      `<circle cx="100" cy="70" r="12" fill="none" stroke="${k.light}" stroke-width="7"/><path d="M100 82v96M74 104h52" stroke="${k.light}" stroke-width="9" stroke-linecap="round"/><path d="M52 146q8 34 48 34t48-34" stroke="${k.light}" stroke-width="9" fill="none" stroke-linecap="round"/><path d="M42 152l10-14 10 14M138 152l10-14 10 14" fill="${k.light}"/>`,
    (k) =>
      `<ellipse cx="100" cy="140" rx="44" ry="28" fill="#f87171"/><path d="M56 130c-26-14-26-46-4-54 4 14 16 20 24 22ZM144 130c26-14 26-46 4-54-4 14-16 20-24 22Z" fill="#ef4444"/><path d="M64 160l-16 14M76 166l-8 16M136 160l16 14M124 166l8 16" stroke="#ef4444" stroke-width="5" stroke-linecap="round"/><circle cx="88" cy="118" r="6" fill="#0b1020"/><circle cx="112" cy="118" r="6" fill="#0b1020"/><circle cx="100" cy="146" r="9" fill="#fff" stroke="${k.light}" stroke-width="2"/>`,
    (k) =>
      `<path d="M46 78h108v96H46Z" fill="#e9d5a1" transform="rotate(-6 100 126)"/><path d="M58 100q20 30 40 10t44 36" stroke="#92400e" stroke-width="3" stroke-dasharray="6 5" fill="none"/><path d="M130 138l14 14M144 138l-14 14" stroke="#dc2626" stroke-width="5" stroke-linecap="round"/><circle cx="66" cy="96" r="6" fill="${k.dark}"/>`,
    (k) =>
      `<circle cx="100" cy="124" r="52" fill="#fbbf24"/><circle cx="100" cy="124" r="42" fill="#1e293b"/><path d="${star(100, 124, 38, 8, 4)}" fill="${k.light}"/><path d="M100 86l8 38h-16Z" fill="#ef4444"/><circle cx="100" cy="124" r="5" fill="#fbbf24"/>`,
    (k) =>
      `${[0, 1, 2, 3, 4].map((i) => `<path d="M${60 + i * 20} 150q${i % 2 ? 10 : -10} 20 ${(i - 2) * 8} 36" stroke="${k.dark}" stroke-width="10" fill="none" stroke-linecap="round"/>`).join('')}<ellipse cx="100" cy="118" rx="50" ry="34" fill="${k.g}"/><ellipse cx="100" cy="118" rx="22" ry="22" fill="#fde047"/><ellipse cx="100" cy="118" rx="6" ry="18" fill="#0b1020"/>`,
    (k) =>
      `<path d="M44 150h112l-16 28H60Z" fill="${k.dark}"/><path d="M100 60v90" stroke="${k.light}" stroke-width="5"/><path d="M104 66c30 8 36 30 30 52l-30 6ZM96 78c-24 8-30 26-26 44l26 4Z" fill="${k.g}" opacity=".8"/><circle cx="84" cy="162" r="5" fill="${k.light}" opacity=".7"/><circle cx="116" cy="162" r="5" fill="${k.light}" opacity=".7"/>`,
    (k) =>
      `<path d="M50 160l-6-70 30 30 26-44 26 44 30-30-6 70Z" fill="#fbbf24"/><path d="M50 160h100v14H50Z" fill="#d97706"/><circle cx="100" cy="128" r="10" fill="${k.light}"/><circle cx="70" cy="138" r="6" fill="#f472b6"/><circle cx="130" cy="138" r="6" fill="#f472b6"/>`,
    (k) =>
      `<path d="M100 80v104" stroke="#fbbf24" stroke-width="9" stroke-linecap="round"/><path d="M60 60v36q0 16 40 16t40-16V60" stroke="#fbbf24" stroke-width="9" fill="none" stroke-linecap="round"/><path d="M100 52v40M60 52l-6 14h12ZM140 52l-6 14h12ZM100 44l-7 14h14Z" stroke="#fbbf24" stroke-width="4" fill="#fbbf24"/><path d="M60 190q20-16 40 0t40 0" stroke="${k.light}" stroke-width="5" fill="none"/>`,
  ],
};

function emblem(s: FancySeedSet, c: FancySeedCard, k: Ink): string {
  const glyphs = GLYPHS[s.slug] ?? GLYPHS['neon-jungle']!;
  return glyphs[c.position % glyphs.length]!(k);
}

/**
 * One card's artwork.
 * @returns an SVG document (< 4 KB)
 */
export function renderFancyCardSvg(s: FancySeedSet, c: FancySeedCard): string {
  const id = c.id;
  const glow = GLOW[c.rarity];
  const hue = (s.hue + (hash(id) % 31) - 15 + 360) % 360;
  const light = `hsl(${hue} 85% 68%)`;
  const dark = `hsl(${hue} 70% 30%)`;
  const stars = Array.from(
    { length: STARS[c.rarity] },
    (_, i) => `<path d="${star(100 + (i - (STARS[c.rarity] - 1) / 2) * 18, 252, 7, 3, 5)}" fill="${glow}"/>`,
  ).join('');
  const name = esc(c.name);
  const fs = c.name.length > 13 ? 15 : 18;
  const shine =
    c.rarity === 'legendary' || c.rarity === 'epic'
      ? sparkle(34, 40, 10, glow) + sparkle(168, 60, 7, '#fff') + sparkle(162, 206, 8, glow)
      : '';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 280" width="200" height="280" role="img" aria-label="${name}">` +
    `<defs><radialGradient id="g${id}" cx=".5" cy=".42" r=".6"><stop offset="0" stop-color="${glow}" stop-opacity=".55"/><stop offset=".7" stop-color="${glow}" stop-opacity=".08"/><stop offset="1" stop-color="${glow}" stop-opacity="0"/></radialGradient>` +
    `<linearGradient id="b${id}" x2="0" y2="1"><stop offset="0" stop-color="hsl(${hue} 45% 18%)"/><stop offset="1" stop-color="#0d1019"/></linearGradient>` +
    `<linearGradient id="e${id}" x2="1" y2="1"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${dark}"/></linearGradient></defs>` +
    `<rect width="200" height="280" rx="18" fill="url(#b${id})"/><circle cx="100" cy="124" r="96" fill="url(#g${id})"/>` +
    emblem(s, c, { g: `url(#e${id})`, light, dark, glow }) +
    shine +
    `<rect x="14" y="204" width="172" height="30" rx="8" fill="#000" fill-opacity=".45"/>` +
    `<text x="100" y="${fs > 15 ? 225 : 224}" ${FONT} font-size="${fs}" fill="#fff" text-anchor="middle">${name}</text>` +
    stars +
    `<text x="18" y="30" ${FONT} font-size="14" fill="${glow}">${String(c.position + 1).padStart(2, '0')}</text>` +
    `<rect x="2" y="2" width="196" height="276" rx="16" fill="none" stroke="${glow}" stroke-opacity=".8" stroke-width="4"/></svg>`
  );
}

/** The art of seeded card `id`, or null when there is no such card. */
export function fancyCardSvg(id: number): string | null {
  const hit = FANCY_SEED_CARDS.get(id);
  return hit ? renderFancyCardSvg(hit.set, hit.card) : null;
}
