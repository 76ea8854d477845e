/**
 * Lint (`npm run lint`, part of `npm test`): the boundaries of docs/architecture.md#typescript-projects-and-lint.
 *
 * - No import cycles (import-x/no-cycle) in apps/web, apps/server and packages/ (errors); no cycle between web
 *   features either (hapa/no-feature-cycle, scripts/eslint/no-feature-cycle.js).
 * - Web zones (docs/architecture/web-app.md#import-boundaries): a feature imports another feature only through its
 *   `index.ts`; features never import `app/`; `components/` and `lib/` import neither features nor `app/`; `lib/`
 *   imports no component.
 * - Server zones (docs/architecture.md#layers): a module imports no other
 *   module's repo, and only repos import `db/` (type-only imports, such as the transaction type, are allowed).
 * - No literal UI strings (docs/architecture/web-app.md#languages): eslint-plugin-i18next over the web's components.
 * - Citations (docs/README.md): comments and test titles cite docs/, never a tracker number or the outside spec
 *   (hapa/cite-docs, scripts/eslint/cite-docs.js).
 * - Files of at most 400 lines (docs/architecture.md#file-length), tests and generated code excepted.
 * - Formatting is Prettier's alone (eslint-config-prettier switches off every rule that would fight it).
 *
 * Only syntax-level rules: nothing here builds a TypeScript program, so a lint run stays cheap on two cores.
 */
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, globalIgnores } from 'eslint/config';
import tseslint from 'typescript-eslint';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import i18next from 'eslint-plugin-i18next';
import prettier from 'eslint-config-prettier';
import noFeatureCycle from './scripts/eslint/no-feature-cycle.js';
import citeDocs from './scripts/eslint/cite-docs.js';

const ROOT = path.dirname(fileURLToPath(import.meta.url));
/** Our own rules (scripts/eslint/), one plugin object for every config block that uses them. */
const hapa = { rules: { 'no-feature-cycle': noFeatureCycle, 'cite-docs': citeDocs } };
/** Test files: nothing imports them, so they close no cycle (no-cycle skips them: most of its cost on the server). */
const TESTS = ['**/*.test.ts', '**/*.test.tsx'];
const WEB = 'apps/web/src';
const SERVER = 'apps/server/src';

/** Sub-folders of `dir` (relative to the repository root). */
const foldersOf = (dir) => readdirSync(path.join(ROOT, dir)).filter((name) => statSync(path.join(ROOT, dir, name)).isDirectory());

/** One zone per web feature: features/X reaches features/Y (Y != X) only through features/Y/index.ts(x). */
const featureZones = foldersOf(`${WEB}/features`).map((feature) => ({
  target: `${WEB}/features/${feature}/**`,
  from: [`${WEB}/features/**`],
  except: [`${ROOT}/${WEB}/features/${feature}/**`, `${ROOT}/${WEB}/features/*/index.{ts,tsx}`],
  message: `Import another feature through its index.ts, or move the shared part down to components/ or lib/ (docs/architecture/web-app.md#import-boundaries).`,
}));

/**
 * Server modules: `modules/<name>`, and each game under `modules/games/<game>` (they share `modules/games/core`, whose
 * repo every game may use).
 */
const GAMES = `${SERVER}/modules/games`;
const gameCore = [`${GAMES}/*.ts`, `${GAMES}/core/**`];
const serverModules = [
  ...foldersOf(`${SERVER}/modules`)
    .filter((m) => m !== 'games')
    .map((m) => ({ target: [`${SERVER}/modules/${m}/**`], own: [`${SERVER}/modules/${m}/**`] })),
  { target: gameCore, own: gameCore },
  ...foldersOf(GAMES)
    .filter((g) => g !== 'core')
    .map((g) => ({ target: [`${GAMES}/${g}/**`], own: [`${GAMES}/${g}/**`, ...gameCore] })),
];
const repoZones = serverModules.map(({ target, own }) => ({
  target,
  from: [`${SERVER}/modules/**/*.repo.ts`],
  except: own.map((glob) => `${ROOT}/${glob}`),
  message: 'A module reaches another module through its service, never its repo (docs/architecture.md#layers).',
}));

/**
 * Words that stay as they are in every language: brand names (ours, payment marks and coins), the provably-fair
 * terms the glossary keeps untranslated (nonce, float, seed, SHA-256) and the multiplier `x` (`x10`).
 */
const BRANDS = [
  'HapaBox',
  'HAPA',
  'BOX',
  'HAPABOX',
  'HapaCoins',
  'HapaCoin',
  'PayPal',
  'Pay',
  'Pal',
  'Google',
  'USDT',
  'USD',
  'VIP',
  'RTP',
];
const GLOSSARY = ['nonce', 'float', 'seed', 'sha256', 'x'];
const WORD_CHAR = '[\\p{L}\\p{N}_]';
/**
 * A text without words to translate: one glyph (a logo letter, a symbol), or nothing but symbols, numbers, HTML
 * entities, hex digests, lone letters and the words above (each may carry a number: `float₀`, `seed2`).
 */
const NO_WORDS = new RegExp(
  [
    '^.$',
    `^(?:&(?:[a-zA-Z]+|#\\d+);|(?<!${WORD_CHAR})(?:(?:${[...BRANDS, ...GLOSSARY].join('|')})\\p{N}*|\\p{L}|[0-9a-f]{8,})(?!${WORD_CHAR})|\\P{L})*$`,
  ].join('|'),
  'su',
);

/** The selectors of the 'one cents conversion, one day' rule (used by two blocks). */
const ONE_CONVERSION = [
  {
    selector: "CallExpression[callee.object.name='Math'][callee.property.name='round'] > BinaryExpression[operator='*'][right.value=100]",
    message:
      'Coin units to cents: coinsToCents from @hapa/domain (a percentage: Math.round(share * 100) is fine with a disable comment saying so).',
  },
  {
    selector: 'Literal[value=86400000]',
    message: 'One day: DAY_MS from @hapa/domain.',
  },
  {
    selector:
      "CallExpression[callee.property.name='subscribe'][callee.object.name='events'], CallExpression[callee.property.name='subscribe'][callee.object.property.name='events']",
    message: 'Outbox consumers are wired in apps/server/src/reactions/ (docs/architecture/events-and-jobs.md#reactions).',
  },
];

export default defineConfig([
  globalIgnores([
    '**/node_modules/',
    '**/dist/',
    'apps/web/dist-ssr/',
    'data/',
    'e2e/artifacts/',
    'test-results/',
    'playwright-report/',
    'bench/.prof/',
    'apps/server/src/db/migrations/',
  ]),
  {
    files: ['**/*.{ts,tsx,mts,js,mjs}'],
    languageOptions: { parser: tseslint.parser, ecmaVersion: 'latest', sourceType: 'module' },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    plugins: { 'import-x': importX },
    settings: {
      // parse imported .ts/.tsx files too (no-cycle walks them)
      'import-x/extensions': ['.ts', '.tsx', '.mts', '.js', '.mjs'],
      // parse each imported file once per run (the default forgets it after 30 s, and a slow run then parses again)
      'import-x/cache': { lifetime: Infinity },
      // imports are relative with their extension, or workspace packages whose package.json `exports` name their
      // src/index.ts: the node resolution finds both (no tsconfig paths), several times faster than the TS resolver
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.mts', '.js', '.mjs', '.json'] })],
    },
  },
  {
    // a number literal a double cannot hold is sent as another number (an advisory lock key, an id)
    name: 'numbers',
    files: ['**/*.{ts,tsx,mts,js,mjs}'],
    rules: { 'no-loss-of-precision': 'error' },
  },
  {
    name: 'cycles: web and packages',
    files: [`${WEB}/**`, 'packages/*/src/**'],
    ignores: TESTS,
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // the console's page registry lazily imports every page, and a page may ask the registry which pages an operator
    // opens (the player page links to corrections): a back-edge through a lazy import(), never run while the modules
    // load. Static cycles stay errors here too.
    name: 'cycles: the console registry',
    files: [`${WEB}/features/ops/**`],
    ignores: TESTS,
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true, allowUnsafeDynamicCyclicDependency: true }] },
  },
  {
    name: 'cycles: server',
    files: [`${SERVER}/**`],
    ignores: TESTS,
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    name: 'web zones',
    files: [`${WEB}/**`],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: ROOT,
          zones: [
            ...featureZones,
            {
              target: `${WEB}/features/**`,
              from: `${WEB}/app/**`,
              message: 'Features never import app/ (docs/architecture/web-app.md#import-boundaries).',
            },
            {
              target: [`${WEB}/components/**`, `${WEB}/lib/**`],
              from: [`${WEB}/features/**`, `${WEB}/app/**`],
              message:
                'components/ and lib/ sit below every feature: they import neither features nor app/ (docs/architecture/web-app.md#import-boundaries).',
            },
            {
              target: `${WEB}/lib/**`,
              from: `${WEB}/components/**`,
              message:
                'lib/ sits below components/: the design system may use lib/, never the other way (docs/architecture/web-app.md#import-boundaries).',
            },
          ],
        },
      ],
    },
  },
  {
    name: 'web: features depend one way',
    files: [`${WEB}/features/**`],
    plugins: { hapa },
    rules: { 'hapa/no-feature-cycle': ['error', { featuresDir: path.join(ROOT, WEB, 'features') }] },
  },
  {
    // tests are left out: they set up and read the database directly
    name: 'server zones',
    files: [`${SERVER}/modules/**`],
    ignores: TESTS,
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: ROOT, zones: repoZones }],
    },
  },
  {
    name: 'server zones: db/ only from repos',
    files: [`${SERVER}/modules/**`],
    ignores: [...TESTS, '**/*.repo.ts'],
    plugins: { '@typescript-eslint': tseslint.plugin },
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.\\./)+db/',
              allowTypeImports: true,
              message: 'Only repos import db/: call your module repo (docs/architecture.md#layers).',
            },
          ],
        },
      ],
    },
  },
  {
    // one conversion of API coin units to cents, one day length (docs/architecture/money-and-ledger.md#amounts), and
    // every outbox consumer in reactions/ (docs/architecture/events-and-jobs.md#reactions)
    name: 'one cents conversion, one day',
    files: ['{apps,packages}/*/src/**/*.{ts,tsx}'],
    ignores: [...TESTS, 'packages/domain/src/money.ts', 'packages/domain/src/time.ts'],
    rules: { 'no-restricted-syntax': ['error', ...ONE_CONVERSION] },
  },
  {
    // a page's redirect does nothing once the player has left the page (docs/architecture/web-app.md#redirects); the
    // rules of the block above are repeated because a later block's options replace an earlier block's
    name: 'redirects only from the shown page',
    files: [`${WEB}/**/*.{ts,tsx}`],
    ignores: [...TESTS, `${WEB}/lib/navigation.ts`, `${WEB}/lib/i18n/format.ts`],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...ONE_CONVERSION,
        {
          // numbers and dates in the shown language, one place (docs/architecture/web-app.md#languages)
          selector:
            "CallExpression[callee.property.name=/^toLocale(String|DateString|TimeString)$/], NewExpression[callee.object.name='Intl'], TemplateLiteral CallExpression[callee.property.name='toFixed'], JSXExpressionContainer CallExpression[callee.property.name='toFixed']",
          message:
            'Numbers and dates go through lib/i18n/format.ts (formatNumber, formatDateTime, formatDate, ...) in the language the app shows; money through formatCoins (docs/architecture/web-app.md#languages).',
        },
        {
          // a grid whose columns start at a breakpoint has one auto column below it, as wide as its widest content
          selector:
            'Literal[value=/(^|\\s)grid(\\s|$)/][value=/:grid-cols-/]:not([value=/(^|\\s)grid-cols-/]), TemplateElement[value.raw=/(^|\\s)grid(\\s|$)/][value.raw=/:grid-cols-/]:not([value.raw=/(^|\\s)grid-cols-/])',
          message:
            'A grid with columns from a breakpoint on needs grid-cols-1 below it: its one implicit column grows to its widest content and sticks out of a phone screen (docs/architecture/web-app.md#navigation-scrolling-and-fit).',
        },
        {
          // a grid with no columns at all has the same one implicit column (the console's dashboard was 1,048 px wide on
          // a 1024 px screen until its walk found it); an icon-centring grid and one whose columns come in its style are not
          selector: [
            "JSXOpeningElement:not(:has(JSXAttribute[name.name='style'])) > JSXAttribute[name.name='className'] > Literal[value=/(^|\\s)grid(\\s|$)/]:not([value=/(^|\\s)(grid-cols-|grid-rows-|grid-flow-|place-items-center|place-content-center)/])",
            "JSXOpeningElement:not(:has(JSXAttribute[name.name='style'])) > JSXAttribute[name.name='className'] CallExpression[callee.name='cn']:has(Literal[value=/(^|\\s)grid(\\s|$)/]):not(:has(Literal[value=/(^|\\s)(grid-cols-|grid-rows-|grid-flow-|place-items-center|place-content-center)/]))",
          ].join(', '),
          message:
            'A grid needs its columns: grid-cols-1 (or more) from the smallest width, else its one implicit column grows to its widest content and sticks out of the screen (docs/architecture/web-app.md#navigation-scrolling-and-fit).',
        },
        {
          selector: "ObjectExpression > Property[key.name='replace'][value.value=true]",
          message:
            'A replace navigation: useRedirect() from lib/navigation.ts, which does nothing once the player has left the page (docs/architecture/web-app.md#redirects).',
        },
        {
          // a catalogue picture comes at the width it is drawn (docs/architecture/web-app.md#picture-sizes): the
          // console's tables drew 384 px files in 9-40 px cells until its walk found them
          selector:
            "JSXAttribute[name.name='src'] > JSXExpressionContainer > MemberExpression[property.name=/^(image|itemImage|boxImage|prizeImage)$/]",
          message:
            'A catalogue picture: spread picture(src, sizes) from lib/picture.ts on the <img>, so the browser downloads the width it draws (docs/architecture/web-app.md#picture-sizes).',
        },
        {
          // a snapping rail snaps its cards to its scroll padding, not its padding (docs/architecture/web-app.md#navigation-scrolling-and-fit)
          selector:
            'Literal[value=/\\bsnap-x\\b/]:not([value=/\\bscroll-px-/]), TemplateElement[value.raw=/\\bsnap-x\\b/]:not([value.raw=/\\bscroll-px-/])',
          message:
            'A snap-x rail needs scroll-px-* equal to its px-*: the browser snaps to the scroll padding, and the first card lands flush on the edge (docs/architecture/web-app.md#navigation-scrolling-and-fit).',
        },
      ],
    },
  },
  {
    // every journey runs with the contract check (e2e/fixtures.ts): an answer that does not match its schema fails it
    name: 'e2e test from fixtures',
    files: ['e2e/**/*.ts'],
    ignores: ['e2e/fixtures.ts', 'e2e/playwright.config.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              importNames: ['test', 'expect'],
              message: "Import test and expect from './fixtures.ts': it fails a journey whose answers do not match their contract.",
            },
          ],
        },
      ],
    },
  },
  {
    // comments, test titles and strings cite docs/ (docs/README.md), never a tracker number or the outside spec
    name: 'cite docs',
    files: ['{apps,packages,bench,scripts,e2e}/**/*.{ts,tsx,mts,js,mjs}', '*.{js,mjs,ts}'],
    plugins: { hapa },
    rules: { 'hapa/cite-docs': 'error' },
  },
  {
    name: 'no literal UI strings',
    files: [`${WEB}/**/*.tsx`],
    ignores: [`${WEB}/features/ops/**`, `${WEB}/**/dev/**`, `${WEB}/**/dev-*.tsx`, `${WEB}/**/*.test.tsx`],
    plugins: { i18next },
    rules: {
      'i18next/no-literal-string': [
        'error',
        {
          mode: 'jsx-only',
          'jsx-attributes': { include: ['aria-label', 'title', 'placeholder', 'alt'] },
          callees: { exclude: ['.*'] },
          words: { exclude: [NO_WORDS] },
          'should-validate-template': true,
          message: 'Literal UI string: use a key of the i18n catalogue (docs/architecture/web-app.md#languages)',
        },
      ],
    },
  },
  {
    // a source file fits in a head (docs/architecture.md#file-length); tests and generated code are exempt
    name: 'file length',
    files: ['{apps,packages}/*/src/**/*.{ts,tsx}', 'bench/**/*.{ts,mjs}', 'scripts/**/*.{js,mjs}'],
    ignores: TESTS,
    rules: { 'max-lines': ['error', { max: 400 }] },
  },
  prettier,
]);
