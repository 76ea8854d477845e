/**
 * Generated artwork for pay methods and crypto coins: small SVGs as data URLs (no external image URLs;
 * the CSP allows `data:` images). Logos are our own badges in the brand colours, not trademarks' artwork.
 */
import escapeHtml from 'escape-html';

const toDataUrl = (svg: string) => `data:image/svg+xml;base64,${Buffer.from(svg, 'utf8').toString('base64')}`;

interface BadgeStyle {
  bg: string;
  fg: string;
  text: string;
  /** optional glyph drawn left of the text (SVG markup in a 0..40 x 0..40 box) */
  glyph?: string;
}

function badge(style: BadgeStyle, muted: boolean): string {
  const bg = muted ? '#2a2f3a' : style.bg;
  const fg = muted ? '#9aa3b2' : style.fg;
  const x = style.glyph ? 46 : 60;
  const anchor = style.glyph ? 'start' : 'middle';
  const glyph = style.glyph ? `<g fill="${fg}" stroke="${fg}">${style.glyph}</g>` : '';
  return toDataUrl(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 40" width="120" height="40"><rect width="120" height="40" rx="8" fill="${bg}"/>` +
      `${glyph}<text x="${x}" y="25" font-family="Arial,Helvetica,sans-serif" font-size="13" font-weight="700" fill="${fg}" text-anchor="${anchor}">${escapeHtml(style.text)}</text></svg>`,
  );
}

const CARD_GLYPH =
  '<rect x="8" y="11" width="30" height="19" rx="3" fill="none" stroke-width="2"/><rect x="8" y="15" width="30" height="4" stroke="none"/>';
const COIN_GLYPH =
  '<circle cx="22" cy="20" r="11" fill="none" stroke-width="2"/><text x="22" y="25" font-size="13" font-family="Arial" text-anchor="middle" stroke="none">₿</text>';
const DIAMOND_GLYPH = '<path d="M12 13h20l-10 16z" fill="none" stroke-width="2"/><path d="M22 13v16" stroke-width="2"/>';
const PHONE_GLYPH =
  '<rect x="15" y="9" width="14" height="23" rx="3" fill="none" stroke-width="2"/><circle cx="22" cy="27" r="1.5" stroke="none"/>';
const FLASK_GLYPH = '<path d="M18 9h8M20 9v8l-7 13h18l-7-13V9" fill="none" stroke-width="2"/>';
const BINANCE_GLYPH =
  '<path d="M22 9l4 4-4 4-4-4zM13 18l4 4-4 4-4-4zM31 18l4 4-4 4-4-4zM22 27l4 4-4 4-4-4zM22 18l4 4-4 4-4-4z" stroke="none"/>';

const METHOD_STYLES: Record<string, BadgeStyle> = {
  wooshpay: { bg: '#1a56db', fg: '#ffffff', text: 'Card', glyph: CARD_GLYPH },
  stripe: { bg: '#635bff', fg: '#ffffff', text: 'Stripe', glyph: CARD_GLYPH },
  paypal: { bg: '#ffc439', fg: '#003087', text: 'PayPal' },
  coinbase: { bg: '#0052ff', fg: '#ffffff', text: 'Crypto', glyph: COIN_GLYPH },
  binance: { bg: '#181a20', fg: '#f0b90b', text: 'Binance', glyph: BINANCE_GLYPH },
  ton: { bg: '#0098ea', fg: '#ffffff', text: 'TON', glyph: DIAMOND_GLYPH },
  mpesa: { bg: '#00a651', fg: '#ffffff', text: 'M-PESA', glyph: PHONE_GLYPH },
  sandbox: { bg: '#6b7280', fg: '#ffffff', text: 'Test card', glyph: FLASK_GLYPH },
  airwallex: { bg: '#612fff', fg: '#ffffff', text: 'Airwallex', glyph: CARD_GLYPH },
  gpay: { bg: '#ffffff', fg: '#3c4043', text: 'G Pay' },
  acquire_checkout: { bg: '#0f766e', fg: '#ffffff', text: 'Checkout', glyph: CARD_GLYPH },
  quest2pay: { bg: '#7c3aed', fg: '#ffffff', text: 'Quest2Pay' },
  pyvio: { bg: '#ea580c', fg: '#ffffff', text: 'Pyvio' },
};

const logoCache = new Map<string, { selected: string; unselected: string }>();

/** Selected / unselected logo data URLs of a pay method. */
export function methodLogos(payType: string): { selected: string; unselected: string } {
  const hit = logoCache.get(payType);
  if (hit) return hit;
  const style = METHOD_STYLES[payType] ?? { bg: '#374151', fg: '#ffffff', text: payType };
  const logos = { selected: badge(style, false), unselected: badge(style, true) };
  logoCache.set(payType, logos);
  return logos;
}

/** A round coin icon with the ticker's initials (crypto currencies and networks), as a data URL. */
export function coinIcon(ticker: string, color: string): string {
  const label = escapeHtml(ticker.slice(0, 4));
  const size = label.length > 3 ? 9 : 11;
  return toDataUrl(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40" width="40" height="40"><circle cx="20" cy="20" r="19" fill="${color}"/>` +
      `<text x="20" y="24" font-family="Arial,Helvetica,sans-serif" font-size="${size}" font-weight="700" fill="#ffffff" text-anchor="middle">${label}</text></svg>`,
  );
}
