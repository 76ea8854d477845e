/**
 * The literal-text check of server-built texts (docs/architecture/web-app.md#server-built-texts): what the server
 * tells a player is a value or a catalogue key with parameters, never an English sentence. Walks every value of the
 * server's own unions (notification kinds and keys, the events the `notify` consumer takes, journal entry kinds,
 * prize sources, seeded quests and their task kinds, seeded events) and fails when either web catalogue (en, pt-BR)
 * lacks its text, when the two use different `{{placeholders}}` or ones the web does not fill, when the Portuguese
 * is the English (proper nouns aside), or when the notify module's code carries an English sentence again.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import {
  LEDGER_ENTRY_KINDS,
  NOTIFICATION_KEYS,
  NOTIFICATION_PLACEHOLDERS,
  NotificationKind,
  QuestTaskKind,
  StoreItemSource,
  type Notification,
  type NotificationKey,
} from '@hapa/contracts';
import { setMoneyLocale } from '@hapa/domain';
import { resources } from '../../../../web/src/lib/i18n/resources.ts';
import { ptBR } from '../../../../web/src/lib/i18n/pt-BR/index.ts';
import { notificationText } from '../../../../web/src/features/notifications/lib/notification-text.ts';
import { questTaskText } from '../../../../web/src/features/vip/lib/quest-text.ts';
import { ledgerLineText } from '../../../../web/src/lib/history-format.ts';
import type { DomainEventMap } from '../events/events.service.ts';
import { DEFAULT_QUESTS, questNameKey } from '../vip/quests.service.ts';
import { DEFAULT_EVENTS } from '../promo-events/promo-events.service.ts';
import { draftsOf, NOTIFY_EVENT_TYPES, type NotifyEventType } from './notify-templates.ts';

type Tree = { [k: string]: string | Tree };
const EN = resources.en.translation as unknown as Tree;
const PT = ptBR as unknown as Tree;

/** Texts that are the same in both languages on purpose: proper nouns and bare parameters. */
const SAME_IN_BOTH: ReadonlySet<string> = new Set([
  'HapaBox',
  'Bingo!',
  '{{text}}',
  'Pirate 2024',
  'Lucky Trial',
  'Treasure Hunter',
  'Flip Cards',
  'Upgrade',
]);
/** Keys whose words are the operator's own, in both languages, carried as parameters (docs/how-to/operator-day.md#messages). */
const OPERATOR_WORDS: ReadonlySet<NotificationKey> = new Set(['operator_message']);

function textAt(tree: Tree, path: string): string | undefined {
  let node: string | Tree | undefined = tree;
  for (const part of path.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  return typeof node === 'string' ? node : undefined;
}
const placeholders = (s: string) => [...new Set([...s.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}/g)].map((m) => m[1]!))].sort();

/** Problems of one catalogue path: missing in a language, different placeholders, Portuguese equal to English. */
function problemsOf(path: string, allowed?: readonly string[]): string[] {
  const en = textAt(EN, path);
  const pt = textAt(PT, path);
  if (!en?.trim()) return [`${path}: no English text`];
  if (!pt?.trim()) return [`${path}: no Portuguese text`];
  const out: string[] = [];
  if (placeholders(en).join() !== placeholders(pt).join()) out.push(`${path}: placeholders ${placeholders(pt)} != ${placeholders(en)}`);
  if (allowed) for (const p of placeholders(en)) if (!allowed.includes(p)) out.push(`${path}: {{${p}}} is not a parameter the web fills`);
  if (pt === en && !SAME_IN_BOTH.has(en)) out.push(`${path}: Portuguese is the English "${en}"`);
  return out;
}

const i18n = i18next.createInstance();
await i18n.init({ resources: { en: resources.en, 'pt-BR': { translation: ptBR } }, lng: 'en', interpolation: { escapeValue: false } });
function sayIn(lang: 'en' | 'pt-BR', n: Pick<Notification, 'key' | 'params'>) {
  setMoneyLocale(lang);
  try {
    return notificationText(i18n.getFixedT(lang), lang, n);
  } finally {
    setMoneyLocale('en');
  }
}

/** Events of every type the `notify` consumer takes (a mapped type: a new event type fails the typecheck here). */
const SAMPLES: { [T in NotifyEventType]: DomainEventMap[T][] } = {
  'deposit.credited': [
    { userId: 7, orderNo: 'S1', payType: 'sandbox', isCrypto: false, coinCents: 2_000, bonusCents: 0 },
    { userId: 7, orderNo: 'S2', payType: 'sandbox', isCrypto: false, coinCents: 2_000, bonusCents: 150 },
  ],
  'order.status_changed': [
    { orderId: 3, from: 54, to: 56, step: 3, event: 'status' },
    { orderId: 3, from: 55, to: 98, step: 1, event: 'cancelled' },
  ],
  'battle.settled': ['normal', 'share'].map((mode) => ({
    battleId: 1,
    uuid: 'u',
    mode,
    type: 'singled',
    endsAt: '2026-06-15T12:00:00.000Z',
    seats: [{ seat: 1, userId: 7, isBot: false, stakeCents: 100, wonCents: 250, won: true }],
  })),
  'level.reached': [{ userId: 7, beforeLevel: 1, level: 2, xp: 2_000 }],
  'quest.completed': [
    { userId: 7, questId: 2, name: 'Box hunter', nameKey: 'boxHunter' },
    { userId: 7, questId: 9, name: 'Operator quest' },
  ],
  'withdrawal.paid': [{ userId: 7, withdrawalId: 1, amountCents: 15_000, currency: 'USD' }],
  'lottery.won': [{ userId: 7, drawId: 1, drawKey: 'd', ticketId: 1, rank: 2, prizeCents: 5_000 }],
  'bingo.won': [
    { userId: 7, gameId: 1, cardId: 1, prize: 'line', prizeCents: 500 },
    { userId: 7, gameId: 1, cardId: 1, prize: 'full', prizeCents: 2_500 },
  ],
  'contest.prize': [{ userId: 7, periodId: 1, rank: 1, prizeCents: 100_000 }],
  'fancy.set_claimed': [{ userId: 7, setId: 1, name: 'Ocean', prizeCents: 1_000 }],
  'payment.refunded': [{ userId: 7, orderNo: 'S3', coinCents: 2_000, bonusCents: 100 }],
  'vip.changed': [{ userId: 7, fromXp: 0, xp: 5_000, beforeLevel: 1, level: 3 }],
};
/** Keys written outside the consumer (balance corrections, system and operator messages): checked on the catalogue only. */
const WRITTEN_ELSEWHERE: ReadonlySet<NotificationKey> = new Set([
  'correction_credit',
  'correction_debit',
  'system_text',
  'system_test',
  'operator_message',
]);

describe('server-built texts are catalogue keys in both languages (small)', () => {
  it('every notification kind has keys, and every key has a title and content in en and pt-BR with the parameters the web fills', () => {
    const problems: string[] = [];
    for (const kind of NotificationKind.options) {
      const keys = NOTIFICATION_KEYS[kind] as readonly NotificationKey[];
      if (!keys.length) problems.push(`${kind}: no keys`);
      for (const key of keys) {
        if (OPERATOR_WORDS.has(key)) continue;
        for (const part of ['title', 'content'])
          problems.push(...problemsOf(`serverTexts.notify.${key}.${part}`, NOTIFICATION_PLACEHOLDERS[key]));
      }
    }
    expect(problems).toEqual([]);
  });

  it('every event the notify consumer takes drafts a known key whose texts render fully, and differently, in both languages', () => {
    const produced = new Set<NotificationKey>();
    const problems: string[] = [];
    for (const type of NOTIFY_EVENT_TYPES) {
      const samples = SAMPLES[type] as DomainEventMap[NotifyEventType][];
      expect(samples.length, type).toBeGreaterThan(0);
      for (const payload of samples) {
        const drafts = draftsOf({ id: 1, type, userId: 7, payload, createdAt: '2026-06-15T12:00:00.000Z' } as never);
        for (const d of drafts) {
          produced.add(d.key);
          if (!(NOTIFICATION_KEYS[d.kind] as readonly string[]).includes(d.key))
            problems.push(`${type}: key ${d.key} is not a ${d.kind} key`);
          // a parameter is data (an amount, an id, a name), never a sentence of the server's
          for (const [k, v] of Object.entries(d.params))
            if (typeof v === 'string' && !['name', 'questNameKey', 'orderNo', 'prize'].includes(k))
              problems.push(`${type}: text parameter ${k}`);
          const n = { key: d.key, params: d.params as Notification['params'] };
          const en = sayIn('en', n);
          const pt = sayIn('pt-BR', n);
          for (const [lang, text] of [
            ['en', en],
            ['pt-BR', pt],
          ] as const)
            for (const s of [text.title, text.content])
              if (!s || s.includes('{{') || s.startsWith('serverTexts.')) problems.push(`${type} ${d.key} ${lang}: "${s}"`);
          if (pt.content === en.content) problems.push(`${type} ${d.key}: Portuguese content is the English "${en.content}"`);
        }
      }
    }
    expect(problems).toEqual([]);
    const unproduced = Object.values(NOTIFICATION_KEYS)
      .flat()
      .filter((k) => !produced.has(k) && !WRITTEN_ELSEWHERE.has(k));
    expect(unproduced, 'keys no sample event drafts: add a sample').toEqual([]);
  });

  it('every journal entry kind has a coin history text in both languages, and a correction line says its reason', () => {
    expect(LEDGER_ENTRY_KINDS.length).toBeGreaterThan(40);
    expect(LEDGER_ENTRY_KINDS.flatMap((kind) => problemsOf(`serverTexts.ledger.${kind}`, []))).toEqual([]);
    expect(problemsOf('serverTexts.ledger.correctionWithReason', ['reason'])).toEqual([]);
    expect(problemsOf('serverTexts.ledger.other', [])).toEqual([]);
    const t = i18n.getFixedT('pt-BR');
    expect(ledgerLineText(t, { kind: 'ops_goodwill', reason: 'Rodada devolvida' })).toBe('Correção pelo suporte: Rodada devolvida');
  });

  it('every prize source has a label in both languages', () => {
    expect(StoreItemSource.options.flatMap((s) => problemsOf(`serverTexts.prizeSource.${s}`, []))).toEqual([]);
  });

  it('seeded Glory Road quests have catalogue names and every task kind reads in both languages', () => {
    expect(DEFAULT_QUESTS.flatMap((q) => problemsOf(`serverTexts.quests.names.${q.nameKey}`, []))).toEqual([]);
    // the English catalogue name is the seeded name: an untouched seeded quest reads the same in English
    for (const q of DEFAULT_QUESTS) expect(textAt(EN, `serverTexts.quests.names.${q.nameKey}`)).toBe(q.name);
    // a quest the operators renamed (or made) shows its name as typed
    expect(questNameKey({ id: 1, name: 'Level-up quest' })).toBe('levelUp');
    expect(questNameKey({ id: 1, name: 'Semana VIP' })).toBeNull();
    expect(questNameKey({ id: 77, name: 'Box hunter' })).toBeNull();
    const problems: string[] = [];
    for (const kind of QuestTaskKind.options) {
      const counted = kind !== 'deposit_cents' && kind !== 'level';
      for (const path of counted ? [`${kind}_one`, `${kind}_other`] : [kind])
        problems.push(...problemsOf(`serverTexts.quests.tasks.${path}`, ['amount', 'level', 'count']));
      for (const target of [1, 50]) {
        const en = questTaskText(i18n.getFixedT('en'), { kind, target });
        const pt = questTaskText(i18n.getFixedT('pt-BR'), { kind, target });
        if (en.includes('{{') || pt.includes('{{') || en === pt || pt.startsWith('serverTexts.'))
          problems.push(`${kind} ${target}: "${en}" / "${pt}"`);
      }
    }
    expect(problems).toEqual([]);
    // the seeded tasks read as their English names did
    for (const q of DEFAULT_QUESTS)
      for (const task of q.tasks)
        expect(
          questTaskText(i18n.getFixedT('en'), { kind: task.kind, target: task.kind === 'deposit_cents' ? task.target / 100 : task.target }),
        ).toBe(task.name.replace('$50', '$50.00'));
  });

  it('seeded events have their title and banner in both languages, the English being what was seeded', () => {
    const problems: string[] = [];
    for (const e of DEFAULT_EVENTS) {
      problems.push(
        ...problemsOf(`serverTexts.events.${e.textKey}.title`, []),
        ...problemsOf(`serverTexts.events.${e.textKey}.banner`, []),
      );
      expect(textAt(EN, `serverTexts.events.${e.textKey}.title`)).toBe(e.title);
      expect(textAt(EN, `serverTexts.events.${e.textKey}.banner`)).toBe(e.bannerText);
    }
    expect(problems).toEqual([]);
  });

  it('the notify module builds no English text: no string literal of two words or more outside comments', () => {
    const dir = dirname(fileURLToPath(import.meta.url));
    const offenders: string[] = [];
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))) {
      const code = readFileSync(join(dir, file), 'utf8')
        .replace(/\/\*[\s\S]*?\*\//g, '')
        .replace(/(^|[^:])\/\/.*$/gm, '$1');
      for (const m of code.matchAll(/(['"`])((?:(?!\1)[^\\\n]|\\.)*)\1/g)) {
        if (/[A-Za-z]{2,} [A-Za-z]{2,}/.test(m[2]!.replace(/\$\{[^}]*\}/g, ' '))) offenders.push(`${file}: ${m[0]}`);
      }
    }
    expect(offenders).toEqual([]);
  });
});
