/**
 * `npm run bench:open` (docs/benchmarks.md): 1X box opens per second and p50/p99 latency with 64 concurrent
 * clients (one player each) against a real server on PostgreSQL, next to pgbench tpcb-like -c 64 at
 * scale 64 (scale = clients, as the pgbench manual advises); prints the ratio, the machine load with
 * each figure and `ledger:check` on the bench database afterwards.
 *
 * This machine's speed drifts by a factor of two over minutes (a shared host), so the two loads are
 * interleaved: BENCH_ROUNDS rounds (3) of pgbench then opens (then opens then pgbench in the next round),
 * each BENCH_SECONDS (15) long, after a 3 s warm-up of the server; every round prints its own ratio and
 * the medians close the report. pgbench at scale 10 runs once at the end, for reference.
 *
 * CPU per opening counts the opening's event deliveries (quests, realised RTP, ...) too: the meter runs from the
 * round's start until no due delivery is left, and each round prints how many were left when the load stopped and
 * how long they took (a consumer that falls behind shows there, not as a cheaper opening).
 *
 * Env: BENCH_PORT (3500), BENCH_SECONDS (15), BENCH_ROUNDS (3), BENCH_SERVER_DIR (another checkout to run the
 * server from), BENCH_CPU_PROF=1 profiles the server under the load (node --cpu-prof) and prints its top frames
 * by self time, BENCH_SKIP_PGBENCH=1 skips pgbench.
 */
import {
  cheapestPaidBox,
  cpuMeter,
  fundedPlayers,
  ledgerCheck,
  load,
  median,
  psql,
  openLoad,
  pgbenchTps,
  recreateDb,
  startServer,
  stopServer,
  topFrames,
} from './lib.ts';
import { STREAM_BACKLOG_SQL } from '../apps/server/src/modules/events/stream-backlog.ts';

const PORT = Number(process.env.BENCH_PORT ?? 3500);
const CLIENTS = 64;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const PROF_DIR = process.env.BENCH_CPU_PROF === '1' ? `bench/.prof/open-${Date.now()}` : undefined;
const PGBENCH = process.env.BENCH_SKIP_PGBENCH !== '1';

const dbName = `hapa_bench_open_${PORT}`;
const url = recreateDb(dbName);
const server = await startServer(PORT, url, {}, { cpuProfDir: PROF_DIR });
/**
 * Due event deliveries and timers not yet run on the bench database: due jobs, and the events each stream consumer has
 * not read yet (STREAM_BACKLOG_SQL, the query of events.repo.ts `streamBacklog`).
 */
const backlog = () =>
  Number(
    psql(
      `select (select count(*) from scheduled_jobs where done_at is null and due_at <= now())${
        streams ? ` + coalesce((select sum(n) from (${STREAM_BACKLOG_SQL}) b), 0)` : ''
      }`,
      dbName,
    ),
  );
// a server from before event streams (BENCH_SERVER_DIR) has no cursors: its deliveries are all jobs
const streams = psql(`select to_regclass('event_cursors') is not null`, dbName) === 't';
/** Waits until nothing due is left (at most 5 minutes); returns how long that took, ms. */
async function drained(): Promise<number> {
  const t0 = Date.now();
  while (backlog() > 0 && Date.now() - t0 < 300_000) await new Promise((r) => setTimeout(r, 100));
  return Date.now() - t0;
}
const rounds: { opens: number; p50: number; p99: number; serverMs: number; pgMs: number; tps: number }[] = [];
try {
  const box = await cheapestPaidBox(PORT);
  console.log(`box ${box.id} "${box.name}" at $${box.price}; funding ${CLIENTS} players...`);
  const auths = await fundedPlayers(PORT, CLIENTS, 10_000);
  await openLoad(PORT, box.id, auths, 3); // warm-up: JIT, statement preparation, pool connections
  for (let i = 0; i < ROUNDS; i++) {
    const opens = async () => {
      await drained(); // the previous round's (or the warm-up's) deliveries are not this round's cost
      const before = load();
      const meter = cpuMeter(server.pid!, dbName);
      meter.start();
      const r = await openLoad(PORT, box.id, auths, SECONDS);
      // an opening's cost includes its event deliveries (quests, realised RTP): the meter runs until they are done
      const left = backlog();
      const drainMs = await drained();
      const cpu = meter.stop();
      console.log(
        `  opens    ${r.perSec.toFixed(1)}/s (${r.ok} ok, ${r.non2xx} non-2xx, ${r.errors} errors), p50 ${r.latency.p50} ms, p99 ${r.latency.p99} ms, max ${r.latency.max} ms; deliveries left at the end ${left}, done ${(drainMs / 1000).toFixed(1)} s later; CPU per open (deliveries included) server ${(cpu.nodeMs / r.ok).toFixed(2)} ms, PostgreSQL ${(cpu.pgMs / r.ok).toFixed(2)} ms (of it backends that exited ${cpu.exitedCounted ? `${(cpu.exitedMs / r.ok).toFixed(2)} ms` : 'not counted'})  (load before ${before})`,
      );
      return { opens: r.perSec, p50: r.latency.p50, p99: r.latency.p99, serverMs: cpu.nodeMs / r.ok, pgMs: cpu.pgMs / r.ok };
    };
    const pgbench = () => {
      if (!PGBENCH) return NaN;
      const before = load();
      const tps = pgbenchTps(CLIENTS, SECONDS, CLIENTS);
      console.log(`  pgbench  tpcb-like -c ${CLIENTS} -s ${CLIENTS}: ${tps.toFixed(1)} tps  (load before ${before})`);
      return tps;
    };
    console.log(`round ${i + 1} of ${ROUNDS}`);
    let tps: number;
    let o: Awaited<ReturnType<typeof opens>>;
    if (i % 2 === 0) {
      tps = pgbench();
      o = await opens();
    } else {
      o = await opens();
      tps = pgbench();
    }
    rounds.push({ ...o, tps });
    if (PGBENCH) console.log(`  ratio    ${(o.opens / tps).toFixed(3)}`);
  }
} finally {
  await stopServer(server);
}
const m = (k: keyof (typeof rounds)[number]) => median(rounds.map((r) => r[k]));
console.log(`\nbench:open  ${CLIENTS} clients, ${ROUNDS} rounds of ${SECONDS} s, medians:`);
console.log(`  opens/s  ${m('opens').toFixed(1)}`);
console.log(`  latency  p50 ${m('p50')} ms  p99 ${m('p99')} ms  (target p99 < 250 ms)`);
console.log(
  `  CPU per open  server ${m('serverMs').toFixed(2)} ms, PostgreSQL backends ${m('pgMs').toFixed(2)} ms  (less load-sensitive than opens/s)`,
);
if (PGBENCH) {
  console.log(`  pgbench tpcb-like -c ${CLIENTS} -s ${CLIENTS}: ${m('tps').toFixed(1)} tps`);
  console.log(
    `  ratio opens/s : pgbench tps (scale ${CLIENTS}), median of the rounds = ${median(rounds.map((r) => r.opens / r.tps)).toFixed(3)} (target >= 0.5)`,
  );
}
const ledger = ledgerCheck(url);
console.log(`  ledger:check on the bench database: ${ledger.line}`);
if (PROF_DIR) {
  console.log(`\nserver CPU profile (${PROF_DIR}), top frames by self time:`);
  for (const line of topFrames(PROF_DIR)) console.log(`  ${line}`);
}
if (PGBENCH) {
  const before = load();
  const tps = pgbenchTps(CLIENTS, SECONDS, 10);
  console.log(
    `  pgbench tpcb-like -c ${CLIENTS} -s 10 (reference, once): ${tps.toFixed(1)} tps  (load before ${before}); ratio to the median opens/s ${(m('opens') / tps).toFixed(3)}`,
  );
}
process.exit(ledger.ok ? 0 : 1);
