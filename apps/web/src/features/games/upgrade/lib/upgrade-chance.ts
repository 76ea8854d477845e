/** Upgrade stake and chance helpers of the /upgrade page (pure; fairness.md "Upgrade"). */
import { upgradeChancePpm } from '@hapa/domain';
import { formatPpmPercent } from '../../../../lib/i18n/format.ts';

/**
 * A chance in ppm as the page shows it: p_ppm / 10,000 %, exact (up to 4 decimals, trailing zeros dropped), in the
 * shown language: 485,000 -> "48.5%" (en) / "48,5%" (pt-BR).
 */
export function formatChance(pPpm: number, locale?: string): string {
  return formatPpmPercent(pPpm, { digits: 4, zeros: 'drop' }, locale);
}

/** Typed coin text -> cents (floored to the cent); 0 for empty or invalid text. */
export function coinTextToCents(text: string): number {
  const n = Number(text);
  return Number.isFinite(n) && n > 0 ? Math.floor(n * 100 + 1e-6) : 0;
}

export type UpgradeCheck =
  | { ok: true; pPpm: number }
  | { ok: false; reason: 'needStake' | 'needTarget' | 'coinMin' | 'coinMax' | 'tooCheap' | 'tooLow'; pPpm: number | null };

/**
 * Whether a stake of `coinCents` + `itemsCents` on a target of `targetCents` can be rolled, and at which chance
 * (the same `upgradeChancePpm` the server settles with).
 */
export function checkUpgrade(
  input: { coinCents: number; itemsCents: number; targetCents: number | null },
  cfg: { edgePpm: number; capPpm: number; minChancePpm: number; minCoinCents: number; maxCoinCents: number },
): UpgradeCheck {
  const stake = input.coinCents + input.itemsCents;
  if (stake <= 0) return { ok: false, reason: 'needStake', pPpm: null };
  if (input.coinCents > 0 && input.coinCents < cfg.minCoinCents) return { ok: false, reason: 'coinMin', pPpm: null };
  if (input.coinCents > cfg.maxCoinCents) return { ok: false, reason: 'coinMax', pPpm: null };
  if (input.targetCents === null) return { ok: false, reason: 'needTarget', pPpm: null };
  if (input.targetCents <= stake) return { ok: false, reason: 'tooCheap', pPpm: null };
  const pPpm = upgradeChancePpm(stake, input.targetCents, cfg.edgePpm, cfg.capPpm);
  if (pPpm < cfg.minChancePpm) return { ok: false, reason: 'tooLow', pPpm };
  return { ok: true, pPpm };
}

/** The dial's pointer angle for a roll (0 at the top, clockwise): roll / 1,000,000 of a turn, in degrees. */
export function rollAngle(roll: number): number {
  return (roll / 1_000_000) * 360;
}
