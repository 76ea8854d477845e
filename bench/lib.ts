import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';

/** Shared helpers for `npm run bench:*`: a fresh PostgreSQL database and a real server process. */
export const PG_BASE = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export function dbUrl(name: string): string {
  const u = new URL(PG_BASE);
  u.pathname = `/${name}`;
  return u.toString();
}

function pgArgs(): string[] {
  const u = new URL(PG_BASE);
  return ['-h', u.hostname, '-p', u.port || '5432', '-U', u.username || 'postgres'];
}

export function psql(sql: string, db = 'postgres'): string {
  const r = spawnSync('psql', [...pgArgs(), '-d', db, '-qAt', '-c', sql], { encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`psql failed: ${r.stderr}`);
  return r.stdout.trim();
}

export function recreateDb(name: string): string {
  psql(`drop database if exists ${name} with (force)`);
  psql(`create database ${name}`);
  return dbUrl(name);
}

/** The machine's load right now (`uptime`'s load averages), printed next to every figure. */
export function load(): string {
  const r = spawnSync('uptime', { encoding: 'utf8' });
  return (/load average: (.*)$/.exec(r.stdout.trim())?.[1] ?? r.stdout.trim()).trim();
}

export interface ServerOptions {
  /** write a V8 CPU profile of the server into this folder (node --cpu-prof) */
  cpuProfDir?: string;
  /** run the compiled server (`apps/server/dist/main.js`, plain node) instead of the sources under tsx */
  compiled?: boolean;
  /** how long to wait for /api/health (ms, default 60 s; a starved machine needs more) */
  startTimeoutMs?: number;
}

/** The median of `xs` (the upper one of an even count; NaN when empty): benches print medians of their runs or rounds. */
export function median(xs: number[]): number {
  return [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? Number.NaN;
}

/** The Ed25519 seed (hex) the bench servers sign the transparency log with (production refuses the development one). */
export const BENCH_LOG_KEY = '33'.repeat(32);

/** Starts the server on `port` against `databaseUrl` (`env` adds or overrides variables); resolves once /api/health answers. @throws when something already answers on `port` */
export async function startServer(
  port: number,
  databaseUrl: string,
  env: Record<string, string> = {},
  opts: ServerOptions = {},
): Promise<ChildProcess> {
  // a server left on the port would answer the health poll below and the bench would measure it, not this one
  const stale = await fetch(`http://127.0.0.1:${port}/api/health`).then(
    () => true,
    () => false,
  );
  if (stale) throw new Error(`port ${port} already answers: stop that process (or set BENCH_PORT) before benchmarking`);
  const prof = opts.cpuProfDir ? ['--cpu-prof', `--cpu-prof-dir=${opts.cpuProfDir}`] : [];
  if (opts.cpuProfDir) mkdirSync(opts.cpuProfDir, { recursive: true });
  const entry = opts.compiled ? ['apps/server/dist/main.js'] : ['--import', 'tsx', 'apps/server/src/main.ts'];
  const child = spawn(process.execPath, [...prof, ...entry], {
    env: {
      ...process.env,
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      RATE_LIMIT_PER_MINUTE: '0',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      PAYMENTS_MODE: 'sandbox',
      SANDBOX_WEBHOOK_SECRET: 'bench-sandbox-secret-not-the-dev-one',
      OPS_TOTP_KEY: 'bench-ops-totp-key-not-the-dev-one',
      TRANSPARENCY_LOG_KEY: BENCH_LOG_KEY,
      TRANSPARENCY_PLAYER_KEY: 'bench-transparency-player-key-not-the-dev-one',
      // production capabilities opted out on purpose: a bench sends no mail, prices fixed, no bot check, payouts by hand
      MAIL_MODE: 'log',
      CRYPTO_PRICE_FEED: 'static',
      BOT_CHECK_MODE: 'off',
      PAYOUT_PROVIDER: 'manual',
      ...(process.env.BENCH_POOL ? { DB_POOL_SIZE: process.env.BENCH_POOL } : {}),
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
    // BENCH_SERVER_DIR runs another checkout's server under the same bench (before/after comparisons)
    cwd: process.env.BENCH_SERVER_DIR ?? process.cwd(),
  });
  for (let i = 0; i < (opts.startTimeoutMs ?? 60_000) / 500; i++) {
    try {
      const r = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (r.ok) return child;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  child.kill();
  throw new Error('server did not start');
}

/** SIGTERM and wait for the process to exit (the CPU profile is written on exit). */
export async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
  await exited;
  clearTimeout(timer);
}

export async function api(port: number, method: string, path: string, body?: unknown, auth?: string) {
  const res = await fetch(`http://127.0.0.1:${port}${path}`, {
    method,
    headers: { ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...(auth ? { authorization: auth } : {}) },
    body: body !== undefined ? JSON.stringify(body) : undefined,
  });
  const json = (await res.json()) as { code: number | string; data?: any; msg?: string };
  if (json.code !== 0) throw new Error(`${method} ${path}: ${JSON.stringify(json)}`);
  return json.data;
}

/** Registers `n` players and tops each up by `coins` through the sandbox checkout. */
export async function fundedPlayers(port: number, n: number, coins: number): Promise<string[]> {
  const out: string[] = [];
  for (let i = 0; i < n; i++) {
    const s = await api(port, 'POST', '/api/user/register/v2', {
      email: `bench${i}-${Date.now()}@example.com`,
      password: 'bench1234',
      ageConfirmed: true,
    });
    const pre = await api(port, 'POST', '/api/pay/sandbox/prepay', { amount: coins, orderType: 1 }, s.authorization);
    await api(port, 'POST', `/api/pay/sandbox/${pre.orderNo}/confirm`);
    out.push(s.authorization);
  }
  return out;
}

/** The cheapest paid box of the catalogue. */
export async function cheapestPaidBox(port: number): Promise<{ id: number; name: string; price: number }> {
  const list = await api(port, 'GET', '/api/item/list?sort=price_asc&pageSize=50');
  return list.list.find((b: { price: number }) => b.price > 0);
}

/** 1X opens of `boxId` by `auths.length` connections (one player each) for `seconds` (autocannon). */
export async function openLoad(port: number, boxId: number, auths: string[], seconds: number) {
  let next = 0;
  const result = await autocannon({
    url: `http://127.0.0.1:${port}/api/item/${boxId}/open`,
    method: 'POST',
    connections: auths.length,
    duration: seconds,
    setupClient: (client) => client.setHeaders({ authorization: auths[next++ % auths.length]! }),
  });
  return { ok: result['2xx'], non2xx: result.non2xx, errors: result.errors, perSec: result['2xx'] / seconds, latency: result.latency };
}

/**
 * pgbench tpcb-like with `clients` for `seconds` on its own database initialised at `scale`
 * (`hapa_pgbench_s<scale>`, kept between runs: initialising scale 64 takes a while); returns its TPS.
 */
export function pgbenchTps(clients: number, seconds: number, scale: number): number {
  const name = `hapa_pgbench_s${scale}`;
  let ready = false;
  try {
    ready = psql(`select count(*) from pgbench_branches`, name) === String(scale);
  } catch {
    ready = false;
  }
  if (!ready) {
    recreateDb(name);
    const init = spawnSync('pgbench', [...pgArgs(), '-i', '-q', '-s', String(scale), name], { encoding: 'utf8' });
    if (init.status !== 0) throw new Error(`pgbench -i failed: ${init.stderr}`);
  }
  const run = spawnSync('pgbench', [...pgArgs(), '-b', 'tpcb-like', '-c', String(clients), '-j', '2', '-T', String(seconds), name], {
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(`pgbench failed: ${run.stderr}`);
  const m = /tps = ([\d.]+)/.exec(run.stdout);
  if (!m) throw new Error(`no tps in pgbench output:\n${run.stdout}`);
  return Number(m[1]);
}

/**
 * Runs `npm run ledger:check` against `databaseUrl`; returns its last line, whether it passed and its scope line (what
 * the ledger check read and its own time in ms, without the process start and the transparency audit).
 */
export function ledgerCheck(databaseUrl: string, args: string[] = []): { ok: boolean; line: string; scope: string } {
  const r = spawnSync(process.execPath, ['--import', 'tsx', 'apps/server/src/scripts/ledger-check.ts', ...args], {
    // the bench servers' log key: the check verifies the liabilities root they signed (docs/transparency.md#keys)
    env: { ...process.env, DATABASE_URL: databaseUrl, TRANSPARENCY_LOG_KEY: BENCH_LOG_KEY },
    encoding: 'utf8',
  });
  const lines = r.stdout.trim().split('\n');
  return { ok: r.status === 0, line: lines[lines.length - 1] ?? r.stderr, scope: lines[lines.length - 2] ?? '' };
}

/**
 * The `top` functions by self time in the `.cpuprofile` of `dir` with the most busy samples (node
 * --cpu-prof writes one per thread; tsx's loader thread is nearly idle): percent of the busy samples
 * (idle excluded), function name and file:line (relative to the repo). `between`: only the samples taken
 * between these two readings of `process.hrtime.bigint()` (ns; V8 stamps its samples with the same monotonic
 * clock, in µs), so that a profile of a whole run shows one phase of it.
 */
export function topFrames(dir: string, top = 20, between?: [bigint, bigint]): string[] {
  type Prof = {
    nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number } }[];
    samples: number[];
    startTime: number;
    timeDeltas: number[];
  };
  const from = between ? Number(between[0] / 1000n) : -Infinity;
  const to = between ? Number(between[1] / 1000n) : Infinity;
  let best: { self: Map<string, number>; busy: number } | null = null;
  for (const f of readdirSync(dir).filter((x) => x.endsWith('.cpuprofile'))) {
    const prof = JSON.parse(readFileSync(path.join(dir, f), 'utf8')) as Prof;
    const byId = new Map(prof.nodes.map((n) => [n.id, n]));
    const self = new Map<string, number>();
    let busy = 0;
    let at = prof.startTime;
    prof.samples.forEach((id, i) => {
      at += prof.timeDeltas[i] ?? 0;
      const c = byId.get(id)?.callFrame;
      if (!c || c.functionName === '(idle)' || at < from || at > to) return;
      busy++;
      const file = c.url.replace(/^file:\/\//, '').replace(`${process.cwd()}/`, '');
      const key = `${c.functionName || '(anonymous)'}  ${file ? `${file}:${c.lineNumber + 1}` : ''}`.trim();
      self.set(key, (self.get(key) ?? 0) + 1);
    });
    if (!best || busy > best.busy) best = { self, busy };
  }
  if (!best) return ['(no profile written)'];
  const { self, busy } = best;
  return [...self.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .map(([k, v]) => `${((100 * v) / busy).toFixed(1).padStart(5)}%  ${k}`);
}

const CLK_TCK = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout.trim()) || 100;

/** CPU time (user + system, ms) each live process of `pids` has used so far (Linux /proc). */
function cpuMsOf(pids: number[]): Map<number, number> {
  const out = new Map<number, number>();
  for (const pid of pids) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      out.set(pid, ((Number(f[11]) + Number(f[12])) * 1000) / CLK_TCK);
    } catch {
      // exited
    }
  }
  return out;
}

/** CPU ms of the children `pid` has reaped (cutime + cstime), or null when its /proc entry cannot be read. */
function reapedChildrenMs(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(f[13]) + Number(f[14])) * 1000) / CLK_TCK;
  } catch {
    return null;
  }
}

/** The PostgreSQL postmaster's pid (the first line of its data directory's postmaster.pid), or null when unreadable. */
function postmasterPid(): number | null {
  try {
    const pid = Number(readFileSync(`${psql('show data_directory')}/postmaster.pid`, 'utf8').split('\n')[0]);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

/**
 * CPU used by the server process and by the PostgreSQL backends connected to `dbName` between
 * `start()` and `stop()`: a cost per request that a busy shared machine disturbs far less than
 * throughput. New backends count from zero. A backend that exits in the window (a pool's idle connection closed
 * during a long drain) is counted through the postmaster, which reaps it: the growth of the postmaster's reaped
 * children CPU, less what those backends had used before `start()`. That growth also holds the short-lived backends
 * of the bench's own psql calls (a few ms each). Where the postmaster's /proc entry cannot be read, exited backends
 * are missed (`exitedCounted` false).
 */
export function cpuMeter(serverPid: number, dbName: string) {
  const backends = () =>
    psql(`select pid from pg_stat_activity where datname = '${dbName}' and pid <> pg_backend_pid()`)
      .split('\n')
      .filter(Boolean)
      .map(Number);
  const postmaster = postmasterPid();
  let node0 = 0;
  let pg0 = new Map<number, number>();
  let reaped0: number | null = null;
  return {
    start() {
      node0 = cpuMsOf([serverPid]).get(serverPid) ?? 0;
      reaped0 = postmaster === null ? null : reapedChildrenMs(postmaster);
      pg0 = cpuMsOf(backends());
    },
    stop(): { nodeMs: number; pgMs: number; exitedMs: number; exitedCounted: boolean } {
      const nodeMs = (cpuMsOf([serverPid]).get(serverPid) ?? 0) - node0;
      const live = cpuMsOf(backends());
      const reaped1 = postmaster === null ? null : reapedChildrenMs(postmaster);
      let pgMs = 0;
      for (const [pid, ms] of live) pgMs += ms - (pg0.get(pid) ?? 0);
      const reapedMs = reaped0 === null || reaped1 === null ? null : reaped1 - reaped0;
      // backends seen at start and gone now: their CPU before start was in pg0, their total is in the reaped growth
      const before = [...pg0].filter(([pid]) => !live.has(pid)).reduce((sum, [, ms]) => sum + ms, 0);
      const exitedMs = reapedMs === null ? 0 : Math.max(0, reapedMs - before);
      return { nodeMs, pgMs: pgMs + exitedMs, exitedMs, exitedCounted: reapedMs !== null };
    },
  };
}

/** Percentile of an ascending array (nearest rank). */
export const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
