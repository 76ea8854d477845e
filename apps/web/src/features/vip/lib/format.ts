import type { WheelSegment } from '@hapa/domain';

/** A bonus rate (fraction) as percent text: 0.05 -> "5%", 0.001 -> "0.1%". */
export function formatRate(rate: number): string {
  return `${Number((rate * 100).toFixed(2))}%`;
}

/** A chance in ppm as percent text: 400000 -> "40%". */
export function formatChance(ppm: number): string {
  return `${Number((ppm / 10_000).toFixed(2))}%`;
}

/** Published segments (rate fraction, ppm chance) as the domain's wheel segments (integers). */
export function toSegments(list: { rate: number; ppm: number }[]): WheelSegment[] {
  return list.map((s) => ({ ratePpm: Math.round(s.rate * 1_000_000), weightPpm: s.ppm }));
}
