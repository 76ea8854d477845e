import { EventPageConfig, type BothLanguages, type PromoEvent } from '@hapa/contracts';
import type { TFunction } from 'i18next';

/** The operator's text in the player's language (`pt-BR` -> Portuguese, else English). */
export function textIn(text: BothLanguages, language: string): string {
  return language.startsWith('pt') ? text.pt : text.en;
}

const isPageKind = (config: unknown) => typeof config === 'object' && config !== null && (config as { kind?: unknown }).kind === 'page';

/**
 * An event's title and banner text in the player's language: an operator's event page has both languages in its
 * config (docs/events.md#event-pages); a seeded event the operators left as seeded is said from the catalogue
 * (`textKey`, docs/architecture/web-app.md#server-built-texts); otherwise its one title and banner text as typed.
 */
export function eventTexts(
  e: Pick<PromoEvent, 'title' | 'bannerText' | 'config'> & { textKey?: string | null },
  language: string,
  t?: TFunction,
): { title: string; subtitle: string } {
  // only an operator's page config (`kind: 'page'`) can pass: anything else is told without building and running the
  // schema, which a home's events strip paid for every seeded event in a page's start
  const page = isPageKind(e.config) ? EventPageConfig.safeParse(e.config) : null;
  if (!page?.success) {
    if (e.textKey && t)
      return {
        title: t(`serverTexts.events.${e.textKey}.title`, { defaultValue: e.title }),
        subtitle: t(`serverTexts.events.${e.textKey}.banner`, { defaultValue: e.bannerText }),
      };
    return { title: e.title, subtitle: e.bannerText };
  }
  return { title: textIn(page.data.title, language), subtitle: textIn(page.data.subtitle, language) };
}

/** Paragraphs of a rules text: split on blank lines, trimmed, empty ones dropped. */
export function paragraphs(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
}

/** Slugs the catch-all route may ask the events API about: one path segment shaped like an event slug. */
export function eventSlugOf(pathname: string): string | null {
  const m = /^\/([a-z0-9][a-z0-9-]{0,63})\/?$/.exec(pathname);
  return m ? m[1]! : null;
}
