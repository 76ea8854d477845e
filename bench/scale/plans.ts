import { closeSync, openSync, readSync, statSync } from 'node:fs';
import { psql } from '../lib.ts';
import { hit, type Read } from './reads.ts';

/** Debian's PostgreSQL log (logging_collector off: the cluster's stderr); BENCH_PG_LOG overrides. */
const PG_LOG = process.env.BENCH_PG_LOG ?? '/var/log/postgresql/postgresql-15-main.log';

/** Tables whose Seq Scan is flagged (every table the generator fills by the million). */
const BIG = [
  'openings',
  'store_items',
  'journal_entries',
  'journal_lines',
  'game_rounds',
  'payment_orders',
  'notifications',
  'users',
  'accounts',
  'battles',
  'battle_players',
  'seed_pairs',
];

/** Statements of the server's own loops (jobs, events, sessions touch), left out of a read's plans. */
const NOISE =
  /scheduled_jobs|domain_events|pg_try_advisory|transparency_|liability|rtp_daily|ops_sessions|update "sessions"|from "sessions"|"settings"/;

/** Turns auto_explain on (ANALYZE, BUFFERS, every statement) for new sessions of `db`; `off` undoes it. */
export function autoExplain(db: string, on: boolean): void {
  if (!on) {
    psql(`alter database ${db} reset session_preload_libraries; alter database ${db} reset all`);
    return;
  }
  psql(
    `alter database ${db} set session_preload_libraries = 'auto_explain'; alter database ${db} set auto_explain.log_min_duration = 0; ` +
      `alter database ${db} set auto_explain.log_analyze = on; alter database ${db} set auto_explain.log_buffers = on; ` +
      `alter database ${db} set auto_explain.log_timing = on; alter database ${db} set auto_explain.log_nested_statements = on`,
  );
}

function readFrom(offset: number): string {
  const size = statSync(PG_LOG).size;
  if (size <= offset) return '';
  const buf = Buffer.alloc(size - offset);
  const fd = openSync(PG_LOG, 'r');
  readSync(fd, buf, 0, buf.length, offset);
  closeSync(fd);
  return buf.toString('utf8');
}

/** The auto_explain records of `db` in `text` (a record: its LOG line and the tab-indented lines after it). */
function records(text: string, db: string): string[] {
  const out: string[] = [];
  let cur: string[] | null = null;
  for (const line of text.split('\n')) {
    if (/^\d{4}-\d\d-\d\d /.test(line)) {
      if (cur) out.push(cur.join('\n'));
      cur = line.includes(`@${db} LOG:  duration:`) && line.includes('plan:') ? [line] : null;
    } else if (cur) cur.push(line);
  }
  if (cur) out.push(cur.join('\n'));
  return out;
}

export interface ReadPlans {
  read: Read;
  statements: { query: string; keyLines: string[]; ms: number; flags: string[] }[];
}

/** The plan lines worth reading: scans, joins, sorts, limits with their rows and times, and the execution time. */
function keyLines(plan: string): string[] {
  return plan
    .split('\n')
    .filter((l) => /Scan|Join|Sort|Limit|Aggregate|Nested Loop|Execution Time|Buffers: shared/.test(l))
    .map((l) => l.replace(/^\s*/, (m) => m.replace(/\t/g, '')).replace(/\s+$/, ''))
    .slice(0, 14);
}

/**
 * Flags of one statement: a Seq Scan on a big table; an OFFSET page whose offset is not walked by an index-only scan
 * (docs/architecture/money-and-ledger.md#history-pages: a page's ids from an index-only range scan, then only the page
 * joined; an offset over index entries alone costs microseconds per skipped row and is not flagged).
 */
function flagsOf(query: string, plan: string): string[] {
  const flags: string[] = [];
  for (const t of BIG) if (new RegExp(`Seq Scan on ${t}\\b`).test(plan)) flags.push(`Seq Scan on ${t}`);
  const off = /\boffset \$?\d+|\boffset \d+/i.exec(query);
  if (off && !/Index Only Scan/.test(plan)) flags.push('OFFSET page');
  return flags;
}

/** Runs each read once with auto_explain on (the server must have been started after `autoExplain(db, true)`). */
export async function capturePlans(port: number, db: string, reads: Read[]): Promise<ReadPlans[]> {
  const out: ReadPlans[] = [];
  for (const r of reads) {
    const before = statSync(PG_LOG).size;
    await hit(port, r);
    await new Promise((res) => setTimeout(res, 400));
    const statements = records(readFrom(before), db)
      .map((rec) => {
        const query = (
          /Query Text: ([\s\S]*?)\n\s*(?:[A-Z][a-zA-Z ]+ \(cost|Result|Limit|Sort|Hash|Nested|Aggregate|Seq|Index|Bitmap|Unique|Append|Gather|Merge|Subquery|WindowAgg|CTE|Group)/.exec(
            rec,
          )?.[1] ?? ''
        )
          .replace(/\s+/g, ' ')
          .trim();
        const ms = Number(/duration: ([\d.]+) ms/.exec(rec)?.[1] ?? NaN);
        return { query, keyLines: keyLines(rec), ms, flags: flagsOf(query, rec) };
      })
      .filter((s) => s.query && !NOISE.test(s.query) && !/^(begin|commit|set |select 1$)/i.test(s.query));
    out.push({ read: r, statements });
  }
  return out;
}

/** docs/benchmarks/scale-plans.md: per read its statements, the plans' key lines and the flags. */
export function plansMarkdown(plans: ReadPlans[], header: string): string {
  const parts = [
    '# bench:scale query plans',
    '',
    header,
    '',
    'Flags: **Seq Scan** on a table the generator fills by the million, **OFFSET page**: an offset not walked by an',
    'index-only scan (its cost grows with the page number and each skipped row is read whole; the rule,',
    "docs/architecture/money-and-ledger.md#history-pages: the page's ids from an index-only range scan, then only the page joined).",
    '',
  ];
  for (const p of plans) {
    const flags = [...new Set(p.statements.flatMap((s) => s.flags))];
    parts.push(
      `## ${p.read.name}`,
      '',
      `\`GET ${p.read.path.replace(/\?.*$/, (m) => m.slice(0, 80))}\`${flags.length ? ` **flags: ${flags.join(', ')}**` : ''}`,
      '',
    );
    for (const s of p.statements) {
      parts.push(
        `- ${s.ms.toFixed(2)} ms${s.flags.length ? ` **${s.flags.join(', ')}**` : ''}: \`${s.query.slice(0, 400).replace(/`/g, "'")}\``,
      );
      parts.push('', '  ```', ...s.keyLines.map((l) => `  ${l}`), '  ```', '');
    }
    if (!p.statements.length) parts.push('- (no statement: answered from the server cache)', '');
  }
  return parts.join('\n');
}
