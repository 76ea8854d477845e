import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net, { type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { startSmtpSink } from './smtp-sink.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../..');

/**
 * A production start sends real mail (README "Configuration"): the server process started with NODE_ENV=production and
 * only the variables production requires (its own secrets, SMTP_URL, and the documented opt-outs of the other
 * capabilities) delivers the sign-up code mail to an SMTP server on loopback.
 */
describe('production mail (large-ish: a real server process and a real SMTP server)', () => {
  let child: ChildProcess | null = null;
  const cleanups: (() => Promise<unknown> | void)[] = [];
  afterAll(async () => {
    if (child && child.exitCode === null) {
      const gone = new Promise((r) => child!.once('exit', r));
      child.kill('SIGTERM');
      await gone;
    }
    for (const c of cleanups) await c();
  });

  it('sends the sign-up code mail through SMTP_URL', async () => {
    const probe = net.createServer();
    await new Promise<void>((r) => probe.listen(0, '127.0.0.1', r));
    const port = (probe.address() as AddressInfo).port;
    await new Promise((r) => probe.close(r));
    const sink = await startSmtpSink(port);
    cleanups.push(() => sink.close());
    const dataDir = mkdtempSync(path.join(tmpdir(), 'hapa-prod-mail-'));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));

    const lines: string[] = [];
    child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
      cwd: ROOT,
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'production',
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'info',
        // what production requires (README "Configuration"): secrets of its own, SMTP, and the other capabilities
        // opted out on purpose
        OPS_TOTP_KEY: 'a-production-ops-totp-key-0123456789',
        TRANSPARENCY_LOG_KEY: '33'.repeat(32),
        TRANSPARENCY_PLAYER_KEY: 'a-production-transparency-player-key',
        SMTP_URL: sink.url,
        CRYPTO_PRICE_FEED: 'static',
        BOT_CHECK_MODE: 'off',
        PAYOUT_PROVIDER: 'manual',
        MAIL_TIMEOUT_MS: '5000',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const exited = new Promise<number | null>((r) => child!.once('exit', (code) => r(code)));
    const started = await new Promise<number>((resolve, reject) => {
      let buffered = '';
      const take = (chunk: Buffer) => {
        buffered += chunk.toString();
        let nl: number;
        while ((nl = buffered.indexOf('\n')) >= 0) {
          const line = buffered.slice(0, nl);
          buffered = buffered.slice(nl + 1);
          lines.push(line);
          try {
            const j = JSON.parse(line) as { msg?: string; port?: number };
            if (j.msg?.startsWith('HapaBox is serving') && j.port) resolve(j.port);
          } catch {
            // not a log line
          }
        }
      };
      child!.stdout!.on('data', take);
      child!.stderr!.on('data', take);
      void exited.then((code) => reject(new Error(`server exited ${code} before serving:\n${lines.join('\n')}`)));
    });
    const email = 'prod-mail@example.com';
    const reg = await fetch(`http://127.0.0.1:${started}/api/user/register/v2`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'secret123', ageConfirmed: true }),
    });
    expect(reg.status).toBe(200);
    for (let i = 0; i < 100 && !sink.mails.some((m) => m.to.includes(email)); i++) await new Promise((r) => setTimeout(r, 100));
    const mail = sink.mails.find((m) => m.to.includes(email));
    expect(mail, lines.join('\n')).toBeDefined();
    expect(mail!.raw).toMatch(/^Subject: Confirm your HapaBox email/m);
    expect(mail!.decoded).toMatch(/Your code: \d{6}/);
  }, 90_000);
});
