import { spawn, spawnSync, type ChildProcess } from 'node:child_process';

/** Shared helpers for `npm run bench:*`: a fresh PostgreSQL database and a real server process. */
export const PG_BASE = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export function dbUrl(name: string): string {
  const u = new URL(PG_BASE);
  u.pathname = `/${name}`;
  return u.toString();
}

export function psql(sql: string, db = 'postgres'): void {
  const u = new URL(PG_BASE);
  const r = spawnSync('psql', ['-h', u.hostname, '-p', u.port || '5432', '-U', u.username || 'postgres', '-d', db, '-q', '-c', sql], { encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`psql failed: ${r.stderr}`);
}

export function recreateDb(name: string): string {
  psql(`drop database if exists ${name} with (force)`);
  psql(`create database ${name}`);
  return dbUrl(name);
}

/** Starts the server on `port` against `databaseUrl`; resolves once /api/health answers. */
export async function startServer(port: number, databaseUrl: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    env: { ...process.env, PORT: String(port), DATABASE_URL: databaseUrl, RATE_LIMIT_PER_MINUTE: '0', LOG_LEVEL: 'warn', NODE_ENV: 'production', DB_POOL_SIZE: process.env.BENCH_POOL ?? '16' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  for (let i = 0; i < 120; i++) {
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
    const s = await api(port, 'POST', '/api/user/register/v2', { email: `bench${i}-${Date.now()}@example.com`, password: 'bench1234' });
    const pre = await api(port, 'POST', '/api/pay/sandbox/prepay', { amount: coins, orderType: 1 }, s.authorization);
    await api(port, 'POST', `/api/pay/sandbox/${pre.orderNo}/confirm`);
    out.push(s.authorization);
  }
  return out;
}

/** Runs pgbench tpcb-like with `clients` for `seconds` on a scratch database; returns its TPS. */
export function pgbenchTps(clients: number, seconds: number): number {
  const name = 'hapa_pgbench';
  recreateDb(name);
  const u = new URL(PG_BASE);
  const common = ['-h', u.hostname, '-p', u.port || '5432', '-U', u.username || 'postgres'];
  const init = spawnSync('pgbench', [...common, '-i', '-q', '-s', '10', name], { encoding: 'utf8' });
  if (init.status !== 0) throw new Error(`pgbench -i failed: ${init.stderr}`);
  const run = spawnSync('pgbench', [...common, '-b', 'tpcb-like', '-c', String(clients), '-j', '2', '-T', String(seconds), name], { encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`pgbench failed: ${run.stderr}`);
  const m = /tps = ([\d.]+)/.exec(run.stdout);
  psql(`drop database if exists ${name} with (force)`);
  if (!m) throw new Error(`no tps in pgbench output:\n${run.stdout}`);
  return Number(m[1]);
}
