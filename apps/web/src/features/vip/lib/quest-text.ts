import type { QuestView } from '@hapa/contracts';
import type { TFunction } from 'i18next';
import { formatCoinUnits } from '../../../lib/money.ts';

/**
 * A quest's name in the reader's language (docs/architecture/web-app.md#server-built-texts): a seeded quest the
 * operators left as seeded has a catalogue name (`nameKey`); a renamed or operator-made quest shows its name as typed.
 */
export function questName(t: TFunction, q: { name: string; nameKey: string | null }): string {
  return q.nameKey ? t(`serverTexts.quests.names.${q.nameKey}`, { defaultValue: q.name }) : q.name;
}

/**
 * A quest task in the reader's language, from what it counts and its target (`target` in coin units for
 * `deposit_cents`, a VIP level for `level`, a count otherwise): "Top up $50.00 in total", "Abra 10 caixas".
 */
export function questTaskText(t: TFunction, task: Pick<QuestView['tasks'][number], 'kind' | 'target'>): string {
  switch (task.kind) {
    case 'deposit_cents':
      return t('serverTexts.quests.tasks.deposit_cents', { amount: formatCoinUnits(task.target) });
    case 'level':
      return t('serverTexts.quests.tasks.level', { level: task.target });
    default:
      return t(`serverTexts.quests.tasks.${task.kind}`, { count: task.target });
  }
}
