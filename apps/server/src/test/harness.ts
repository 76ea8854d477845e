import { randomBytes } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { loadConfig, type Config } from '../config.ts';
import { openDatabase, type DbHandle } from '../db/client.ts';
import { freshPglite, freshPostgres } from './db-templates.ts';
import { createContainer, type Container } from '../container.ts';
import { buildApp } from '../http/app.ts';
import { recordingPublisher } from '../lib/publisher.ts';
import { systemClock, type Clock } from '../lib/random.ts';
import type { OpsRole } from '@hapa/contracts';
import { operators } from '../db/schema/index.ts';
import { totpCode } from '../platform/totp.ts';

/** Drivers the medium tier runs on: PGlite always, PostgreSQL too when DATABASE_URL is set (CI sets it). */
export const DRIVERS: ('pglite' | 'postgres')[] = process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

export interface TestApp {
  app: FastifyInstance;
  s: Container;
  sent: ReturnType<typeof recordingPublisher>['sent'];
  driver: 'pglite' | 'postgres';
  /** Calls the API; returns status and parsed JSON body. */
  call(
    method: string,
    url: string,
    opts?: { auth?: string; body?: unknown; headers?: Record<string, string>; raw?: string | Buffer },
  ): Promise<{ status: number; body: any; res: LightMyRequestResponse }>;
  /** Registers a fresh player; returns uid and Authorization value. */
  register(email?: string): Promise<{ uid: number; auth: string; email: string }>;
  /**
   * An operator with `roles` whose session completed TOTP: a fresh account made an operator, signed in
   * through POST /api/ops/auth/login and /totp (enrolling with the QR secret, code from otplib).
   * Returns the Authorization value, the user id and the TOTP secret (to sign in again).
   */
  operator(roles: OpsRole[], opts?: { email?: string }): Promise<{ authorization: string; userId: number; email: string; secret: string }>;
  /** Credits `cents` to a player straight through the ledger (as a paid deposit would). */
  fund(uid: number, cents: number): Promise<void>;
  close(): Promise<void>;
}

/** Boots the whole HTTP app on a fresh database of `driver` with rate limits off and logs silent; `opts.clock` holds time. */
export async function createTestApp(
  driver: 'pglite' | 'postgres',
  overrides: Partial<Record<keyof Config, string>> = {},
  opts: { clock?: Clock } = {},
): Promise<TestApp> {
  let dbHandle: DbHandle;
  let drop = async () => {};
  if (driver === 'postgres') {
    // a fresh database per call (dropped on close), so test files never share state: a copy of the migrated template
    const fresh = await freshPostgres(process.env.DATABASE_URL!, `hapa_t_${randomBytes(6).toString('hex')}`);
    drop = fresh.drop;
    dbHandle = await openDatabase({ databaseUrl: fresh.url, dataDir: '', poolSize: 30 });
  } else {
    dbHandle = await freshPglite();
  }
  // a production-mode test app needs every secret set to something else than its development value
  const prodSecrets =
    overrides.NODE_ENV === 'production'
      ? {
          ...(overrides.OPS_TOTP_KEY ? {} : { OPS_TOTP_KEY: 'test-ops-totp-key-not-the-dev-one' }),
          TRANSPARENCY_LOG_KEY: '22'.repeat(32),
          TRANSPARENCY_PLAYER_KEY: 'test-transparency-player-key-not-the-dev-one',
          // capabilities production requires, opted out on purpose (no SMTP, fixed prices, no bot check, manual payouts in tests)
          ...(overrides.SMTP_URL ? {} : { MAIL_MODE: 'log' }),
          ...(overrides.CRYPTO_PRICE_FEED ? {} : { CRYPTO_PRICE_FEED: 'static' }),
          ...(overrides.BOT_CHECK_SECRET ? {} : { BOT_CHECK_MODE: 'off' }),
          ...(overrides.NOWPAYMENTS_API_KEY || overrides.PAYOUT_PROVIDER ? {} : { PAYOUT_PROVIDER: 'manual' }),
        }
      : {};
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    RATE_LIMIT_PER_MINUTE: '0',
    ...prodSecrets,
    ...overrides,
  } as NodeJS.ProcessEnv);
  const { publisher, sent } = recordingPublisher();
  // always a clock of our own: the dev clock (and its POST /api/dev/clock) is for dev and e2e servers only, so the fuzz cannot move time
  const s = await createContainer(config, {
    publisher,
    publicUrl: () => 'http://localhost:3000',
    dbHandle,
    clock: opts.clock ?? systemClock,
  });
  const app = await buildApp(s, { logger: false });
  await app.ready();
  let n = 0;
  const t: TestApp = {
    app,
    s,
    sent,
    driver,
    async call(method, url, opts = {}) {
      const headers: Record<string, string> = { ...(opts.headers ?? {}) };
      if (opts.auth) headers.authorization = opts.auth;
      let payload: string | Buffer | undefined = opts.raw;
      if (opts.body !== undefined) {
        payload = JSON.stringify(opts.body);
        headers['content-type'] = 'application/json';
      }
      const res = await app.inject({ method: method as 'GET', url, headers, payload });
      let body: any = null;
      try {
        body = res.json();
      } catch {
        body = res.body;
      }
      return { status: res.statusCode, body, res };
    },
    async register(email) {
      const e = email ?? `p${++n}-${randomBytes(4).toString('hex')}@example.com`;
      const r = await t.call('POST', '/api/user/register/v2', { body: { email: e, password: 'secret123', ageConfirmed: true } });
      if (r.status !== 200) throw new Error(`register failed: ${JSON.stringify(r.body)}`);
      return { uid: r.body.data.uid, auth: r.body.data.authorization, email: e };
    },
    async operator(roles, o = {}) {
      const player = await t.register(o.email);
      await s.dbHandle.db.insert(operators).values({ userId: player.uid, roles });
      const login = await t.call('POST', '/api/ops/auth/login', { body: { email: player.email, password: 'secret123' } });
      if (login.status !== 200 || !login.body.data.enrolment) throw new Error(`ops login failed: ${JSON.stringify(login.body)}`);
      const secret: string = login.body.data.enrolment.secret;
      const code = await totpCode(secret, (opts.clock ?? systemClock).now());
      const done = await t.call('POST', '/api/ops/auth/totp', { body: { challenge: login.body.data.challenge, code } });
      if (done.status !== 200) throw new Error(`ops totp failed: ${JSON.stringify(done.body)}`);
      return { authorization: done.body.data.authorization, userId: player.uid, email: player.email, secret };
    },
    async fund(uid, cents) {
      await s.dbHandle.db.transaction((tx) =>
        s.wallet.credit(tx, 'payments_clearing', {
          userId: uid,
          amount: cents,
          idempotencyKey: `test-fund:${uid}:${randomBytes(8).toString('hex')}`,
          kind: 'deposit',
        }),
      );
    },
    async close() {
      await app.close();
      await s.close();
      await dbHandle.close();
      await drop();
    },
  };
  return t;
}
