/**
 * What the browser checks itself (docs/transparency.md#checking-in-the-browser): every hash with Web Crypto's SHA-256,
 * every signature with Web Crypto's Ed25519, over the published rules in `@hapa/domain`. Nothing the server says is
 * taken on trust: a proof that does not check out is shown as failed.
 */
import {
  fromBase64,
  fromHex,
  leafHashWith,
  liabilitiesMessage,
  logEntryBytes,
  sha256WebCrypto,
  toHex,
  treeHeadMessage,
  verifyConsistency,
  verifyEd25519,
  verifyInclusion,
  verifySumProof,
  type LogEntry,
} from '@hapa/domain';
import type { LiabilitiesProof, LiabilitiesRoot, LogInclusion, LogKey, SignedTreeHead } from '@hapa/contracts';

export type CheckResult = { ok: true } | { ok: false; reason: 'signature' | 'leaf' | 'path' | 'sums' | 'key' };

/** Whether a tree head is signed by the log key. */
export async function checkHead(head: SignedTreeHead, key: LogKey): Promise<boolean> {
  return head.keyId === key.keyId && verifyEd25519(fromBase64(key.publicKey), treeHeadMessage(head), fromBase64(head.signature));
}

/** Leaf hash recomputed from the entry's fields, its audit path to the head's root, and the head's signature. */
export async function checkInclusion(p: LogInclusion, key: LogKey): Promise<CheckResult> {
  const entry: LogEntry = {
    kind: p.entry.kind,
    scope: p.entry.scope,
    ref: p.entry.ref,
    seedType: p.entry.seedType,
    player: p.entry.player,
    seedHash: p.entry.seedHash,
    serverSeed: p.entry.serverSeed,
    at: p.entry.at,
  };
  const leaf = await leafHashWith(sha256WebCrypto, logEntryBytes(entry));
  if (toHex(leaf) !== p.entry.leafHash) return { ok: false, reason: 'leaf' };
  if (!(await checkHead(p.head, key))) return { ok: false, reason: 'signature' };
  const included = await verifyInclusion(leaf, p.entry.index, p.treeSize, p.path.map(fromHex), fromHex(p.head.rootHash), sha256WebCrypto);
  return included ? { ok: true } : { ok: false, reason: 'path' };
}

/** Whether a liabilities root is signed by the log key. */
export async function checkLiabilitiesRoot(root: LiabilitiesRoot, key: LogKey): Promise<boolean> {
  return root.keyId === key.keyId && verifyEd25519(fromBase64(key.publicKey), liabilitiesMessage(root), fromBase64(root.signature));
}

/** My leaf's path up the sum tree to the signed root and totals. */
export async function checkLiabilities(r: LiabilitiesProof, key: LogKey): Promise<CheckResult> {
  if (!r.root || !r.proof) return { ok: false, reason: 'sums' };
  if (!(await checkLiabilitiesRoot(r.root, key))) return { ok: false, reason: 'signature' };
  const res = await verifySumProof(
    {
      leaf: r.proof.leaf,
      index: r.proof.index,
      size: r.root.leafCount,
      path: r.proof.path,
      root: {
        hash: r.root.rootHash,
        coinsCents: r.root.totalCoinsCents,
        prizesCents: r.root.totalPrizesCents,
        hapacoins: r.root.totalHapacoins,
      },
    },
    sha256WebCrypto,
  );
  return res.ok ? { ok: true } : { ok: false, reason: 'sums' };
}

/** Whether `head` extends `seen` (an earlier head this browser kept): RFC 9162 consistency. */
export async function checkConsistency(seen: SignedTreeHead, head: SignedTreeHead, proof: string[]): Promise<boolean> {
  return verifyConsistency(
    seen.treeSize,
    head.treeSize,
    fromHex(seen.rootHash),
    fromHex(head.rootHash),
    proof.map(fromHex),
    sha256WebCrypto,
  );
}
