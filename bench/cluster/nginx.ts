import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const TEMPLATE = path.join(path.dirname(fileURLToPath(import.meta.url)), '../nginx/cluster.conf.template');

/**
 * Makes sure Debian's nginx is installed: `command -v nginx`, else `apt-get install -y nginx` (after an
 * `apt-get update` when the package lists are stale). Only the bench does this, never `npm install`.
 * @throws Error when nginx cannot be installed
 */
export function ensureNginx(): void {
  if (spawnSync('bash', ['-c', 'command -v nginx'], { stdio: 'ignore' }).status === 0) return;
  console.log('nginx not found: apt-get install -y nginx');
  const script = 'apt-get install -y nginx || (apt-get update && apt-get install -y nginx)';
  const r = spawnSync('bash', ['-c', script], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  if (r.status !== 0 || spawnSync('bash', ['-c', 'command -v nginx'], { stdio: 'ignore' }).status !== 0) {
    throw new Error('could not install nginx (apt-get install -y nginx failed)');
  }
}

/** A running nginx (foreground master, our child) and its scratch folder. */
export interface Nginx {
  port: number;
  child: ChildProcess;
  stop(): void;
}

/**
 * Renders bench/nginx/cluster.conf.template for `backends` (host:port) listening on 127.0.0.1:`port`
 * and starts nginx in the foreground (`daemon off`) from a scratch folder; resolves once it answers.
 * @throws Error when the configuration is refused or nginx does not answer in 10 s
 */
export async function startNginx(port: number, backends: string[]): Promise<Nginx> {
  // one scratch folder per port, emptied first: a run that was SIGKILLed leaves nothing behind for long
  const prefix = path.join(tmpdir(), `hapa-nginx-${port}`);
  rmSync(prefix, { recursive: true, force: true });
  mkdirSync(prefix);
  for (const dir of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(path.join(prefix, dir));
  const servers = backends.map((b) => `    server ${b} max_fails=1 fail_timeout=2s;`).join('\n');
  const conf = readFileSync(TEMPLATE, 'utf8')
    .replaceAll('{{PREFIX}}', prefix)
    .replaceAll('{{LISTEN}}', `127.0.0.1:${port}`)
    .replaceAll('{{SERVERS}}', servers);
  const file = path.join(prefix, 'nginx.conf');
  writeFileSync(file, conf);
  const args = ['-p', prefix, '-e', path.join(prefix, 'error.log'), '-c', file];
  const test = spawnSync('nginx', [...args, '-t'], { encoding: 'utf8' });
  if (test.status !== 0) {
    rmSync(prefix, { recursive: true, force: true });
    throw new Error(`nginx refused the configuration:\n${test.stderr}`);
  }
  const child = spawn('nginx', [...args, '-g', 'daemon off;'], { stdio: ['ignore', 'inherit', 'inherit'] });
  const stop = () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    rmSync(prefix, { recursive: true, force: true });
  };
  for (let i = 0; i < 50; i++) {
    try {
      await fetch(`http://127.0.0.1:${port}/api/health`);
      return { port, child, stop };
    } catch {
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  stop();
  throw new Error('nginx did not answer');
}
