/**
 * `npm run bench:battles` (issue 3), against a real server on PostgreSQL:
 * 1. settlement throughput: 4-seat battles of 5 rounds, each created by a player and filled with bots
 *    (the fill draws all 20 tickets, settles and pays in one transaction), by CLIENTS concurrent players
 *    for SECONDS; prints battles settled per second and the fill (settlement) request latency;
 * 2. realtime fan-out: 1,000 socket.io clients subscribed to `battle_v2`; for each of ROUNDS battles the
 *    time from settlement (the round-0 reveal time, stamped in the settling transaction) to the
 *    `battle_v2:round` event arriving at each socket; prints p50/p99 over all deliveries and of the
 *    last socket per battle.
 */
import { io, type Socket } from 'socket.io-client';
import { api, fundedPlayers, recreateDb, startServer } from './lib.ts';

const PORT = Number(process.env.BENCH_PORT ?? 3298);
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 32);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const SOCKETS = Number(process.env.BENCH_SOCKETS ?? 1000);
const FANOUT_BATTLES = Number(process.env.BENCH_FANOUT_BATTLES ?? 30);
const BOX = 110; // Penny Pincher, 0.50 a round
const BODY = { boxes: [{ boxId: BOX, count: 5 }], type: 'quad', mode: 'normal' };

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
const fmt = (ms: number) => `${ms.toFixed(1)} ms`;

async function settleOne(auth: string): Promise<{ uuid: string; fillMs: number }> {
  const { uuid } = await api(PORT, 'POST', '/api/battle/v2/create', BODY, auth);
  const t0 = performance.now();
  await api(PORT, 'POST', `/api/battle/v2/${uuid}/play_bot`, undefined, auth);
  return { uuid, fillMs: performance.now() - t0 };
}

async function throughput(auths: string[]) {
  const fills: number[] = [];
  let settled = 0;
  let failed = 0;
  const until = performance.now() + SECONDS * 1000;
  const started = performance.now();
  await Promise.all(
    auths.map(async (auth) => {
      while (performance.now() < until) {
        try {
          fills.push((await settleOne(auth)).fillMs);
          settled++;
        } catch (err) {
          failed++;
          if (failed < 5) console.error(String(err));
        }
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  fills.sort((a, b) => a - b);
  console.log(`\nbench:battles settlement  ${CLIENTS} players, ${SECONDS} s, 4 seats x 5 rounds (create + fill with bots each):`);
  console.log(`  battles settled   ${settled} (${failed} failed)`);
  console.log(`  battles/s         ${(settled / elapsed).toFixed(1)}`);
  console.log(`  fill (settle) request latency  p50 ${fmt(pct(fills, 50))}  p99 ${fmt(pct(fills, 99))}  max ${fmt(fills[fills.length - 1] ?? NaN)}`);
}

async function connectSockets(n: number): Promise<Socket[]> {
  const sockets: Socket[] = [];
  for (let i = 0; i < n; i += 100) {
    const batch = Array.from({ length: Math.min(100, n - i) }, () => io(`http://127.0.0.1:${PORT}`, { path: '/socket.io', transports: ['websocket'], forceNew: true, reconnection: false }));
    await Promise.all(batch.map((s) => new Promise<void>((resolve, reject) => {
      s.once('connect', () => {
        s.emit('subscribe', 'battle_v2');
        resolve();
      });
      s.once('connect_error', reject);
    })));
    sockets.push(...batch);
  }
  await new Promise((r) => setTimeout(r, 500)); // let the subscriptions land
  return sockets;
}

async function fanout(auth: string) {
  const sockets = await connectSockets(SOCKETS);
  const all: number[] = [];
  const lastPerBattle: number[] = [];
  try {
    for (let i = 0; i < FANOUT_BATTLES; i++) {
      const { uuid } = await api(PORT, 'POST', '/api/battle/v2/create', BODY, auth);
      const arrivals: number[] = [];
      const done = new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`only ${arrivals.length}/${SOCKETS} sockets got the round event`)), 10_000);
        for (const s of sockets) {
          const onRound = (ev: { uuid: string; round: number; revealAt: string }) => {
            if (ev.uuid !== uuid || ev.round !== 0) return;
            s.off('battle_v2:round', onRound);
            arrivals.push(Date.now() - Date.parse(ev.revealAt));
            if (arrivals.length === SOCKETS) {
              clearTimeout(timer);
              resolve();
            }
          };
          s.on('battle_v2:round', onRound);
        }
      });
      await api(PORT, 'POST', `/api/battle/v2/${uuid}/play_bot`, undefined, auth);
      await done;
      all.push(...arrivals);
      lastPerBattle.push(Math.max(...arrivals));
    }
  } finally {
    sockets.forEach((s) => s.close());
  }
  all.sort((a, b) => a - b);
  lastPerBattle.sort((a, b) => a - b);
  console.log(`\nbench:battles fan-out  ${SOCKETS} sockets on battle_v2, ${FANOUT_BATTLES} battles (settlement -> battle_v2:round at each socket, same host clock):`);
  console.log(`  every delivery    p50 ${fmt(pct(all, 50))}  p99 ${fmt(pct(all, 99))}  (${all.length} deliveries)`);
  console.log(`  last socket       p50 ${fmt(pct(lastPerBattle, 50))}  p99 ${fmt(pct(lastPerBattle, 99))}`);
}

const url = recreateDb('hapa_bench_battles');
const server = await startServer(PORT, url);
try {
  console.log(`funding ${CLIENTS} players...`);
  const auths = await fundedPlayers(PORT, CLIENTS, 10_000);
  await settleOne(auths[0]!); // warm caches (bots, odds)
  await throughput(auths);
  await fanout(auths[0]!);
} finally {
  server.kill('SIGTERM');
}
process.exit(0);
