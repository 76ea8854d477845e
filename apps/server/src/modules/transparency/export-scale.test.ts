import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromHex, logEntryLeafHash, sha256Hex, verifyInclusion, type LogEntry } from '@hapa/domain';
import { createTestApp, DRIVERS, type TestApp } from '../../test/harness.ts';
import { entryOf } from './audit.ts';

/** Entries appended for the scale check: as many proofs as a long history's export carries of one kind and more. */
const N = 3_000;

/**
 * The history export of a large history within the request timeout (docs/transparency.md#history-export): the
 * inclusion proofs of thousands of seed hashes come in chunks whose stored subtrees are read in one query per chunk,
 * never one query per proof; every proof verifies against the signed head.
 */
describe.each(DRIVERS)('inclusion proofs of a large history on %s (medium)', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(driver);
  });
  afterAll(async () => t?.close());

  it(`${N} proofs in one call, batched: every one verifies, well within the 20 s request timeout`, async () => {
    const log = t.s.transparency.log;
    const hashes: string[] = [];
    await t.s.dbHandle.db.transaction(async (tx) => {
      for (let i = 0; i < N; i++) {
        const seedHash = sha256Hex(`scale-seed-${driver}-${i}`);
        hashes.push(seedHash);
        const entry: LogEntry = {
          kind: 'commit',
          scope: 'battle',
          ref: `scale-${i}`,
          seedType: null,
          player: null,
          seedHash,
          serverSeed: null,
          at: '2026-11-28T12:00:00.000Z',
        };
        // synthetic event ids far above the test's own events (the append is idempotent per event id)
        expect(await log.append(tx, 900_000_000 + i, entry)).not.toBeNull();
      }
    });
    const started = performance.now();
    const proofs = await log.inclusionsOf(hashes);
    const ms = performance.now() - started;
    expect(proofs.size).toBe(N);
    for (const hash of hashes) {
      const [p] = proofs.get(hash)!;
      const leaf = logEntryLeafHash(entryOf({ ...p!.entry, idx: p!.entry.index } as never));
      expect(await verifyInclusion(leaf, p!.entry.index, p!.treeSize, p!.path.map(fromHex), fromHex(p!.head.rootHash))).toBe(true);
    }
    // a few dozen queries, not thousands: seconds at most even on a loaded machine
    expect(ms).toBeLessThan(10_000);
  });
});
