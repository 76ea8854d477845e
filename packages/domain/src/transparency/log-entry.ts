/**
 * One entry of the public fairness log (docs/transparency.md#log-entries): a commitment (a server seed's hash, made
 * public before the seed is used) or a reveal (the server seed itself). The leaf of the Merkle tree is the UTF-8 text
 * `encodeLogEntry` writes: JSON with the keys in this fixed order, so anyone can rebuild it from the fields.
 */
import { sha256Hex, isValidServerSeed } from '../fairness.ts';
import { leafHash } from './merkle.ts';
import { utf8, type Bytes } from './bytes.ts';

/** What a seed belongs to: a player's seed pair (types 1-3), a battle, a daily lottery draw, a bingo game. */
export const LOG_SCOPES = ['seed_pair', 'battle', 'lottery', 'bingo'] as const;
export type LogScope = (typeof LOG_SCOPES)[number];
export type LogEntryKind = 'commit' | 'reveal';

export interface LogEntry {
  kind: LogEntryKind;
  scope: LogScope;
  /** the seed's owner: seed pair id, battle uuid, lottery draw key, bingo game id (text) */
  ref: string;
  /** seed pairs: seed type (1 boxes, 2 battles, 3 games); null for shared seeds */
  seedType: number | null;
  /** seed pairs: the keyed player id (never the account id); null for shared seeds */
  player: string | null;
  /** serverSeedHashed: SHA-256 of the server seed text, lowercase hex */
  seedHash: string;
  /** a reveal's server seed (64 lowercase hex); null in a commitment */
  serverSeed: string | null;
  /** when the commitment or reveal was made: ISO 8601 UTC with milliseconds */
  at: string;
}

/** The version tag every entry's text starts with. */
export const LOG_ENTRY_VERSION = 1;

/** The leaf text of an entry: `{"v":1,"kind":..,"scope":..,"ref":..,"seedType":..,"player":..,"seedHash":..,"serverSeed":..,"at":..}`. */
export function encodeLogEntry(e: LogEntry): string {
  return JSON.stringify({
    v: LOG_ENTRY_VERSION,
    kind: e.kind,
    scope: e.scope,
    ref: e.ref,
    seedType: e.seedType,
    player: e.player,
    seedHash: e.seedHash,
    serverSeed: e.serverSeed,
    at: e.at,
  });
}

/** The leaf bytes of an entry (UTF-8 of `encodeLogEntry`). */
export function logEntryBytes(e: LogEntry): Bytes {
  return utf8(encodeLogEntry(e));
}

/** RFC 9162 leaf hash of an entry: SHA-256(0x00 || leaf text). */
export function logEntryLeafHash(e: LogEntry): Bytes {
  return leafHash(logEntryBytes(e));
}

const HEX64 = /^[0-9a-f]{64}$/;

/**
 * What is wrong with an entry by itself, or null: a malformed hash, a commitment carrying a seed, a reveal whose seed
 * does not hash to its commitment (fairness.md "Seeds": serverSeedHashed = SHA-256(serverSeed)).
 */
export function logEntryProblem(e: LogEntry): string | null {
  if (!(LOG_SCOPES as readonly string[]).includes(e.scope)) return `unknown scope ${String(e.scope)}`;
  if (!HEX64.test(e.seedHash)) return 'seedHash is not 64 lowercase hex';
  if (e.kind === 'commit') return e.serverSeed === null ? null : 'a commitment carries no server seed';
  if (e.kind !== 'reveal') return `unknown kind ${String(e.kind)}`;
  if (e.serverSeed === null || !isValidServerSeed(e.serverSeed)) return 'a reveal needs a 64-hex server seed';
  return sha256Hex(e.serverSeed) === e.seedHash ? null : 'the revealed seed does not hash to its commitment';
}
