/**
 * The proof-of-liabilities Merkle sum tree (docs/transparency.md#proof-of-liabilities). Every node carries a hash and
 * three sums (coins and stored prizes in cents, HapaCoins in units); a parent's sums are its children's sums added, and
 * its hash covers both children's hashes AND sums, so no sum can be changed without changing the root. The shape is
 * RFC 9162's (a lone last node of a level moves up unchanged), leaves in ascending leaf-hash order.
 *
 * leaf  = SHA-256(0x00 || UTF-8 "<salt hex>:<keyed player id>:<coins cents>:<prizes cents>:<hapacoins>")
 * node  = SHA-256(0x01 || L.hash || u64be(L.coins) || u64be(L.prizes) || u64be(L.hapacoins)
 *                      || R.hash || u64be(R.coins) || u64be(R.prizes) || u64be(R.hapacoins))
 * The salt is the player's own for the period (derived from a period secret the server never publishes), so a sibling
 * leaf reveals nothing of another player's amounts.
 */
import { bytesEqual, concatBytes, fromHex, sha256Sync, toHex, u64be, utf8, type Bytes, type Sha256Fn } from './bytes.ts';

/** A node of the sum tree: its hash and the sums below it (cents; HapaCoins in units; non-negative safe integers). */
export interface SumNode {
  hash: Bytes;
  coins: number;
  prizes: number;
  hapacoins: number;
}

/** A player's own leaf: their salt for the period, their keyed player id and their amounts (cents; HapaCoins in units). */
export interface LiabilityLeaf {
  salt: string;
  player: string;
  coinsCents: number;
  prizesCents: number;
  hapacoins: number;
}

/** One step of a path as published: the sibling's hash (hex) and sums (cents; HapaCoins in units). */
export interface SumProofStep {
  hash: string;
  coinsCents: number;
  prizesCents: number;
  hapacoins: number;
}

const isAmount = (n: number) => Number.isSafeInteger(n) && n >= 0;

function leafBytes(l: LiabilityLeaf): Bytes {
  return concatBytes(new Uint8Array([0]), utf8(`${l.salt}:${l.player}:${l.coinsCents}:${l.prizesCents}:${l.hapacoins}`));
}

function nodeBytes(l: SumNode, r: SumNode): Bytes {
  return concatBytes(
    new Uint8Array([1]),
    l.hash,
    u64be(l.coins),
    u64be(l.prizes),
    u64be(l.hapacoins),
    r.hash,
    u64be(r.coins),
    u64be(r.prizes),
    u64be(r.hapacoins),
  );
}

/**
 * A leaf node.
 * @throws RangeError for a negative or unsafe amount
 */
export function liabilityLeafNode(l: LiabilityLeaf): SumNode {
  if (!isAmount(l.coinsCents) || !isAmount(l.prizesCents) || !isAmount(l.hapacoins))
    throw new RangeError('liability amounts are non-negative safe integers');
  return { hash: sha256Sync(leafBytes(l)), coins: l.coinsCents, prizes: l.prizesCents, hapacoins: l.hapacoins };
}

/** The parent of two nodes. */
export function sumParent(l: SumNode, r: SumNode): SumNode {
  return { hash: sha256Sync(nodeBytes(l, r)), coins: l.coins + r.coins, prizes: l.prizes + r.prizes, hapacoins: l.hapacoins + r.hapacoins };
}

/** The root of the empty tree: SHA-256("") with zero sums. */
export function emptySumRoot(): SumNode {
  return { hash: sha256Sync(new Uint8Array(0)), coins: 0, prizes: 0, hapacoins: 0 };
}

/** Every level of the tree, leaves first, the root last (`levels[levels.length - 1][0]`). */
export function buildSumTree(leaves: SumNode[]): SumNode[][] {
  if (leaves.length === 0) return [[emptySumRoot()]];
  const levels: SumNode[][] = [leaves];
  while (levels[levels.length - 1]!.length > 1) {
    const below = levels[levels.length - 1]!;
    const up: SumNode[] = [];
    for (let i = 0; i < below.length; i += 2) up.push(i + 1 < below.length ? sumParent(below[i]!, below[i + 1]!) : below[i]!);
    levels.push(up);
  }
  return levels;
}

/**
 * The siblings on the way from leaf `index` to the root, lowest first; a level where the node is the lone last one
 * has no sibling and adds no step.
 * @throws RangeError for an index outside the leaves
 */
export function sumTreeProof(levels: SumNode[][], index: number): SumProofStep[] {
  if (!Number.isSafeInteger(index) || index < 0 || index >= levels[0]!.length) throw new RangeError(`no leaf ${index}`);
  const steps: SumProofStep[] = [];
  let i = index;
  for (const level of levels.slice(0, -1)) {
    const sibling = i % 2 === 1 ? level[i - 1] : level[i + 1];
    if (sibling)
      steps.push({ hash: toHex(sibling.hash), coinsCents: sibling.coins, prizesCents: sibling.prizes, hapacoins: sibling.hapacoins });
    i = Math.floor(i / 2);
  }
  return steps;
}

/**
 * Checks that a player's leaf is leaf `index` of the published tree of `size` leaves whose root has `root` hash and
 * sums: recomputes the path with `hash` (Web Crypto in the browser) and requires every sum to be a non-negative
 * integer, the path to have exactly the steps the shape needs, and the root hash and all three totals to match.
 * @returns `{ok: true}` or `{ok: false, reason}` in English (the verifier prints it)
 */
export async function verifySumProof(
  input: {
    leaf: LiabilityLeaf;
    index: number;
    size: number;
    path: SumProofStep[];
    root: { hash: string; coinsCents: number; prizesCents: number; hapacoins: number };
  },
  hash: Sha256Fn = sha256Sync,
): Promise<{ ok: true } | { ok: false; reason: string }> {
  const { leaf, index, size, path, root } = input;
  if (!Number.isSafeInteger(index) || !Number.isSafeInteger(size) || index < 0 || index >= size)
    return { ok: false, reason: 'index out of range' };
  if (!isAmount(leaf.coinsCents) || !isAmount(leaf.prizesCents) || !isAmount(leaf.hapacoins))
    return { ok: false, reason: 'negative or fractional amount in the leaf' };
  if (!/^[0-9a-f]{64}$/.test(root.hash)) return { ok: false, reason: 'malformed published root' };
  let node: SumNode = { hash: await hash(leafBytes(leaf)), coins: leaf.coinsCents, prizes: leaf.prizesCents, hapacoins: leaf.hapacoins };
  let i = index;
  let count = size;
  let step = 0;
  while (count > 1) {
    const hasSibling = i % 2 === 1 || i + 1 < count;
    if (hasSibling) {
      const s = path[step++];
      if (!s) return { ok: false, reason: 'the path is too short' };
      if (!isAmount(s.coinsCents) || !isAmount(s.prizesCents) || !isAmount(s.hapacoins))
        return { ok: false, reason: 'negative or fractional sum in the path' };
      if (!/^[0-9a-f]{64}$/.test(s.hash)) return { ok: false, reason: 'malformed hash in the path' };
      const sib: SumNode = { hash: fromHex(s.hash), coins: s.coinsCents, prizes: s.prizesCents, hapacoins: s.hapacoins };
      const [l, r] = i % 2 === 1 ? [sib, node] : [node, sib];
      node = {
        hash: await hash(nodeBytes(l, r)),
        coins: l.coins + r.coins,
        prizes: l.prizes + r.prizes,
        hapacoins: l.hapacoins + r.hapacoins,
      };
    }
    i = Math.floor(i / 2);
    count = Math.ceil(count / 2);
  }
  if (step !== path.length) return { ok: false, reason: 'the path is too long' };
  if (!bytesEqual(node.hash, fromHex(root.hash))) return { ok: false, reason: 'the path does not lead to the published root' };
  if (node.coins !== root.coinsCents || node.prizes !== root.prizesCents || node.hapacoins !== root.hapacoins)
    return { ok: false, reason: 'the sums do not add up to the published totals' };
  return { ok: true };
}
