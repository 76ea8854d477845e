/**
 * Byte helpers of the transparency proofs (docs/transparency.md): hex, UTF-8, concatenation and the SHA-256
 * functions the proofs take. Pure TS on `@noble/hashes` plus an adapter for the platform's Web Crypto, so the
 * server, the browser and the offline verifier compute the same bytes.
 */
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, hexToBytes, utf8ToBytes } from '@noble/hashes/utils.js';

export type Bytes = Uint8Array;

/** SHA-256 of bytes, synchronous (`@noble/hashes`) or asynchronous (Web Crypto's `crypto.subtle.digest`). */
export type Sha256Fn = (data: Bytes) => Bytes | Promise<Bytes>;

/** SHA-256 with `@noble/hashes` (synchronous; the server and the verifier). */
export const sha256Sync = (data: Bytes): Bytes => sha256(data);

/**
 * SHA-256 with the platform's Web Crypto (`globalThis.crypto.subtle.digest`): the browser verifies with it, so the
 * hashes it checks are not computed by code the server sent for that purpose alone. Node 24 has the same API.
 */
export const sha256WebCrypto: Sha256Fn = async (data) =>
  new Uint8Array(await globalThis.crypto.subtle.digest('SHA-256', data as unknown as ArrayBuffer));

/** Lowercase hex of bytes. */
export const toHex = (b: Bytes): string => bytesToHex(b);

/**
 * Bytes of a hex string (any case, even length).
 * @throws Error for a string that is not hex
 */
export const fromHex = (h: string): Bytes => hexToBytes(h);

/** UTF-8 bytes of text. */
export const utf8 = (s: string): Bytes => utf8ToBytes(s);

/** The bytes of every argument, one after the other. */
export function concatBytes(...parts: Bytes[]): Bytes {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

/** Constant-shape equality of two byte strings. */
export function bytesEqual(a: Bytes, b: Bytes): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a[i] ^ b[i];
  return diff === 0;
}

/**
 * 8 bytes big-endian of a non-negative safe integer (amounts in cents in the liabilities tree).
 * @throws RangeError for a negative, fractional or unsafe number
 */
export function u64be(n: number): Bytes {
  if (!Number.isSafeInteger(n) || n < 0) throw new RangeError(`not a non-negative safe integer: ${String(n)}`);
  const out = new Uint8Array(8);
  new DataView(out.buffer).setBigUint64(0, BigInt(n));
  return out;
}

/** Standard base64 of bytes (signatures and keys in the API). */
export function toBase64(b: Bytes): string {
  let s = '';
  for (const x of b) s += String.fromCharCode(x);
  return btoa(s);
}

/**
 * Bytes of standard base64.
 * @throws Error for text that is not base64
 */
export function fromBase64(s: string): Bytes {
  const bin = atob(s);
  const out = new Uint8Array(bin.length);
  for (let i = 0; i < bin.length; i++) out[i] = bin.charCodeAt(i);
  return out;
}
