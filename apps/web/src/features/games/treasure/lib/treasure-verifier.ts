import { coinsToCents, formatCoins, treasureMapChancePpm, treasureMapsFound } from '@hapa/domain';
import type { GameRoundView } from '../../lib/verifiers/types.ts';
import { formatPpmPercent } from '../../../../lib/i18n/format.ts';

const cents = (coins: unknown) => coinsToCents(Number(coins));
const mapsFound = (found: readonly (boolean | null)[]) => found.flatMap((f, j) => (f ? [j + 1] : []));

/**
 * Treasure hunter (fairness.md "Treasure hunter"): the chance recomputed from the map price, the treasure's value
 * and the edge equals the play's p_ppm, and every map's find recomputed from the revealed seed (map j finds it when
 * win(j, p_ppm)) equals what the server showed.
 */
export const treasureView: GameRoundView = {
  verify(r, t) {
    if (!r.serverSeed || r.status !== 'settled') return null;
    const d = r.detail;
    const pPpm = Number(d.pPpm);
    const found = treasureMapsFound(r.serverSeed, r.clientSeed, r.nonce, Number(d.mapNumber), pPpm);
    const shown = (d.found as (boolean | null)[] | undefined) ?? [];
    const chanceOk = treasureMapChancePpm(cents(d.mapPrice), cents(d.value), Number(d.edgePpm)) === pPpm;
    const ok = chanceOk && found.length === shown.length && found.every((f, j) => f === shown[j]);
    const maps = mapsFound(found);
    return {
      ok,
      summary: maps.length
        ? t('treasureHunter.history.found', { count: maps.length, maps: maps.join(', ') })
        : t('treasureHunter.history.none'),
    };
  },
  detail(r, t) {
    const d = r.detail;
    const found = (d.found as (boolean | null)[] | undefined) ?? [];
    const line = t('treasureHunter.history.detail', {
      name: String(d.skuName ?? ''),
      found: found.filter((f) => f === true).length,
      maps: Number(d.mapNumber),
      chance: formatPpmPercent(Number(d.pPpm)),
    });
    const won = Number(d.wonValue);
    return won > 0 ? `${line} · ${t('treasureHunter.history.won', { value: formatCoins(coinsToCents(won)) })}` : line;
  },
};
