/**
 * errors.md of `npm run docs:product`: the error catalogue of packages/contracts/src/errors.ts and errors-pt-br.ts,
 * grouped by their comments (docs/product/README.md#pages).
 */
import path from 'node:path';
import { HEADER, read, ROOT, table } from './util.mjs';

/** The text of errors.md: client handling, then every key with its HTTP status and English and Portuguese texts. */
export async function errorsPage() {
  const { ERRORS } = await import(path.join(ROOT, 'packages/contracts/src/errors.ts'));
  const { ERRORS_PT_BR } = await import(path.join(ROOT, 'packages/contracts/src/errors-pt-br.ts'));
  const lines = read('packages/contracts/src/errors.ts').split('\n');
  const groups = [];
  let current = null;
  for (const l of lines) {
    const c = l.match(/^ {2}\/\/ (.*)$/);
    if (c) {
      const title = c[1]
        .replace(/\s*\([^()]*\)/g, '')
        .split(/: /)[0]
        .trim();
      current = { title: title[0].toUpperCase() + title.slice(1), keys: [] };
      groups.push(current);
      continue;
    }
    const k = l.match(/^ {2}'([^']+)': \{/);
    if (k && current) current.keys.push(k[1]);
  }
  const merged = [];
  for (const g of groups) {
    const same = merged.find((m) => m.title === g.title);
    if (same) same.keys.push(...g.keys);
    else if (g.keys.length) merged.push(g);
  }
  let out = `${HEADER('packages/contracts/src/errors.ts and errors-pt-br.ts')}# Error catalogue

Every refusal the server can answer is a stable key with its HTTP status and its text in English and Portuguese
(\`packages/contracts/src/errors.ts\`, \`errors-pt-br.ts\`): the server throws \`AppError(key)\`, the body is
\`{ code: key, msg }\` with \`msg\` in the player's language, and the web client maps it back with \`parseApiError\`.
${Object.keys(ERRORS).length} keys.

## Client handling

How the web app shows a failure (\`apps/web/src/lib/api-client.ts\`, \`api-forbidden.ts\`, \`modals.ts\`):

- No response: one toast "Connection time out. The Page will refresh in 3 seconds." and a reload after 3 s.
- HTTP 403: the player is signed out and the sign-up opens (in the app shell the user is read again from the query).
- \`error.wooshpay.card_error\`: the card-error notice, except the insufficient-funds text ("Insufficient funds,
  please try another card or other payment method"), shown inline on the card form.
- Silent keys (no toast; the screen that asked shows its own state): \`user.error.email_code_expired\`,
  \`email_check_fail\`, \`error.email.exists\`, \`has_verify\`, \`error.vip_level.min_1\`,
  \`first_energy.error.already_obtain\`, \`error.payment_created\`, \`google_recaptcha.error.browser_error\`,
  \`boost.error.trial.level1\`, \`treasure_hunter.error.level\`, \`coin.error.not_enough\`,
  \`user.error.distribution_box_error\`.
- \`treasure_hunter.error.un_open\`: an orange notice. \`app_version.not_support\`: the app update prompt in the app
  shell. \`error.access.forbidden\`: a toast.
- Not enough coins to join a battle or add a bot: in the app shell a \`not_enough_balance\` message goes to the shell,
  on the web the top-up opens ("Insufficient Balance / Please Top Up"); other battle refusals only clear the busy
  state.
- Any other key: an error toast with the server's text. Texts of the app itself (toasts such as "Copy
  successfully.", "Top-up successfully", "Top-up failed", the trial-boost leave confirmation) are keys of the web
  catalogues (\`apps/web/src/lib/i18n/{en,pt-BR}\`).

## Catalogue

`;
  for (const g of merged) {
    out += `### ${g.title}\n\n${table(
      ['key', 'HTTP', 'English', 'Portuguese'],
      g.keys.map((k) => [`\`${k}\``, ERRORS[k].status, ERRORS[k].msg, ERRORS_PT_BR[k] ?? '']),
    )}\n\n`;
  }
  return out;
}
