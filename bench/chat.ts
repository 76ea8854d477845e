/**
 * `npm run bench:chat` (docs/benchmarks.md): the chat room's fan-out on a real server on PostgreSQL. SOCKETS socket.io
 * clients (spread over WORKERS client processes, as bench:bingo does: one process holding them all measures its
 * own event loop) subscribe to `chat`; SPEAKERS players with a $20 deposit speak MESSAGES times in turn
 * (`POST /api/chat_room/speak`, one every GAP_MS; each player at most once every 3 s, the room's rate limit);
 * for every message, the time from sending the speak's HTTP request to `chat:room` at each socket: p50/p99 over
 * all deliveries and of the last socket per message, plus the speak's own HTTP latency. Env: BENCH_PORT (3531),
 * BENCH_SOCKETS (1000), BENCH_WORKERS (4), BENCH_SPEAKERS (10), BENCH_MESSAGES (50), BENCH_GAP_MS (400).
 */
import { fork, type ChildProcess } from 'node:child_process';
import { api, dbUrl, fundedPlayers, load, pct, recreateDb, startServer, stopServer } from './lib.ts';

const PORT = Number(process.env.BENCH_PORT ?? 3531);
const SOCKETS = Number(process.env.BENCH_SOCKETS ?? 1000);
const WORKERS = Number(process.env.BENCH_WORKERS ?? 4);
const SPEAKERS = Number(process.env.BENCH_SPEAKERS ?? 10);
const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 50);
const GAP_MS = Number(process.env.BENCH_GAP_MS ?? 400);
const fmt = (ms: number) => `${ms.toFixed(1)} ms`;

async function startClients() {
  const procs: ChildProcess[] = [];
  const reports = new Map<string, number[][]>();
  await Promise.all(
    Array.from({ length: WORKERS }, (_, w) => {
      const count = Math.floor(SOCKETS / WORKERS) + (w < SOCKETS % WORKERS ? 1 : 0);
      const child = fork('bench/chat-client.ts', [String(PORT), String(count)], { execArgv: ['--import', 'tsx'] });
      procs.push(child);
      return new Promise<void>((resolve, reject) => {
        child.on('message', (m: { type: string; key?: string; delays?: number[] }) => {
          if (m.type === 'ready') resolve();
          if (m.type === 'message') reports.set(m.key!, [...(reports.get(m.key!) ?? []), m.delays!]);
        });
        child.once('exit', (code) => reject(new Error(`chat client worker exited with ${code}`)));
      });
    }),
  );
  const close = () => procs.forEach((p) => (p.removeAllListeners('exit'), p.send({ type: 'close' })));
  /** messages every worker has fully reported */
  const complete = () => [...reports.entries()].filter(([, r]) => r.length === WORKERS).map(([key, r]) => ({ key, delays: r.flat() }));
  return { close, complete };
}

async function main() {
  const dbName = 'hapa_bench_chat';
  recreateDb(dbName);
  const server = await startServer(PORT, dbUrl(dbName));
  const before = load();
  const http: number[] = [];
  let clients: Awaited<ReturnType<typeof startClients>> | null = null;
  try {
    const speakers = await fundedPlayers(PORT, SPEAKERS, 20);
    clients = await startClients();
    for (let i = 0; i < MESSAGES; i++) {
      const sentAt = Date.now();
      await api(PORT, 'POST', '/api/chat_room/speak', { text: `bench:${i}:${sentAt}` }, speakers[i % SPEAKERS]);
      http.push(Date.now() - sentAt);
      await new Promise((r) => setTimeout(r, GAP_MS));
    }
    const deadline = Date.now() + 15_000;
    while (Date.now() < deadline && clients.complete().length < MESSAGES) await new Promise((r) => setTimeout(r, 100));
  } finally {
    clients?.close();
  }
  const msgs = clients.complete();
  const all = msgs.flatMap((c) => c.delays).sort((a, b) => a - b);
  const last = msgs.map((c) => Math.max(...c.delays)).sort((a, b) => a - b);
  const sortedHttp = http.sort((a, b) => a - b);
  console.log(
    `\nbench:chat fan-out  ${SOCKETS} sockets on chat in ${WORKERS} client process(es), ${MESSAGES} messages by ${SPEAKERS} players, one every ${GAP_MS} ms  (load before ${before}, after ${load()}):`,
  );
  console.log(`  messages measured ${msgs.length} of ${MESSAGES}`);
  console.log(
    `  every delivery    p50 ${fmt(pct(all, 50))}  p99 ${fmt(pct(all, 99))}  (${all.length} deliveries; speak request sent -> socket)`,
  );
  console.log(`  last socket       p50 ${fmt(pct(last, 50))}  p99 ${fmt(pct(last, 99))}`);
  console.log(`  speak HTTP        p50 ${fmt(pct(sortedHttp, 50))}  p99 ${fmt(pct(sortedHttp, 99))}`);
  await stopServer(server);
  if (msgs.length < MESSAGES) process.exitCode = 1;
}

await main();
