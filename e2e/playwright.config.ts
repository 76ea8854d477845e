import { existsSync, readFileSync } from 'node:fs';
import { defineConfig } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3210);
const DATA_DIR = `/tmp/hapa-e2e-${PORT}`;
/** The console admins `ops:create-admin` makes before the server starts (one per project), and where its output goes. */
export const OPS_ADMIN_PROJECTS = ['desktop', 'mobile'] as const;
export const opsAdminEmail = (project: string) => `ops-admin-${project}@example.com`;
export const opsAdminFile = (project: string) => `/tmp/hapa-e2e-${PORT}-ops-admin-${project}.txt`;
/** One file for every admin (one `ops:create-admin` call): each admin's line, then its one-time password. */
const OPS_ADMINS_FILE = `/tmp/hapa-e2e-${PORT}-ops-admins.txt`;
/**
 * The one-time password `ops:create-admin` printed for the e2e admin `name` (an OPS_* name or a project's name).
 * Throws when the file holds none for that admin.
 */
export function opsAdminOneTime(name: string): string {
  const email = opsAdminEmail(name).replace(/[.]/g, '\\.');
  const m = new RegExp(`admin ${email} \\(uid \\d+\\)\\nOne-time password: (\\S+)`).exec(readFileSync(OPS_ADMINS_FILE, 'utf8'));
  if (!m) throw new Error(`no one-time password for ${name} in ${OPS_ADMINS_FILE}`);
  return m[1]!;
}
/** plus the admin of the catalogue journey (e2e/ops-catalogue.e2e.ts), which changes its password at its first sign-in */
export const OPS_CATALOGUE_ADMIN = 'catalogue';
/** and the admin of the prizes journey (e2e/prizes.e2e.ts: fulfilment; it caches its console session for the other project) */
export const OPS_PRIZES_ADMIN = 'prizes';
/** and the admin of the referral journey (e2e/referral.e2e.ts: finance approves a withdrawal) */
export const OPS_REFERRAL_ADMIN = 'referral';
/** and the admin of the bingo journey (e2e/bingo.e2e.ts: sets a test schedule); the project admins are ops.e2e.ts's own */
export const OPS_BINGO_ADMIN = 'bingo';
/** and the admin of the guides journey (e2e/guides.e2e.ts: switches, floating ball) */
export const OPS_GUIDES_ADMIN = 'guides';
/** and the admin of the support chat journey (e2e/chat.e2e.ts: the support inbox) */
export const OPS_CHAT_ADMIN = 'chat';
/** and the admin of the reviews journey (e2e/home-reviews.e2e.ts: approves a review) */
export const OPS_REVIEWS_ADMIN = 'reviews';
/** and the admin of the transparency journey (e2e/transparency.e2e.ts: takes a liabilities snapshot) */
export const OPS_TRANSPARENCY_ADMIN = 'transparency';
/** and the admins of the event pages journey (e2e/event-pages.e2e.ts) and the free boxes journey (e2e/free-boxes.e2e.ts) */
export const OPS_EVENTS_ADMIN = 'events';
export const OPS_FREE_ADMIN = 'free-boxes';
/** and the admin of an operator's day with money (e2e/ops-day-money.e2e.ts: refunds, VIP changes) */
export const OPS_MONEY_ADMIN = 'money';
/** and the admin of the operator's day journey for revenue, messages and odds (e2e/ops-day-content.e2e.ts) */
export const OPS_CONTENT_ADMIN = 'content';
/** and the admin of the console walk (e2e/overflow.e2e.ts: every console page at a phone's and a laptop's width) */
export const OPS_WALK_ADMIN = 'walk';
const OPS_ADMINS = [
  ...OPS_ADMIN_PROJECTS,
  OPS_WALK_ADMIN,
  OPS_CATALOGUE_ADMIN,
  OPS_PRIZES_ADMIN,
  OPS_REFERRAL_ADMIN,
  OPS_BINGO_ADMIN,
  OPS_GUIDES_ADMIN,
  OPS_CHAT_ADMIN,
  OPS_REVIEWS_ADMIN,
  OPS_TRANSPARENCY_ADMIN,
  OPS_EVENTS_ADMIN,
  OPS_FREE_ADMIN,
  OPS_MONEY_ADMIN,
  OPS_CONTENT_ADMIN,
];
/**
 * The compiled server and admin script (`npm run build`: apps/server/dist, with the seeded PGlite template a new data
 * folder starts from): plain node, no transpiling and no initdb at start. Four servers starting side by side on two
 * cores: 30 s and 58 CPU-seconds with tsx and initdb, 13 s and 25 with these (docs/benchmarks.md: CI time). Whatever is stale is
 * built first (scripts/start.mjs --build-only; scripts/e2e-projects.mjs does it once for all its runs: E2E_BUILT).
 */
const BUILD = process.env.E2E_BUILT ? '' : 'node scripts/start.mjs --build-only && ';
const createAdmins = `node apps/server/dist/ops-create-admin.js ${OPS_ADMINS.map((p) => `--email ${opsAdminEmail(p)}`).join(' ')} > ${OPS_ADMINS_FILE}`;

/**
 * The browser: Debian's chromium-headless-shell when installed (Chromium's headless-only build, lighter than the
 * full browser: the whole suite took 29.3 min instead of 35.3 on a CPU-bound 2-core machine; docs/benchmarks.md CI time), else
 * Debian's full Chromium. CHROMIUM_PATH overrides both.
 */
const CHROMIUM =
  process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium-headless-shell') ? '/usr/bin/chromium-headless-shell' : '/usr/bin/chromium');

/** Large tier: real Chromium (Debian's) against a real server on a fresh embedded database. */
export default defineConfig({
  testDir: '.',
  testMatch: /.*\.e2e\.ts$/,
  outputDir: `./artifacts/results-${PORT}`,
  // CI runs four lanes over two cores (scripts/e2e-projects.mjs), where a journey took up to six times what it takes on
  // a quiet machine: a longer default and a longer wait per expectation there; a test's own setTimeout still rules
  timeout: process.env.CI ? 180_000 : 90_000,
  expect: { timeout: process.env.CI ? 30_000 : 15_000 },
  fullyParallel: false,
  workers: 1,
  // one retry on CI: a test that fails twice fails the run; one that passes on retry is listed as flaky in the log
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${PORT}`,
    // the theme follows the OS by default (docs/product/states.md#dark-mode): the journeys run in the dark theme, theme.e2e.ts covers light
    colorScheme: 'dark',
    // the journeys run with the OS's reduced-motion setting on (spec: reels and wheels then show their outcome at once,
    // CSS animations end at once): they check what the player gets, not the spin, and an endless animation keeps
    // Chromium compositing in software on CI's two cores (a sample of 5 specs at both widths: 485 -> 255 CPU-seconds,
    // 262 -> 177 s). The journeys that watch a reel or a wheel turn ask for full motion with
    // `page.emulateMedia({ reducedMotion: 'no-preference' })`.
    reducedMotion: 'reduce',
    // the browser has been here before: the first visit's quiet minute (no pop-up in a new player's first minute,
    // apps/web/src/lib/popup-queue.ts) is over, so the journeys meet the pops they play at once; e2e/pacing.e2e.ts
    // starts from an empty browser to check the first minute itself
    storageState: {
      cookies: [],
      origins: [{ origin: `http://localhost:${PORT}`, localStorage: [{ name: 'hapa.firstSeen', value: '1' }] }],
    },
    screenshot: 'only-on-failure',
    // a trace is recorded on the retry of a failed test only (recording every test's trace cost about a tenth of the
    // suite's CPU on two cores); run with --trace=on to record one locally
    trace: 'on-first-retry',
    launchOptions: {
      executablePath: CHROMIUM,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'desktop', use: { viewport: { width: 1440, height: 900 } } },
    { name: 'mobile', use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } },
  ],
  webServer: {
    // the console admins come from the real `ops:create-admin` script (ops.e2e.ts reads their one-time passwords), then
    // the compiled server starts on the folder the script made from the template
    command: `${BUILD}rm -rf ${DATA_DIR} /tmp/hapa-e2e-${PORT}-ops-admin-* && export DATA_DIR=${DATA_DIR} LOG_LEVEL=warn && ${createAdmins} && PORT=${PORT} DATA_DIR=${DATA_DIR} RATE_LIMIT_PER_MINUTE=0 LOG_LEVEL=warn exec node --enable-source-maps apps/server/dist/main.js`,
    cwd: '..',
    url: `http://localhost:${PORT}/api/health`,
    // the console admins are made by the real script first, in one start of the server code
    timeout: 300_000,
    reuseExistingServer: false,
    // its own embedded database, and no Redis adapter: the desktop and mobile runs (scripts/e2e-projects.mjs) each
    // have a server, and a shared adapter would deliver one server's uid events to the other's sockets
    // and the seeded deposit bonus switched off (DEMO_EVENTS, docs/events.md#demo-events): journeys check exact balances;
    // a sent sandbox payout waits for the console (PAYOUT_SANDBOX_CONFIRM_MS=0): referral.e2e.ts asks the provider
    env: { DATABASE_URL: '', REDIS_URL: '', DEMO_EVENTS: 'false', PAYOUT_SANDBOX_CONFIRM_MS: '0' },
  },
});
