/**
 * The offline verifier (docs/transparency.md#the-offline-verifier): recomputes every outcome of a history export with
 * the published rules (`@hapa/domain`), checks every seed commitment's and reveal's inclusion in the public log under a
 * head signed by the log's key, and the player's liabilities proof. Needs no network; with `url`, it also asks the
 * log for its newest head and checks that every head the export used is a prefix of it (consistency proofs).
 */
import {
  battleClientSeed,
  battleSeatTicket,
  drawClientSeed,
  fromBase64,
  fromHex,
  itemIndexForTicket,
  liabilitiesMessage,
  logEntryLeafHash,
  logEntryProblem,
  lotteryWinners,
  sha256Hex,
  sha256WebCrypto,
  boxTicket,
  toHex,
  treeHeadMessage,
  verifyConsistency,
  verifyEd25519,
  verifyInclusion,
  verifySumProof,
  type LogEntry,
} from '@hapa/domain';
import type { HistoryExportJson, InclusionJson, OddsJson, SignedHead } from './export-format.ts';
import { GAME_CHECKS, type Verdict } from './games.ts';

/** One checked item: an opening, a battle seat, a game round, a draw entry, a log inclusion, the liabilities proof. */
export interface Check {
  kind: 'seed' | 'opening' | 'battle' | 'game' | 'draw' | 'log' | 'liabilities' | 'log-consistency';
  ref: string;
  /** 'verified', 'failed' (with the reason), or 'pending' (its seed is not revealed yet: nothing to recompute) */
  status: 'verified' | 'failed' | 'pending';
  reason?: string;
}

export interface Report {
  verified: number;
  failed: number;
  pending: number;
  checks: Check[];
}

/** Reads the export: the bare JSON or the API's envelope `{code: 0, data}`. @throws Error when it is neither */
export function parseExport(text: string): HistoryExportJson {
  const json = JSON.parse(text) as { code?: unknown; data?: unknown; format?: unknown };
  const body = (json.code === 0 && json.data ? json.data : json) as HistoryExportJson;
  if (body.format !== 'hapabox-history-export' || body.version !== 1)
    throw new Error('not a HapaBox history export (format hapabox-history-export, version 1)');
  return body;
}

const entryOf = (e: InclusionJson['entry']): LogEntry => ({
  kind: e.kind,
  scope: e.scope,
  ref: e.ref,
  seedType: e.seedType,
  player: e.player,
  seedHash: e.seedHash,
  serverSeed: e.serverSeed,
  at: e.at,
});

/** The ranges of one box's odds at one version. */
function rangesOf(odds: OddsJson[], boxId: number, version: number) {
  const o = odds.find((x) => x.boxId === boxId && x.version === version);
  return o ? { items: o.items, ranges: o.items.map((i) => ({ from: i.ticketFrom, to: i.ticketTo })) } : null;
}

/**
 * Verifies an export. `fetchJson` (optional) reads the log's API at `url` for the consistency check; without it the
 * verification is fully offline.
 */
export async function verifyExport(
  exp: HistoryExportJson,
  opts: { url?: string; fetchJson?: (url: string) => Promise<unknown> } = {},
): Promise<Report> {
  const checks: Check[] = [];
  const add = (kind: Check['kind'], ref: string, v: Verdict | 'pending') =>
    checks.push(
      v === 'pending'
        ? { kind, ref, status: 'pending' }
        : v.ok
          ? { kind, ref, status: 'verified' }
          : { kind, ref, status: 'failed', reason: v.reason },
    );
  const key = fromBase64(exp.logKey.publicKey);

  // 1. the log: each inclusion's head signature, leaf and audit path
  const headOk = new Map<string, boolean>();
  const checkHead = async (h: SignedHead) => {
    const k = `${h.treeSize}:${h.timestamp}:${h.rootHash}`;
    if (!headOk.has(k))
      headOk.set(k, h.keyId === exp.logKey.keyId && (await verifyEd25519(key, treeHeadMessage(h), fromBase64(h.signature))));
    return headOk.get(k)!;
  };
  /** seed hash -> the kinds of entries proven in the log for it, with their scope, ref and player */
  const logged = new Map<string, LogEntry[]>();
  for (const inc of exp.inclusions) {
    const ref = `entry ${inc.entry.index} (${inc.entry.kind} ${inc.entry.scope} ${inc.entry.ref})`;
    const entry = entryOf(inc.entry);
    const leaf = logEntryLeafHash(entry);
    let v: Verdict = { ok: true };
    const problem = logEntryProblem(entry);
    if (!(await checkHead(inc.head))) v = { ok: false, reason: 'the tree head signature does not verify with the log key' };
    else if (toHex(leaf) !== inc.entry.leafHash) v = { ok: false, reason: 'the entry does not hash to its leaf' };
    else if (problem) v = { ok: false, reason: problem };
    else if (inc.entry.scope === 'seed_pair' && inc.entry.player !== exp.player)
      v = { ok: false, reason: 'the entry names another player' };
    else if (
      inc.treeSize !== inc.head.treeSize ||
      !(await verifyInclusion(leaf, inc.entry.index, inc.treeSize, inc.path.map(fromHex), fromHex(inc.head.rootHash), sha256WebCrypto))
    )
      v = { ok: false, reason: 'the audit path does not lead to the signed root' };
    add('log', ref, v);
    if (v.ok) logged.set(entry.seedHash, [...(logged.get(entry.seedHash) ?? []), entry]);
  }
  /** the commitment (and, once revealed, the reveal) of a seed are proven in the log for this subject */
  const inLog = (hash: string, revealed: boolean, match: (e: LogEntry) => boolean): string | null => {
    const entries = (logged.get(hash) ?? []).filter(match);
    if (!entries.some((e) => e.kind === 'commit')) return 'its commitment is not proven in the public log';
    if (revealed && !entries.some((e) => e.kind === 'reveal')) return 'its reveal is not proven in the public log';
    return null;
  };
  const seedOk = (hash: string, seed: string | null) =>
    seed === null || sha256Hex(seed) === hash ? null : 'the revealed server seed does not hash to its commitment';

  // 2. my seed pairs: every commitment (and every reveal) proven in the log under my keyed id
  for (const p of exp.seedPairs ?? []) {
    const problem =
      seedOk(p.serverSeedHashed, p.serverSeed) ??
      inLog(p.serverSeedHashed, p.status === 'revealed', (e) => e.scope === 'seed_pair' && e.seedType === p.seedType);
    add(
      'seed',
      `seed type ${p.seedType} ${p.status} ${p.serverSeedHashed.slice(0, 12)}...`,
      problem ? { ok: false, reason: problem } : { ok: true },
    );
  }

  // 3. openings: ticket and item from the seeds and the odds at the recorded version
  for (const o of exp.openings) {
    const ref = `opening ${o.id}`;
    const logProblem = inLog(o.serverSeedHashed, o.serverSeed !== null, (e) => e.scope === 'seed_pair' && e.seedType === 1);
    if (o.serverSeed === null) {
      add('opening', ref, logProblem ? { ok: false, reason: logProblem } : 'pending');
      continue;
    }
    const odds = rangesOf(exp.odds, o.boxId, o.oddsVersion);
    const ticket = boxTicket(o.serverSeed, o.clientSeed, o.nonce);
    const problem =
      seedOk(o.serverSeedHashed, o.serverSeed) ??
      (ticket !== o.ticket ? `ticket recomputes to ${ticket}, the opening shows ${o.ticket}` : null) ??
      (!odds ? 'the odds of its version are missing' : null) ??
      (odds!.items[itemIndexForTicket(odds!.ranges, ticket)]!.itemId !== o.itemId ? 'the ticket falls on another item' : null) ??
      logProblem;
    add('opening', ref, problem ? { ok: false, reason: problem } : { ok: true });
  }

  // 4. battle seats: the battle client seed from every seat's seed, every seat's draw of every round
  for (const b of exp.battles) {
    const ref = `battle ${b.uuid} seat ${b.seat}`;
    const logProblem = inLog(b.serverSeedHashed, b.serverSeed !== null, (e) => e.scope === 'battle' && e.ref === b.uuid);
    if (b.serverSeed === null || b.clientSeed === null) {
      add('battle', ref, logProblem ? { ok: false, reason: logProblem } : 'pending');
      continue;
    }
    const seats = [...b.players].sort((x, y) => x.number - y.number);
    let problem = seedOk(b.serverSeedHashed, b.serverSeed);
    if (
      !problem &&
      battleClientSeed(
        b.uuid,
        seats.map((s) => s.clientSeed ?? ''),
      ) !== b.clientSeed
    )
      problem = "the battle client seed does not follow from the seats' seeds";
    for (const round of b.rounds) {
      if (problem) break;
      const odds = rangesOf(b.odds, round.box.id, round.oddsVersion);
      if (!odds) problem = `the odds of round ${round.round} are missing`;
      for (const d of round.draws) {
        if (problem) break;
        const ticket = battleSeatTicket(b.serverSeed, b.clientSeed, round.round, d.number);
        if (ticket !== d.ticket) problem = `round ${round.round} seat ${d.number}: ticket recomputes to ${ticket}`;
        else if (odds!.items[itemIndexForTicket(odds!.ranges, ticket)]!.itemId !== d.itemId)
          problem = `round ${round.round} seat ${d.number}: another item`;
      }
    }
    const bad = problem ?? logProblem;
    add('battle', ref, bad ? { ok: false, reason: bad } : { ok: true });
  }

  // 5. game rounds: each game's own rule
  for (const r of exp.gameRounds) {
    const ref = `${r.game} round ${r.id}`;
    const logProblem = inLog(r.serverSeedHashed, r.serverSeed !== null, (e) => e.scope === 'seed_pair' && e.seedType === 3);
    if (r.serverSeed === null || r.status !== 'settled') {
      add('game', ref, logProblem ? { ok: false, reason: logProblem } : 'pending');
      continue;
    }
    const check = GAME_CHECKS[r.game];
    const problem = seedOk(r.serverSeedHashed, r.serverSeed) ?? logProblem;
    if (problem) add('game', ref, { ok: false, reason: problem });
    else if (!check) add('game', ref, { ok: false, reason: `no published rule for the game ${r.game} in this verifier` });
    else add('game', ref, check({ ...r, serverSeed: r.serverSeed }));
  }

  // 6. lottery draws: the draw client seed over every entry, the winners by the shuffle rule
  for (const d of exp.draws) {
    const ref = `lottery ${d.drawKey} (tickets ${d.myTickets.join(', ')})`;
    const logProblem = inLog(d.serverSeedHashed, d.serverSeed !== null, (e) => e.scope === 'lottery' && e.ref === d.drawKey);
    if (d.serverSeed === null || d.clientSeed === null) {
      add('draw', ref, logProblem ? { ok: false, reason: logProblem } : 'pending');
      continue;
    }
    const winners = lotteryWinners(d.serverSeed, d.clientSeed, d.entryIds, d.prizeCount);
    const shown = [...d.winners].sort((a, b) => a.rank - b.rank).map((w) => w.ticketId);
    const problem =
      seedOk(d.serverSeedHashed, d.serverSeed) ??
      (drawClientSeed(d.drawKey, d.entryIds) !== d.clientSeed ? 'the draw client seed does not follow from the entries' : null) ??
      (winners.join() !== shown.join() ? `the winners recompute to tickets ${winners.join(', ')}` : null) ??
      (!d.myTickets.every((t) => d.entryIds.includes(t)) ? 'one of my tickets is not among the entries' : null) ??
      logProblem;
    add('draw', ref, problem ? { ok: false, reason: problem } : { ok: true });
  }

  // 7. liabilities: the signed root and my leaf's path to it
  const { root, proof } = exp.liabilities;
  if (root) {
    const signed = root.keyId === exp.logKey.keyId && (await verifyEd25519(key, liabilitiesMessage(root), fromBase64(root.signature)));
    const ref = `liabilities ${root.period}`;
    if (!signed) add('liabilities', ref, { ok: false, reason: 'the published root signature does not verify' });
    else if (!proof) add('liabilities', ref, { ok: false, reason: 'my leaf is missing from the snapshot' });
    else if (proof.leaf.player !== exp.player) add('liabilities', ref, { ok: false, reason: 'the leaf names another player' });
    else
      add(
        'liabilities',
        ref,
        await verifySumProof(
          {
            leaf: proof.leaf,
            index: proof.index,
            size: root.leafCount,
            path: proof.path,
            root: {
              hash: root.rootHash,
              coinsCents: root.totalCoinsCents,
              prizesCents: root.totalPrizesCents,
              hapacoins: root.totalHapacoins,
            },
          },
          sha256WebCrypto,
        ),
      );
  }

  // 8. with a URL: every head used is a prefix of the log's newest head
  if (opts.url !== undefined && opts.fetchJson) await checkAgainstLog(exp, opts.url, opts.fetchJson, key, add);

  const count = (s: Check['status']) => checks.filter((c) => c.status === s).length;
  return { verified: count('verified'), failed: count('failed'), pending: count('pending'), checks };
}

async function checkAgainstLog(
  exp: HistoryExportJson,
  url: string,
  fetchJson: (url: string) => Promise<unknown>,
  key: Uint8Array,
  add: (kind: Check['kind'], ref: string, v: Verdict) => void,
): Promise<void> {
  const data = <T>(x: unknown) => ((x as { data?: T }).data ?? x) as T;
  const latest = data<SignedHead>(await fetchJson(`${url}/api/transparency/log/sth`));
  if (!(await verifyEd25519(key, treeHeadMessage(latest), fromBase64(latest.signature)))) {
    add('log-consistency', `head of ${latest.treeSize}`, {
      ok: false,
      reason: "the log's newest head does not verify with the exported key",
    });
    return;
  }
  const heads = [...new Map(exp.inclusions.map((i) => [`${i.head.treeSize}:${i.head.rootHash}`, i.head])).values()];
  for (const h of heads) {
    const ref = `head of ${h.treeSize} -> ${latest.treeSize}`;
    if (h.treeSize > latest.treeSize) {
      add('log-consistency', ref, { ok: false, reason: 'the log now shows fewer entries than a head it signed' });
      continue;
    }
    const c = data<{ proof: string[] }>(
      await fetchJson(`${url}/api/transparency/log/consistency?first=${h.treeSize}&second=${latest.treeSize}`),
    );
    const ok = await verifyConsistency(
      h.treeSize,
      latest.treeSize,
      fromHex(h.rootHash),
      fromHex(latest.rootHash),
      c.proof.map(fromHex),
      sha256WebCrypto,
    );
    add(
      'log-consistency',
      ref,
      ok ? { ok: true } : { ok: false, reason: 'the log was rewritten: the newest head does not extend this one' },
    );
  }
}

/** The report in English, one line per failure, then "N verified, M failed" (and the pending count). */
export function formatReport(r: Report): string {
  const lines = r.checks.filter((c) => c.status === 'failed').map((c) => `FAILED  ${c.ref}: ${c.reason}`);
  const kinds = ['seed', 'opening', 'battle', 'game', 'draw', 'log', 'liabilities', 'log-consistency'] as const;
  for (const k of kinds) {
    const of = r.checks.filter((c) => c.kind === k);
    if (of.length)
      lines.push(
        `${k.padEnd(16)} ${of.filter((c) => c.status === 'verified').length} verified, ${of.filter((c) => c.status === 'failed').length} failed, ${of.filter((c) => c.status === 'pending').length} pending`,
      );
  }
  lines.push(`${r.verified} verified, ${r.failed} failed${r.pending ? ` (${r.pending} pending: seeds not revealed yet)` : ''}`);
  return lines.join('\n');
}
