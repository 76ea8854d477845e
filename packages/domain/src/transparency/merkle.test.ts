import { describe, expect, it } from 'vitest';
import { fromHex, sha256WebCrypto, toHex, utf8 } from './bytes.ts';
import {
  appendToFrontier,
  consistencyProof,
  EMPTY_TREE_ROOT_HEX,
  frontierRoot,
  inclusionProof,
  leafHash,
  memorySource,
  merkleRoot,
  subtreesRead,
  treeRoot,
  verifyConsistency,
  verifyInclusion,
  type Frontier,
} from './merkle.ts';

// RFC 6962 / RFC 9162 reference leaves and the roots of their first n (Certificate Transparency's test data, also in
// transparency-dev/merkle's proof/verify_test.go), and that file's published inclusion and consistency proofs
const LEAVES = ['', '00', '10', '2021', '3031', '40414243', '5051525354555657', '606162636465666768696a6b6c6d6e6f'].map(fromHex);
const ROOTS = [
  '6e340b9cffb37a989ca544e6bb780a2c78901d3fb33738768511a30617afa01d',
  'fac54203e7cc696cf0dfcb42c92a1d9dbaf70ad9e621f4bd8d98662f00e3c125',
  'aeb6bcfe274b70a14fb067a5e5578264db0fa9b51af5e0ba159158f329e06e77',
  'd37ee418976dd95753c1c73862b9398fa2a2cf9b4ff0fdfe8b30cd95209614b7',
  '4e3bbb1f7b478dcfe71fb631631519a3bca12c9aefca1612bfce4c13a86264d4',
  '76e67dadbcdf1e10e1b74ddc608abd2f98dfb16fbce75277b5232a127f2087ef',
  'ddb89be403809e325750d3d263cd78929c2942b7942a34b77e122c9594a74c8c',
  '5dc9da79a70659a9ad559cb701ded9a2ab9d823aad2f4960cfe370eff4604328',
];
/** [leaf index (0-based), tree size, audit path] */
const INCLUSION: [number, number, string[]][] = [
  [
    0,
    8,
    [
      '96a296d224f285c67bee93c30f8a309157f0daa35dc5b87e410b78630a09cfc7',
      '5f083f0a1a33ca076a95279832580db3e0ef4584bdff1f54c8a360f50de3031e',
      '6b47aaf29ee3c2af9af889bc1fb9254dabd31177f16232dd6aab035ca39bf6e4',
    ],
  ],
  [
    5,
    8,
    [
      'bc1a0643b12e4d2d7c77918f44e0f4f79a838b6cf9ec5b5c283e1f4d88599e6b',
      'ca854ea128ed050b41b35ffc1b87b8eb2bde461e9e3b5596ece6b9d5975a0ae0',
      'd37ee418976dd95753c1c73862b9398fa2a2cf9b4ff0fdfe8b30cd95209614b7',
    ],
  ],
  [2, 3, ['fac54203e7cc696cf0dfcb42c92a1d9dbaf70ad9e621f4bd8d98662f00e3c125']],
  [
    1,
    5,
    [
      '6e340b9cffb37a989ca544e6bb780a2c78901d3fb33738768511a30617afa01d',
      '5f083f0a1a33ca076a95279832580db3e0ef4584bdff1f54c8a360f50de3031e',
      'bc1a0643b12e4d2d7c77918f44e0f4f79a838b6cf9ec5b5c283e1f4d88599e6b',
    ],
  ],
];
/** [size1, size2, proof] */
const CONSISTENCY: [number, number, string[]][] = [
  [1, 1, []],
  [
    1,
    8,
    [
      '96a296d224f285c67bee93c30f8a309157f0daa35dc5b87e410b78630a09cfc7',
      '5f083f0a1a33ca076a95279832580db3e0ef4584bdff1f54c8a360f50de3031e',
      '6b47aaf29ee3c2af9af889bc1fb9254dabd31177f16232dd6aab035ca39bf6e4',
    ],
  ],
  [
    6,
    8,
    [
      '0ebc5d3437fbe2db158b9f126a1d118e308181031d0a949f8dededebc558ef6a',
      'ca854ea128ed050b41b35ffc1b87b8eb2bde461e9e3b5596ece6b9d5975a0ae0',
      'd37ee418976dd95753c1c73862b9398fa2a2cf9b4ff0fdfe8b30cd95209614b7',
    ],
  ],
  [
    2,
    5,
    [
      '5f083f0a1a33ca076a95279832580db3e0ef4584bdff1f54c8a360f50de3031e',
      'bc1a0643b12e4d2d7c77918f44e0f4f79a838b6cf9ec5b5c283e1f4d88599e6b',
    ],
  ],
  [
    6,
    7,
    [
      '0ebc5d3437fbe2db158b9f126a1d118e308181031d0a949f8dededebc558ef6a',
      'b08693ec2e721597130641e8211e7eedccb4c26413963eee6c1e2ed16ffb1a5f',
      'd37ee418976dd95753c1c73862b9398fa2a2cf9b4ff0fdfe8b30cd95209614b7',
    ],
  ],
];

const hashes = LEAVES.map(leafHash);
const src = memorySource(hashes);

describe('RFC 9162 Merkle tree (docs/transparency.md#the-log)', () => {
  it('the empty tree and every reference root', () => {
    expect(toHex(merkleRoot([]))).toBe(EMPTY_TREE_ROOT_HEX);
    for (let n = 1; n <= 8; n++) expect(toHex(treeRoot(src, n))).toBe(ROOTS[n - 1]);
  });

  it('produces and verifies the published inclusion proofs', async () => {
    for (const [index, size, path] of INCLUSION) {
      expect(inclusionProof(src, index, size).map(toHex)).toEqual(path);
      expect(await verifyInclusion(hashes[index]!, index, size, path.map(fromHex), fromHex(ROOTS[size - 1]!))).toBe(true);
      // Web Crypto's SHA-256 (the browser's) reaches the same verdict
      expect(await verifyInclusion(hashes[index]!, index, size, path.map(fromHex), fromHex(ROOTS[size - 1]!), sha256WebCrypto)).toBe(true);
    }
  });

  it('produces and verifies the published consistency proofs', async () => {
    for (const [m, n, proof] of CONSISTENCY) {
      expect(consistencyProof(src, m, n).map(toHex)).toEqual(proof);
      expect(await verifyConsistency(m, n, fromHex(ROOTS[m - 1]!), fromHex(ROOTS[n - 1]!), proof.map(fromHex))).toBe(true);
    }
  });

  it('rejects corrupted inclusion proofs: wrong index, size, leaf, root, extra or missing or flipped hashes', async () => {
    for (const [index, size, hex] of INCLUSION) {
      const path = hex.map(fromHex);
      const root = fromHex(ROOTS[size - 1]!);
      const leaf = hashes[index]!;
      const flipped = path.map((p, i) => (i === 0 ? Uint8Array.from(p, (b, j) => (j === 0 ? b ^ 8 : b)) : p));
      const bad: [Uint8Array, number, number, Uint8Array[], Uint8Array][] = [
        [leaf, index + 1, size, path, root],
        [leaf, index, size * 2, path, root],
        [leaf, index, Math.floor(size / 2), path, root],
        [leafHash(utf8('WrongLeaf')), index, size, path, root],
        [leaf, index, size, path, fromHex(EMPTY_TREE_ROOT_HEX)],
        [leaf, index, size, [...path, root], root],
        [leaf, index, size, [root, ...path], root],
        [leaf, index, size, path.slice(0, -1), root],
        [leaf, index, size, flipped, root],
      ];
      for (const [l, i, s, p, r] of bad) expect(await verifyInclusion(l, i, s, p, r)).toBe(false);
    }
  });

  it('rejects corrupted consistency proofs', async () => {
    for (const [m, n, hex] of CONSISTENCY.filter(([, , p]) => p.length > 0)) {
      const proof = hex.map(fromHex);
      const r1 = fromHex(ROOTS[m - 1]!);
      const r2 = fromHex(ROOTS[n - 1]!);
      const bad: [number, number, Uint8Array, Uint8Array, Uint8Array[]][] = [
        [m - 1, n, r1, r2, proof],
        [m + 1, n, r1, r2, proof],
        [m, n * 2, r1, r2, proof],
        [m, n, r2, r1, proof],
        [m, n, r1, r2, []],
        [m, n, r1, r2, [...proof, r1]],
        [m, n, r1, r2, [r2, ...proof]],
        [m, n, r1, r2, proof.slice(0, -1)],
        [m, n, r1, r2, proof.map((p, i) => (i === proof.length - 1 ? Uint8Array.from(p, (b, j) => (j === 0 ? b ^ 16 : b)) : p))],
      ];
      for (const [a, b, x, y, p] of bad) expect(await verifyConsistency(a, b, x, y, p)).toBe(false);
    }
    // the degenerate cases of transparency-dev's tests
    const empty = fromHex(EMPTY_TREE_ROOT_HEX);
    expect(await verifyConsistency(0, 0, empty, empty, [])).toBe(true);
    expect(await verifyConsistency(0, 1, empty, hashes[0]!, [])).toBe(true);
    expect(await verifyConsistency(1, 1, empty, hashes[0]!, [])).toBe(false);
    expect(await verifyConsistency(1, 0, empty, empty, [])).toBe(false);
    expect(await verifyConsistency(1, 1, empty, empty, [empty])).toBe(false);
  });

  it('every proof of every tree up to 40 leaves verifies, and a changed old leaf breaks consistency', async () => {
    const leaves = Array.from({ length: 40 }, (_, i) => leafHash(utf8(`leaf-${i}`)));
    const s = memorySource(leaves);
    for (let n = 1; n <= 40; n++) {
      const root = treeRoot(s, n);
      for (let m = 0; m < n; m++) expect(await verifyInclusion(leaves[m]!, m, n, inclusionProof(s, m, n), root)).toBe(true);
      for (let m = 1; m <= n; m++) expect(await verifyConsistency(m, n, treeRoot(s, m), root, consistencyProof(s, m, n))).toBe(true);
    }
    // a log that rewrote leaf 3 after publishing the tree of 10 cannot prove the tree of 20 extends it
    const rewritten = [...leaves];
    rewritten[3] = leafHash(utf8('rewritten'));
    const r = memorySource(rewritten);
    expect(await verifyConsistency(10, 20, treeRoot(s, 10), treeRoot(r, 20), consistencyProof(r, 10, 20))).toBe(false);
  });

  it('a frontier (compact range) appends leaf by leaf to the same roots and stores every completed subtree', () => {
    let frontier: Frontier = [];
    const stored = new Map<string, string>();
    for (let n = 0; n < 8; n++) {
      const res = appendToFrontier(frontier, n, hashes[n]!);
      frontier = res.frontier;
      for (const c of res.completed) stored.set(`${c.level}:${c.index}`, toHex(c.hash));
      expect(toHex(frontierRoot(frontier))).toBe(ROOTS[n]);
    }
    expect(stored.get('3:0')).toBe(ROOTS[7]);
    expect(stored.get('2:1')).toBe(toHex(src(2, 1)));
    expect(toHex(frontierRoot([]))).toBe(EMPTY_TREE_ROOT_HEX);
  });

  it('names the stored subtrees a proof reads: O(log n) of them', () => {
    const reads = subtreesRead((get) => inclusionProof(get, 123_456, 1_000_003));
    expect(reads.length).toBeLessThanOrEqual(2 * 20);
    const cons = subtreesRead((get) => consistencyProof(get, 777_777, 1_000_003));
    expect(cons.length).toBeLessThanOrEqual(2 * 20);
  });
});
