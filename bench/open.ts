/**
 * `npm run bench:open` (issue 2): 1X box opens per second and p50/p99 latency with 64 concurrent
 * clients (one player each) against a real server on PostgreSQL, next to pgbench tpcb-like -c 64.
 */
import autocannon from 'autocannon';
import { fundedPlayers, pgbenchTps, recreateDb, startServer, api } from './lib.ts';

const PORT = Number(process.env.BENCH_PORT ?? 3299);
const CLIENTS = 64;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);

const url = recreateDb('hapa_bench_open');
const server = await startServer(PORT, url);
try {
  const list = await api(PORT, 'GET', '/api/item/list?sort=price_asc&pageSize=50');
  const box = list.list.find((b: { price: number }) => b.price > 0);
  console.log(`box ${box.id} "${box.name}" at $${box.price}; funding ${CLIENTS} players...`);
  const auths = await fundedPlayers(PORT, CLIENTS, 10_000);
  let next = 0;
  const result = await autocannon({
    url: `http://127.0.0.1:${PORT}/api/item/${box.id}/open`,
    method: 'POST',
    connections: CLIENTS,
    duration: SECONDS,
    setupClient: (client) => client.setHeaders({ authorization: auths[next++ % auths.length]! }),
  });
  const ok = result['2xx'];
  const opensPerSec = ok / SECONDS;
  console.log(`\nbench:open  ${CLIENTS} clients, ${SECONDS} s: ${ok} opens ok, ${result.non2xx} non-2xx, ${result.errors} errors`);
  console.log(`  opens/s  ${opensPerSec.toFixed(1)}`);
  console.log(`  latency  p50 ${result.latency.p50} ms  p99 ${result.latency.p99} ms  max ${result.latency.max} ms`);
  server.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 1000));
  const tps = pgbenchTps(CLIENTS, SECONDS);
  console.log(`  pgbench tpcb-like -c ${CLIENTS}: ${tps.toFixed(1)} tps`);
  console.log(`  ratio opens/s : pgbench tps = ${(opensPerSec / tps).toFixed(3)} (target >= 0.5)`);
} finally {
  server.kill('SIGTERM');
}
