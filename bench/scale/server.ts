import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { BENCH_LOG_KEY } from '../lib.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');

/**
 * Bundles the server as `npm run build:server` does (scripts/build-server.mjs: esbuild, npm packages external, the
 * migrations beside the bundle) into bench/.prof/scale-server (git-ignored; inside the repo so the bundle's npm imports
 * resolve from node_modules), so the bench runs the compiled server without touching apps/server/dist. Returns the path of
 * main.js. When the sources do not build (a file being edited), the previous bundle is kept and used, with a warning.
 * @throws Error when they do not build and there is no previous bundle
 */
export async function buildServer(): Promise<string> {
  const done = path.join(ROOT, 'bench/.prof/scale-server');
  const out = `${done}.new`;
  rmSync(out, { recursive: true, force: true });
  mkdirSync(out, { recursive: true });
  try {
    await bundle(out);
  } catch (e) {
    if (!existsSync(path.join(done, 'main.js'))) throw e;
    console.warn(`server sources do not build now; using the previous bundle in ${done}`);
    return path.join(done, 'main.js');
  }
  rmSync(done, { recursive: true, force: true });
  renameSync(out, done);
  return path.join(done, 'main.js');
}

async function bundle(out: string): Promise<void> {
  await build({
    entryPoints: { main: path.join(ROOT, 'apps/server/src/main.ts') },
    outdir: out,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    logLevel: 'warning',
    plugins: [
      {
        name: 'external-npm',
        setup(b) {
          b.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@hapa/') ? undefined : { path: args.path, external: true }));
        },
      },
    ],
  });
  cpSync(path.join(ROOT, 'apps/server/src/db/migrations'), path.join(out, 'migrations'), { recursive: true });
}

/** The bench server's environment (bench/lib.ts startServer's production settings) on `databaseUrl`. */
function serverEnv(port: number, databaseUrl: string): NodeJS.ProcessEnv {
  return {
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
    MAIL_MODE: 'log',
    CRYPTO_PRICE_FEED: 'static',
    BOT_CHECK_MODE: 'off',
    PAYOUT_PROVIDER: 'manual',
  };
}

/**
 * Starts `node <mainJs>` on `port` against `databaseUrl` (it migrates and seeds the catalogue on start, as in
 * production); resolves once /api/health answers. @throws Error when the port already answers or the server does
 * not answer within 120 s.
 */
export async function startCompiledPg(mainJs: string, port: number, databaseUrl: string): Promise<ChildProcess> {
  const stale = await fetch(`http://127.0.0.1:${port}/api/health`).then(
    () => true,
    () => false,
  );
  if (stale) throw new Error(`port ${port} already answers: stop that process (or set BENCH_PORT)`);
  const child = spawn(process.execPath, [mainJs], {
    cwd: ROOT,
    env: serverEnv(port, databaseUrl),
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  for (let i = 0; i < 240; i++) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    const up = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return child;
    await new Promise((r) => setTimeout(r, 500));
  }
  child.kill('SIGKILL');
  throw new Error('server did not start');
}
