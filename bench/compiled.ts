import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** Shared by `bench:start` and `bench:web`: the compiled server (`npm start`'s), built when stale. */
export const ROOT = path.resolve(import.meta.dirname, '..');

/** Builds the server bundle and the web app when missing or older than their sources (scripts/start.mjs). */
export function ensureBuilt(): void {
  const r = spawnSync(process.execPath, [path.join(ROOT, 'scripts/start.mjs'), '--build-only'], { cwd: ROOT, stdio: 'inherit' });
  if (r.status !== 0) throw new Error('build failed');
}

export interface RunningServer {
  child: ChildProcess;
  port: number;
  dataDir: string;
  /** ms from spawn until /api/health answered 200 */
  healthMs: number;
  /** ms from spawn until GET / answered 200 with the HTML page */
  pageMs: number;
  /** CPU (user + system, ms) the server process had used when /api/health first answered (Linux /proc; NaN elsewhere) */
  healthCpuMs: number;
  stop(): Promise<void>;
}

/**
 * Spawns `node apps/server/dist/main.js` on `port` with a PGlite folder (a fresh temporary one unless
 * `dataDir` is given; the catalogue is seeded into it) and polls every 10 ms until /api/health and / answer.
 * @throws Error when the server exits or does not answer within `timeoutMs`.
 */
export async function startCompiled(
  port: number,
  opts: { dataDir?: string; timeoutMs?: number; env?: Record<string, string> } = {},
): Promise<RunningServer> {
  const dataDir = opts.dataDir ?? mkdtempSync(path.join(tmpdir(), 'hapa-bench-'));
  const started = performance.now();
  const child = spawn(process.execPath, [path.join(ROOT, 'apps/server/dist/main.js')], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: '', PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...opts.env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  let exited = false;
  child.once('exit', () => (exited = true));
  const stop = async () => {
    if (!exited) {
      const gone = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await gone;
    }
    if (!opts.dataDir) rmSync(dataDir, { recursive: true, force: true });
  };
  const until = async (url: string, isOk: (r: Response) => boolean): Promise<number> => {
    while (performance.now() - started < (opts.timeoutMs ?? 180_000)) {
      if (exited) throw new Error(`server exited before answering ${url}`);
      try {
        // as a browser asks for a page: the home page then comes with its server-rendered first screen
        const r = await fetch(url, {
          headers: { accept: 'text/html,application/xhtml+xml,*/*;q=0.8', 'accept-language': 'en-US,en;q=0.9' },
        });
        await r.arrayBuffer();
        if (isOk(r)) return performance.now() - started;
      } catch {
        // not listening yet
      }
      await new Promise((r) => setTimeout(r, 10));
    }
    await stop();
    throw new Error(`no answer from ${url} within ${opts.timeoutMs ?? 180_000} ms`);
  };
  const healthMs = await until(`http://127.0.0.1:${port}/api/health`, (r) => r.ok);
  const healthCpuMs = cpuMsOf(child.pid);
  const pageMs = await until(`http://127.0.0.1:${port}/`, (r) => r.ok && (r.headers.get('content-type') ?? '').includes('text/html'));
  return { child, port, dataDir, healthMs, pageMs, healthCpuMs, stop };
}

const CLK_TCK = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout.trim()) || 100;

/** CPU time (user + system, ms) process `pid` has used so far, from /proc; NaN when it cannot be read. */
function cpuMsOf(pid: number | undefined): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(f[11]) + Number(f[12])) * 1000) / CLK_TCK;
  } catch {
    return Number.NaN;
  }
}
