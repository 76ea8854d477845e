/**
 * The `fanout10k` phase of `npm run bench:battles` (docs/benchmarks.md): realtime fan-out at 10,000 spectator
 * sockets over two compiled server instances (`apps/server/dist/main.js`) on one PostgreSQL database and a
 * Redis of the bench's own (the Socket.IO Redis adapter, docs/architecture/realtime.md#several-instances).
 * The sockets are spread evenly over both instances from several client processes (bench/fanout10k-client.ts);
 * battles are created and settled on instance A only, so instance B's sockets get `battle_v2:round` through
 * Redis. Prints settlement -> round 0 at every socket (p50/p99, per instance), each client process's event-loop
 * delay and CPU share (a saturated client measures itself), each instance's CPU per battle, and its memory per
 * socket: RSS and V8 heap used before connecting and with every socket connected, divided by its sockets; and the
 * CPU per frame (instances' and clients' CPU over the frames the sockets received), with the least time one event
 * can take to reach every socket when instances and clients share the machine's cores. `gapMs` > 0 pauses between
 * battles (a battle's rounds still overlap the next ones unless the pause outlasts a battle, 5 rounds of 3.5 s).
 */
import { fork, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { availableParallelism, setPriority } from 'node:os';
import { sampleOf } from '../apps/server/src/lib/metrics.ts';
import { api, cpuMeter, fundedPlayers, ledgerCheck, load, median, pct, recreateDb, startServer, stopServer, topFrames } from './lib.ts';

export interface Fanout10kOptions {
  /** instance A's port; B listens on port + 1 and the bench's Redis on port + 2 (unless BENCH_REDIS_URL) */
  port: number;
  /** spectator sockets in all (half on each instance) */
  sockets: number;
  /** client processes holding them */
  workers: number;
  /** battles settled on instance A, one after the other */
  battles: number;
  /** PostgreSQL database of the phase (recreated) */
  dbName: string;
  /** the create + play_bot body of a battle */
  body: object;
  /** pause after each battle's round 0 reached every socket (ms; 0: the next battle at once, so the machine is saturated) */
  gapMs: number;
  /**
   * the client processes' nice value (0: the same priority as the instances). Above 0 the clients stand in for other
   * machines a little better: the instances and Redis run first when they are runnable, the clients read in what is left
   */
  clientNice: number;
  /** write a V8 CPU profile of each instance under this folder and print its top frames over the battles only */
  cpuProfDir?: string;
}

/** The goal (docs/benchmarks.md, bench:battles): settlement -> `battle_v2:round` p99 at every socket, ms. */
const GOAL_P99_MS = 100;
const METRICS_TOKEN = randomBytes(16).toString('hex');
const MB = 1024 * 1024;
const fmt = (ms: number) => `${ms.toFixed(1)} ms`;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The soft `Max open files` of this process (inherited by the servers and the clients). */
function openFilesLimit(): number {
  const line = readFileSync('/proc/self/limits', 'utf8')
    .split('\n')
    .find((l) => l.startsWith('Max open files'));
  return Number(line?.split(/\s+/)[3] ?? NaN);
}

/**
 * Resident anonymous memory (bytes, /proc RssAnon: median; the file-backed rest of VmRSS is code and mapped files,
 * which the kernel's proactive reclaim may drop at any time, so VmRSS can even shrink while sockets connect), V8 heap used (bytes, the instance's /metrics: the least, the closest to
 * after a collection) and open descriptors of one instance, over 10 samples 200 ms apart.
 */
async function memoryOf(port: number, pid: number) {
  const rss: number[] = [];
  const heap: number[] = [];
  let sockets = 0;
  for (let i = 0; i < 10; i++) {
    if (i > 0) await sleep(200);
    rss.push(Number(/RssAnon:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) * 1024);
    const text = await fetch(`http://127.0.0.1:${port}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } }).then((r) =>
      r.text(),
    );
    heap.push(sampleOf(text, 'nodejs_heap_size_used_bytes'));
    sockets = sampleOf(text, 'hapa_sockets_connected');
  }
  return { rss: median(rss), heap: Math.min(...heap), fds: readdirSync(`/proc/${pid}/fd`).length, sockets };
}

/** CPU pressure (/proc/pressure/cpu `some avg10`: share of the last 10 s some runnable task waited for a core), printed with the load. */
function cpuPressure(): string {
  try {
    return `${/some avg10=([\d.]+)/.exec(readFileSync('/proc/pressure/cpu', 'utf8'))![1]} %`;
  } catch {
    return 'n/a';
  }
}

/** A Redis of the bench's own (pub/sub is not scoped by database: another bench's instances on the shared Redis would hear ours). */
async function startRedis(port: number): Promise<{ url: string; stop(): void }> {
  const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
    stdio: 'ignore',
  });
  for (let i = 0; i < 50; i++) {
    if (spawnSync('redis-cli', ['-p', String(port), 'ping'], { encoding: 'utf8' }).stdout.trim() === 'PONG')
      return { url: `redis://127.0.0.1:${port}`, stop: () => child.kill('SIGTERM') };
    await sleep(100);
  }
  child.kill('SIGKILL');
  throw new Error(`redis-server did not answer on :${port}`);
}

interface WorkerStats {
  lagP50: number;
  lagP99: number;
  lagMax: number;
  cpuMs: number;
  wallMs: number;
  frames: number;
  closed: number;
  retries: number;
  rssBytes: number;
}

/** Forks the client processes (socket i to ports[i % 2]); resolves once every socket is connected and subscribed. */
async function startClients(ports: number[], sockets: number, workers: number, nice: number) {
  const procs: ChildProcess[] = [];
  const reports = new Map<string, Record<string, number[]>[]>();
  const waiters = new Map<string, () => void>();
  const stats: WorkerStats[] = [];
  let statsWaiter: (() => void) | null = null;
  let offset = 0;
  await Promise.all(
    Array.from({ length: workers }, (_, w) => {
      const count = Math.floor(sockets / workers) + (w < sockets % workers ? 1 : 0);
      const child = fork('bench/fanout10k-client.ts', [ports.join(','), String(count), String(offset)], { execArgv: ['--import', 'tsx'] });
      offset += count;
      if (nice) setPriority(child.pid!, nice);
      procs.push(child);
      return new Promise<void>((resolve, reject) => {
        child.on('message', (m: { type: string; uuid?: string; delays?: Record<string, number[]> } & WorkerStats) => {
          if (m.type === 'ready') resolve();
          if (m.type === 'stats') {
            stats[w] = m;
            if (stats.filter(Boolean).length === workers) statsWaiter?.();
          }
          if (m.type === 'round') {
            const list = reports.get(m.uuid!) ?? [];
            list.push(m.delays!);
            reports.set(m.uuid!, list);
            if (list.length === workers) waiters.get(m.uuid!)?.();
          }
        });
        child.once('exit', (code) => reject(new Error(`fan-out client process exited with ${code}`)));
      });
    }),
  );
  /** Every socket's delay for battle `uuid`, by port; rejects after 30 s. */
  const arrivalsOf = (uuid: string) =>
    new Promise<Record<string, number[]>[]>((resolve, reject) => {
      const done = () => {
        clearTimeout(timer);
        waiters.delete(uuid);
        resolve(reports.get(uuid)!);
        reports.delete(uuid);
      };
      const timer = setTimeout(
        () => reject(new Error(`only ${reports.get(uuid)?.length ?? 0}/${workers} client processes got round 0 at every socket`)),
        30_000,
      );
      if ((reports.get(uuid)?.length ?? 0) === workers) done();
      else waiters.set(uuid, done);
    });
  const mark = () => procs.forEach((p) => p.send({ type: 'mark' }));
  const collectStats = () =>
    new Promise<WorkerStats[]>((resolve) => {
      stats.length = 0;
      statsWaiter = () => resolve([...stats]);
      procs.forEach((p) => p.send({ type: 'stats' }));
    });
  const close = () => procs.forEach((p) => (p.removeAllListeners('exit'), p.send({ type: 'close' })));
  return { arrivalsOf, mark, collectStats, close };
}

/** Builds the compiled server when it is missing; says how old it is against the sources otherwise. */
function ensureServerBundle(): void {
  const bundle = 'apps/server/dist/main.js';
  if (!existsSync(bundle)) {
    console.log('server bundle missing: building it (scripts/build-server.mjs)');
    const r = spawnSync(process.execPath, ['scripts/build-server.mjs'], { stdio: 'inherit' });
    if (r.status !== 0) throw new Error('server build failed');
  }
  console.log(`compiled server ${bundle} built ${statSync(bundle).mtime.toISOString()} (rebuild with node scripts/build-server.mjs)`);
}

/** Runs the phase and prints its figures (see the file's docstring). @throws when an instance or Redis does not start, or a battle's round 0 misses a socket for 30 s */
export async function fanout10k(o: Fanout10kOptions): Promise<void> {
  const ports = [o.port, o.port + 1];
  const limit = openFilesLimit();
  const perServer = Math.ceil(o.sockets / 2) + 200;
  const perClient = Math.ceil(o.sockets / o.workers) + 100;
  console.log(
    `\nfanout10k: open files limit ${limit} per process; needs about ${perServer} per instance and ${perClient} per client process`,
  );
  if (limit < Math.max(perServer, perClient)) throw new Error(`ulimit -n ${limit} is too low for ${o.sockets} sockets`);
  ensureServerBundle();
  const redis = process.env.BENCH_REDIS_URL ? { url: process.env.BENCH_REDIS_URL, stop() {} } : await startRedis(o.port + 2);
  const url = recreateDb(o.dbName);
  // the connection rate limit is off for the bench's servers (lib.ts sets RATE_LIMIT_PER_MINUTE=0): 10,000 sockets from one address
  const env = { REDIS_URL: redis.url, METRICS_TOKEN };
  const servers: ChildProcess[] = [];
  const battlesRan: [bigint, bigint] = [0n, 0n];
  let clients: Awaited<ReturnType<typeof startClients>> | null = null;
  try {
    // A first (it migrates and seeds), then B
    for (const p of ports)
      servers.push(
        await startServer(p, url, env, { compiled: true, startTimeoutMs: 300_000, cpuProfDir: o.cpuProfDir && `${o.cpuProfDir}/${p}` }),
      );
    const [auth] = await fundedPlayers(o.port, 1, 10_000);
    for (let i = 0; i < 3; i++) {
      const { uuid } = await api(o.port, 'POST', '/api/battle/v2/create', o.body, auth);
      await api(o.port, 'POST', `/api/battle/v2/${uuid}/play_bot`, undefined, auth);
    }
    await sleep(2000);
    const before = await Promise.all(ports.map((p, i) => memoryOf(p, servers[i]!.pid!)));
    const connectStarted = performance.now();
    clients = await startClients(ports, o.sockets, o.workers, o.clientNice);
    const connectSecs = (performance.now() - connectStarted) / 1000;
    await sleep(3000); // the subscriptions land, the connect garbage settles
    const after = await Promise.all(ports.map((p, i) => memoryOf(p, servers[i]!.pid!)));
    const meters = servers.map((s) => cpuMeter(s.pid!, o.dbName));
    const loadBefore = `${load()}; CPU pressure ${cpuPressure()}`;
    clients.mark();
    meters.forEach((m) => m.start());
    battlesRan[0] = process.hrtime.bigint();
    const started = performance.now();
    const byPort = new Map<number, number[]>(ports.map((p) => [p, []]));
    const last: number[] = [];
    const first: number[] = [];
    for (let i = 0; i < o.battles; i++) {
      const { uuid } = await api(o.port, 'POST', '/api/battle/v2/create', o.body, auth);
      const arrived = clients.arrivalsOf(uuid);
      await api(o.port, 'POST', `/api/battle/v2/${uuid}/play_bot`, undefined, auth);
      const reports = await arrived;
      let worst = 0;
      let best = Infinity;
      for (const r of reports)
        for (const [p, delays] of Object.entries(r)) {
          byPort.get(Number(p))!.push(...delays);
          worst = Math.max(worst, ...delays);
          best = Math.min(best, ...delays);
        }
      last.push(worst);
      first.push(best);
      if (o.gapMs > 0 && i < o.battles - 1) await sleep(o.gapMs);
    }
    const lastInOrder = [...last];
    const elapsed = (performance.now() - started) / 1000;
    battlesRan[1] = process.hrtime.bigint();
    const cpu = meters.map((m) => m.stop());
    const workers = await clients.collectStats();
    const loadAfter = `${load()}; CPU pressure ${cpuPressure()}`;
    const all = [...byPort.values()].flat().sort((a, b) => a - b);
    last.sort((a, b) => a - b);
    first.sort((a, b) => a - b);
    const p99 = pct(all, 99);
    console.log(
      `\nbench:battles fan-out 10k  ${o.sockets} spectator sockets (live + battle_v2, heartbeat) over 2 compiled instances :${ports[0]} (settles) and :${ports[1]} (through Redis ${redis.url}), ${o.workers} client processes${o.clientNice ? ` at nice ${o.clientNice}` : ''}, ${o.battles} battles settled on :${ports[0]}  (load before ${loadBefore}, after ${loadAfter}):`,
    );
    console.log(`  sockets connected ${after.map((m, i) => `:${ports[i]} ${m.sockets}`).join(', ')} in ${connectSecs.toFixed(1)} s`);
    console.log(
      `  every delivery    p50 ${fmt(pct(all, 50))}  p99 ${fmt(p99)}  max ${fmt(all[all.length - 1] ?? NaN)}  (${all.length} deliveries; goal p99 <= ${GOAL_P99_MS} ms: ${p99 <= GOAL_P99_MS ? 'met' : 'MISSED'})`,
    );
    ports.forEach((p, i) => {
      const d = byPort.get(p)!.sort((a, b) => a - b);
      console.log(
        `  :${p} ${i === 0 ? '(settled here)   ' : '(through Redis)  '}p50 ${fmt(pct(d, 50))}  p99 ${fmt(pct(d, 99))}  max ${fmt(d[d.length - 1] ?? NaN)}  (${d.length} deliveries)`,
      );
    });
    console.log(
      `  first socket      p50 ${fmt(pct(first, 50))}  p99 ${fmt(pct(first, 99))}  (per battle: settlement -> the first frame out)`,
    );
    console.log(
      `  last socket       p50 ${fmt(pct(last, 50))}  p99 ${fmt(pct(last, 99))}  (per battle; ${(o.battles / elapsed).toFixed(1)} battles/s); battle by battle: ${lastInOrder.join(', ')} ms`,
    );
    ports.forEach((p, i) =>
      console.log(
        `  :${p} CPU        ${(cpu[i]!.nodeMs / o.battles).toFixed(1)} ms per battle (${((100 * cpu[i]!.nodeMs) / (elapsed * 1000)).toFixed(0)} % of a core)`,
      ),
    );
    console.log(`  PostgreSQL CPU    ${(cpu[0]!.pgMs / o.battles).toFixed(1)} ms per battle`);
    // every frame costs a write on an instance and a read in a client, on the same cores here: the least time one
    // event can take to reach every socket, with nothing else running, is sockets x (both costs) / cores (from a run
    // without pauses: with them, the idle time's own work, heartbeats and the job loop, weighs on the costs)
    const frames = workers.reduce((n, w) => n + w.frames, 0);
    const serverUs = (1000 * cpu.reduce((n, c) => n + c.nodeMs, 0)) / frames;
    const clientUs = (1000 * workers.reduce((n, w) => n + w.cpuMs, 0)) / frames;
    const cores = availableParallelism();
    console.log(
      `  per frame${o.gapMs ? ' (paused run: idle work included)' : ''}         ${frames} frames to the sockets (${(frames / o.sockets / o.battles).toFixed(1)} per socket per battle); CPU per frame: instances ${serverUs.toFixed(1)} µs, clients ${clientUs.toFixed(1)} µs; so one event reaches all ${o.sockets} sockets in no less than ${((o.sockets * (serverUs + clientUs)) / 1000 / cores).toFixed(0)} ms on ${cores} cores shared by instances and clients`,
    );
    console.log('  memory per socket (anonymous RSS and V8 heap used, with every socket connected minus before connecting, per socket):');
    ports.forEach((p, i) => {
      const [b, a] = [before[i]!, after[i]!];
      const n = Math.max(1, a.sockets);
      console.log(
        `    :${p}  RSS ${(b.rss / MB).toFixed(0)} -> ${(a.rss / MB).toFixed(0)} MB = ${((a.rss - b.rss) / n / 1024).toFixed(1)} KB/socket; heap ${(b.heap / MB).toFixed(0)} -> ${(a.heap / MB).toFixed(0)} MB = ${((a.heap - b.heap) / n / 1024).toFixed(1)} KB/socket; ${a.fds} open descriptors (${n} sockets)`,
      );
    });
    console.log('  client processes (event-loop delay over the battles, CPU share of one core; a saturated client measures itself):');
    workers.forEach((w, i) =>
      console.log(
        `    #${i}  loop delay p50 ${fmt(w.lagP50)}  p99 ${fmt(w.lagP99)}  max ${fmt(w.lagMax)}; CPU ${((100 * w.cpuMs) / w.wallMs).toFixed(0)} %; RSS ${(w.rssBytes / MB).toFixed(0)} MB; ${w.closed} sockets closed, ${w.retries} handshakes retried`,
      ),
    );
  } finally {
    clients?.close();
    for (const s of servers) await stopServer(s);
    redis.stop();
  }
  console.log(`  ledger:check on the fanout10k database: ${ledgerCheck(url).line}`);
  if (o.cpuProfDir)
    ports.forEach((p) => {
      console.log(`  :${p} CPU profile (${o.cpuProfDir}/${p}), top frames by self time while the battles ran:`);
      for (const line of topFrames(`${o.cpuProfDir}/${p}`, 25, battlesRan)) console.log(`    ${line}`);
    });
}
