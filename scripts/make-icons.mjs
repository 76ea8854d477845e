// Renders the PWA icons (apps/web/public/icons) from the logo SVG with sharp. Run once after a logo change:
//   node scripts/make-icons.mjs
// The PNGs are checked in (nothing is rendered at install or build time).
import sharp from 'sharp';
import { mkdirSync } from 'node:fs';

const OUT = 'apps/web/public/icons';
const mark = (stroke) =>
  `<path d="M14 24 32 14l18 10v18L32 52 14 42Z" fill="none" stroke="${stroke}" stroke-width="4" stroke-linejoin="round"/><path d="M14 24l18 10 18-10M32 34v18" fill="none" stroke="${stroke}" stroke-width="4" stroke-linejoin="round"/>`;
const grad =
  '<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#2bf5a0"/><stop offset="1" stop-color="#7c5cff"/></linearGradient></defs>';
// "any": the rounded tile as the favicon; "maskable": a full-bleed square with the mark inside the 80% safe zone
const any = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">${grad}<rect width="64" height="64" rx="14" fill="#0b1020"/>${mark('url(#g)')}</svg>`;
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">${grad}<rect width="64" height="64" fill="#0b1020"/><g transform="translate(9.6 9.6) scale(0.7)">${mark('url(#g)')}</g></svg>`;

mkdirSync(OUT, { recursive: true });
for (const [name, svg, size] of [
  ['icon-192.png', any, 192],
  ['icon-512.png', any, 512],
  ['icon-maskable-512.png', maskable, 512],
  ['apple-touch-icon.png', maskable, 180],
]) {
  await sharp(Buffer.from(svg), { density: (72 * size) / 64 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(`${OUT}/${name}`);
  console.log(`${OUT}/${name}`);
}
