/**
 * The two signed statements of the transparency layer (docs/transparency.md#signed-statements): the log's signed tree
 * head and the published proof-of-liabilities root. Each is signed with Ed25519 over the exact UTF-8 text below; the
 * signature is checked with the platform's Web Crypto (the browser's, or Node's `globalThis.crypto`).
 */
import { utf8, type Bytes } from './bytes.ts';

/** A tree head: the log's size, when it was signed (ms since the epoch) and its RFC 9162 root (hex). */
export interface TreeHead {
  treeSize: number;
  timestamp: number;
  rootHash: string;
}

/** The signed text of a tree head: `hapabox.log.v1\n<treeSize>\n<timestamp ms>\n<rootHash hex>\n`. */
export function treeHeadMessage(h: TreeHead): Bytes {
  return utf8(`hapabox.log.v1\n${h.treeSize}\n${h.timestamp}\n${h.rootHash}\n`);
}

/**
 * A published liabilities root: the period, when its snapshot was taken (ms), the leaf count and totals (coins and
 * prizes in cents, HapaCoins in units).
 */
export interface LiabilitiesHead {
  period: string;
  takenAt: number;
  leafCount: number;
  totalCoinsCents: number;
  totalPrizesCents: number;
  totalHapacoins: number;
  rootHash: string;
}

/**
 * The signed text of a liabilities root: `hapabox.liabilities.v2\n<period>\n<takenAt ms>\n<leafCount>\n<coins cents>\n
 * <prizes cents>\n<hapacoins>\n<rootHash hex>\n` (v2 added the HapaCoins; docs/transparency.md#proof-of-liabilities).
 */
export function liabilitiesMessage(h: LiabilitiesHead): Bytes {
  return utf8(
    `hapabox.liabilities.v2\n${h.period}\n${h.takenAt}\n${h.leafCount}\n${h.totalCoinsCents}\n${h.totalPrizesCents}\n${h.totalHapacoins}\n${h.rootHash}\n`,
  );
}

/**
 * Whether `signature` (64 bytes) is an Ed25519 signature of `message` by the raw 32-byte public key, checked with Web
 * Crypto (`crypto.subtle.verify({name: 'Ed25519'})`). False, never a throw, for a malformed key or signature.
 */
export async function verifyEd25519(publicKey: Bytes, message: Bytes, signature: Bytes): Promise<boolean> {
  try {
    const subtle = globalThis.crypto.subtle;
    const key = await subtle.importKey('raw', publicKey as unknown as ArrayBuffer, { name: 'Ed25519' }, false, ['verify']);
    return await subtle.verify({ name: 'Ed25519' }, key, signature as unknown as ArrayBuffer, message as unknown as ArrayBuffer);
  } catch {
    return false;
  }
}
