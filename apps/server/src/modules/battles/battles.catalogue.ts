import { artPath, boxInfoPath, centsToCoins, type TicketRange } from '@hapa/domain';
import type { BattleBox } from '@hapa/contracts';
import type { Db, DbOrTx } from '../../db/client.ts';
import * as repo from './battles.repo.ts';

/** An item as a battle draw shows it. */
export interface OddsItem {
  id: number;
  name: string;
  image: string;
  priceCents: number;
  skuLevel: number;
}

/** A box's odds at one version: ticket ranges and the items in box order. */
export interface OddsAtVersion {
  ranges: TicketRange[];
  items: OddsItem[];
}

/** What the battle views read synchronously once {@link BattleCatalogue.preload} has run. */
export interface CatalogueSnapshot {
  box(id: number): BattleBox;
  odds(boxId: number, version: number): OddsAtVersion;
}

/**
 * Box names/images and versioned odds for battles, cached in memory. Odds at a version never change
 * (fairness.md "Box opening": odds are versioned), so they are cached for good; box display data is
 * cached too (prices charged come from the battle's own recorded rounds, never from here).
 */
export class BattleCatalogue implements CatalogueSnapshot {
  private readonly boxes = new Map<number, BattleBox>();
  private readonly oddsCache = new Map<string, OddsAtVersion>();
  private readonly loading = new Map<string, Promise<OddsAtVersion>>();

  constructor(private readonly db: Db) {}

  /**
   * Loads what views of these rounds need (box display data and every odds version) in at most two statements
   * whatever the number of rounds (one for the boxes not cached, one for every odds version not cached), so a page
   * of battles costs the same statements as one battle (docs/architecture/money-and-ledger.md#history-pages).
   * @throws Error when a box has no odds at a round's version
   */
  async preload(rounds: { boxId: number; oddsVersion: number }[], db: DbOrTx = this.db): Promise<void> {
    const missing = [...new Set(rounds.map((r) => r.boxId))].filter((id) => !this.boxes.has(id));
    const keys = [...new Map(rounds.map((r) => [`${r.boxId}:${r.oddsVersion}`, { boxId: r.boxId, version: r.oddsVersion }])).entries()];
    const shared = db === this.db; // inside a transaction the caller's handle must be used (PGlite runs one transaction at a time)
    const pending = shared ? keys.flatMap(([k]) => this.loading.get(k) ?? []) : [];
    const wanted = keys.filter(([k]) => !this.oddsCache.has(k) && !(shared && this.loading.has(k)));
    await Promise.all([
      missing.length ? repo.findBoxes(db, missing).then((rows) => rows.forEach((b) => this.remember(b))) : undefined,
      wanted.length ? this.fetchOddsMany(wanted, db, shared) : undefined,
      ...pending,
    ]);
  }

  /** Odds of every `keys` entry in one statement, cached; registered as in flight when on the shared handle. */
  private async fetchOddsMany(keys: [string, { boxId: number; version: number }][], db: DbOrTx, shared: boolean): Promise<void> {
    const all = (async () => {
      const rows = await repo.oddsItemsOf(
        db,
        keys.map(([, k]) => k),
      );
      for (const [key, k] of keys)
        this.oddsCache.set(
          key,
          oddsAt(
            rows.filter((r) => r.boxId === k.boxId && r.version === k.version),
            k.boxId,
            k.version,
          ),
        );
    })();
    if (shared) {
      for (const [key, k] of keys) {
        const one = all.then(() => this.odds(k.boxId, k.version));
        one.catch(() => undefined); // the caller of preload gets the error from `all`
        this.loading.set(key, one);
        void one.finally(() => this.loading.delete(key)).catch(() => undefined);
      }
    }
    await all;
  }

  /**
   * Box rows (id, name, image, price in cents, state, odds version) of `ids`, uncached, for other modules (contests);
   * they reach the battles repo through here (docs/architecture.md#layers). Empty `ids`: `[]`.
   */
  async boxRows(ids: number[], db: DbOrTx = this.db): Promise<repo.BoxMetaRow[]> {
    return repo.findBoxes(db, ids);
  }

  /**
   * A box's odds rows at `version`, uncached, in box order: ticket range (`ticketFrom`..`ticketTo`) and the item
   * (price in cents). Empty when the box has no odds at that version. For other modules (docs/architecture.md#layers).
   */
  async oddsRows(boxId: number, version: number, db: DbOrTx = this.db) {
    return repo.oddsItems(db, boxId, version);
  }

  /** Display data of a box, from a fresh row. */
  remember(b: repo.BoxMetaRow): BattleBox {
    const view = { id: b.id, name: b.name, image: b.image, price: centsToCoins(b.priceCents), boxInfo: boxInfoPath(b.id, b.name) };
    this.boxes.set(b.id, view);
    return view;
  }

  /** Odds at a version, loaded once. @throws Error when the box has no odds at that version */
  async loadOdds(boxId: number, version: number, db: DbOrTx = this.db): Promise<OddsAtVersion> {
    const key = `${boxId}:${version}`;
    const hit = this.oddsCache.get(key);
    if (hit) return hit;
    // inside a transaction the caller's handle must be used (PGlite runs one transaction at a time)
    if (db !== this.db) return this.fetchOdds(boxId, version, db);
    let pending = this.loading.get(key);
    if (!pending) {
      pending = this.fetchOdds(boxId, version, db).finally(() => this.loading.delete(key));
      this.loading.set(key, pending);
    }
    return pending;
  }

  private async fetchOdds(boxId: number, version: number, db: DbOrTx): Promise<OddsAtVersion> {
    const entry = oddsAt(await repo.oddsItems(db, boxId, version), boxId, version);
    this.oddsCache.set(`${boxId}:${version}`, entry);
    return entry;
  }

  box(id: number): BattleBox {
    return this.boxes.get(id) ?? { id, name: `Box ${id}`, image: artPath('box', id), price: 0, boxInfo: String(id) };
  }

  odds(boxId: number, version: number): OddsAtVersion {
    const hit = this.oddsCache.get(`${boxId}:${version}`);
    if (!hit) throw new Error(`odds ${boxId}:${version} not preloaded`);
    return hit;
  }
}

/** A box's odds rows at one version (box order) as the cache holds them. @throws Error when there are none */
function oddsAt(rows: Awaited<ReturnType<typeof repo.oddsItems>>, boxId: number, version: number): OddsAtVersion {
  if (!rows.length) throw new Error(`box ${boxId} has no odds at version ${version}`);
  return {
    ranges: rows.map((r) => ({ from: r.ticketFrom, to: r.ticketTo })),
    items: rows.map((r) => ({ id: r.id, name: r.name, image: r.image, priceCents: r.priceCents, skuLevel: r.skuLevel })),
  };
}
