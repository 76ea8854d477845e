/** A chance or RTP in ppm as a percentage with 4 decimals, rounded down like the server's ppm ("48.1234 %"). */
export function ppmPercent(ppm: number): string {
  const whole = Math.floor(ppm / 10_000);
  const frac = String(ppm % 10_000).padStart(4, '0');
  return `${whole}.${frac} %`;
}
