import { eq, inArray } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/client.ts';
import { settings } from '../db/schema/index.ts';
import type { Clock } from '../lib/random.ts';

/** How long a read setting is reused before the table is read again (ms). */
export const SETTINGS_CACHE_MS = 5_000;

/**
 * Settings operators tune (architecture.md "Growing the product"): JSON values by key in table `settings`,
 * defaults inserted at start by `seed` (idempotent: an existing row is never overwritten), read through a
 * short cache. A feature declares its defaults with `SettingsService.define` before the container seeds.
 */
export class SettingsService {
  private readonly defaults = new Map<string, unknown>();
  private readonly cache = new Map<string, { value: unknown; until: number }>();

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  /** Declares a setting and its default (seeded by `seed`). */
  define<T>(key: string, defaultValue: T): void {
    this.defaults.set(key, defaultValue);
  }

  /** Inserts every declared default that has no row yet. */
  async seed(): Promise<void> {
    const entries = [...this.defaults.entries()];
    if (!entries.length) return;
    await this.db
      .insert(settings)
      .values(entries.map(([key, value]) => ({ key, value })))
      .onConflictDoNothing();
  }

  /** The value of `key` (the row, else its declared default); cached for SETTINGS_CACHE_MS. */
  async get<T>(key: string, db: DbOrTx = this.db): Promise<T> {
    const now = this.clock.now().getTime();
    const hit = this.cache.get(key);
    if (hit && hit.until > now) return hit.value as T;
    const rows = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, key));
    const value = rows[0] ? rows[0].value : this.defaults.get(key);
    this.cache.set(key, { value, until: now + SETTINGS_CACHE_MS });
    return value as T;
  }

  /** Rows of `keys` (for an operator page). */
  async many(keys: string[]): Promise<Record<string, unknown>> {
    const rows = keys.length ? await this.db.select().from(settings).where(inArray(settings.key, keys)) : [];
    const out: Record<string, unknown> = {};
    for (const k of keys) out[k] = this.defaults.get(k);
    for (const r of rows) out[r.key] = r.value;
    return out;
  }

  /** Drops the cached value of `key` on this instance (call after the writing transaction commits). */
  forget(key: string): void {
    this.cache.delete(key);
  }

  /** Writes `key` in the caller's transaction (write the audit row in the same one); returns the previous value. */
  async set(tx: DbOrTx, key: string, value: unknown, operatorId: number): Promise<unknown> {
    const before = await tx.select({ value: settings.value }).from(settings).where(eq(settings.key, key)).for('update');
    await tx
      .insert(settings)
      .values({ key, value, updatedBy: operatorId, updatedAt: this.clock.now() })
      .onConflictDoUpdate({ target: settings.key, set: { value, updatedBy: operatorId, updatedAt: this.clock.now() } });
    this.cache.delete(key);
    return before[0]?.value ?? this.defaults.get(key) ?? null;
  }
}
