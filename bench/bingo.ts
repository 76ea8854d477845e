/**
 * `npm run bench:bingo` (docs/benchmarks.md): realtime fan-out of bingo calls on a real server on PostgreSQL.
 * SOCKETS socket.io clients (spread over WORKERS client processes, as bench:battles does: one process holding them
 * all measures its own event loop) subscribe to `bingo_call`; PLAYERS funded players buy cards in a game with a
 * short schedule (sales SALES_SECONDS, a call every INTERVAL_MS); for every call, the time from its due time
 * (callsStartedAt + i x interval, stored at the close) to `bingo_call:call` at each socket: p50/p99 over all
 * deliveries and of the last socket per call. This includes the durable job's pickup (the worker polls), the
 * call's transaction and the emit. Then `ledger:check`. Env: BENCH_PORT (3521), BENCH_SOCKETS (1000),
 * BENCH_WORKERS (4), BENCH_PLAYERS (20), BENCH_CALLS (30), BENCH_INTERVAL_MS (1000).
 */
import { fork, type ChildProcess } from 'node:child_process';
import { api, dbUrl, fundedPlayers, ledgerCheck, load, pct, psql, recreateDb, startServer, stopServer } from './lib.ts';

const PORT = Number(process.env.BENCH_PORT ?? 3521);
const SOCKETS = Number(process.env.BENCH_SOCKETS ?? 1000);
const WORKERS = Number(process.env.BENCH_WORKERS ?? 4);
const PLAYERS = Number(process.env.BENCH_PLAYERS ?? 20);
const CALLS = Number(process.env.BENCH_CALLS ?? 30);
const INTERVAL_MS = Number(process.env.BENCH_INTERVAL_MS ?? 1000);
const SALES_SECONDS = 8;
const fmt = (ms: number) => `${ms.toFixed(1)} ms`;

async function startClients() {
  const procs: ChildProcess[] = [];
  const reports = new Map<string, number[][]>();
  await Promise.all(
    Array.from({ length: WORKERS }, (_, w) => {
      const count = Math.floor(SOCKETS / WORKERS) + (w < SOCKETS % WORKERS ? 1 : 0);
      const child = fork('bench/bingo-client.ts', [String(PORT), String(count)], { execArgv: ['--import', 'tsx'] });
      procs.push(child);
      return new Promise<void>((resolve, reject) => {
        child.on('message', (m: { type: string; key?: string; delays?: number[] }) => {
          if (m.type === 'ready') resolve();
          if (m.type === 'call') reports.set(m.key!, [...(reports.get(m.key!) ?? []), m.delays!]);
        });
        child.once('exit', (code) => reject(new Error(`bingo client worker exited with ${code}`)));
      });
    }),
  );
  const close = () => procs.forEach((p) => (p.removeAllListeners('exit'), p.send({ type: 'close' })));
  /** calls every worker has fully reported */
  const complete = () => [...reports.entries()].filter(([, r]) => r.length === WORKERS).map(([key, r]) => ({ key, delays: r.flat() }));
  return { close, complete };
}

async function main() {
  const dbName = 'hapa_bench_bingo';
  recreateDb(dbName);
  const url = dbUrl(dbName);
  // first start: migrations and seed; then a short schedule for the bench's game (the console would do the same)
  let server = await startServer(PORT, url);
  await stopServer(server);
  psql(
    `update settings set value = value || '{"salesSeconds": ${SALES_SECONDS}, "callIntervalMs": ${INTERVAL_MS}, "gapSeconds": 2}'::jsonb where key = 'games.bingo'`,
    dbName,
  );
  psql(
    `delete from scheduled_jobs where kind like 'bingo.%'; delete from bingo_games where not exists (select 1 from bingo_cards c where c.game_id = bingo_games.id)`,
    dbName,
  );
  server = await startServer(PORT, url);
  const clients = await startClients();
  const before = load();
  try {
    const players = await fundedPlayers(PORT, PLAYERS, 100);
    let home = await api(PORT, 'GET', '/api/bingo/home');
    for (let i = 0; home.game.state !== 'selling' && i < 100; i++) {
      await new Promise((r) => setTimeout(r, 200));
      home = await api(PORT, 'GET', '/api/bingo/home');
    }
    if (home.game.state !== 'selling') throw new Error(`the bench game is ${home.game.state}, not selling`);
    await Promise.all(players.map((auth) => api(PORT, 'POST', '/api/bingo/multiple', { gameId: home.game.id, count: 3 }, auth)));
    const deadline = Date.parse(home.game.closesAt) + (CALLS + 5) * INTERVAL_MS + 10_000;
    while (Date.now() < deadline && clients.complete().length < CALLS) {
      await new Promise((r) => setTimeout(r, 250));
      const g = (await api(PORT, 'GET', '/api/bingo/home')).game;
      if (g.id !== home.game.id && clients.complete().length > 0) break; // the game ended before CALLS calls
    }
  } finally {
    clients.close();
  }
  const calls = clients.complete();
  const all = calls.flatMap((c) => c.delays).sort((a, b) => a - b);
  const last = calls.map((c) => Math.max(...c.delays)).sort((a, b) => a - b);
  console.log(
    `\nbench:bingo fan-out  ${SOCKETS} sockets on bingo_call in ${WORKERS} client process(es), ${PLAYERS} players x 3 cards, a call every ${INTERVAL_MS} ms  (load before ${before}, after ${load()}):`,
  );
  console.log(`  calls measured    ${calls.length}`);
  console.log(
    `  every delivery    p50 ${fmt(pct(all, 50))}  p99 ${fmt(pct(all, 99))}  (${all.length} deliveries; due time -> socket, includes the job pickup)`,
  );
  console.log(`  last socket       p50 ${fmt(pct(last, 50))}  p99 ${fmt(pct(last, 99))}`);
  await stopServer(server);
  const ledger = ledgerCheck(url);
  console.log(`  ${ledger.line}`);
  if (!ledger.ok) process.exitCode = 1;
}

await main();
