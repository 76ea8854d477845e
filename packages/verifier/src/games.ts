/**
 * A game round recomputed from its revealed seed with the published rules (docs/fairness.md#games, `@hapa/domain`):
 * one check per game, written from the rules, independent of the server's and the web app's code.
 */
import {
  bingoCardOf,
  coinsToCents,
  dealOf,
  fairFloat,
  fancyPackDeal,
  isWinPpm,
  isYesNoWin,
  minesOf,
  pirateSkulls,
  treasureMapChancePpm,
  treasureMapsFound,
} from '@hapa/domain';
import type { GameRoundJson } from './export-format.ts';

export type Verdict = { ok: true } | { ok: false; reason: string };

const same = (a: readonly unknown[], b: readonly unknown[]) => a.length === b.length && a.every((x, i) => x === b[i]);
const fail = (reason: string): Verdict => ({ ok: false, reason });
const OK: Verdict = { ok: true };
const cents = (coins: unknown) => coinsToCents(Number(coins));

type Check = (r: GameRoundJson & { serverSeed: string }) => Verdict;

/** One check per game (a game without one is reported as not checkable, never as verified). */
export const GAME_CHECKS: Record<string, Check> = {
  mines(r) {
    const tiles = minesOf(r.serverSeed, r.clientSeed, r.nonce, Number(r.detail.minesCount)).tiles;
    return same(tiles, (r.detail.mines as number[] | null) ?? []) ? OK : fail(`mines recompute to ${tiles.join(',')}, not what was shown`);
  },
  upgrade(r) {
    const d = r.detail as { pPpm: number; roll: number | null; win: boolean | null };
    const f = fairFloat(r.serverSeed, r.clientSeed, r.nonce, 0);
    const roll = Math.floor(f * 1_000_000);
    const win = isWinPpm(f, d.pPpm);
    if (roll !== d.roll) return fail(`roll recomputes to ${roll}, the round shows ${d.roll}`);
    return win === d.win && win === (r.outcome === 'win') ? OK : fail('the outcome does not follow the roll');
  },
  double_guess(r) {
    const win = isYesNoWin(r.serverSeed, r.clientSeed, r.nonce, Number(r.detail.pPpm));
    if (r.detail.choice !== 'double') return r.outcome === 'cashout' && r.payout === 0 ? OK : fail('a kept prize paid or lost');
    return r.detail.win === win && r.outcome === (win ? 'win' : 'lose') ? OK : fail(`the draw gives ${win ? 'a win' : 'a loss'}`);
  },
  flip(r) {
    const cards = Number(r.detail.cards);
    const deal = dealOf(r.serverSeed, r.clientSeed, r.nonce, cards, cards);
    const ids = (r.detail.prizeItemIds as number[] | null) ?? [];
    const position = r.detail.position as number | null;
    if (!same(deal, (r.detail.deal as number[] | null) ?? [])) return fail('the deal recomputes differently');
    return position !== null && ids[deal[position]!] === r.detail.wonItemId ? OK : fail('the prize under the picked card differs');
  },
  treasure(r) {
    const d = r.detail;
    const pPpm = Number(d.pPpm);
    if (treasureMapChancePpm(cents(d.mapPrice), cents(d.value), Number(d.edgePpm)) !== pPpm)
      return fail('the chance does not follow price, value and edge');
    const found = treasureMapsFound(r.serverSeed, r.clientSeed, r.nonce, Number(d.mapNumber), pPpm);
    return same(found, (d.found as (boolean | null)[] | undefined) ?? []) ? OK : fail('the maps found recompute differently');
  },
  pirate(r) {
    const levels = Number(r.detail.levels);
    const skulls = pirateSkulls(r.serverSeed, r.clientSeed, r.nonce, Number(r.detail.chests), levels);
    const picks = (r.detail.picks as number[] | null) ?? [];
    const hit = (r.detail.hitChest as number | null) ?? null;
    if (!same(skulls, (r.detail.skulls as number[] | null) ?? [])) return fail('the skulls recompute differently');
    if (!picks.every((c, level) => skulls[level] !== c)) return fail('an opened chest held the skull');
    const hitOk = hit === null ? r.outcome !== 'lose' : skulls[picks.length] === hit && r.outcome === 'lose';
    return hitOk ? OK : fail('the round ended on a chest that is not the skull');
  },
  fancy(r) {
    const list = (r.detail.list as number[] | null) ?? [];
    const perPack = Number(r.detail.perPack);
    if (!(perPack >= 1 && perPack <= list.length)) return fail('the pack size does not fit its list');
    const { deal, cardIds } = fancyPackDeal(r.serverSeed, r.clientSeed, r.nonce, list, perPack);
    return same(deal, (r.detail.deal as number[] | null) ?? []) && same(cardIds, (r.detail.cardIds as number[] | null) ?? [])
      ? OK
      : fail('the pack deal recomputes differently');
  },
  bingo(r) {
    const shown = r.detail.card as Record<string, number[]> | undefined;
    if (!shown) return fail('the card is missing');
    const card = bingoCardOf(r.serverSeed, r.clientSeed, r.nonce) as unknown as Record<string, number[]>;
    return (['B', 'I', 'N', 'G', 'O'] as const).every((k) => same(card[k]!, shown[k] ?? [])) ? OK : fail('the card recomputes differently');
  },
};
