/**
 * The Merkle tree of the public fairness log, exactly as RFC 9162 section 2.1 defines it (docs/transparency.md#the-log):
 * leaf hash SHA-256(0x00 || leaf), node hash SHA-256(0x01 || left || right), the tree of n leaves split at the largest
 * power of two smaller than n; inclusion proofs (2.1.3) and consistency proofs (2.1.4) with the RFC's verification
 * algorithms. One implementation for the server (proofs from stored subtree hashes), the browser (verification with
 * Web Crypto) and the offline verifier.
 */
import { bytesEqual, concatBytes, sha256Sync, type Bytes, type Sha256Fn } from './bytes.ts';

/** SHA-256 of the empty string: the root of the empty tree (RFC 9162 2.1.1). */
export const EMPTY_TREE_ROOT_HEX = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855';

const LEAF_PREFIX = new Uint8Array([0]);
const NODE_PREFIX = new Uint8Array([1]);

/** SHA-256(0x00 || data): the hash of one leaf. */
export function leafHash(data: Bytes): Bytes {
  return sha256Sync(concatBytes(LEAF_PREFIX, data));
}

/** SHA-256(0x01 || left || right): the hash of an interior node. */
export function nodeHash(left: Bytes, right: Bytes): Bytes {
  return sha256Sync(concatBytes(NODE_PREFIX, left, right));
}

/** `leafHash` with any SHA-256 (Web Crypto in the browser). */
export async function leafHashWith(hash: Sha256Fn, data: Bytes): Promise<Bytes> {
  return hash(concatBytes(LEAF_PREFIX, data));
}

/**
 * The hash of a perfect subtree: 2^level leaves starting at leaf `index * 2^level`. The server answers it from stored
 * hashes (level 0: the leaf hashes), a verifier from the leaves it holds.
 */
export type SubtreeSource = (level: number, index: number) => Bytes;

/** The largest power of two strictly smaller than n (n >= 2). */
export function splitPoint(n: number): number {
  let k = 1;
  while (k * 2 < n) k *= 2;
  return k;
}

function isPowerOfTwo(n: number): boolean {
  return n >= 1 && splitPoint(n * 2) === n;
}

function log2(n: number): number {
  let l = 0;
  while (2 ** l < n) l++;
  return l;
}

/**
 * MTH(D[start:end]) for a range the RFC's recursion reaches (a perfect range is aligned to its size); O(log n) reads
 * of `get` and hashes.
 * @throws RangeError for an empty or unaligned range
 */
export function rangeRoot(get: SubtreeSource, start: number, end: number): Bytes {
  const n = end - start;
  if (n < 1) throw new RangeError(`empty range ${start}..${end}`);
  if (isPowerOfTwo(n)) {
    if (start % n !== 0) throw new RangeError(`unaligned perfect range ${start}..${end}`);
    return get(log2(n), start / n);
  }
  const k = splitPoint(n);
  return nodeHash(rangeRoot(get, start, start + k), rangeRoot(get, start + k, end));
}

/** MTH of the first `size` leaves (the empty tree's root for 0). */
export function treeRoot(get: SubtreeSource, size: number): Bytes {
  return size === 0 ? sha256Sync(new Uint8Array(0)) : rangeRoot(get, 0, size);
}

function assertSize(index: number, size: number, what: string): void {
  if (!Number.isSafeInteger(index) || !Number.isSafeInteger(size) || index < 0 || size < 0)
    throw new RangeError(`${what}: bad index or size ${index}/${size}`);
}

/**
 * The audit path of leaf `index` in the tree of `size` leaves (RFC 9162 2.1.3.1 PATH), from the leaf's sibling up.
 * @throws RangeError when index >= size
 */
export function inclusionProof(get: SubtreeSource, index: number, size: number): Bytes[] {
  assertSize(index, size, 'inclusion proof');
  if (index >= size) throw new RangeError(`leaf ${index} is not in a tree of ${size}`);
  const path = (start: number, end: number): Bytes[] => {
    if (end - start <= 1) return [];
    const k = splitPoint(end - start);
    return index < start + k
      ? [...path(start, start + k), rangeRoot(get, start + k, end)]
      : [...path(start + k, end), rangeRoot(get, start, start + k)];
  };
  return path(0, size);
}

/**
 * The consistency proof between the tree of `size1` leaves and its extension to `size2` (RFC 9162 2.1.4.1 PROOF);
 * empty when size1 is 0 or equal to size2.
 * @throws RangeError when size1 > size2
 */
export function consistencyProof(get: SubtreeSource, size1: number, size2: number): Bytes[] {
  assertSize(size1, size2, 'consistency proof');
  if (size1 > size2) throw new RangeError(`size1 ${size1} > size2 ${size2}`);
  if (size1 === 0 || size1 === size2) return [];
  const sub = (m: number, start: number, end: number, whole: boolean): Bytes[] => {
    if (m === end - start) return whole ? [] : [rangeRoot(get, start, end)];
    const k = splitPoint(end - start);
    return m <= k
      ? [...sub(m, start, start + k, whole), rangeRoot(get, start + k, end)]
      : [...sub(m - k, start + k, end, false), rangeRoot(get, start, start + k)];
  };
  return sub(size1, 0, size2, true);
}

/**
 * The perfect subtrees (level, index) a computation reads, found by running it once on placeholder hashes: the
 * server fetches exactly these rows in one query, then runs it again on the real ones. The control flow of every
 * function above depends on sizes and indices only, never on hash values.
 */
export function subtreesRead(run: (get: SubtreeSource) => unknown): { level: number; index: number }[] {
  const seen = new Map<string, { level: number; index: number }>();
  const zero = new Uint8Array(32);
  run((level, index) => {
    seen.set(`${level}:${index}`, { level, index });
    return zero;
  });
  return [...seen.values()];
}

/** A SubtreeSource over leaf hashes held in memory (tests, the verifier, small trees); subtrees memoised. */
export function memorySource(leafHashes: Bytes[]): SubtreeSource {
  const memo = new Map<string, Bytes>();
  const get: SubtreeSource = (level, index) => {
    if (level === 0) {
      const h = leafHashes[index];
      if (!h) throw new RangeError(`no leaf ${index}`);
      return h;
    }
    const key = `${level}:${index}`;
    let h = memo.get(key);
    if (!h) {
      h = nodeHash(get(level - 1, index * 2), get(level - 1, index * 2 + 1));
      memo.set(key, h);
    }
    return h;
  };
  return get;
}

/** MTH of leaf hashes held in memory. */
export function merkleRoot(leafHashes: Bytes[]): Bytes {
  return treeRoot(memorySource(leafHashes), leafHashes.length);
}

const lsb = (n: number) => n % 2 === 1;
const half = (n: number) => Math.floor(n / 2);

/**
 * The root an audit path leads to (RFC 9162 2.1.3.2 steps 1-6), or null when the path cannot belong to a leaf at
 * `index` of a tree of `size` (index out of range, too long or too short).
 */
export async function rootFromInclusionProof(
  leaf: Bytes,
  index: number,
  size: number,
  path: Bytes[],
  hash: Sha256Fn = sha256Sync,
): Promise<Bytes | null> {
  if (!Number.isSafeInteger(index) || !Number.isSafeInteger(size) || index < 0 || index >= size) return null;
  let fn = index;
  let sn = size - 1;
  let r = leaf;
  for (const p of path) {
    if (p.length !== 32 || sn === 0) return null;
    if (lsb(fn) || fn === sn) {
      r = await hash(concatBytes(NODE_PREFIX, p, r));
      if (!lsb(fn)) {
        while (!lsb(fn) && fn !== 0) {
          fn = half(fn);
          sn = half(sn);
        }
      }
    } else {
      r = await hash(concatBytes(NODE_PREFIX, r, p));
    }
    fn = half(fn);
    sn = half(sn);
  }
  return sn === 0 ? r : null;
}

/**
 * RFC 9162 2.1.3.2: whether `path` proves that the leaf with hash `leaf` is leaf `index` of the tree of `size` leaves
 * whose root is `root`. `hash` is any SHA-256 (the browser passes Web Crypto's).
 */
export async function verifyInclusion(
  leaf: Bytes,
  index: number,
  size: number,
  path: Bytes[],
  root: Bytes,
  hash: Sha256Fn = sha256Sync,
): Promise<boolean> {
  const got = await rootFromInclusionProof(leaf, index, size, path, hash);
  return got !== null && bytesEqual(got, root);
}

/**
 * RFC 9162 2.1.4.2: whether `proof` shows that the tree of `size2` leaves with root `root2` extends the tree of `size1`
 * leaves with root `root1` (every leaf of the first, in order, unchanged). Equal sizes need an empty proof and equal
 * roots; size1 0 needs an empty proof.
 */
export async function verifyConsistency(
  size1: number,
  size2: number,
  root1: Bytes,
  root2: Bytes,
  proof: Bytes[],
  hash: Sha256Fn = sha256Sync,
): Promise<boolean> {
  if (!Number.isSafeInteger(size1) || !Number.isSafeInteger(size2) || size1 < 0 || size2 < size1) return false;
  if (size1 === size2) return proof.length === 0 && bytesEqual(root1, root2);
  if (size1 === 0) return proof.length === 0;
  if (proof.length === 0 || proof.some((p) => p.length !== 32)) return false;
  const path = isPowerOfTwo(size1) ? [root1, ...proof] : [...proof];
  let fn = size1 - 1;
  let sn = size2 - 1;
  while (lsb(fn)) {
    fn = half(fn);
    sn = half(sn);
  }
  let fr = path[0]!;
  let sr = path[0]!;
  for (const c of path.slice(1)) {
    if (sn === 0) return false;
    if (lsb(fn) || fn === sn) {
      fr = await hash(concatBytes(NODE_PREFIX, c, fr));
      sr = await hash(concatBytes(NODE_PREFIX, c, sr));
      if (!lsb(fn)) {
        while (!lsb(fn) && fn !== 0) {
          fn = half(fn);
          sn = half(sn);
        }
      }
    } else {
      sr = await hash(concatBytes(NODE_PREFIX, sr, c));
    }
    fn = half(fn);
    sn = half(sn);
  }
  return sn === 0 && bytesEqual(fr, root1) && bytesEqual(sr, root2);
}

/**
 * The compact range of a tree of `size` leaves: the roots of its perfect subtrees from left to right, largest first
 * (one per set bit of `size`). Appending a leaf needs only these: see `appendToFrontier`.
 */
export type Frontier = Bytes[];

/**
 * Appends leaf hash `leaf` to the tree whose compact range is `frontier` (size `size`): returns the new compact range
 * and the perfect subtrees the append completed, `{level, index, hash}` from level 1 up (level 0 is the leaf itself).
 */
export function appendToFrontier(
  frontier: Frontier,
  size: number,
  leaf: Bytes,
): { frontier: Frontier; completed: { level: number; index: number; hash: Bytes }[] } {
  const next = [...frontier];
  const completed: { level: number; index: number; hash: Bytes }[] = [];
  let h = leaf;
  let index = size;
  let level = 0;
  // the new leaf merges with the last perfect subtree while the position at this level is a right child
  while (lsb(index)) {
    const left = next.pop();
    if (!left) throw new RangeError(`frontier of ${frontier.length} roots does not fit size ${size}`);
    h = nodeHash(left, h);
    index = half(index);
    level++;
    completed.push({ level, index, hash: h });
  }
  next.push(h);
  return { frontier: next, completed };
}

/** The root of the tree whose compact range is `frontier` (the empty tree's root for none). */
export function frontierRoot(frontier: Frontier): Bytes {
  if (frontier.length === 0) return sha256Sync(new Uint8Array(0));
  let r = frontier[frontier.length - 1]!;
  for (let i = frontier.length - 2; i >= 0; i--) r = nodeHash(frontier[i]!, r);
  return r;
}
