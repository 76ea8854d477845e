/**
 * `npm run bench:cluster` (docs/benchmarks.md, "Scale out on real parts"): two server instances on one PostgreSQL
 * database and Redis, behind Debian's nginx (bench/nginx/cluster.conf.template: least-connections for
 * the API, sticky hash for Socket.IO, WebSocket upgrade). A bounded open-and-battle load runs through
 * nginx; one instance is killed with SIGKILL mid-load and restarted. Prints throughput and errors per
 * phase, then proves `ledger:check` passes and every acknowledged request is in the database.
 * Exit 1 when the ledger check fails or an acknowledged request is missing. nginx and the servers are
 * always stopped (exit, Ctrl-C, SIGTERM); the script runs under plain `node --import tsx`, because the tsx
 * command SIGKILLs a child that is slow (under load) to acknowledge a relayed Ctrl-C, before any cleanup.
 *
 * Env: BENCH_SECONDS (30), BENCH_CLIENTS (32), BENCH_MAX_OPS (20000), BENCH_SOCKETS (40),
 * BENCH_NGINX_PORT (3550; instances on the next two ports).
 */
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { io, type Socket } from 'socket.io-client';
import { sampleOf } from '../apps/server/src/lib/metrics.ts';
import { api, fundedPlayers, recreateDb, startServer } from './lib.ts';
import { ensureNginx, startNginx, type Nginx } from './cluster/nginx.ts';
import { runLoad, type Ack, type Failure, type Player } from './cluster/load.ts';
import { battleStates, ledgerCheck, verifyAcks } from './cluster/verify.ts';

const NGINX_PORT = Number(process.env.BENCH_NGINX_PORT ?? 3550);
const PORTS = [NGINX_PORT + 1, NGINX_PORT + 2] as const;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 30);
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 32);
const MAX_OPS = Number(process.env.BENCH_MAX_OPS ?? 20_000);
const SOCKETS = Number(process.env.BENCH_SOCKETS ?? 40);
const KILL_AT_MS = SECONDS * 1000 * 0.35;
const METRICS_TOKEN = randomBytes(16).toString('hex');
const BOX = 110; // Penny Pincher, 0.50

const env = {
  REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
  TRUST_PROXY: '127.0.0.1',
  PUBLIC_URL: `http://127.0.0.1:${NGINX_PORT}`,
  METRICS_TOKEN,
  PAYMENTS_MODE: 'sandbox',
  SANDBOX_WEBHOOK_SECRET: randomBytes(24).toString('hex'),
  DB_POOL_SIZE: process.env.BENCH_POOL ?? '8',
};

// ---- always clean up: servers, nginx, sockets (the TypeScript `trap`) ----
const servers = new Map<number, ChildProcess>();
let nginx: Nginx | null = null;
let sockets: Socket[] = [];
function cleanup() {
  if (servers.size || nginx) console.log('bench:cluster: stopping the servers and nginx');
  sockets.forEach((s) => s.close());
  sockets = [];
  for (const child of servers.values()) if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
  servers.clear();
  nginx?.stop();
  nginx = null;
}
process.on('exit', cleanup);
for (const sig of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.on(sig, () => {
    cleanup();
    process.exit(130);
  });
}

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
const uidOf = (auth: string) => Number(/^Bearer (\d+):/.exec(auth)![1]);

/** Socket.IO clients through nginx (polling first, then the WebSocket upgrade: needs stickiness). */
function connectSockets(n: number, seen: Set<string>) {
  const stats = { connects: 0, disconnects: 0, connectErrors: 0 };
  sockets = Array.from({ length: n }, () => {
    const s = io(`http://127.0.0.1:${NGINX_PORT}`, {
      path: '/socket.io',
      forceNew: true,
      reconnectionDelay: 200,
      reconnectionDelayMax: 1000,
    });
    s.on('connect', () => {
      stats.connects++;
      s.emit('subscribe', 'battle_v2');
    });
    s.on('disconnect', () => void stats.disconnects++);
    s.on('connect_error', () => void stats.connectErrors++);
    s.on('battle_v2:update', (ev: { uuid: string }) => void seen.add(ev.uuid));
    return s;
  });
  return stats;
}

async function scrape(port: number): Promise<string> {
  const r = await fetch(`http://127.0.0.1:${port}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
  return r.ok ? r.text() : '';
}

function phaseReport(name: string, fromMs: number, toMs: number, acks: Ack[], failures: Failure[]) {
  const inPhase = <T extends { at: number }>(xs: T[]) => xs.filter((x) => x.at >= fromMs && x.at < toMs);
  const a = inPhase(acks);
  const f = inPhase(failures);
  const secs = Math.max(0.001, (toMs - fromMs) / 1000);
  const byReason = new Map<string, number>();
  for (const x of f) byReason.set(x.reason, (byReason.get(x.reason) ?? 0) + 1);
  const reasons = [...byReason]
    .sort((x, y) => y[1] - x[1])
    .map(([r, n]) => `${n} x ${r}`)
    .join(', ');
  const opens = a.filter((x) => x.kind === 'open').length;
  const fills = a.filter((x) => x.kind === 'battle_fill').length;
  console.log(
    `  ${name.padEnd(8)} ${(secs.toFixed(1) + ' s').padStart(7)}  ${(a.length / secs).toFixed(1).padStart(7)} acks/s  (opens ${(opens / secs).toFixed(1)}/s, battles ${(fills / secs).toFixed(1)}/s)  failed attempts ${f.length}${reasons ? `: ${reasons}` : ''}`,
  );
}

/** Refuses to start when something already answers on a port (a server left by a killed run would serve another database). */
async function assertFree(ports: number[]) {
  for (const port of ports) {
    const busy = await fetch(`http://127.0.0.1:${port}/`, { signal: AbortSignal.timeout(1000) }).then(
      () => true,
      () => false,
    );
    if (busy) throw new Error(`port ${port} is in use (a server or nginx left by an earlier run?); stop it or set BENCH_NGINX_PORT`);
  }
}

async function main(): Promise<number> {
  ensureNginx();
  await assertFree([NGINX_PORT, ...PORTS]);
  const dbName = 'hapa_bench_cluster';
  const url = recreateDb(dbName);
  // one instance first (it runs the migrations and seeds the catalogue), then the second
  servers.set(PORTS[0], await startServer(PORTS[0], url, env));
  servers.set(PORTS[1], await startServer(PORTS[1], url, env));
  nginx = await startNginx(
    NGINX_PORT,
    PORTS.map((p) => `127.0.0.1:${p}`),
  );
  console.log(`nginx :${NGINX_PORT} -> instances :${PORTS[0]} and :${PORTS[1]} on PostgreSQL ${dbName} and Redis ${env.REDIS_URL}`);

  console.log(`funding ${CLIENTS} players through nginx (sandbox checkout)...`);
  const auths = await fundedPlayers(NGINX_PORT, CLIENTS, 1_000);
  const players: Player[] = auths.map((auth) => ({ auth, uid: uidOf(auth) }));
  const box = await api(NGINX_PORT, 'GET', `/api/item/${BOX}/detail`);
  const seenOnSockets = new Set<string>();
  const socketStats = connectSockets(SOCKETS, seenOnSockets);
  for (let i = 0; i < 100 && sockets.some((s) => !s.connected); i++) await new Promise((r) => setTimeout(r, 100));
  await new Promise((r) => setTimeout(r, 300)); // the subscriptions land
  const connectedBefore = sockets.filter((s) => s.connected).length;
  // kill the instance holding the sockets (Socket.IO is sticky by client address, so they share one): its
  // clients must reconnect through nginx to the survivor
  const held = await Promise.all(PORTS.map(async (p) => sampleOf(await scrape(p), 'hapa_sockets_connected')));
  const victimPort = held[1]! > held[0]! ? PORTS[1] : PORTS[0];
  console.log(
    `${connectedBefore}/${SOCKETS} sockets connected through nginx; load: ${CLIENTS} clients, ${SECONDS} s or ${MAX_OPS} operations, 70% opens of "${box.name}" ($${box.price}), 30% 1v1 battles (create + fill with a bot)`,
  );

  let killedAt = -1;
  let backAt = -1;
  const restart: { done: Promise<void> | null } = { done: null };
  const result = await runLoad({
    base: `http://127.0.0.1:${NGINX_PORT}`,
    players,
    boxId: BOX,
    openShare: 0.7,
    seconds: SECONDS,
    maxOps: MAX_OPS,
    onTick: (at) => {
      if (killedAt >= 0 || at < KILL_AT_MS) return;
      killedAt = at;
      const victim = servers.get(victimPort)!;
      victim.kill('SIGKILL');
      console.log(
        `  ${(at / 1000).toFixed(1)} s: SIGKILL instance :${victimPort} (pid ${victim.pid}, ${Math.max(...held)} sockets); restarting it`,
      );
      const t0 = performance.now() - at;
      restart.done = startServer(victimPort, url, env).then(
        (child) => {
          servers.set(victimPort, child);
          backAt = performance.now() - t0;
          console.log(`  ${(backAt / 1000).toFixed(1)} s: instance :${victimPort} answers again`);
        },
        (err) => console.error(`restart failed: ${(err as Error).message}`),
      );
    },
  });
  await restart.done;
  const { acks, failures } = result;

  // let the end jobs of the last battles run (durable rows: either instance takes them)
  let states = await battleStates(url);
  for (let i = 0; i < 60 && states.running > 0; i++) {
    await new Promise((r) => setTimeout(r, 1000));
    states = await battleStates(url);
  }
  const connectedAfter = sockets.filter((s) => s.connected).length;
  const socketsAfter = { ...socketStats };
  const metrics = await Promise.all(PORTS.map(scrape));
  cleanup();
  // counted once the servers have closed their connections (a busy backend reports its statistics up to a second late)
  await new Promise((r) => setTimeout(r, 1500));
  const { deadlocks } = await battleStates(url);

  const lat = acks
    .filter((a) => a.kind === 'open')
    .map((a) => a.latencyMs)
    .sort((x, y) => x - y);
  const fills = acks.filter((a) => a.kind === 'battle_fill');
  const byUpstream = new Map<string, number>();
  for (const a of acks) byUpstream.set(a.upstream, (byUpstream.get(a.upstream) ?? 0) + 1);
  const end = result.elapsedMs;
  const outageEnd = backAt >= 0 ? Math.min(backAt, end) : end;
  console.log(
    `\nbench:cluster  2 instances behind nginx, ${CLIENTS} clients, ${(end / 1000).toFixed(1)} s, one instance SIGKILLed at ${(killedAt / 1000).toFixed(1)} s and back at ${(backAt / 1000).toFixed(1)} s`,
  );
  console.log(
    `  acknowledged      ${acks.length} requests: ${acks.filter((a) => a.kind === 'open').length} opens, ${acks.filter((a) => a.kind === 'battle_create').length} battle creates, ${fills.length} battle fills; ${result.abandoned} operations abandoned after retries`,
  );
  console.log(
    `  throughput        ${(acks.length / (end / 1000)).toFixed(1)} acks/s overall; open latency p50 ${pct(lat, 50).toFixed(0)} ms p99 ${pct(lat, 99).toFixed(0)} ms (retries included)`,
  );
  console.log(
    `  answered by       ${[...byUpstream].map(([u, n]) => `${u} ${n}`).join('; ')} (two addresses: nginx found the first down and passed the request on)`,
  );
  console.log(
    `  after a retry     ${acks.filter((a) => a.attempts > 1).length} requests acknowledged on a retry with the same Idempotency-Key`,
  );
  console.log('  by phase (failed attempts are retried with the same Idempotency-Key):');
  if (killedAt >= 0) {
    phaseReport('before', 0, killedAt, acks, failures);
    phaseReport('outage', killedAt, outageEnd, acks, failures);
    phaseReport('after', outageEnd, end + 1, acks, failures);
  } else phaseReport('all', 0, end + 1, acks, failures);
  console.log(`  failed attempts   ${failures.length} in all`);
  console.log(
    `  sockets           ${connectedBefore} connected before, ${connectedAfter} after; ${socketsAfter.disconnects} disconnects, ${socketsAfter.connects - connectedBefore} reconnects, ${socketsAfter.connectErrors} connect errors; ${fills.filter((f) => seenOnSockets.has(f.key)).length}/${fills.length} settled battles seen on battle_v2 (Redis fan-out)`,
  );
  console.log(`  battles           ${states.ended} ended, ${states.running} still running (${states.overdue} past their end time)`);
  console.log(
    `  deadlocks         ${deadlocks} detected by PostgreSQL in the bench database (each rolls one transaction back; a job batch then runs again)`,
  );
  metrics.forEach((text, i) => {
    const lag = sampleOf(text, 'hapa_job_lag_seconds_count', { kind: 'battle.end' });
    const lagSum = sampleOf(text, 'hapa_job_lag_seconds_sum', { kind: 'battle.end' });
    console.log(
      `  /metrics :${PORTS[i]}    opens ${sampleOf(text, 'hapa_box_opens_total')}, battles settled ${sampleOf(text, 'hapa_battles_settled_total')}, deposits ${sampleOf(text, 'hapa_deposits_credited_total')}, battle.end jobs ${lag} (mean lag ${lag ? ((lagSum / lag) * 1000).toFixed(0) : '-'} ms)${PORTS[i] === victimPort ? ' (since its restart)' : ''}`,
    );
  });

  const ledger = ledgerCheck(url);
  console.log(`  ledger:check      ${ledger.ok ? 'PASS' : 'FAIL'}: ${ledger.output.split('\n').pop()}`);
  if (!ledger.ok) console.log(ledger.output);
  const presence = await verifyAcks(url, acks);
  console.log(
    `  acknowledged requests in the database: ${presence.checked - presence.missing.length}/${presence.checked}; missing ${presence.missing.length}`,
  );
  for (const m of presence.missing.slice(0, 10)) console.log(`    missing ${m.ack.kind} ${m.ack.key} (uid ${m.ack.uid}): ${m.why}`);
  if (states.overdue > 0) console.log(`  WARN ${states.overdue} battles past their end time still running`);
  return ledger.ok && presence.missing.length === 0 ? 0 : 1;
}

main().then(
  (code) => {
    cleanup();
    process.exit(code);
  },
  (err) => {
    console.error(err instanceof Error ? err.stack : err);
    cleanup();
    process.exit(1);
  },
);
