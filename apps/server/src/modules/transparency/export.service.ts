import type {
  BattleDetail,
  BattleHistory,
  ExportDraw,
  ExportOdds,
  GameHistory,
  HistoryExport,
  LiabilitiesProof,
  LogInclusion,
  LotteryDrawResult,
  LotteryEntries,
  LotteryTickets,
} from '@hapa/contracts';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/random.ts';
import type { LogService } from './log.service.ts';
import * as repo from './export.repo.ts';

/** At most this many openings, battles, rounds and lottery draws of each kind go into one export (newest first). */
export const EXPORT_LIMIT = 5_000;
const PAGE = 100;
/** Battle details and lottery draws are read this many at a time (each a few indexed queries on the pool). */
const PARALLEL = 8;

/** `read` of every item, PARALLEL at a time, results in the items' order. */
async function inBatches<T, R>(items: T[], read: (item: T) => Promise<R>): Promise<R[]> {
  const out: R[] = [];
  for (let i = 0; i < items.length; i += PARALLEL) out.push(...(await Promise.all(items.slice(i, i + PARALLEL).map(read))));
  return out;
}

/** What the export reads from the features that own the history (each through its service). */
export interface ExportSources {
  battleHistory(userId: number, page: number, pageSize: number): Promise<BattleHistory>;
  battleDetail(uuid: string, viewerId: number): Promise<BattleDetail>;
  gameHistory(userId: number, page: number, pageSize: number): Promise<GameHistory>;
  lotteryTickets(userId: number, page: number, pageSize: number): Promise<LotteryTickets>;
  lotteryDraw(drawId: number): Promise<LotteryDrawResult>;
  lotteryEntries(drawId: number): Promise<LotteryEntries>;
  liabilities(userId: number): Promise<LiabilitiesProof>;
  playerKey(userId: number): string;
}

/** Every page of a paged list, up to EXPORT_LIMIT items. */
async function allPages<T>(read: (page: number) => Promise<{ list: T[]; total: number }>): Promise<T[]> {
  const out: T[] = [];
  for (let page = 1; out.length < EXPORT_LIMIT; page++) {
    const { list, total } = await read(page);
    out.push(...list);
    if (list.length < PAGE || out.length >= total) break;
  }
  return out.slice(0, EXPORT_LIMIT);
}

/**
 * The player's history export (docs/transparency.md#history-export): every seed pair (each commitment and reveal must
 * be in the public log), every opening (with the odds at its version),
 * battle seat (with the whole battle's seeds and draws), game round and lottery draw entry, with seeds once revealed
 * and results, the public log's inclusion proof of every seed commitment and reveal they involve, the log's key and the
 * player's newest liabilities proof. `packages/verifier` checks it offline.
 */
export class HistoryExportService {
  constructor(private readonly d: { db: Db; clock: Clock; log: LogService; sources: ExportSources }) {}

  /** GET /api/user/history/export: the JSON the verifier reads (schema HistoryExport). */
  async exportFor(userId: number): Promise<HistoryExport> {
    const src = this.d.sources;
    const [seedPairs, openingRows, battleList, gameRounds, tickets, liabilities] = await Promise.all([
      repo.seedPairsOf(this.d.db, userId, EXPORT_LIMIT),
      repo.openingsOf(this.d.db, userId, EXPORT_LIMIT),
      allPages((page) => src.battleHistory(userId, page, PAGE)),
      allPages((page) => src.gameHistory(userId, page, PAGE)),
      allPages((page) => src.lotteryTickets(userId, page, PAGE)),
      src.liabilities(userId),
    ]);
    const openings = openingRows.map(({ o, pair }) => ({
      id: o.id,
      boxId: o.boxId,
      oddsVersion: o.oddsVersion,
      serverSeedHashed: pair.serverSeedHashed,
      serverSeed: pair.status === 'revealed' ? pair.serverSeed : null,
      clientSeed: pair.clientSeed ?? '',
      nonce: o.nonce,
      ticket: o.ticket,
      itemId: o.itemId,
      priceCents: o.priceCents,
      itemValueCents: o.itemPriceCents,
      createdAt: o.createdAt.toISOString(),
    }));
    // a large history stays within the request timeout: details PARALLEL at a time, every battle's odds in ONE read
    const details = await inBatches(battleList, (summary) => src.battleDetail(summary.uuid, userId));
    const battleOdds = await this.odds(details.flatMap((d) => d.rounds.map((r) => ({ boxId: r.box.id, version: r.oddsVersion }))));
    const battles = details.map((detail) => {
      const seat = detail.players.find((p) => p.userId === userId && !p.isBot)?.number ?? 0;
      const used = new Set(detail.rounds.map((r) => `${r.box.id}:${r.oddsVersion}`));
      return { ...detail, seat, odds: battleOdds.filter((o) => used.has(`${o.boxId}:${o.version}`)) };
    });
    const drawIds = [...new Set(tickets.map((t) => t.drawId))];
    const drawReads = await inBatches(drawIds, (drawId) => Promise.all([src.lotteryDraw(drawId), src.lotteryEntries(drawId)]));
    const draws: ExportDraw[] = [];
    for (const [i, drawId] of drawIds.entries()) {
      const [draw, entries] = drawReads[i]!;
      draws.push({
        drawKey: draw.drawKey,
        status: draw.status,
        serverSeedHashed: draw.serverSeedHashed,
        serverSeed: draw.serverSeed,
        clientSeed: draw.clientSeed,
        entryIds: entries.entries,
        prizeCount: draw.prizeTablePpm.length,
        winners: draw.winners.map((w) => ({ rank: w.rank, ticketId: w.ticketId })),
        myTickets: tickets.filter((t) => t.drawId === drawId).map((t) => t.id),
      });
    }
    const hashes = [
      ...seedPairs.map((p) => p.serverSeedHashed),
      ...openings.map((o) => o.serverSeedHashed),
      ...battles.map((b) => b.serverSeedHashed),
      ...gameRounds.map((r) => r.serverSeedHashed),
      ...draws.map((d) => d.serverSeedHashed),
    ];
    const inclusions: LogInclusion[] = [...(await this.d.log.inclusionsOf(hashes)).values()].flat();
    return {
      format: 'hapabox-history-export',
      version: 1,
      exportedAt: this.d.clock.now().toISOString(),
      player: src.playerKey(userId),
      logKey: this.d.log.publicKey(),
      seedPairs,
      openings,
      odds: await this.odds(openings.map((o) => ({ boxId: o.boxId, version: o.oddsVersion }))),
      battles,
      gameRounds,
      draws,
      inclusions,
      liabilities,
    };
  }

  /** The odds of each distinct (box, version). */
  private async odds(keys: { boxId: number; version: number }[]): Promise<ExportOdds[]> {
    const distinct = [...new Map(keys.map((k) => [`${k.boxId}:${k.version}`, k])).values()];
    const rows = await repo.oddsOf(this.d.db, distinct);
    const out = new Map<string, ExportOdds>();
    for (const r of rows) {
      const key = `${r.boxId}:${r.version}`;
      const o = out.get(key) ?? { boxId: r.boxId, version: r.version, items: [] };
      o.items.push({ itemId: r.itemId, ppm: r.ppm, ticketFrom: r.ticketFrom, ticketTo: r.ticketTo });
      out.set(key, o);
    }
    return [...out.values()];
  }
}
