/**
 * routes.md of `npm run docs:product`: every player route of apps/web/src/app/routes.tsx, described by its page's
 * docstring or by route-text.mjs (docs/product/README.md#pages).
 */
import path from 'node:path';
import { ROUTE_SECTIONS, ROUTE_TEXT } from './route-text.mjs';
import { HEADER, read, table } from './util.mjs';

/** What a page's own docstring says about its route (the block that names `/<path>`), without citations. */
function pageDoc(r) {
  if (!r.path || !/\.tsx$/.test(r.file) || r.file.endsWith('app/routes.tsx')) return '';
  let text;
  try {
    text = read(r.file);
  } catch {
    return '';
  }
  const quoted = `/${r.path.replace(/:\w+/g, '')}`;
  for (const m of text.matchAll(/\/\*\*([\s\S]*?)\*\//g)) {
    const body = m[1]
      .replace(/^\s*\* ?/gm, ' ')
      .replace(/\s+/g, ' ')
      .trim();
    if (!body.startsWith('`' + quoted) && !body.startsWith(quoted)) continue;
    const rest = body
      .replace(/\s*\([^()]*(?:docs\/|README\.md)[^()]*\)/g, '')
      .replace(/^`?\/[^\s`]*`?(?: and `?\/[^\s`]*`?)?(?: \([^()]*\))?:?\s*/, '');
    const short = (rest.match(/^(.*?\.)(\s|$)/)?.[1] ?? rest).slice(0, 300);
    return short.length > 12 ? short[0].toUpperCase() + short.slice(1) : '';
  }
  return '';
}

/** The text of routes.md: the route table by section, the bare layout, then the hand-written navigation notes. */
export function routesPage() {
  const src = read('apps/web/src/app/routes.tsx');
  const components = Object.fromEntries([...src.matchAll(/const (\w+) = lazy\(\(\) => import\('([^']+)'\)\)/g)].map((m) => [m[1], m[2]]));
  const bareAt = src.indexOf('<BareLayout />');
  const rows = [];
  for (const m of src.matchAll(/\{ (index: true|path: '([^']+)'), element: <(\w+)/g)) {
    const p = m[1] === 'index: true' ? '' : m[2];
    if (p === 'ops/*') continue;
    const file = components[m[3]] ? path.posix.join('apps/web/src/app', components[m[3]]) : 'apps/web/src/app/routes.tsx';
    rows.push({ path: p, bare: m.index > bareAt, file: file.replace('apps/web/src/app/../', 'apps/web/src/') });
  }
  const titles = read('apps/web/src/features/static-pages/content/titles.ts');
  const order = titles.match(/STATIC_PAGE_ORDER[^=]*=\s*\[([^\]]+)\]/);
  const statics = order ? [...order[1].matchAll(/'([^']+)'/g)].map((m) => m[1]) : [];
  const bare = rows.filter((r) => r.bare);
  const main = rows.filter((r) => !r.bare);
  const line = (r) => [`\`/${r.path}\``, pageDoc(r) || ROUTE_TEXT[r.path] || '', `\`${r.file}\``];
  let out = `${HEADER('apps/web/src/app/routes.tsx')}# Screens and routes

Every player route of the web app, from its one route table (\`apps/web/src/app/routes.tsx\`; the browser router and
the server's first-screen render are both made from it). Pages are lazy chunks; the default layout has the header,
footer (hidden on game pages and in demo mode) and bottom navigation, the bare layout has none. The operator console
is its own app under \`/ops/*\` ([console](#console)). How a route differs from the outside spec: [spec-notes.md](../spec-notes.md#routes-and-endpoints).

`;
  const done = new Set();
  for (const [title, test] of ROUTE_SECTIONS) {
    const mine = main.filter((r) => !done.has(r) && test(r.path));
    mine.forEach((r) => done.add(r));
    if (title === 'Fairness and static pages') {
      out += `## Static pages\n\n${table(['route', 'shows', 'page'], mine.filter((r) => r.path !== '*').map(line))}\n\n`;
      out += `Help and legal pages, one route each (\`features/static-pages\`): ${statics.map((s) => `\`/${s}\``).join(', ')}. Any other path shows the not-found page.\n\n`;
      continue;
    }
    out += `## ${title}\n\n${table(['route', 'shows', 'page'], mine.map(line))}\n\n`;
  }
  out += `## Bare layout

Pages without header, footer or navigation: payment steps and returns, confirmations, the error page and the ad
landing.

${table(['route', 'shows', 'page'], bare.map(line))}

## Navigation

- Header: logo (home), search, balance and top-up, notifications bell, avatar menu; the menu drawer on a phone.
- Mobile bottom navigation (\`apps/web/src/app/layouts/nav-config.ts\`): Home, Free, Play Ground (Unbox, Battle,
  Treasure Hunter, Bingo King, Fancy Cards, More), Earn Money, Menu. Badges cap at 99 in the header and 9 in the
  bottom bar ([constants](constants.md#lists-and-pages)).
- The footer is hidden on game pages and in demo mode. In-app mode (the native shell) is flagged by
  \`?fromHapaBoxApp=true\` or the user agent ([roles](roles.md#app-shell-and-telegram)).

## Modals

Dialogs opened over any page (the queue and priority: [states](states.md#after-sign-up)): top-up (a side drawer on
wide screens, a dialog on a phone, a page in the app shell) with banners, method tiles, quick amounts, custom amount
with steppers, the crypto panel, the M-PESA number and the terms checkbox; gift bag (EXCLUSIVE GIFT BAG or WELCOME
BACK); insufficient balance (return items or top up); choose team (blue seats 1-2, red seats 3-4); invite; join
(demon, share, team); battle rules; the fairness drawer; "You got a Lucky Trial!"; the free-box guide; birthday
gift; level-up; sign-up and login; forgot and reset password; app update; dark mode; the card shipping address.

## Home sections

In order: the demo bar with its countdown ([demo mode](states.md#demo-mode)), the banner carousel and events strip
([timings](constants.md#timings)), battles (up to 3 live, up to 2 finished to fill), treasure hunter, featured and
new boxes, the live-drops ticker, the bingo banner, Glory Road quests, reviews (at most 10), the commitments strip
(Provably Fair, Guaranteed Items, 100% Trackable Shipping, Safe Payment), search and the category picker (ALL,
FEATURED, NEWEST, MY LIKE, then tags).

## Console

\`/ops/*\` is the operator console: its own route tree, layout, strings and lazy chunk, which players never load.
Its pages and roles: [docs/architecture/console.md](../architecture/console.md).
`;
  return out;
}
