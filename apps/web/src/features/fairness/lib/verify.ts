/**
 * Browser-side verification of a box opening (fairness.md "Box opening"), with the same
 * @hapa/domain code the server runs: the revealed server seed must hash to the commitment, the
 * HMAC ticket must match, the ranges must follow from the odds, and the ticket must land on the item.
 */
import type { VerifyOpening } from '@hapa/contracts';
import { boxTicket, fairFloat, fairFloats, itemIndexForTicket, sha256Hex, ticketFromFloat, ticketRanges } from '@hapa/domain';

export type CheckKey = 'hash' | 'ranges' | 'ticket' | 'item';

export interface VerifyCheck {
  key: CheckKey;
  ok: boolean;
  /** what the server said */
  expected: string;
  /** what the browser computed */
  actual: string;
}

export type VerifyOutcome =
  { revealed: false } | { revealed: true; ok: boolean; float0: number; ticket: number; itemId: number | null; checks: VerifyCheck[] };

function safe<T>(fn: () => T): T | null {
  try {
    return fn();
  } catch {
    return null;
  }
}

/** Recomputes an opening; `{revealed: false}` while its server seed is still secret. */
export function verifyOpening(v: VerifyOpening): VerifyOutcome {
  if (!v.serverSeed) return { revealed: false };
  const seed = v.serverSeed;
  const hash = sha256Hex(seed);
  const float0 = fairFloat(seed, v.clientSeed, v.nonce, 0);
  const ticket = boxTicket(seed, v.clientSeed, v.nonce);
  const ranges = safe(() => ticketRanges(v.items.map((i) => i.ppm)));
  const rangesMatch = ranges !== null && ranges.every((r, i) => r.from === v.items[i].ticketFrom && r.to === v.items[i].ticketTo);
  const index = ranges ? safe(() => itemIndexForTicket(ranges, ticket)) : null;
  const itemId = index === null ? null : v.items[index].id;
  const itemName = (id: number | null) => v.items.find((i) => i.id === id)?.name ?? (id === null ? '—' : `#${id}`);

  const checks: VerifyCheck[] = [
    { key: 'hash', ok: hash === v.serverSeedHashed, expected: v.serverSeedHashed, actual: hash },
    {
      key: 'ranges',
      ok: rangesMatch,
      expected: `${v.items.length} items, 1 – 1,000,000`,
      actual: ranges ? `${ranges.length} items, ${ranges[0].from} – ${ranges[ranges.length - 1].to}` : 'odds do not sum to 1,000,000',
    },
    { key: 'ticket', ok: ticket === v.ticket, expected: String(v.ticket), actual: String(ticket) },
    { key: 'item', ok: itemId === v.itemId, expected: itemName(v.itemId), actual: itemName(itemId) },
  ];
  return { revealed: true, ok: checks.every((c) => c.ok), float0, ticket, itemId, checks };
}

export interface ManualResult {
  serverSeedHashed: string;
  floats: number[];
  ticket: number;
}

/**
 * Manual verifier: SHA-256 of the server seed, the first `count` floats and the box ticket for
 * (serverSeed, clientSeed, nonce).
 * @throws FairnessError when the nonce is not a non-negative integer
 */
export function computeManual(serverSeed: string, clientSeed: string, nonce: number, count = 8): ManualResult {
  const floats = fairFloats(serverSeed, clientSeed, nonce, count);
  return { serverSeedHashed: sha256Hex(serverSeed), floats, ticket: ticketFromFloat(floats[0]) };
}
