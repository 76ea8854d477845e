/**
 * The language of a request and the localised text of an error key (docs/architecture/web-app.md: server texts in the
 * player's language). The web app sends `X-Lang` on every call; other clients send `Accept-Language`.
 */
import type { FastifyRequest } from 'fastify';
import { ERRORS, ERRORS_PT_BR, isErrorKey, toLanguageCode, type LanguageCode } from '@hapa/contracts';

export { toLanguageCode };

/**
 * The language a request asks for by its headers: `X-Lang` (the web app sends the shown language on
 * every call), else the first supported tag of `Accept-Language` by its q weight, else null.
 */
export function headerLanguage(headers: FastifyRequest['headers']): LanguageCode | null {
  const explicit = toLanguageCode(headers['x-lang']);
  if (explicit) return explicit;
  const accept = headers['accept-language'];
  if (typeof accept !== 'string' || accept.length > 500) return null;
  const tags = accept.split(',').map((part, i) => {
    const [tag, ...params] = part.trim().split(';');
    const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    return { lang: toLanguageCode(tag), q: q === undefined ? 1 : Number(q), i };
  });
  const best = tags.filter((t) => t.lang && t.q > 0).sort((a, b) => b.q - a.q || a.i - b.i)[0];
  return best?.lang ?? null;
}

/**
 * An error's `msg` in a language. English stays as thrown (a text may carry values). For pt-BR: the
 * Portuguese catalogue text; an English text of the form "<catalogue text>: <detail>" keeps its detail
 * (a field name); a text with values of its own (e.g. a minimum amount) gives the catalogue text, the
 * values staying in `details` where the thrower put them.
 */
export function localizeErrorText(key: string, englishMsg: string, lang: LanguageCode): string {
  if (lang === 'en' || !isErrorKey(key)) return englishMsg;
  const en = ERRORS[key].msg;
  const pt = ERRORS_PT_BR[key];
  if (englishMsg.startsWith(`${en}: `)) return `${pt}${englishMsg.slice(en.length)}`;
  return pt;
}
