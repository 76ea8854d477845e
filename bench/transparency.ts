/**
 * `npm run bench:transparency` (docs/transparency.md, docs/benchmarks.md): the public fairness log on PostgreSQL, in
 * process (no HTTP): appends per second as the `transparency_log` consumer makes them (batches of 32 deliveries per
 * transaction, as the job worker runs them, and one per transaction), then the latency of an inclusion proof of a
 * random entry (p50/p99: one subtree query of O(log n) rows and the hashing) and of a consistency proof, against a log
 * of BENCH_ENTRIES entries (20,000). The machine's load is printed with each figure.
 *
 * Env: BENCH_ENTRIES (20000), BENCH_PROOFS (1000), DATABASE_URL (the server the bench database is made on).
 */
import { performance } from 'node:perf_hooks';
import { randomBytes } from 'node:crypto';
import { sha256Hex, type LogEntry } from '@hapa/domain';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { EventsService } from '../apps/server/src/modules/events/events.service.ts';
import { JobsService } from '../apps/server/src/modules/jobs/jobs.service.ts';
import { LogService } from '../apps/server/src/modules/transparency/log.service.ts';
import { LogSigner } from '../apps/server/src/modules/transparency/keys.ts';
import { systemClock } from '../apps/server/src/lib/random.ts';
import { BENCH_LOG_KEY, load, pct, recreateDb } from './lib.ts';

const ENTRIES = Number(process.env.BENCH_ENTRIES ?? 20_000);
const PROOFS = Number(process.env.BENCH_PROOFS ?? 1_000);
const BATCH = 32;

const url = recreateDb('hapa_bench_transparency');
const handle = await openDatabase({ databaseUrl: url, dataDir: '', poolSize: 4 });
const jobs = new JobsService(handle.db, systemClock);
const log = new LogService({
  db: handle.db,
  events: new EventsService(jobs, systemClock),
  jobs,
  clock: systemClock,
  signer: new LogSigner(BENCH_LOG_KEY),
});

let eventId = 0;
const entry = (): LogEntry => ({
  kind: 'commit',
  scope: 'seed_pair',
  ref: String(eventId),
  seedType: 1,
  player: randomBytes(16).toString('hex'),
  seedHash: sha256Hex(randomBytes(32).toString('hex')),
  serverSeed: null,
  at: new Date().toISOString(),
});

console.log(`bench:transparency  PostgreSQL ${url.replace(/\/\/[^@]*@/, '//')}, ${ENTRIES} entries, ${PROOFS} proofs`);

// 1. appends, one per transaction (a delivery batch of one)
const single = Math.min(2_000, ENTRIES);
let t0 = performance.now();
for (let i = 0; i < single; i++) await handle.db.transaction((tx) => log.append(tx, ++eventId, entry()));
const singleRate = single / ((performance.now() - t0) / 1000);
console.log(`  appends, 1 per transaction     ${singleRate.toFixed(0)}/s  (${single} entries; load ${load()})`);

// 2. appends in batches of 32 per transaction (the job worker's batch)
const batched = ENTRIES - single;
t0 = performance.now();
for (let done = 0; done < batched; done += BATCH) {
  const n = Math.min(BATCH, batched - done);
  await handle.db.transaction(async (tx) => {
    for (let i = 0; i < n; i++) await log.append(tx, ++eventId, entry());
  });
}
const batchRate = batched / ((performance.now() - t0) / 1000);
console.log(`  appends, 32 per transaction    ${batchRate.toFixed(0)}/s  (${batched} entries; load ${load()})`);

// 3. a signed head, then inclusion proofs of random entries and consistency proofs of random sizes
t0 = performance.now();
const head = await log.issueHead();
console.log(`  sign a tree head               ${(performance.now() - t0).toFixed(1)} ms  (size ${head.treeSize})`);
const times: number[] = [];
for (let i = 0; i < PROOFS; i++) {
  const index = Math.floor(Math.random() * head.treeSize);
  const s = performance.now();
  const p = await log.inclusionByIndex(index);
  times.push(performance.now() - s);
  if (p.entry.index !== index) throw new Error('wrong entry');
}
times.sort((a, b) => a - b);
const cons: number[] = [];
for (let i = 0; i < Math.min(PROOFS, 300); i++) {
  const first = 1 + Math.floor(Math.random() * (head.treeSize - 1));
  const s = performance.now();
  await log.consistency(first, head.treeSize);
  cons.push(performance.now() - s);
}
cons.sort((a, b) => a - b);
console.log(`  inclusion proof                p50 ${pct(times, 50).toFixed(2)} ms, p99 ${pct(times, 99).toFixed(2)} ms  (load ${load()})`);
console.log(`  consistency proof              p50 ${pct(cons, 50).toFixed(2)} ms, p99 ${pct(cons, 99).toFixed(2)} ms`);

// 4. the auditor's full rebuild (what ledger:check runs)
t0 = performance.now();
const audit = await log.audit();
console.log(
  `  audit of the whole log         ${((performance.now() - t0) / 1000).toFixed(2)} s, ${audit.ok ? 'consistent' : `BROKEN: ${audit.problems[0]}`}`,
);
await handle.close();
process.exit(audit.ok ? 0 : 1);
