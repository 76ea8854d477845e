/**
 * `npm run bench:battles` (docs/benchmarks.md), against a real server on PostgreSQL:
 * 1. settlement throughput: 4-seat battles of 5 rounds, each created by a player and filled with bots
 *    (the fill draws all 20 tickets, settles and pays in one transaction), by CLIENTS concurrent players
 *    for SECONDS; prints battles settled per second and the fill (settlement) request latency;
 * 2. realtime fan-out: SOCKETS socket.io clients subscribed to `battle_v2`, spread over N worker
 *    processes (BENCH_FANOUT_WORKERS, a comma list, default "1,4": one process measures its own event
 *    loop too, several measure the server); for each of FANOUT_BATTLES battles the time from settlement
 *    (the round-0 reveal time, stamped in the settling transaction) to `battle_v2:round` at each socket;
 *    prints p50/p99 over all deliveries and of the last socket per battle;
 * 3. battle-end job lag under load: CLIENTS players settle fast-mode battles while 64 clients open boxes
 *    (the bench:open load) for LAG_SECONDS; for the battles due to end during the load, the time from
 *    `ends_at` to `ended_at` (state 30, written by the job) read from the database: p50/p99/max;
 * 4. `fanout10k` (bench/fanout10k.ts, run last, after the server above stopped): BENCH_FANOUT_SOCKETS (10,000)
 *    spectator sockets over two compiled instances on PostgreSQL + Redis (ports BENCH_FANOUT10K_PORT, PORT + 10,
 *    and the next one; a Redis of its own on the one after) from BENCH_FANOUT10K_WORKERS (10) client processes;
 *    FANOUT_BATTLES battles settled on one instance; per-instance p50/p99 and memory per socket.
 * Every figure is printed with the machine load (`uptime`). Env: BENCH_PORT (3501), BENCH_PHASES
 * (throughput,fanout,fanout10k,lag), BENCH_CPU_PROF=1 (server top frames), BENCH_SERVER_DIR (see lib.ts).
 */
import { fork, type ChildProcess } from 'node:child_process';
import {
  api,
  cheapestPaidBox,
  fundedPlayers,
  ledgerCheck,
  load,
  openLoad,
  pct,
  psql,
  recreateDb,
  startServer,
  stopServer,
  topFrames,
} from './lib.ts';
import { fanout10k } from './fanout10k.ts';

const PORT = Number(process.env.BENCH_PORT ?? 3501);
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 32);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const LAG_SECONDS = Number(process.env.BENCH_LAG_SECONDS ?? 30);
const SOCKETS = Number(process.env.BENCH_SOCKETS ?? 1000);
const FANOUT_BATTLES = Number(process.env.BENCH_FANOUT_BATTLES ?? 30);
const WORKER_SETS = (process.env.BENCH_FANOUT_WORKERS ?? '1,4')
  .split(',')
  .map(Number)
  .filter((n) => n > 0);
const PHASES = new Set((process.env.BENCH_PHASES ?? 'throughput,fanout,fanout10k,lag').split(','));
const FANOUT10K_PORT = Number(process.env.BENCH_FANOUT10K_PORT ?? PORT + 10);
const FANOUT10K_SOCKETS = Number(process.env.BENCH_FANOUT_SOCKETS ?? 10_000);
const FANOUT10K_WORKERS = Number(process.env.BENCH_FANOUT10K_WORKERS ?? 10);
const FANOUT10K_GAP_MS = Number(process.env.BENCH_FANOUT10K_GAP_MS ?? 0);
const FANOUT10K_CLIENT_NICE = Number(process.env.BENCH_FANOUT10K_CLIENT_NICE ?? 0);
const BOX = 110; // Penny Pincher, 0.50 a round
const BODY = { boxes: [{ boxId: BOX, count: 5 }], type: 'quad', mode: 'normal' };

const fmt = (ms: number) => `${ms.toFixed(1)} ms`;

async function settleOne(auth: string, body: object = BODY): Promise<{ uuid: string; fillMs: number }> {
  const { uuid } = await api(PORT, 'POST', '/api/battle/v2/create', body, auth);
  const t0 = performance.now();
  await api(PORT, 'POST', `/api/battle/v2/${uuid}/play_bot`, undefined, auth);
  return { uuid, fillMs: performance.now() - t0 };
}

/** Every player settles battles back to back until `until` (performance.now() ms). */
async function settleLoop(auths: string[], until: number, body: object = BODY) {
  const fills: number[] = [];
  let settled = 0;
  let failed = 0;
  await Promise.all(
    auths.map(async (auth) => {
      while (performance.now() < until) {
        try {
          fills.push((await settleOne(auth, body)).fillMs);
          settled++;
        } catch (err) {
          failed++;
          if (failed < 5) console.error(String(err));
        }
      }
    }),
  );
  return { fills: fills.sort((a, b) => a - b), settled, failed };
}

async function throughput(auths: string[]) {
  const before = load();
  const started = performance.now();
  const { fills, settled, failed } = await settleLoop(auths, started + SECONDS * 1000);
  const elapsed = (performance.now() - started) / 1000;
  console.log(
    `\nbench:battles settlement  ${CLIENTS} players, ${SECONDS} s, 4 seats x 5 rounds (create + fill with bots each)  (load before ${before}, after ${load()}):`,
  );
  console.log(`  battles settled   ${settled} (${failed} failed)`);
  console.log(`  battles/s         ${(settled / elapsed).toFixed(1)}`);
  console.log(
    `  fill (settle) request latency  p50 ${fmt(pct(fills, 50))}  p99 ${fmt(pct(fills, 99))}  max ${fmt(fills[fills.length - 1] ?? NaN)}`,
  );
}

/** Forks `workers` client processes holding SOCKETS sockets between them; resolves when all are subscribed. */
async function startClients(workers: number) {
  const procs: ChildProcess[] = [];
  const reports = new Map<string, number[][]>();
  const waiters = new Map<string, () => void>();
  await Promise.all(
    Array.from({ length: workers }, (_, w) => {
      const count = Math.floor(SOCKETS / workers) + (w < SOCKETS % workers ? 1 : 0);
      const child = fork('bench/fanout-client.ts', [String(PORT), String(count)], { execArgv: ['--import', 'tsx'] });
      procs.push(child);
      return new Promise<void>((resolve, reject) => {
        child.on('message', (m: { type: string; uuid?: string; delays?: number[] }) => {
          if (m.type === 'ready') resolve();
          if (m.type === 'round') {
            const list = reports.get(m.uuid!) ?? [];
            list.push(m.delays!);
            reports.set(m.uuid!, list);
            if (list.length === workers) waiters.get(m.uuid!)?.();
          }
        });
        child.once('exit', (code) => reject(new Error(`fan-out worker exited with ${code}`)));
      });
    }),
  );
  await new Promise((r) => setTimeout(r, 500)); // let the subscriptions land
  const arrivalsOf = (uuid: string) =>
    new Promise<number[]>((resolve, reject) => {
      const done = () => {
        clearTimeout(timer);
        waiters.delete(uuid);
        const all = reports.get(uuid)!.flat();
        reports.delete(uuid);
        resolve(all);
      };
      const timer = setTimeout(
        () => reject(new Error(`only ${reports.get(uuid)?.length ?? 0}/${workers} workers got every round event`)),
        10_000,
      );
      if ((reports.get(uuid)?.length ?? 0) === workers) done();
      else waiters.set(uuid, done);
    });
  const close = () => procs.forEach((p) => (p.removeAllListeners('exit'), p.send({ type: 'close' })));
  return { arrivalsOf, close };
}

async function fanout(auth: string, workers: number) {
  const clients = await startClients(workers);
  const all: number[] = [];
  const lastPerBattle: number[] = [];
  const before = load();
  try {
    for (let i = 0; i < FANOUT_BATTLES; i++) {
      const { uuid } = await api(PORT, 'POST', '/api/battle/v2/create', BODY, auth);
      const arrived = clients.arrivalsOf(uuid);
      await api(PORT, 'POST', `/api/battle/v2/${uuid}/play_bot`, undefined, auth);
      const arrivals = await arrived;
      all.push(...arrivals);
      lastPerBattle.push(Math.max(...arrivals));
    }
  } finally {
    clients.close();
  }
  all.sort((a, b) => a - b);
  lastPerBattle.sort((a, b) => a - b);
  console.log(
    `\nbench:battles fan-out  ${SOCKETS} sockets on battle_v2 in ${workers} client process(es), ${FANOUT_BATTLES} battles (settlement -> battle_v2:round at each socket, same host clock)  (load before ${before}, after ${load()}):`,
  );
  console.log(`  every delivery    p50 ${fmt(pct(all, 50))}  p99 ${fmt(pct(all, 99))}  (${all.length} deliveries; target p99 <= 50 ms)`);
  console.log(`  last socket       p50 ${fmt(pct(lastPerBattle, 50))}  p99 ${fmt(pct(lastPerBattle, 99))}`);
}

/** Phase 3: fast-mode battles settle beside the bench:open load; the end job's lag read from the database. */
async function jobLag(auths: string[], openers: string[], dbName: string) {
  const box = await cheapestPaidBox(PORT);
  const before = load();
  const startedAt = new Date();
  const until = performance.now() + LAG_SECONDS * 1000;
  const [battles, opens] = await Promise.all([
    settleLoop(auths, until, { ...BODY, fastMode: true }),
    openLoad(PORT, box.id, openers, LAG_SECONDS),
  ]);
  const endedAt = new Date();
  const during = `ends_at >= '${startedAt.toISOString()}' and ends_at <= '${endedAt.toISOString()}'`;
  // let the job drain what is due, then read the lag of every battle due during the load
  for (let i = 0; i < 120; i++) {
    if (psql(`select count(*) from battles where state = 20 and ${during}`, dbName) === '0') break;
    await new Promise((r) => setTimeout(r, 500));
  }
  const [n, p50, p99, max, open] = psql(
    `select count(*), percentile_cont(0.5) within group (order by lag), percentile_cont(0.99) within group (order by lag), max(lag),
            (select count(*) from battles where state = 20 and ${during})
       from (select extract(epoch from (ended_at - ends_at)) * 1000 as lag from battles where state = 30 and ${during}) t`,
    dbName,
  ).split('|');
  console.log(
    `\nbench:battles end-job lag  ${LAG_SECONDS} s of fast battles by ${CLIENTS} players beside ${openers.length} clients opening boxes  (load before ${before}, after ${load()}):`,
  );
  console.log(
    `  battles settled ${battles.settled} (${battles.failed} failed), fill p99 ${fmt(pct(battles.fills, 99))}; opens/s ${opens.perSec.toFixed(1)} (p99 ${opens.latency.p99} ms, ${opens.non2xx} non-2xx)`,
  );
  console.log(
    `  ends_at -> state 30  p50 ${fmt(Number(p50))}  p99 ${fmt(Number(p99))}  max ${fmt(Number(max))}  (${n} battles due during the load, ${open} not ended after the drain; target p99 <= 2000 ms)`,
  );
}

const dbName = `hapa_bench_battles_${PORT}`;
const PROF_DIR = process.env.BENCH_CPU_PROF === '1' ? `bench/.prof/battles-${Date.now()}` : undefined;
if (['throughput', 'fanout', 'lag'].some((p) => PHASES.has(p))) {
  const url = recreateDb(dbName);
  const server = await startServer(PORT, url, {}, { cpuProfDir: PROF_DIR });
  try {
    console.log(`funding ${CLIENTS} players...`);
    const auths = await fundedPlayers(PORT, CLIENTS, 10_000);
    await settleOne(auths[0]!); // warm caches (bots, odds)
    if (PHASES.has('throughput')) await throughput(auths);
    if (PHASES.has('fanout')) for (const w of WORKER_SETS) await fanout(auths[0]!, w);
    if (PHASES.has('lag')) {
      console.log(`\nfunding 64 box openers...`);
      await jobLag(auths, await fundedPlayers(PORT, 64, 10_000), dbName);
    }
  } finally {
    await stopServer(server);
  }
  console.log(`  ledger:check on the bench database: ${ledgerCheck(url).line}`);
}
// after the single-server phases, whose server is stopped by then: two instances of its own (bench/fanout10k.ts)
if (PHASES.has('fanout10k'))
  await fanout10k({
    port: FANOUT10K_PORT,
    sockets: FANOUT10K_SOCKETS,
    workers: FANOUT10K_WORKERS,
    battles: FANOUT_BATTLES,
    gapMs: FANOUT10K_GAP_MS,
    clientNice: FANOUT10K_CLIENT_NICE,
    dbName: `${dbName}_10k`,
    body: BODY,
    cpuProfDir: PROF_DIR && `${PROF_DIR}-10k`,
  });
if (PROF_DIR && ['throughput', 'fanout', 'lag'].some((p) => PHASES.has(p))) {
  console.log(`\nserver CPU profile (${PROF_DIR}), top frames by self time:`);
  for (const line of topFrames(PROF_DIR)) console.log(`  ${line}`);
}
process.exit(0);
