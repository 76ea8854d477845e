/** docs/product/constants.md#timings "banner autoplay ... 8 s events": the home events strip moves on every 8 s when more events wait. */
export const EVENTS_AUTOPLAY_MS = 8_000;

/**
 * The `perView` items of `list` shown from `start` (wrapping around), each once: the whole list when it fits.
 */
export function stripWindow<T>(list: readonly T[], start: number, perView: number): T[] {
  if (list.length <= perView) return [...list];
  return Array.from({ length: perView }, (_, i) => list[(start + i) % list.length]!);
}
