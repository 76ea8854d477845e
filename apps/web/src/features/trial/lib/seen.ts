/**
 * "You got a Lucky Trial!" is shown once per voucher (docs/games.md; docs/product/routes.md#modals modal): the voucher ids the player has been
 * shown are kept per player in localStorage (not under the notice/guide prefixes that logout clears, so signing in
 * again does not show it twice). `hapa.guide.luckyTrial = true` turns the modal off like the other guides (journeys
 * about other features set it).
 */
import type { TrialInfo } from '@hapa/contracts';
import { readJson, STORAGE_KEYS, writeJson } from '../../../lib/storage.ts';

export const LUCKY_TRIAL_GUIDE_KEY = `${STORAGE_KEYS.guidePrefix}luckyTrial`;
const seenKey = (uid: number) => `hapa.trialSeen.${uid}`;
/** At most this many ids are kept (a player gets a new trial every few helps). */
const KEEP = 50;

export function seenTrialIds(uid: number): number[] {
  const v = readJson<unknown>(seenKey(uid));
  return Array.isArray(v) ? v.filter((x): x is number => typeof x === 'number') : [];
}

export function markTrialSeen(uid: number, voucherId: number): void {
  const ids = seenTrialIds(uid).filter((id) => id !== voucherId);
  writeJson(seenKey(uid), [...ids, voucherId].slice(-KEEP));
}

export function trialPopOff(): boolean {
  return readJson<boolean>(LUCKY_TRIAL_GUIDE_KEY) === true;
}

/** The voucher the modal should announce: the player's available Lucky Trial not shown before, or null. */
export function unseenTrial(info: TrialInfo | undefined, seen: readonly number[]): TrialInfo['voucher'] {
  const v = info?.voucher ?? null;
  if (!v || v.status !== 'available' || seen.includes(v.id)) return null;
  return v;
}
