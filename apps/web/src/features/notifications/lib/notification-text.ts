import type { Notification } from '@hapa/contracts';
import { formatCoins } from '@hapa/domain';
import type { TFunction } from 'i18next';

/** Interpolation values of a notification's texts from its stored parameters (see contracts NOTIFICATION_PLACEHOLDERS). */
export function notificationValues(t: TFunction, params: Notification['params']): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  for (const [k, v] of Object.entries(params)) if (typeof v !== 'boolean') out[k] = v;
  // amounts are integer cents; the money helpers format them in the shown language
  if (typeof params.amountCents === 'number') out.amount = formatCoins(Math.abs(params.amountCents));
  if (typeof params.bonusCents === 'number') out.bonus = formatCoins(params.bonusCents);
  if (typeof params.status === 'number')
    out.status = t(`serverTexts.notify.orderStatus.${params.status}`, { defaultValue: t('serverTexts.notify.orderStatus.other') });
  if (typeof params.name === 'string') {
    out.set = params.name;
    out.quest =
      typeof params.questNameKey === 'string'
        ? t(`serverTexts.quests.names.${params.questNameKey}`, { defaultValue: params.name })
        : params.name;
  }
  return out;
}

/**
 * A notification's title and content in the reader's language (docs/architecture/web-app.md#server-built-texts):
 * the catalogue's `serverTexts.notify.<key>` with its parameters; an operator's message carries its own words in
 * both languages (`titleEn`/`contentEn`, `titlePt`/`contentPt`) and shows the reader's.
 */
export function notificationText(
  t: TFunction,
  language: string,
  n: Pick<Notification, 'key' | 'params'>,
): { title: string; content: string } {
  if (n.key === 'operator_message') {
    const pt = language.startsWith('pt');
    const pick = (en: unknown, ptText: unknown) => String((pt && ptText ? ptText : en) ?? '');
    return { title: pick(n.params.titleEn, n.params.titlePt), content: pick(n.params.contentEn, n.params.contentPt) };
  }
  const values = { ...notificationValues(t, n.params), interpolation: { escapeValue: false } };
  return { title: t(`serverTexts.notify.${n.key}.title`, values), content: t(`serverTexts.notify.${n.key}.content`, values) };
}
