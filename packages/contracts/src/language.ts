import { z } from 'zod';

/** Languages a player can choose (docs/architecture/web-app.md): English (docs/product/constants.md default) and Brazilian Portuguese. */
export const LanguageCode = z.enum(['en', 'pt-BR']);
export type LanguageCode = z.infer<typeof LanguageCode>;

/**
 * A language tag as a supported language: 'pt', 'pt-br', 'pt-PT', 'pt_BR' -> 'pt-BR'; 'en', 'en-GB' -> 'en';
 * anything else (other languages, non-strings) null. Shared by the server (headers) and the web app.
 */
export function toLanguageCode(value: unknown): LanguageCode | null {
  if (typeof value !== 'string') return null;
  const v = value.trim().toLowerCase();
  if (v === 'pt' || v.startsWith('pt-') || v.startsWith('pt_')) return 'pt-BR';
  if (v === 'en' || v.startsWith('en-') || v.startsWith('en_')) return 'en';
  return null;
}
