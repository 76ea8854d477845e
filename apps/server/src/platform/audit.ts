import { and, desc, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { OpsAuditQuery, OpsAuditRow } from '@hapa/contracts';
import type { DbOrTx } from '../db/client.ts';
import { opsAudit, users } from '../db/schema/index.ts';

/** One operator action for the audit log. */
export interface AuditEntry {
  /** users.id of the operator who acted (`req.operator.userId`) */
  operatorId: number;
  /** dotted verb, `<area>.<action>`: 'player.disable', 'correction.request', 'operator.roles' ... */
  action: string;
  /** what was acted on: 'user', 'operator', 'correction', 'box', 'item', 'setting' ... */
  targetType: string;
  targetId: string | number;
  /** JSON-serialisable state before and after (null when there is none, e.g. a creation) */
  before: unknown;
  after: unknown;
  /** the operator's address (`req.operator.ip`) */
  ip: string;
}

/**
 * Appends one row to the audit log `ops_audit` INSIDE the mutation's own transaction `tx`, so the
 * action and its record commit or roll back together (docs/architecture/console.md: every `/api/ops` mutation writes one).
 * The table is append-only: nothing in the code base updates or deletes its rows, and a trigger
 * (migration 0017_ops_audit_append_only) refuses any UPDATE, DELETE or TRUNCATE; this is the only writer. Values go to jsonb as they are (no secrets, no password hashes).
 */
export async function writeAudit(tx: DbOrTx, e: AuditEntry): Promise<void> {
  await tx.insert(opsAudit).values({
    operatorId: e.operatorId,
    action: e.action,
    targetType: e.targetType,
    targetId: String(e.targetId),
    before: e.before ?? null,
    after: e.after ?? null,
    ip: e.ip,
  });
}

/** The audit log newest first, filtered by operator, action, target and date range (GET /api/ops/audit). */
export async function listAudit(db: DbOrTx, q: OpsAuditQuery): Promise<{ list: OpsAuditRow[]; total: number }> {
  const conds: SQL[] = [];
  if (q.operatorId) conds.push(eq(opsAudit.operatorId, q.operatorId));
  if (q.action) conds.push(eq(opsAudit.action, q.action));
  if (q.targetType) conds.push(eq(opsAudit.targetType, q.targetType));
  if (q.targetId) conds.push(eq(opsAudit.targetId, q.targetId));
  if (q.from) conds.push(gte(opsAudit.createdAt, new Date(q.from)));
  if (q.to) conds.push(lte(opsAudit.createdAt, new Date(q.to)));
  const where = conds.length ? and(...conds) : undefined;
  const [rows, count] = await Promise.all([
    db
      .select({ a: opsAudit, email: users.email })
      .from(opsAudit)
      .leftJoin(users, eq(users.id, opsAudit.operatorId))
      .where(where)
      .orderBy(desc(opsAudit.id))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    db
      .select({ n: sql<string>`count(*)` })
      .from(opsAudit)
      .where(where),
  ]);
  return {
    total: Number(count[0]?.n ?? 0),
    list: rows.map(({ a, email }) => ({
      id: a.id,
      operatorId: a.operatorId,
      operatorEmail: email,
      action: a.action,
      targetType: a.targetType,
      targetId: a.targetId,
      before: a.before,
      after: a.after,
      ip: a.ip,
      createdAt: a.createdAt.toISOString(),
    })),
  };
}

/** The distinct actions in the log (filter choices on the audit page). */
export async function auditActions(db: DbOrTx): Promise<string[]> {
  const rows = await db.selectDistinct({ action: opsAudit.action }).from(opsAudit).orderBy(opsAudit.action);
  return rows.map((r) => r.action);
}
