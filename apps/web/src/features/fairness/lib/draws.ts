/**
 * The "Draws" tab of /provably-fair (fairness.md "Draws shared by many players"): a lottery draw or a bingo game,
 * recomputed in the browser. The recomputation itself is the lottery's and bingo's own browser check
 * (`verifyDraw`, `verifyBingoGame`, both on the @hapa/domain functions the server draws with); this module only
 * lays their results out as steps (published value vs recomputed value), adds a second, independent SHA-256 of the
 * server seed by Web Crypto, and looks an entry up in a draw.
 */
import type { BingoHistoryItem, LotteryDrawResult } from '@hapa/contracts';
import { sha256Hex } from '@hapa/domain';
import { verifyBingoGame } from '../../bingo/index.ts';
import { verifyDraw } from '../../lottery/index.ts';

/** The steps of a draw check: the seed's hash, drawClientSeed over the entries, then the winners (lottery) or the calls (bingo). */
export type DrawStepKey = 'hash' | 'clientSeed' | 'winners' | 'calls';

export interface DrawStep {
  key: DrawStepKey;
  ok: boolean;
  /** what the server published (text as shown) */
  published: string;
  /** what the browser recomputed (text as shown) */
  computed: string;
}

export interface DrawVerification {
  /** every step holds */
  ok: boolean;
  steps: DrawStep[];
}

const ids = (list: readonly number[]) => list.map((id) => `#${id}`).join(', ');

/**
 * The hash step: SHA-256 of the revealed server seed against the hash published before the draw. `domainOk` is the
 * domain check's verdict; `webHash` the Web Crypto digest (null where the browser has no Web Crypto, e.g. plain
 * http): when given, it is the value shown and it must agree too, so two independent SHA-256 implementations vouch.
 */
function hashStep(serverSeed: string, published: string, domainOk: boolean, webHash: string | null): DrawStep {
  const computed = webHash ?? sha256Hex(serverSeed);
  return { key: 'hash', ok: domainOk && computed === published, published, computed };
}

/**
 * A lottery draw as steps: hash, drawClientSeed over `entries` (ticket ids) and the winners in prize order, each
 * from `verifyDraw` (features/lottery/lib/verify-draw.ts).
 * @param webHash SHA-256 of the server seed by Web Crypto ({@link sha256HexWebCrypto}), or null
 * @returns null while the server seed is secret or the draw had no entries (nothing to check)
 */
export function verifyLotteryDrawSteps(
  draw: Pick<LotteryDrawResult, 'drawKey' | 'serverSeed' | 'serverSeedHashed' | 'clientSeed' | 'prizeTablePpm' | 'winners'>,
  entries: readonly number[],
  webHash: string | null,
): (DrawVerification & { clientSeed: string; winners: number[] }) | null {
  const check = verifyDraw(draw, entries);
  if (!check || !draw.serverSeed) return null;
  const published = [...draw.winners].sort((a, b) => a.rank - b.rank).map((w) => w.ticketId);
  const steps: DrawStep[] = [
    hashStep(draw.serverSeed, draw.serverSeedHashed, check.hashMatch, webHash),
    { key: 'clientSeed', ok: check.clientSeedMatch, published: draw.clientSeed ?? '', computed: check.clientSeed },
    { key: 'winners', ok: check.winnersMatch, published: ids(published), computed: ids(check.winners) },
  ];
  return { ok: steps.every((s) => s.ok), steps, clientSeed: check.clientSeed, winners: check.winners };
}

/**
 * A bingo game as steps: hash, drawClientSeed over the card ids and the calls (the numbers called are the start of
 * the recomputed call order), each from `verifyBingoGame` (features/bingo/lib/bingo-verify.ts).
 * @param webHash SHA-256 of the server seed by Web Crypto, or null
 * @returns null while the server seed is secret or the game had no cards
 */
export function verifyBingoGameSteps(
  g: BingoHistoryItem,
  webHash: string | null,
): (DrawVerification & { clientSeed: string; calls: number[] }) | null {
  const check = verifyBingoGame(g);
  if (!check || !g.serverSeed) return null;
  const computed = check.calls.slice(0, g.called.length);
  const steps: DrawStep[] = [
    hashStep(g.serverSeed, g.serverSeedHashed ?? '', check.hashOk, webHash),
    { key: 'clientSeed', ok: check.drawOk, published: g.drawClientSeed ?? '', computed: check.drawClientSeed },
    { key: 'calls', ok: check.callsOk, published: g.called.join(', '), computed: computed.join(', ') },
  ];
  return { ok: steps.every((s) => s.ok), steps, clientSeed: check.drawClientSeed, calls: computed };
}

/** Where an entry stands in a draw: its place among the entry ids ascending (1-based, of `total`) and the prizes it won. */
export interface EntryLookup<P> {
  position: number;
  total: number;
  prizes: P[];
}

/**
 * Looks entry `id` up in a draw: `entries` are the draw's entry ids (any order; ranked ascending as the draw does),
 * `winners` the winning entries with their prize (a lottery rank, a bingo 'line' / 'full').
 * @returns null when `id` is not an entry of the draw
 */
export function lookupEntry<P>(
  entries: readonly number[],
  winners: readonly { id: number; prize: P }[],
  id: number,
): EntryLookup<P> | null {
  const sorted = [...entries].sort((a, b) => a - b);
  const index = sorted.indexOf(id);
  if (index < 0) return null;
  return { position: index + 1, total: sorted.length, prizes: winners.filter((w) => w.id === id).map((w) => w.prize) };
}

/** A draw, game or entry id typed by a person: "12", " #12 " -> 12; anything else (empty, 0, signs, decimals, > 15 digits) -> null. */
export function parseDrawId(text: string): number | null {
  const m = /^#?(\d{1,15})$/.exec(text.trim());
  const n = m ? Number(m[1]) : 0;
  return n >= 1 && Number.isSafeInteger(n) ? n : null;
}

/**
 * SHA-256 of UTF-8 `text` as lowercase hex by the browser's own Web Crypto (`crypto.subtle.digest`), independent of
 * the @hapa/domain implementation. Resolves null where Web Crypto is missing (pages served over plain http).
 */
export async function sha256HexWebCrypto(text: string): Promise<string | null> {
  const subtle = globalThis.crypto?.subtle;
  if (!subtle) return null;
  const digest = new Uint8Array(await subtle.digest('SHA-256', new TextEncoder().encode(text)));
  return Array.from(digest, (b) => b.toString(16).padStart(2, '0')).join('');
}
