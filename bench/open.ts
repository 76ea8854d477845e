/**
 * `npm run bench:open` (issues 2 and 7): 1X box opens per second and p50/p99 latency with 64 concurrent
 * clients (one player each) against a real server on PostgreSQL, next to pgbench tpcb-like -c 64 at
 * scale 64 (scale = clients, as the pgbench manual advises) and at scale 10; prints both ratios, the
 * machine load with each figure and `ledger:check` on the bench database afterwards.
 *
 * Env: BENCH_PORT (3500), BENCH_SECONDS (15), BENCH_SERVER_DIR (another checkout to run the server from), BENCH_CPU_PROF=1 profiles the server under the load
 * (node --cpu-prof) and prints its top frames by self time, BENCH_SKIP_PGBENCH=1 skips pgbench.
 */
import { cheapestPaidBox, cpuMeter, fundedPlayers, ledgerCheck, load, openLoad, pgbenchTps, recreateDb, startServer, stopServer, topFrames } from './lib.ts';

const PORT = Number(process.env.BENCH_PORT ?? 3500);
const CLIENTS = 64;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const PROF_DIR = process.env.BENCH_CPU_PROF === '1' ? `bench/.prof/open-${Date.now()}` : undefined;

const dbName = `hapa_bench_open_${PORT}`;
const url = recreateDb(dbName);
const server = await startServer(PORT, url, {}, { cpuProfDir: PROF_DIR });
let opensPerSec = 0;
try {
  const box = await cheapestPaidBox(PORT);
  console.log(`box ${box.id} "${box.name}" at $${box.price}; funding ${CLIENTS} players...`);
  const auths = await fundedPlayers(PORT, CLIENTS, 10_000);
  const before = load();
  const meter = cpuMeter(server.pid!, dbName);
  meter.start();
  const r = await openLoad(PORT, box.id, auths, SECONDS);
  const cpu = meter.stop();
  opensPerSec = r.perSec;
  console.log(`\nbench:open  ${CLIENTS} clients, ${SECONDS} s: ${r.ok} opens ok, ${r.non2xx} non-2xx, ${r.errors} errors  (load before ${before}, after ${load()})`);
  console.log(`  opens/s  ${opensPerSec.toFixed(1)}`);
  console.log(`  latency  p50 ${r.latency.p50} ms  p99 ${r.latency.p99} ms  max ${r.latency.max} ms  (target p99 < 250 ms)`);
  console.log(`  CPU per open  server ${(cpu.nodeMs / r.ok).toFixed(2)} ms, PostgreSQL backends ${(cpu.pgMs / r.ok).toFixed(2)} ms  (less load-sensitive than opens/s)`);
} finally {
  await stopServer(server);
}
const ledger = ledgerCheck(url);
console.log(`  ledger:check on the bench database: ${ledger.line}`);
if (PROF_DIR) {
  console.log(`\nserver CPU profile (${PROF_DIR}), top frames by self time:`);
  for (const line of topFrames(PROF_DIR)) console.log(`  ${line}`);
}
if (process.env.BENCH_SKIP_PGBENCH !== '1') {
  await new Promise((r) => setTimeout(r, 1000));
  for (const scale of [CLIENTS, 10]) {
    const before = load();
    const tps = pgbenchTps(CLIENTS, SECONDS, scale);
    console.log(`  pgbench tpcb-like -c ${CLIENTS} -s ${scale}: ${tps.toFixed(1)} tps  (load before ${before})`);
    console.log(`  ratio opens/s : pgbench tps (scale ${scale}) = ${(opensPerSec / tps).toFixed(3)}${scale === CLIENTS ? ' (target >= 0.5)' : ''}`);
  }
}
process.exit(ledger.ok ? 0 : 1);
