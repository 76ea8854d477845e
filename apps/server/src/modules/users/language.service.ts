import type { FastifyRequest } from 'fastify';
import type { LanguageCode } from '@hapa/contracts';
import type { Db, DbOrTx } from '../../db/client.ts';
import type { Clock } from '../../lib/random.ts';
import * as repo from './language.repo.ts';
import { headerLanguage, toLanguageCode } from '../../http/language.ts';

export { headerLanguage, toLanguageCode };

/** Setting (operators tune it, `settings` table): ad channels whose visitors get Portuguese (docs/product/constants.md), in GET /api/sys/config `ptChannels`. */
export const PT_CHANNELS_SETTING = 'i18n.pt_channels';
/** Its default: one ad channel, Kwai (docs/product/constants.md "Portuguese for one ad channel"). */
export const DEFAULT_PT_CHANNELS: string[] = ['kwai'];

/** Saved languages are kept this long in memory per instance (a change on this instance is seen at once). */
export const LANGUAGE_CACHE_MS = 10_000;
const CACHE_MAX = 50_000;

/**
 * Players' language setting (apps/server/src/modules/users/README.md): read (cached briefly), saved, and the language a request is
 * answered in (error texts, mails): the signed-in player's setting, else the request headers, else English.
 */
export class LanguageService {
  private readonly cache = new Map<number, { lang: LanguageCode | null; until: number }>();

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  /** The saved language of a player, null when never chosen. */
  async saved(userId: number): Promise<LanguageCode | null> {
    const now = Date.now();
    const hit = this.cache.get(userId);
    if (hit && hit.until > now) return hit.lang;
    const lang = toLanguageCode(await repo.findLanguage(this.db, userId));
    if (this.cache.size >= CACHE_MAX) this.cache.clear();
    this.cache.set(userId, { lang, until: now + LANGUAGE_CACHE_MS });
    return lang;
  }

  /** Saves a player's language (inside the caller's transaction when one is given); this instance sees it at once. */
  async save(db: DbOrTx, userId: number, lang: LanguageCode): Promise<void> {
    await repo.upsertLanguage(db, userId, lang, this.clock.now());
    this.cache.delete(userId); // read again after the caller's transaction, so a rollback is never cached
  }

  /** The language to answer a request in: the session player's setting, else its headers, else 'en'. */
  async forRequest(req: FastifyRequest): Promise<LanguageCode> {
    const userLang = req.user ? await this.saved(req.user.id).catch(() => null) : null;
    return userLang ?? headerLanguage(req.headers) ?? 'en';
  }

  /** The language of a mail to a player: their setting, else the asking request's, else 'en'. */
  async forUser(userId: number, requestLang?: LanguageCode | null): Promise<LanguageCode> {
    return (await this.saved(userId)) ?? requestLang ?? 'en';
  }
}
