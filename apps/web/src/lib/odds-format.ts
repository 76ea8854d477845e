/** Display helpers for odds (ppm) and ticket ranges (fairness.md "Box opening"). */

/** Odds as a percent from integer ppm, exact, trailing zeros dropped: 1553 -> "0.1553%", 125000 -> "12.5%". */
export function formatOddsPercent(ppm: number): string {
  if (!Number.isSafeInteger(ppm) || ppm < 0) return '—';
  const whole = Math.floor(ppm / 10_000);
  const frac = String(ppm % 10_000)
    .padStart(4, '0')
    .replace(/0+$/, '');
  return `${whole}${frac ? `.${frac}` : ''}%`;
}

const grouped = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** "1 – 1,553" (inclusive ticket range). */
export function formatTicketRange(from: number, to: number): string {
  return `${grouped(from)} – ${grouped(to)}`;
}

/** Ratio to percent with 2 decimals: 0.9181 -> "91.81%". */
export function formatRatioPercent(ratio: number): string {
  return `${(Math.round(ratio * 10_000) / 100).toFixed(2)}%`;
}
