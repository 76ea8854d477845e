/**
 * A provably-fair float (0 <= f < 1) as the verifier shows it: 12 decimals, "." and no grouping, in every language
 * (0.5 -> "0.500000000000"). It is a machine value, not display text: the player compares it character for character
 * with the published algorithm's test vectors and other verifiers (docs/fairness.md#test-vectors), which print it this way, so it
 * deliberately does not follow the shown language as lib/i18n/format.ts does.
 */
export function fairnessFloat(f: number): string {
  return f.toFixed(12);
}
