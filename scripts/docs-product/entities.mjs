/**
 * entities.md of `npm run docs:product`: the fields of the zod schemas of packages/contracts/src, grouped by entity
 * (docs/product/README.md#pages).
 */
import { docAbove, HEADER, read, table } from './util.mjs';

/** Each entity section: its title (anchor), a sentence in our words, and the contract schemas that define it. */
const ENTITIES = [
  ['Session', 'What a sign-in returns and every later call carries in `Authorization`.', [['auth', 'SessionData']]],
  ['Base info', 'The signed-in player as every page sees it: level, XP, balances, what they may do.', [['auth', 'BaseInfo']]],
  ['Seed info', "The player's active seed pair of one seed type (1 boxes, 2 battles, 3 games) and its lock.", [['fairness', 'SeedInfo']]],
  [
    'Deposits',
    'The top-up: its configuration, each method and quick amount, the crypto quote, the order a prepay makes and what it answers.',
    [
      ['payments', 'DepositConfig'],
      ['payments', 'PayMethod'],
      ['payments', 'PayOption'],
      ['payments-extra', 'CryptoCurrency'],
      ['payments-extra', 'CryptoPrice'],
      ['payments', 'PrepayResult'],
      ['payments', 'PayOrder'],
    ],
  ],
  ['Gift bag', 'A time-limited offer: pay an amount, get it plus a gift.', [['payments-extra', 'GiftBag']]],
  [
    'Battles',
    'A battle and its seats (`userId` 0 is an empty seat).',
    [
      ['battles', 'BattleSummary'],
      ['battles', 'BattlePlayer'],
      ['battles', 'BattleRound'],
    ],
  ],
  [
    'Boxes',
    'A box in a list, its items, and one line of the live-drops ticker (`itemSkuLevel` 1 is gold).',
    [
      ['boxes', 'BoxSummary'],
      ['boxes', 'BoxItem'],
      ['boxes', 'LiveDrop'],
    ],
  ],
  ['Banners', 'A home banner or pop, with how often it may show again.', [['content', 'Banner']]],
  ['Treasure', 'A treasure of treasure hunter (`type` 1 gold coin, otherwise dollar).', [['games-treasure', 'Treasure']]],
  [
    'Quests',
    'Glory Road: the quest and its tasks.',
    [
      ['vip', 'QuestInfo'],
      ['vip', 'QuestView'],
      ['vip', 'QuestTask'],
    ],
  ],
  ['Birthday', 'The birthday gift: the date, the drawn bonus rate and the free item.', [['vip', 'BirthdayInfo']]],
  [
    'Notifications and chat',
    'A notification and a chat message (`msgType` 1 text, 2 image, 3 order card).',
    [
      ['notify', 'Notification'],
      ['chat', 'ChatMessage'],
    ],
  ],
  [
    'Orders and addresses',
    'A prize in the store, a shipping order with its status log, and a shipping address.',
    [
      ['store', 'StoreItem'],
      ['prizes', 'Order'],
      ['accounts', 'Address'],
      ['payments', 'ShippingAddress'],
    ],
  ],
  [
    'Withdrawals',
    'A crypto withdrawal of referral commission.',
    [
      ['referral', 'WithdrawBody'],
      ['referral', 'Withdrawal'],
    ],
  ],
  [
    'Levels',
    'What a level-up tells the player, and the VIP page.',
    [
      ['vip', 'LevelInfo'],
      ['vip', 'VipInfo'],
    ],
  ],
  ['HapaCoin packages', 'A HapaCoin package bought with coins.', [['payments-extra', 'BeanPackage']]],
  ['Vouchers', 'A voucher a player holds.', [['prizes', 'Voucher']]],
];

/** The top-level fields of `export const name = z.object({...})` (or `.extend({...})`) in a contracts file, with their notes. */
function schemaFields(file, name) {
  const lines = read(`packages/contracts/src/${file}.ts`).split('\n');
  const start = lines.findIndex((l) => new RegExp(`^export const ${name} = (z\\.object|\\w+\\.extend)\\(\\{`).test(l));
  if (start < 0) return null;
  const base = lines[start].match(/= (\w+)\.extend/)?.[1];
  const fields = [];
  let depth = 0;
  for (let i = start; i < lines.length; i++) {
    const l = lines[i];
    if (i > start && depth === 2) {
      const m = l.match(/^ {2}(['"]?[\w-]+['"]?):\s*(.*?),?$/);
      if (m) fields.push({ name: m[1].replace(/['"]/g, ''), type: m[2].replace(/,$/, '').slice(0, 70), note: docAbove(lines, i) });
    }
    const code = l.replace(/\/\/.*$|\/\*.*?\*\/|^\s*\*.*$|'(?:[^'\\]|\\.)*'|`[^`]*`/g, '');
    depth += (code.match(/[({[]/g) ?? []).length - (code.match(/[)}\]]/g) ?? []).length;
    if (depth <= 0) {
      if (i === start)
        for (const m of l.matchAll(/(\w+): (z\.[\w.]+\([^)]*\)[\w.()]*)/g)) fields.push({ name: m[1], type: m[2], note: '' });
      break;
    }
  }
  return { fields, base };
}

/** The text of entities.md: each entity of `ENTITIES` with the fields of its schemas, then the enums. */
export function entitiesPage() {
  let out = `${HEADER('the zod schemas of packages/contracts/src')}# Entities and their fields

What the player-facing calls carry, as the shared contracts define them (\`packages/contracts/src\`, validated on both
ends). Money on the wire is coin units with 2 decimals (the server keeps integer cents:
docs/architecture/money-and-ledger.md); times are ISO strings. The states these entities move through are in
[states.md](states.md).

`;
  for (const [title, text, schemas] of ENTITIES) {
    out += `## ${title}\n\n${text}\n\n`;
    for (const [file, name] of schemas) {
      const found = schemaFields(file, name);
      if (!found) continue;
      out += `\`${name}\` (\`packages/contracts/src/${file}.ts\`)${found.base ? `: everything of \`${found.base}\`, plus` : ''}:\n\n`;
      out += `${table(
        ['field', 'schema', 'note'],
        found.fields.map((f) => [`\`${f.name}\``, `\`${f.type}\``, f.note]),
      )}\n\n`;
    }
  }
  const prizes = read('packages/contracts/src/prizes.ts').match(/VOUCHER_KIND = (\{[^}]+\})/)?.[1] ?? '';
  out += `## Enums\n\n- Deposit order type: \`orderType\` 1 = deposit (\`payment_orders.order_type\`).\n- Voucher kinds (\`VOUCHER_KIND\`, \`packages/contracts/src/prizes.ts\`): \`${prizes}\`.\n- Battle types, modes, invite modes and states: \`packages/domain/src/battle.ts\` ([states](states.md#battles)).\n- Seed types: \`SEED_TYPE\` in \`packages/domain/src/fairness.ts\` (1 boxes, 2 battles, 3 games).\n`;
  return out;
}
