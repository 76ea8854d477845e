/**
 * endpoints.md of `npm run docs:product`: every route registration under apps/server/src, grouped by area
 * (docs/product/README.md#pages).
 */
import { HEADER, read, table, walk } from './util.mjs';

const AREAS = [
  ['System', /^\/api\/(sys|tip|slink|content|banners?|country|media|art|reviews)\b/],
  ['Items', /^\/api\/(item|simulation|reopen|open|recommend|open_history|voucher|user\/store|trial|store|free)\b/],
  ['Payments', /^\/api\/(pay|gift|bean|coin|webhooks?|sandbox|promotions?)\b/],
  ['Fairness', /^\/api\/(user\/open|user\/seed_info|user\/client_seed|fairness|transparency)\b/],
  ['Battles', /^\/api\/(battle|contest)\b/],
  [
    'Games',
    /^\/api\/(treasureHunter|bingo|quest|lottery|bouns|user\/birthday|upgrade|games?|mines|flip|fancy|pirate|double_guess|lucky_star|lucky-star|vip|events?|deposit_bonus|deposit-bonus)\b/,
  ],
  ['Notify and chat', /^\/api\/(notify|chat_room|chat)\b/],
  ['Distribution and mall', /^\/api\/(distribution|withdraw|mall|exchange\w*|shipping)\b/],
  ['User and auth', /^\/api\/(user|auth|addr)\b/],
  ['Console', /^\/api\/ops\b/],
  ['Platform and development', /./],
];

/** The text of endpoints.md: the conventions, then each area of `AREAS` with its calls (first registration of a method and path wins). */
export function endpointsPage() {
  const files = walk('apps/server/src', /\.ts$/);
  const found = [];
  for (const file of files) {
    const text = read(file);
    for (const m of text.matchAll(/\b\w+\.(get|post|put|delete|patch)(?:<[^>]*>)?\(\s*['`]([^'`]+)['`]/g)) {
      if (!m[2].startsWith('/')) continue;
      found.push({ method: m[1].toUpperCase(), path: m[2], file });
    }
  }
  const seen = new Set();
  const unique = found.filter((e) => {
    const k = `${e.method} ${e.path}`;
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
  let out = `${HEADER('the route registrations under apps/server/src')}# Calls (endpoints)

Every HTTP call the server answers, grouped by area, with the file that registers it (${unique.length} in all). The
request and response shapes are the zod schemas of \`packages/contracts\` named in each registration; the server
also serves them as OpenAPI at \`/api/docs\`. How a call differs from the outside spec:
[spec-notes.md](../spec-notes.md#routes-and-endpoints).

## Conventions

- Every player call is under \`/api\`. A signed-in call carries the \`Authorization\` header made from uid, token and
  channel type; the web client adds the attribution headers (refer channel, share channel, refer link, fbp, fbc,
  pixel, siteCode, fbCode, fromPage, browser, OS, platform, deviceId, device size, ratio and model:
  \`apps/web/src/lib/request-headers.ts\`). Client timeout 20 s, credentials included.
- Success is the envelope \`{ code: 0, data }\`; a failure is \`{ code: <stable key>, msg }\` with a 4xx or 5xx status
  ([errors](errors.md)). Money is integer cents on the server and coin units with 2 decimals on the wire
  (docs/architecture/money-and-ledger.md).
- A money call takes an \`Idempotency-Key\` header: the same key replays the first answer
  (docs/architecture/money-and-ledger.md).
- Bad input is a 400 with a stable key, never a 500; every route registered this way is fuzzed from its schema.

## Realtime

One Socket.IO connection (docs/architecture/realtime.md): \`login\` with the Authorization value, then \`subscribe\` to
channels \`live\`, \`lucky_star\`, \`bingo_call\`, \`chat\`, \`customer_tip\`, \`notify\`, \`chat_vip\`, \`battle_v2\`
(\`packages/contracts/src/realtime.ts\`); \`ping\` every 20 s, reconnect on loss.

`;
  for (const [title, re] of AREAS) {
    const mine = unique.filter((e) => !e.taken && re.test(e.path));
    mine.forEach((e) => (e.taken = true));
    if (!mine.length) continue;
    mine.sort((a, b) => a.path.localeCompare(b.path) || a.method.localeCompare(b.method));
    out += `## ${title}\n\n${table(
      ['method', 'path', 'registered in'],
      mine.map((e) => [e.method, `\`${e.path}\``, `\`${e.file}\``]),
    )}\n\n`;
  }
  return out;
}
