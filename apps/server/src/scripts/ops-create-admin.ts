import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { openConfiguredDatabase } from '../db/seed-catalogue.ts';
import { cryptoRandom, systemClock } from '../lib/random.ts';
import { AuthService } from '../modules/auth/auth.service.ts';
import { FairnessService } from '../modules/fairness/fairness.service.ts';
import { OpsService } from '../modules/ops/ops.service.ts';
import { WalletService } from '../modules/wallet/wallet.service.ts';
import { AppError } from '../http/app-error.ts';

/**
 * `npm run ops:create-admin -- --email <e> [--email <e2> ...]` (docs/architecture/console.md): creates each account, or promotes an
 * existing one, as a console admin and prints a one-time password per admin that must be changed at the first
 * sign-in at /ops (where the TOTP enrolment follows). Works on the configured database: DATABASE_URL or the
 * PGlite DATA_DIR (an empty folder starts from the build's seeded template, as a server start would). Several
 * emails share one start (the e2e suite makes all its admins in one call). `npm run build` also compiles it to
 * apps/server/dist/ops-create-admin.js (plain node, no transpiling).
 */
const { values } = parseArgs({ options: { email: { type: 'string', multiple: true } } });
if (!values.email?.length) {
  console.error('usage: npm run ops:create-admin -- --email <email>');
  process.exit(2);
}
const config = loadConfig();
// a new PGlite folder starts as the server would start it (the seeded template), so the server opens it as it is
const handle = await openConfiguredDatabase(config, new Date());
try {
  const db = handle.db;
  const wallet = await WalletService.create(db);
  const fairness = new FairnessService(db, cryptoRandom, systemClock);
  const auth = new AuthService(db, wallet, fairness, cryptoRandom, systemClock, config.SESSION_TTL_DAYS);
  const ops = new OpsService(db, auth, cryptoRandom, systemClock, config.OPS_TOTP_KEY);
  for (const email of values.email) {
    const res = await ops.createAdmin(email);
    console.log(`${res.created ? 'Created' : 'Promoted'} admin ${res.operator.email} (uid ${res.operator.userId})`);
    console.log(`One-time password: ${res.oneTimePassword}`);
  }
  console.log('Sign in at /ops: change the password and set up two-step verification there.');
} catch (err) {
  console.error(err instanceof AppError ? `${err.key}: ${err.message}` : err);
  process.exitCode = 1;
} finally {
  await handle.close();
}
