/** Item glyphs (256x256 space) for phones, consoles, gaming, audio and gadgets. */
import type { SeedItem } from './types.ts';
import { FONT, type Kit } from './art-kit.ts';

type Glyph = (it: SeedItem, k: Kit) => string;

const lens = (x: number, y: number, r: number): string =>
  `<circle cx="${x}" cy="${y}" r="${r}" fill="#0b0d12" stroke="#3a3f4b" stroke-width="3"/><circle cx="${x - r / 3}" cy="${y - r / 3}" r="${r / 4}" fill="#6b8cff" opacity=".7"/>`;

export const phone: Glyph = (it, k) => {
  let cams: string;
  if (it.brand === 'Samsung')
    cams = lens(102, 56, 9) + lens(102, 80, 9) + lens(102, 104, 9) + '<circle cx="122" cy="56" r="3" fill="#fff9"/>';
  else if (it.brand === 'Google')
    cams = `<rect x="80" y="62" width="96" height="28" rx="14" fill="${k.dark}"/>` + lens(104, 76, 8) + lens(126, 76, 8);
  else
    cams =
      `<rect x="90" y="42" width="52" height="52" rx="14" fill="${k.dark}" opacity=".55" stroke="#fff4"/>` +
      lens(104, 56, 9) +
      lens(104, 80, 9) +
      lens(128, 68, 9) +
      '<circle cx="128" cy="86" r="3" fill="#fff9"/>';
  return `<rect x="80" y="30" width="96" height="192" rx="20" fill="${k.m}" stroke="#0006" stroke-width="2"/><rect x="84" y="34" width="88" height="184" rx="17" fill="none" stroke="#fff5"/>${cams}<circle cx="128" cy="150" r="9" fill="#fff" opacity=".25"/>`;
};

/** Gamepad centred at (128,156) before the transform. */
const pad = (k: Kit, tf = ''): string =>
  `<g${tf ? ` transform="${tf}"` : ''}><path d="M84 112h88c22 0 32 14 38 40 6 28 2 48-14 50-12 2-20-10-30-26H90c-10 16-18 28-30 26-16-2-20-22-14-50 6-26 16-40 38-40z" fill="${k.m}" stroke="#0007" stroke-width="2"/><path d="M82 134h8v8h8v8h-8v8h-8v-8h-8v-8h8z" fill="#0009"/><circle cx="170" cy="134" r="5" fill="#4ade80"/><circle cx="182" cy="146" r="5" fill="#f87171"/><circle cx="158" cy="146" r="5" fill="#60a5fa"/><circle cx="170" cy="158" r="5" fill="#facc15"/><circle cx="108" cy="166" r="10" fill="#1f2937" stroke="#64748b" stroke-width="3"/><circle cx="148" cy="166" r="10" fill="#1f2937" stroke="#64748b" stroke-width="3"/></g>`;

const handheld = (k: Kit, it: SeedItem): string => {
  const sw = /Switch/.test(it.name);
  const l = sw ? '#00b8e6' : k.dark;
  const r = sw ? '#ff4d4d' : k.dark;
  return `<rect x="30" y="84" width="196" height="96" rx="32" fill="#1f2330"/><path d="M62 84h16v96H62a32 32 0 0 1-32-32v-32a32 32 0 0 1 32-32z" fill="${l}"/><path d="M194 84h-16v96h16a32 32 0 0 0 32-32v-32a32 32 0 0 0-32-32z" fill="${r}"/><rect x="80" y="92" width="96" height="80" rx="6" fill="${k.s}"/><circle cx="56" cy="114" r="10" fill="#111" stroke="#555" stroke-width="3"/><circle cx="200" cy="150" r="10" fill="#111" stroke="#555" stroke-width="3"/><circle cx="200" cy="112" r="4" fill="#eee"/><circle cx="56" cy="152" r="4" fill="#eee"/>`;
};

const headset = (k: Kit): string =>
  `<rect x="50" y="84" width="156" height="80" rx="34" fill="${k.m}" stroke="#0007" stroke-width="2"/><rect x="62" y="96" width="132" height="56" rx="26" fill="#0b0d12"/><ellipse cx="98" cy="124" rx="22" ry="16" fill="${k.s}"/><ellipse cx="158" cy="124" rx="22" ry="16" fill="${k.s}"/><path d="M50 124c-18 0-22 30-6 44M206 124c18 0 22 30 6 44" fill="none" stroke="${k.dark}" stroke-width="10" stroke-linecap="round"/>`;

export const console_: Glyph = (it, k) => {
  if (/Deck|Ally|Legion|Switch|Portal|Pocket|RG35|Game &/.test(it.name)) return handheld(k, it);
  if (/Quest|VR2|Vision/.test(it.name)) return headset(k);
  let unit: string;
  if (it.brand === 'Sony')
    unit = `<path d="M84 34c22-10 44-12 44-12v150H92c-8 0-12-4-12-12z" fill="#f8fafc"/><path d="M172 34c-22-10-44-12-44-12v150h36c8 0 12-4 12-12z" fill="#e2e8f0"/><rect x="116" y="30" width="24" height="142" rx="8" fill="#111827"/><path d="M118 40v124" stroke="${k.rar}" stroke-width="2"/>`;
  else if (it.brand === 'Microsoft')
    unit = `<rect x="84" y="26" width="88" height="146" rx="10" fill="${/Series S/.test(it.name) ? '#f1f5f9' : '#1f2937'}" stroke="#0007" stroke-width="2"/><circle cx="128" cy="50" r="22" fill="#111"/><path d="M110 50h36M116 40h24M116 60h24" stroke="#22c55e" stroke-width="3"/>`;
  else
    unit = `<rect x="48" y="80" width="160" height="74" rx="10" fill="${k.m}" stroke="#0007" stroke-width="2"/><rect x="64" y="94" width="70" height="8" rx="4" fill="#0006"/><path d="M64 122h128M64 136h128" stroke="#0004" stroke-width="4"/><circle cx="188" cy="98" r="5" fill="${k.rar}"/>`;
  return `${unit}${pad(k, 'translate(42 100) scale(.66)')}`;
};

const headphones = (k: Kit): string =>
  `<path d="M58 150v-22a70 70 0 0 1 140 0v22" fill="none" stroke="${k.dark}" stroke-width="14" stroke-linecap="round"/><rect x="40" y="126" width="40" height="76" rx="18" fill="${k.m}" stroke="#0007" stroke-width="2"/><rect x="176" y="126" width="40" height="76" rx="18" fill="${k.m}" stroke="#0007" stroke-width="2"/><rect x="70" y="136" width="16" height="56" rx="8" fill="#111"/><rect x="170" y="136" width="16" height="56" rx="8" fill="#111"/>`;

const earbuds = (k: Kit): string =>
  `<rect x="70" y="124" width="116" height="92" rx="30" fill="#f4f4f5" stroke="#0005" stroke-width="2"/><path d="M70 154h116" stroke="#0003" stroke-width="3"/><circle cx="128" cy="186" r="4" fill="${k.rar}"/>` +
  [96, 160]
    .map(
      (x, i) =>
        `<g transform="rotate(${i ? 14 : -14} ${x} 70)"><rect x="${x - 6}" y="52" width="12" height="50" rx="6" fill="#fafafa" stroke="#0004"/><ellipse cx="${x}" cy="48" rx="19" ry="21" fill="#fafafa" stroke="#0004"/><ellipse cx="${x + (i ? -7 : 7)}" cy="46" rx="7" ry="9" fill="${k.dark}"/></g>`,
    )
    .join('');

const speaker = (k: Kit, it: SeedItem): string => {
  if (/Arc/.test(it.name))
    return `<rect x="26" y="110" width="204" height="52" rx="26" fill="${k.m}"/><path d="M50 136h156" stroke="#0005" stroke-width="18" stroke-dasharray="3 4"/>`;
  return `<rect x="58" y="78" width="140" height="116" rx="44" fill="${k.m}" stroke="#0007" stroke-width="2"/><circle cx="104" cy="136" r="30" fill="#111" stroke="${k.dark}" stroke-width="5"/><circle cx="104" cy="136" r="10" fill="#333"/><circle cx="160" cy="136" r="22" fill="#111" stroke="${k.dark}" stroke-width="5"/><rect x="108" y="88" width="40" height="6" rx="3" fill="${k.rar}"/>`;
};

export const audio: Glyph = (it, k) => {
  const n = it.name;
  if (/AirPods(?! Max)|Buds|Earbud|EarPods|Fit Pro|Dime|P20i|WF-|Ultra Earbuds/.test(n)) return earbuds(k);
  if (/Flip|Charge|Go 4|Emberton|Pill|SoundLink|Era|Arc/.test(n)) return speaker(k, it);
  if (/Turntable/.test(n))
    return `<rect x="36" y="88" width="184" height="110" rx="12" fill="${k.m}"/><circle cx="116" cy="142" r="46" fill="#111"/><circle cx="116" cy="142" r="30" fill="none" stroke="#333" stroke-width="2"/><circle cx="116" cy="142" r="12" fill="${k.rar}"/><path d="M196 100v50l-40 26" fill="none" stroke="#ddd" stroke-width="5" stroke-linecap="round"/>`;
  if (/Microphone/.test(n))
    return `<rect x="92" y="40" width="72" height="110" rx="34" fill="#222" stroke="${k.rar}" stroke-width="3"/><path d="M100 70h56M100 88h56M100 106h56M100 124h56" stroke="#555" stroke-width="4"/><path d="M74 118a54 54 0 0 0 108 0M128 172v36M96 212h64" fill="none" stroke="${k.dark}" stroke-width="8" stroke-linecap="round"/>`;
  return headphones(k);
};

export const gaming: Glyph = (it, k) => {
  const n = it.name;
  if (/GeForce|RTX/.test(n))
    return `<rect x="28" y="78" width="200" height="96" rx="10" fill="#1f2330" stroke="${k.rar}" stroke-width="2"/><circle cx="86" cy="126" r="34" fill="#0b0d12" stroke="#4b5563" stroke-width="4"/><circle cx="170" cy="126" r="34" fill="#0b0d12" stroke="#4b5563" stroke-width="4"/><path d="M86 96v60M56 126h60M170 96v60M140 126h60" stroke="#374151" stroke-width="6"/><rect x="40" y="174" width="90" height="10" fill="#d4a017"/>`;
  if (/Ryzen/.test(n))
    return `<rect x="58" y="58" width="140" height="140" rx="10" fill="#9ca3af"/><rect x="80" y="80" width="96" height="96" rx="6" fill="${k.m}"/><text x="128" y="138" ${FONT} font-size="22" fill="#fff" text-anchor="middle">AMD</text>`;
  if (/Monitor/.test(n))
    return `<rect x="28" y="54" width="200" height="120" rx="8" fill="#111"/><rect x="34" y="60" width="188" height="108" rx="3" fill="${k.s}"/><path d="M118 174h20l8 30h-36z" fill="#374151"/><rect x="84" y="202" width="88" height="8" rx="4" fill="#374151"/>`;
  if (/Chair/.test(n))
    return `<rect x="86" y="30" width="84" height="118" rx="30" fill="${k.m}"/><rect x="102" y="44" width="52" height="16" rx="8" fill="#0005"/><rect x="76" y="144" width="104" height="26" rx="12" fill="${k.dark}"/><path d="M128 170v30M84 214l44-14 44 14" stroke="#374151" stroke-width="8" stroke-linecap="round" fill="none"/>`;
  if (/Keyboard|Stream Deck/.test(n)) {
    let keys = '';
    for (let r = 0; r < 4; r++) for (let c = 0; c < 8; c++) keys += `M${46 + c * 21} ${104 + r * 20}h15v14h-15z`;
    return `<rect x="36" y="94" width="184" height="92" rx="10" fill="${k.m}" stroke="#0007" stroke-width="2"/><path d="${keys}" fill="#0b0d12" stroke="${k.rar}" stroke-opacity=".5"/>`;
  }
  if (/Mouse Pad/.test(n))
    return `<rect x="26" y="90" width="204" height="110" rx="14" fill="#111827" stroke="${k.rar}" stroke-width="3"/><path d="M40 186h60" stroke="${k.acc}" stroke-width="6"/>`;
  if (/Mouse/.test(n))
    return `<path d="M128 44c36 0 58 30 58 80v26c0 40-26 64-58 64s-58-24-58-64v-26c0-50 22-80 58-80z" fill="${k.m}" stroke="#0007" stroke-width="2"/><path d="M128 44v64M70 108h116" stroke="#0005" stroke-width="3"/><rect x="122" y="66" width="12" height="24" rx="6" fill="${k.rar}"/>`;
  if (/Headset/.test(n)) return headphones(k);
  if (/Controller|Joy-Con|Grips/.test(n)) return pad(k, 'translate(-8 -34) scale(1.06)');
  const title = n.replace(/\s*\(.*\)$/, '');
  const words = title
    .split(/[\s:]+/)
    .slice(0, 2)
    .map((w) => w[0] ?? '')
    .join('')
    .toUpperCase();
  const plat = /PS5|PlayStation/.test(n) ? '#0070d1' : /Xbox/.test(n) ? '#107c10' : /Switch|Nintendo|Zelda/.test(n) ? '#e60012' : '#374151';
  return `<rect x="70" y="34" width="116" height="176" rx="8" fill="${plat}"/><rect x="78" y="50" width="100" height="150" rx="4" fill="${k.m}"/><rect x="70" y="34" width="116" height="16" rx="4" fill="${plat}"/><text x="128" y="138" ${FONT} font-size="40" fill="#fff" text-anchor="middle">${words}</text>`;
};

const laptop = (k: Kit): string =>
  `<rect x="54" y="54" width="148" height="100" rx="8" fill="${k.m}"/><rect x="60" y="60" width="136" height="88" rx="3" fill="${k.s}"/><path d="M34 158h188l-12 18H46z" fill="${k.m}" stroke="#0006"/><rect x="112" y="158" width="32" height="4" rx="2" fill="#0005"/>`;

const tablet = (k: Kit, paper: boolean): string =>
  `<rect x="64" y="36" width="128" height="182" rx="16" fill="${k.m}" stroke="#0007" stroke-width="2"/><rect x="72" y="44" width="112" height="166" rx="8" fill="${paper ? '#e7e5e0' : k.s}"/>${paper ? '<path d="M86 70h84M86 86h84M86 102h64M86 118h84M86 134h72" stroke="#9ca3af" stroke-width="5"/>' : ''}`;

const camera = (k: Kit): string =>
  `<rect x="92" y="66" width="64" height="28" rx="6" fill="${k.dark}"/><rect x="40" y="84" width="176" height="108" rx="16" fill="${k.m}" stroke="#0007" stroke-width="2"/><rect x="40" y="100" width="176" height="18" fill="#0003"/><circle cx="128" cy="140" r="42" fill="#222" stroke="#9ca3af" stroke-width="5"/><circle cx="128" cy="140" r="26" fill="${k.s}"/><circle cx="118" cy="130" r="7" fill="#fff7"/><rect x="172" y="72" width="24" height="12" rx="4" fill="#ef4444"/>`;

const drone = (k: Kit): string => {
  const rotors = [
    [60, 78],
    [196, 78],
    [60, 176],
    [196, 176],
  ]
    .map(
      ([x, y]) =>
        `<path d="M128 127L${x} ${y}" stroke="${k.dark}" stroke-width="9"/><ellipse cx="${x}" cy="${y - 6}" rx="34" ry="7" fill="#cbd5e1" opacity=".6"/><circle cx="${x}" cy="${y}" r="8" fill="#111"/>`,
    )
    .join('');
  return `${rotors}<rect x="96" y="102" width="64" height="52" rx="18" fill="${k.m}" stroke="#0007"/><circle cx="128" cy="160" r="10" fill="#111" stroke="${k.rar}" stroke-width="3"/>`;
};

export const gadget: Glyph = (it, k) => {
  const n = it.name;
  if (/MacBook/.test(n)) return laptop(k);
  if (/Mac mini/.test(n))
    return `<rect x="48" y="106" width="160" height="56" rx="14" fill="#d4d4d8"/><rect x="48" y="150" width="160" height="12" rx="6" fill="#a1a1aa"/><circle cx="190" cy="128" r="3" fill="#22c55e"/>`;
  if (/Kindle|reMarkable/.test(n)) return tablet(k, true);
  if (/iPad|Tab /.test(n)) return tablet(k, false);
  if (/DJI Mini|Avata/.test(n)) return drone(k);
  if (/Pencil/.test(n))
    return `<g transform="rotate(40 128 128)"><rect x="118" y="22" width="20" height="190" rx="8" fill="#f4f4f5"/><path d="M118 212l10 26 10-26z" fill="#d4d4d8"/><path d="M118 60h20" stroke="#0002" stroke-width="2"/></g>`;
  if (/AirTag|Tile/.test(n))
    return `<circle cx="128" cy="128" r="64" fill="#f4f4f5" stroke="#0005" stroke-width="2"/><circle cx="128" cy="128" r="44" fill="none" stroke="#cbd5e1" stroke-width="3"/><circle cx="128" cy="128" r="12" fill="${k.rar}"/>`;
  if (/Glasses/.test(n))
    return `<rect x="38" y="104" width="78" height="56" rx="24" fill="#111" stroke="#333" stroke-width="6"/><rect x="140" y="104" width="78" height="56" rx="24" fill="#111" stroke="#333" stroke-width="6"/><path d="M116 122q12-10 24 0M38 116l-10-6M218 116l10-6" stroke="#333" stroke-width="6" fill="none"/><circle cx="48" cy="112" r="4" fill="${k.rar}"/>`;
  if (/Flipper|Raspberry/.test(n))
    return `<rect x="40" y="66" width="176" height="124" rx="12" fill="${/Flipper/.test(n) ? '#f97316' : '#15803d'}"/><rect x="94" y="96" width="56" height="56" rx="4" fill="#111"/><path d="M52 78h150" stroke="#fbbf24" stroke-width="6" stroke-dasharray="4 4"/><rect x="168" y="150" width="36" height="28" rx="3" fill="#cbd5e1"/>`;
  if (/Alpha|X100|EOS|GoPro|Instax|Osmo/.test(n)) return camera(k);
  const cable = `<path d="M128 176c0 40 60 30 60 -10s40-40 40-10" fill="none" stroke="${k.light}" stroke-width="6" stroke-linecap="round"/>`;
  if (/Protector|PopGrip/.test(n))
    return `<rect x="76" y="34" width="104" height="188" rx="18" fill="#cbd5e1" opacity=".35" stroke="#e2e8f0" stroke-width="3"/><circle cx="128" cy="128" r="30" fill="${k.m}"/><circle cx="128" cy="128" r="14" fill="${k.dark}"/>`;
  return `${cable}<rect x="84" y="66" width="88" height="112" rx="16" fill="${k.m}" stroke="#0007" stroke-width="2"/><rect x="112" y="178" width="32" height="14" rx="3" fill="#9ca3af"/><circle cx="128" cy="104" r="8" fill="${k.rar}"/>`;
};
