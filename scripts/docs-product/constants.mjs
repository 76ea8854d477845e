/**
 * constants.md of `npm run docs:product`: the exported constants of packages/domain, packages/contracts, apps/web and
 * the server modules, and the operator settings keys (docs/product/README.md#pages).
 */
import { docAbove, HEADER, read, table, walk } from './util.mjs';

const CONSTANT_SECTIONS = [
  [
    'Timings',
    (n, f) => /_(MS|S|SECONDS|MINUTES|HOURS|DAYS)$|TIMINGS|INTERVAL|DELAY|TIMEOUT|DEBOUNCE|HEARTBEAT/.test(n) && !/CACHE/.test(n),
  ],
  ['Demo mode', (n, f) => /DEMO/.test(n) || /features\/demo/.test(f)],
  [
    'Top-up and deposits',
    (n, f) => /DEPOSIT|PRESET|STEP|TOP_UP|BONUS|PAY|TON|CRYPTO|DISCOUNT|GIFT|REWARD|PROMO/.test(n) || /payments|wallet|deposit/.test(f),
  ],
  ['Money', (n, f) => /CENTS|COIN|MONEY|PPM_TOTAL|HAPACOIN/.test(n) || /money\.ts$/.test(f)],
  ['Battles', (n, f) => /BATTLE|SEAT|TEAM|ROUND/.test(n) || /battles|contests/.test(f)],
  ['VIP and progression', (n, f) => /VIP|LEVEL|XP|WHEEL|QUEST|BIRTHDAY|GUIDE/.test(n) || /vip|progression|guides/.test(f)],
  ['Referral and withdrawals', (n, f) => /WITHDRAW|COMMISSION|CLAIM|REFERRAL/.test(n) || /referral/.test(f)],
  ['Search', (n, f) => /SEARCH|SORT|PRICE_FILTER/.test(n) || /search/.test(f)],
  ['Games', (n, f) => /games|bingo|lottery|fancy|flip|treasure|upgrade|mines|pirate|trial/.test(f) || /BINGO|MINES|FANCY|TICKET/.test(n)],
  ['Fairness', (n, f) => /SEED|NONCE|FAIR|RTP|TREE|LOG_/.test(n) || /fairness|transparency|odds/.test(f)],
  ['Home and events', (n, f) => /BANNER|EVENT|REVIEW|COMMITMENT|DOWNLOAD|HOME/.test(n) || /home|promo-events|reviews|content/.test(f)],
  ['Lists and pages', (n, f) => /LIMIT|MAX|MIN|PAGE|LIST|DROP|BARRAGE|HISTORY|BADGE|NOTIFICATION|CHAT|SIZE|LEN|CAP/.test(n)],
  ['Other', () => true],
];

/** The text of constants.md: constants by section of `CONSTANT_SECTIONS`, then the operator settings and where each is read. */
export function constantsPage() {
  const files = [
    ...walk('packages/domain/src', /\.ts$/),
    ...walk('packages/contracts/src', /\.ts$/),
    ...walk('apps/web/src', /\.tsx?$/),
    ...walk('apps/server/src/modules', /\.ts$/),
  ].filter((f) => !/\/i18n\/|\/ops\//.test(f));
  const found = [];
  for (const file of files) {
    const lines = read(file).split('\n');
    lines.forEach((l, i) => {
      const m = l.match(/^export const ([A-Z][A-Z0-9_]+)(?::\s*[^=]+)?\s*=\s*(.+?);?\s*$/);
      if (!m) return;
      const value = m[2].replace(/ as const$/, '');
      if (/^(z\.|new |\(|async|function|[a-zA-Z_][\w.]*\(|\{$|\[$|`)/.test(value) || value.length > 90) return;
      if (/_(JOB|KEY|EVENT|CHANNEL|PREFIX|PATH|HEADER|NAME|COOKIE|VERSION)S?$/.test(m[1])) return;
      found.push({ name: m[1], value, file, doc: docAbove(lines, i) });
    });
  }
  let out = `${HEADER('the exported constants of packages/domain, packages/contracts, apps/web and apps/server/src/modules')}# Business constants and limits

Every fixed number the product runs on, with its value and where it lives. The pure rules are in \`packages/domain\`
(shared by the server and the web app); values an operator may change are settings ([operator settings](#operator-settings)).
How a timing reads the outside spec where it leaves room: [spec-notes.md](../spec-notes.md#timings). Money values
named \`_CENTS\` are integer cents; times named \`_MS\` are milliseconds.

`;
  const taken = new Set();
  for (const [title, test] of CONSTANT_SECTIONS) {
    const mine = found.filter((c) => !taken.has(c) && test(c.name, c.file));
    mine.forEach((c) => taken.add(c));
    if (!mine.length) continue;
    mine.sort((a, b) => a.file.localeCompare(b.file) || a.name.localeCompare(b.name));
    out += `## ${title}\n\n${table(
      ['constant', 'value', 'meaning', 'where'],
      mine.map((c) => [`\`${c.name}\``, `\`${c.value}\``, c.doc, `\`${c.file}\``]),
    )}\n\n`;
  }
  const settingKeys = new Map();
  for (const file of walk('apps/server/src', /\.ts$/)) {
    const text = read(file);
    for (const m of text.matchAll(/settings\.(?:get|define|set)(?:<[^>]*>)?\(\s*'([a-z][\w.-]*)'/g)) {
      if (!settingKeys.has(m[1])) settingKeys.set(m[1], new Set());
      settingKeys.get(m[1]).add(file);
    }
  }
  const definers = walk('apps/server/src', /\.ts$/).filter(
    (f) => /\.define(?:<[^>]*>)?\(/.test(read(f)) && !/platform\/settings\.ts$/.test(f),
  );
  out += `## Operator settings

Values operators tune in the console (docs/architecture/console.md): JSON rows of table \`settings\` by key, seeded
from the defaults each feature declares with \`SettingsService.define\` (\`apps/server/src/platform/settings.ts\`) and
read through a 5 s cache. Defaults are declared in: ${definers.map((f) => `\`${f}\``).join(', ')}.

${table(
  ['key', 'read in'],
  [...settingKeys.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([k, fs]) => [`\`${k}\``, [...fs].map((f) => `\`${f}\``).join(', ')]),
)}
`;
  return out;
}
