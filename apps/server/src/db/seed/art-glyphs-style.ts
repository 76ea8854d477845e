/** Item glyphs (256x256 space) for sneakers, watches, gift cards, jewellery, coins, fashion, home. */
import type { SeedItem } from './types.ts';
import { FONT, type Kit, esc, hash, r1 } from './art-kit.ts';

type Glyph = (it: SeedItem, k: Kit) => string;

export const sneaker: Glyph = (it, k) => {
  if (/Kit|Spray/.test(it.name))
    return `<rect x="92" y="70" width="72" height="146" rx="16" fill="${k.m}" stroke="#0007" stroke-width="2"/><rect x="106" y="44" width="44" height="30" rx="6" fill="#e5e7eb"/><path d="M150 54h26" stroke="#e5e7eb" stroke-width="8" stroke-linecap="round"/><rect x="100" y="116" width="56" height="54" rx="6" fill="#fff"/><path d="M110 134h36M110 150h28" stroke="${k.dark}" stroke-width="5"/>`;
  if (/Laces/.test(it.name))
    return `<path d="M60 80c60-40 140 0 100 50s-120 20-60 70 120-10 110-40" fill="none" stroke="${k.light}" stroke-width="10" stroke-linecap="round"/><path d="M60 96c60-40 140 0 100 50" fill="none" stroke="#fff" stroke-width="10" stroke-linecap="round"/>`;
  return `<path d="M34 178c-4-20-2-44 6-60 14 4 30 4 42-6 6-6 14-14 22-16l52 40c24 8 52 14 64 26 8 8 8 14 6 16z" fill="${k.m}" stroke="#0007" stroke-width="2"/><path d="M40 118c14 4 30 4 42-6l6 16c-14 10-32 10-50 6z" fill="${k.dark}"/><path d="M70 166c40-6 90-20 136-38-36 24-86 42-128 46z" fill="${/White|Panda|Bone/.test(it.name) ? '#111' : '#fff'}" opacity=".9"/><path d="M110 110l10-10M120 118l10-10M131 126l10-10M141 134l10-10" stroke="#fff" stroke-width="4" stroke-linecap="round"/><path d="M30 178h198c4 0 6 16-8 20H44c-14 0-20-20-14-20z" fill="#f1f1f1" stroke="#0004"/><path d="M36 190h186" stroke="${k.acc}" stroke-width="3"/>`;
};

export const watch: Glyph = (it, k) => {
  const strap = `<rect x="100" y="20" width="56" height="216" rx="14" fill="${k.dark}"/><path d="M106 40h44M106 216h44" stroke="#0004" stroke-width="4"/>`;
  if (/Apple Watch(?! Sport)|Galaxy Watch7|Fitbit|Forerunner/.test(it.name)) {
    const rings = [
      [30, '#fa114f', 0.7],
      [22, '#92e82a', 0.55],
      [14, '#1eeaef', 0.8],
    ]
      .map(
        ([r, c, f]) =>
          `<circle cx="128" cy="128" r="${r}" fill="none" stroke="${c}" stroke-width="7" stroke-linecap="round" stroke-dasharray="${r1(2 * Math.PI * (r as number) * (f as number))} 999" transform="rotate(-90 128 128)"/>`,
      )
      .join('');
    return `${strap}<rect x="80" y="70" width="96" height="116" rx="28" fill="${k.m}" stroke="#0007" stroke-width="2"/><rect x="88" y="78" width="80" height="100" rx="22" fill="#000"/>${rings}<rect x="176" y="100" width="8" height="22" rx="3" fill="${k.rar}"/>`;
  }
  if (/Sport Band/.test(it.name))
    return `<path d="M60 60c50-30 86-30 136 0v140c-50 30-86 30-136 0z" fill="none" stroke="${k.dark}" stroke-width="22"/><circle cx="196" cy="128" r="6" fill="#fff"/>`;
  let ticks = '';
  for (let i = 0; i < 12; i++) {
    const a = (i * Math.PI) / 6;
    const [s, c] = [Math.sin(a), Math.cos(a)];
    ticks += `M${r1(128 + 34 * s)} ${r1(128 - 34 * c)}L${r1(128 + 41 * s)} ${r1(128 - 41 * c)}`;
  }
  const dial = /Pepsi/.test(it.name) ? '#111' : ['#0f172a', '#1e3a8a', '#f8fafc', '#111', '#14532d'][hash(it.id, 3) % 5];
  const ink = dial === '#f8fafc' ? '#111' : '#e5e7eb';
  const bezel = /Pepsi/.test(it.name)
    ? `<path d="M76 128a52 52 0 0 1 104 0z" fill="#dc2626"/><path d="M76 128a52 52 0 0 0 104 0z" fill="#1d4ed8"/>`
    : `<circle cx="128" cy="128" r="52" fill="${/Sub|Seamaster|Black Bay|Speedmaster|G-Shock/.test(it.name) ? '#111' : k.dark}"/>`;
  return `${strap}<circle cx="128" cy="128" r="60" fill="${k.m}" stroke="#0007" stroke-width="2"/>${bezel}<circle cx="128" cy="128" r="44" fill="${dial}"/><path d="${ticks}" stroke="${ink}" stroke-width="3"/><path d="M128 128l-16-20M128 128l26 8" stroke="${ink}" stroke-width="4" stroke-linecap="round"/><circle cx="128" cy="128" r="4" fill="${k.rar}"/><rect x="186" y="120" width="10" height="16" rx="3" fill="${k.light}"/>`;
};

const BRAND_CARD: Record<string, readonly [string, string, string]> = {
  Amazon: ['#232f3e', '#ff9900', '#fff'],
  Steam: ['#1b2838', '#2a6db0', '#fff'],
  Apple: ['#f5f5f7', '#c7c7cc', '#111'],
  'Google Play': ['#34a853', '#4285f4', '#fff'],
  'PlayStation Store': ['#003791', '#0070d1', '#fff'],
  Xbox: ['#0e7a0d', '#52b043', '#fff'],
  'Nintendo eShop': ['#e60012', '#ff5a5a', '#fff'],
  Roblox: ['#2b2d31', '#6b7280', '#fff'],
  Netflix: ['#111', '#e50914', '#fff'],
  Spotify: ['#191414', '#1db954', '#fff'],
  Uber: ['#000', '#3a3a3a', '#fff'],
  DoorDash: ['#ff3008', '#ff7a59', '#fff'],
  Starbucks: ['#00704a', '#1e3932', '#fff'],
  Sephora: ['#111', '#555', '#fff'],
  Nike: ['#111', '#f97316', '#fff'],
  'Visa Prepaid': ['#1a1f71', '#3b4cc0', '#f7b600'],
  'Epic Games': ['#7b2ff7', '#f72f9f', '#fff'],
};

export const giftCard: Glyph = (it, k) => {
  const [a, b, ink] = BRAND_CARD[it.brand] ?? [k.dark, k.light, '#fff'];
  const value = /\$(\d+)/.exec(it.name)?.[1];
  const label = value ? `$${value}` : (/([\d,]+) V-Bucks/.exec(it.name)?.[1] ?? '');
  const initial = esc(it.brand[0] ?? '?');
  const brandLabel = (it.brand.length > 11 ? it.brand.split(' ')[0] : it.brand).toUpperCase();
  return `<defs><linearGradient id="c${it.id}" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs><rect x="52" y="62" width="176" height="112" rx="14" fill="${b}" opacity=".45" transform="rotate(10 140 118)"/><g transform="rotate(-6 128 128)"><rect x="34" y="72" width="188" height="120" rx="14" fill="url(#c${it.id})" stroke="#fff3" stroke-width="2"/><rect x="50" y="92" width="30" height="22" rx="4" fill="#f5d27a"/><text x="204" y="128" ${FONT} font-size="48" fill="${ink}" text-anchor="end">${initial}</text><text x="50" y="176" ${FONT} font-size="13" fill="${ink}" opacity=".85">${esc(brandLabel)}</text><text x="206" y="178" ${FONT} font-size="24" fill="${ink}" text-anchor="end">${esc(label)}</text></g>`;
};

const gem = (x: number, y: number, s: number, fill: string): string =>
  `<g transform="translate(${x} ${y}) scale(${s})"><path d="M-24 0l12-16h24l12 16-24 28z" fill="${fill}" stroke="#fff" stroke-width="1.5"/><path d="M-24 0h48M-12-16l12 16 12-16M0 0v28" stroke="#fff8" stroke-width="1.2" fill="none"/></g>`;

export const jewel: Glyph = (it, k) => {
  const n = it.name;
  const stone = /Diamond|Lab-Grown|Swarovski|Tennis/.test(n) ? '#dbeafe' : `hsl(${hash(it.id) % 360} 80% 60%)`;
  if (/Bar/.test(n))
    return `<path d="M58 150l20-40h100l20 40z" fill="${k.m}" stroke="#0006"/><path d="M78 110l-20 40h140" fill="none" stroke="#fff6" stroke-width="2"/><path d="M70 190l20-40h100l20 40z" fill="${k.m}" stroke="#0006"/><text x="140" y="178" ${FONT} font-size="16" fill="#7c4a03" text-anchor="middle">999.9</text>`;
  if (/Coin/.test(n))
    return `<circle cx="128" cy="128" r="66" fill="${k.m}" stroke="#0006" stroke-width="2"/><circle cx="128" cy="128" r="54" fill="none" stroke="#fff8" stroke-width="3" stroke-dasharray="4 3"/><path d="M128 88l10 28h30l-24 18 9 28-25-17-25 17 9-28-24-18h30z" fill="#fff9"/>`;
  if (/Earrings|Hoops/.test(n)) {
    if (/Stud/.test(n)) return gem(92, 120, 1.2, stone) + gem(164, 120, 1.2, stone);
    return `<circle cx="90" cy="144" r="34" fill="none" stroke="${k.m}" stroke-width="9"/><circle cx="166" cy="144" r="34" fill="none" stroke="${k.m}" stroke-width="9"/><circle cx="90" cy="106" r="6" fill="${k.light}"/><circle cx="166" cy="106" r="6" fill="${k.light}"/>`;
  }
  if (/Bracelet/.test(n)) {
    let dots = '';
    for (let i = 0; i < 9; i++) {
      const a = (Math.PI * (i + 0.5)) / 9;
      dots += `<circle cx="${r1(128 - 76 * Math.cos(a))}" cy="${r1(136 + 46 * Math.sin(a))}" r="${/Tennis/.test(n) ? 6 : 3}" fill="${/Tennis/.test(n) ? stone : '#0006'}"/>`;
    }
    return `<ellipse cx="128" cy="136" rx="76" ry="46" fill="none" stroke="${k.dark}" stroke-width="18"/><ellipse cx="128" cy="130" rx="76" ry="46" fill="none" stroke="${k.m}" stroke-width="14"/>${dots}`;
  }
  if (/Pendant|Necklace|Chain|Charm/.test(n)) {
    const chain = /Chain/.test(n) ? 10 : 4;
    let pendant = '';
    if (/Heart/.test(n))
      pendant = `<path d="M128 176c-30-20-40-34-40-48 0-12 10-20 20-20 8 0 16 6 20 14 4-8 12-14 20-14 10 0 20 8 20 20 0 14-10 28-40 48z" fill="${k.m}" stroke="#0006"/>`;
    else if (/Cross/.test(n)) pendant = `<path d="M120 118h16v18h18v16h-18v34h-16v-34h-18v-16h18z" fill="${k.m}" stroke="#0006"/>`;
    else if (/Alhambra/.test(n))
      pendant = `<path d="M128 120c14-14 32-4 24 14 18-8 28 10 14 24 14 14 4 32-14 24 8 18-10 28-24 14-14 14-32 4-24-14-18 8-28-10-14-24-14-14-4-32 14-24-8-18 10-28 24-14z" transform="translate(0 -10)" fill="#f8fafc" stroke="${k.light}" stroke-width="4"/>`;
    else if (!/Chain/.test(n)) pendant = gem(128, 138, 1.1, stone);
    return `<path d="M52 40c6 96 146 96 152 0" fill="none" stroke="${k.m}" stroke-width="${chain}" stroke-dasharray="${chain + 4} 3" stroke-linecap="round"/>${pendant}`;
  }
  return `<ellipse cx="128" cy="158" rx="56" ry="50" fill="none" stroke="${k.dark}" stroke-width="14"/><ellipse cx="128" cy="154" rx="56" ry="50" fill="none" stroke="${k.m}" stroke-width="10"/>${gem(128, 90, 1.4, stone)}`;
};

export const coins: Glyph = (it, k) => {
  const value = it.name.replace(/ Coins?$/, '');
  let stack = '';
  for (let i = 0; i < 4; i++)
    stack += `<ellipse cx="${i % 2 ? 132 : 124}" cy="${196 - i * 13}" rx="60" ry="16" fill="${k.dark}" stroke="#fde68a" stroke-width="2"/>`;
  const fs = value.length > 4 ? 26 : 34;
  return `${stack}<circle cx="128" cy="104" r="62" fill="${k.m}" stroke="#92400e" stroke-width="3"/><circle cx="128" cy="104" r="50" fill="none" stroke="#fff8" stroke-width="3"/><text x="128" y="${104 + fs / 3}" ${FONT} font-size="${fs}" fill="#78350f" text-anchor="middle">${esc(value)}</text><text x="128" y="140" ${FONT} font-size="11" fill="#78350f" text-anchor="middle">COINS</text>`;
};

export const fashion: Glyph = (it, k) => {
  const n = it.name;
  if (/Bag|Tote|Neverfull|Keepall|Birkin|Flap|Wallet|Pack/.test(n)) {
    return `<path d="M88 110c0-56 80-56 80 0" fill="none" stroke="${k.dark}" stroke-width="10"/><path d="M52 104h152l14 104H38z" fill="${k.m}" stroke="#0007" stroke-width="2"/><path d="M52 104h152l-10 44H62z" fill="${k.dark}" opacity=".55"/><rect x="116" y="138" width="24" height="18" rx="3" fill="#fbbf24"/>`;
  }
  if (/Belt/.test(n))
    return `<path d="M24 156c60-36 148-36 208 0" fill="none" stroke="${k.dark}" stroke-width="24"/><rect x="100" y="104" width="56" height="40" rx="8" fill="none" stroke="#fbbf24" stroke-width="8"/>`;
  if (/Cap/.test(n))
    return `<path d="M56 156c0-62 40-88 74-88s62 26 64 88z" fill="${k.m}" stroke="#0007" stroke-width="2"/><path d="M150 154c34 0 62 6 80 20-30 8-64 8-96-2z" fill="${k.dark}"/><circle cx="128" cy="70" r="5" fill="${k.dark}"/><path d="M100 118h40" stroke="#fff" stroke-width="6"/>`;
  if (/Hat/.test(n))
    return `<path d="M60 150c0-60 30-88 68-88s68 28 68 88z" fill="${k.m}"/><rect x="52" y="146" width="152" height="40" rx="10" fill="${k.dark}"/><path d="M70 78v60M90 70v70M110 66v74M146 66v74M166 70v70M186 78v60" stroke="#0003" stroke-width="3"/>`;
  if (/Wayfarer|Holbrook/.test(n))
    return `<path d="M36 104h80l-6 44c-2 10-10 14-20 14H58c-10 0-18-6-20-16zM140 104h80l-2 42c-2 10-10 16-20 16h-32c-10 0-18-4-20-14z" fill="#111" stroke="${k.dark}" stroke-width="6"/><path d="M116 112h24" stroke="${k.dark}" stroke-width="6"/><path d="M50 114l30 26M154 114l30 26" stroke="#fff3" stroke-width="6"/>`;
  if (/Keychain|Lanyard/.test(n))
    return `<circle cx="128" cy="62" r="24" fill="none" stroke="#cbd5e1" stroke-width="7"/><path d="M128 86v22" stroke="#cbd5e1" stroke-width="6"/><rect x="84" y="108" width="88" height="100" rx="22" fill="${k.m}" stroke="#0007" stroke-width="2"/><text x="128" y="176" ${FONT} font-size="44" fill="#fff" text-anchor="middle">${esc((it.brand[0] ?? 'H').toUpperCase())}</text>`;
  if (/Socks/.test(n))
    return `<path d="M96 40h56v112l28 26c14 14 4 38-16 38h-22c-8 0-16-4-22-10l-24-24z" fill="${k.m}" stroke="#0007" stroke-width="2"/><path d="M96 56h56M96 68h56" stroke="#fff" stroke-width="5"/>`;
  const hood = /Hood/.test(n) ? `<path d="M92 56c4-22 20-34 36-34s32 12 36 34c-8 16-20 22-36 22s-28-6-36-22z" fill="${k.dark}"/>` : '';
  const puffer = /Jacket|Parka|Nuptse/.test(n)
    ? '<path d="M80 130h96M80 160h96M80 190h96" stroke="#0004" stroke-width="4"/><path d="M128 70v146" stroke="#0005" stroke-width="3"/>'
    : '';
  const logo =
    it.brand === 'Supreme'
      ? `<rect x="100" y="112" width="56" height="18" fill="#e11d2e"/><text x="128" y="126" font-family="Arial,sans-serif" font-style="italic" font-weight="800" font-size="12" fill="#fff" text-anchor="middle">Supreme</text>`
      : `<rect x="112" y="110" width="32" height="14" rx="3" fill="${k.acc}"/>`;
  return `${hood}<path d="M92 52l-50 26 16 42 22-10v98h96v-98l22 10 16-42-50-26c-6 14-20 20-36 20s-30-6-36-20z" fill="${k.m}" stroke="#0007" stroke-width="2"/>${puffer}${puffer ? '' : logo}`;
};

export const home: Glyph = (it, k) => {
  const n = it.name;
  if (/TV(?! 4K| Stick)|OLED|Nest Hub/.test(n))
    return `<rect x="28" y="56" width="200" height="120" rx="8" fill="#111"/><rect x="34" y="62" width="188" height="108" rx="3" fill="${k.s}"/><path d="M100 176l-14 26M156 176l14 26" stroke="#4b5563" stroke-width="8" stroke-linecap="round"/>`;
  if (/LEGO/.test(n)) {
    let studs = '';
    for (let i = 0; i < 4; i++)
      studs += `<ellipse cx="${68 + i * 40}" cy="94" rx="14" ry="7" fill="${k.light}" stroke="#0005"/><rect x="${54 + i * 40}" y="80" width="28" height="14" fill="${k.light}"/><ellipse cx="${68 + i * 40}" cy="80" rx="14" ry="7" fill="${k.light}" stroke="#0004"/>`;
    return `<rect x="40" y="94" width="176" height="96" rx="6" fill="${k.m}" stroke="#0007" stroke-width="2"/>${studs}`;
  }
  if (/Tumbler|Rambler/.test(n))
    return `<path d="M84 62h88l-10 150c0 6-6 10-12 10h-44c-6 0-12-4-12-10z" fill="${k.m}" stroke="#0007" stroke-width="2"/><rect x="78" y="48" width="100" height="20" rx="8" fill="#e5e7eb"/>${/Stanley/.test(n) ? `<path d="M172 86c40 0 40 70 0 70" fill="none" stroke="${k.dark}" stroke-width="12"/>` : ''}<rect x="120" y="30" width="10" height="24" rx="4" fill="#9ca3af"/>`;
  if (/Candle/.test(n))
    return `<path d="M128 56c14 16 10 30 0 34-10-4-14-18 0-34z" fill="#fbbf24"/><rect x="76" y="94" width="104" height="118" rx="20" fill="${k.m}" opacity=".9"/><rect x="92" y="130" width="72" height="44" rx="4" fill="#fff"/>`;
  if (/Lava/.test(n))
    return `<path d="M108 48h40l22 120h-84z" fill="${k.light}" opacity=".85"/><circle cx="124" cy="96" r="12" fill="${k.dark}"/><circle cx="136" cy="136" r="16" fill="${k.dark}"/><path d="M86 168h84l-14 44h-56zM112 30h32l4 18h-40z" fill="#9ca3af"/>`;
  if (/Roomba/.test(n))
    return `<circle cx="128" cy="134" r="76" fill="#1f2937" stroke="#4b5563" stroke-width="4"/><circle cx="128" cy="134" r="30" fill="${k.m}"/><path d="M72 96a76 76 0 0 1 112 0" fill="none" stroke="#6b7280" stroke-width="6"/>`;
  if (/Supersonic|Airwrap/.test(n))
    return `<rect x="112" y="124" width="32" height="96" rx="14" fill="${k.m}"/><circle cx="128" cy="92" r="50" fill="${k.dark}"/><circle cx="128" cy="92" r="26" fill="#111"/><path d="M164 82h50v22h-50z" fill="${k.light}"/>`;
  if (/V15/.test(n))
    return `<path d="M150 40l-20 160" stroke="${k.m}" stroke-width="12"/><rect x="142" y="36" width="44" height="72" rx="16" fill="${k.m}"/><rect x="84" y="196" width="96" height="24" rx="10" fill="#374151"/><rect x="96" y="200" width="30" height="8" fill="#22c55e"/>`;
  if (/Dutch Oven/.test(n))
    return `<path d="M50 110h156l-12 84c-2 12-12 18-24 18H86c-12 0-22-6-24-18z" fill="${k.m}"/><ellipse cx="128" cy="106" rx="84" ry="18" fill="${k.dark}"/><rect x="116" y="78" width="24" height="14" rx="6" fill="#d4d4d8"/>`;
  if (/Hue/.test(n))
    return `<circle cx="128" cy="100" r="58" fill="${k.light}"/><path d="M104 150h48v30h-48z" fill="#e5e7eb"/><path d="M104 188h48M108 200h40" stroke="#9ca3af" stroke-width="6"/>`;
  if (/Funko/.test(n))
    return `<rect x="70" y="40" width="116" height="100" rx="40" fill="#fcd9b6"/><circle cx="106" cy="94" r="10" fill="#111"/><circle cx="150" cy="94" r="10" fill="#111"/><path d="M66 66c20-30 104-30 124 0" stroke="${k.dark}" stroke-width="18" fill="none"/><rect x="96" y="140" width="64" height="70" rx="14" fill="${k.m}"/>`;
  if (/Echo Dot/.test(n))
    return `<circle cx="128" cy="128" r="72" fill="${k.m}"/><ellipse cx="128" cy="180" rx="50" ry="10" fill="#38bdf8" opacity=".9"/>`;
  if (/Fire TV|Apple TV/.test(n))
    return `<rect x="58" y="96" width="140" height="64" rx="18" fill="#111"/><rect x="58" y="150" width="140" height="10" rx="5" fill="#333"/><rect x="178" y="62" width="26" height="130" rx="12" fill="#374151"/><circle cx="191" cy="86" r="8" fill="#6b7280"/>`;
  if (/Pin/.test(n))
    return `<circle cx="128" cy="128" r="64" fill="${k.m}" stroke="#fbbf24" stroke-width="8"/><text x="128" y="146" ${FONT} font-size="52" fill="#fff" text-anchor="middle">H</text>`;
  return `<rect x="60" y="40" width="136" height="172" rx="14" fill="${k.m}" stroke="#0007" stroke-width="2"/><rect x="72" y="52" width="112" height="34" rx="6" fill="#111"/><circle cx="96" cy="69" r="8" fill="${k.rar}"/><rect x="80" y="110" width="96" height="90" fill="#111"/><rect x="116" y="98" width="24" height="16" fill="#9ca3af"/><path d="M108 150h40v34c0 8-6 12-12 12h-16c-6 0-12-4-12-12z" fill="#f8fafc"/><path d="M148 158c12 0 12 18 0 18" fill="none" stroke="#f8fafc" stroke-width="5"/>`;
};
