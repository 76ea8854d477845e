import type { WheelSegment } from '@hapa/domain';
import { formatPpmPercent, formatRatioPercent } from '../../../lib/i18n/format.ts';

/** A bonus rate (fraction) as percent text, up to 2 decimals: 0.05 -> "5%", 0.001 -> "0.1%" (en) / "0,1%" (pt-BR). */
export function formatRate(rate: number, locale?: string): string {
  return formatRatioPercent(rate, { digits: 2, zeros: 'drop' }, locale);
}

/** A chance in ppm as percent text, up to 2 decimals: 400000 -> "40%", 12500 -> "1.25%" (en) / "1,25%" (pt-BR). */
export function formatChance(ppm: number, locale?: string): string {
  return formatPpmPercent(ppm, { digits: 2, zeros: 'drop' }, locale);
}

/** Published segments (rate fraction, ppm chance) as the domain's wheel segments (integers). */
export function toSegments(list: { rate: number; ppm: number }[]): WheelSegment[] {
  return list.map((s) => ({ ratePpm: Math.round(s.rate * 1_000_000), weightPpm: s.ppm }));
}
