import { alias } from 'drizzle-orm/pg-core';
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import { parseCoinAmount } from '@hapa/domain';
import type { OpsCorrection } from '@hapa/contracts';
import { AppError } from '../../http/app-error.ts';
import type { Db, Tx } from '../../db/client.ts';
import { opsCorrections, users } from '../../db/schema/index.ts';
import type { Clock } from '../../lib/random.ts';
import { writeAudit } from '../../platform/audit.ts';
import type { OperatorContext } from '../../platform/ops-auth.ts';
import type { SettingsService } from '../../platform/settings.ts';
import type { WalletService } from './wallet.service.ts';

/** Setting key: corrections whose absolute amount is above this many cents wait for a second operator. */
export const APPROVAL_THRESHOLD_KEY = 'ops.corrections.approval_threshold_cents';
/** Default approval threshold: $100 (10,000 cents). */
export const DEFAULT_APPROVAL_THRESHOLD_CENTS = 10_000;

type CorrectionRow = typeof opsCorrections.$inferSelect;

export interface CorrectionInput {
  uid: number;
  /** coin units, at most 2 decimals, signed (negative takes coins back); number or string */
  amount: number | string;
  kind: 'goodwill' | 'correction';
  reason: string;
  idempotencyKey: string;
}

/** Signed coin units -> signed cents. @throws AppError ops.error.amount (zero, bad syntax, > 2 decimals) */
export function parseSignedCents(input: number | string): number {
  const negative = typeof input === 'number' ? input < 0 : input.trim().startsWith('-');
  const abs = typeof input === 'number' ? Math.abs(input) : input.trim().replace(/^-/, '');
  let cents: number;
  try {
    cents = parseCoinAmount(abs);
  } catch {
    throw new AppError('ops.error.amount');
  }
  if (cents === 0) throw new AppError('ops.error.amount');
  return negative ? -cents : cents;
}

/**
 * Money corrections (issue 10; finance): a goodwill credit or a correction is ONE journal entry between the
 * player's coin account and the `goodwill` system account, with a mandatory reason and an idempotency key
 * (a retried request answers the first correction and posts nothing more). A correction whose absolute
 * amount is above the approval threshold (setting APPROVAL_THRESHOLD_KEY, default $100) waits `pending`
 * until a DIFFERENT operator approves (it posts then, once) or rejects it. Nothing edits a balance directly.
 */
export class CorrectionsService {
  constructor(
    private readonly db: Db,
    private readonly wallet: WalletService,
    private readonly settings: SettingsService,
    private readonly clock: Clock,
  ) {
    settings.define(APPROVAL_THRESHOLD_KEY, DEFAULT_APPROVAL_THRESHOLD_CENTS);
  }

  /** The approval threshold in cents. */
  threshold(): Promise<number> {
    return this.settings.get<number>(APPROVAL_THRESHOLD_KEY);
  }

  /**
   * Requests a correction: posts it at once at or below the threshold, else leaves it pending. A repeated
   * idempotency key returns the first correction (no second entry, no second audit row).
   * One audit row 'correction.request'.
   * @throws AppError ops.error.amount | ops.error.reason_required | error.not_found (no such player) |
   *   ops.error.idempotency_reused (same key, different correction) | coin.error.not_enough (a take-back
   *   above the balance)
   */
  async request(ctx: OperatorContext, input: CorrectionInput): Promise<OpsCorrection> {
    const amount = parseSignedCents(input.amount);
    const reason = input.reason.trim();
    if (!reason) throw new AppError('ops.error.reason_required');
    const threshold = await this.threshold();
    const id = await this.db.transaction(async (tx) => {
      const player = await tx.select({ id: users.id, isBot: users.isBot }).from(users).where(eq(users.id, input.uid));
      if (!player[0] || player[0].isBot) throw new AppError('error.not_found');
      const inserted = await tx
        .insert(opsCorrections)
        .values({
          userId: input.uid,
          amount,
          kind: input.kind,
          reason,
          idempotencyKey: input.idempotencyKey,
          status: 'pending',
          requestedBy: ctx.userId,
        })
        .onConflictDoNothing({ target: opsCorrections.idempotencyKey })
        .returning();
      const row = inserted[0];
      if (!row) {
        const [first] = await tx.select().from(opsCorrections).where(eq(opsCorrections.idempotencyKey, input.idempotencyKey));
        if (
          !first ||
          first.userId !== input.uid ||
          first.amount !== amount ||
          first.kind !== input.kind ||
          first.requestedBy !== ctx.userId
        )
          throw new AppError('ops.error.idempotency_reused');
        return first.id;
      }
      const posted = Math.abs(amount) <= threshold ? await this.post(tx, row) : null;
      await writeAudit(tx, {
        operatorId: ctx.userId,
        action: 'correction.request',
        targetType: 'correction',
        targetId: row.id,
        before: null,
        after: { uid: row.userId, amountCents: amount, kind: row.kind, reason, status: posted ? 'posted' : 'pending', entryId: posted },
        ip: ctx.ip,
      });
      return row.id;
    });
    return this.get(id);
  }

  /**
   * Approves (posts the entry, once) or rejects a pending correction; the requester cannot decide their own.
   * The row lock serialises racing decisions: the second sees it decided. One audit row
   * 'correction.approve' / 'correction.reject'.
   * @throws AppError error.not_found | ops.error.already_decided | ops.error.own_approval | coin.error.not_enough
   */
  async decide(ctx: OperatorContext, id: number, approve: boolean): Promise<OpsCorrection> {
    await this.db.transaction(async (tx) => {
      const [row] = await tx.select().from(opsCorrections).where(eq(opsCorrections.id, id)).for('update');
      if (!row) throw new AppError('error.not_found');
      if (row.status !== 'pending') throw new AppError('ops.error.already_decided');
      if (row.requestedBy === ctx.userId) throw new AppError('ops.error.own_approval');
      const entryId = approve ? await this.post(tx, row) : null;
      await tx
        .update(opsCorrections)
        .set({ status: approve ? 'posted' : 'rejected', decidedBy: ctx.userId, decidedAt: this.clock.now(), entryId })
        .where(eq(opsCorrections.id, id));
      await writeAudit(tx, {
        operatorId: ctx.userId,
        action: approve ? 'correction.approve' : 'correction.reject',
        targetType: 'correction',
        targetId: id,
        before: { status: 'pending' },
        after: { status: approve ? 'posted' : 'rejected', entryId },
        ip: ctx.ip,
      });
    });
    return this.get(id);
  }

  /** Corrections newest first, by status and player, with the current threshold. */
  async list(q: { status?: 'pending' | 'posted' | 'rejected'; uid?: number; page: number; pageSize: number }) {
    const conds: SQL[] = [];
    if (q.status) conds.push(eq(opsCorrections.status, q.status));
    if (q.uid) conds.push(eq(opsCorrections.userId, q.uid));
    const where = conds.length ? and(...conds) : undefined;
    const [rows, total, thresholdCents] = await Promise.all([
      this.select()
        .where(where)
        .orderBy(desc(opsCorrections.id))
        .limit(q.pageSize)
        .offset((q.page - 1) * q.pageSize),
      this.db.select({ n: count() }).from(opsCorrections).where(where),
      this.threshold(),
    ]);
    return { list: rows.map(toCorrection), total: Number(total[0]?.n ?? 0), thresholdCents };
  }

  /** Sets the approval threshold (admin); one audit row 'setting.update'. @throws AppError ops.error.amount */
  async setThreshold(ctx: OperatorContext, amount: number | string): Promise<number> {
    const cents = parseSignedCents(amount);
    if (cents < 0) throw new AppError('ops.error.amount');
    await this.db.transaction(async (tx) => {
      const before = await this.settings.set(tx, APPROVAL_THRESHOLD_KEY, cents, ctx.userId);
      await writeAudit(tx, {
        operatorId: ctx.userId,
        action: 'setting.update',
        targetType: 'setting',
        targetId: APPROVAL_THRESHOLD_KEY,
        before,
        after: cents,
        ip: ctx.ip,
      });
    });
    return cents;
  }

  private async get(id: number): Promise<OpsCorrection> {
    const [row] = await this.select().where(eq(opsCorrections.id, id));
    if (!row) throw new AppError('error.not_found');
    return toCorrection(row);
  }

  private select() {
    const player = alias(users, 'player');
    const requester = alias(users, 'requester');
    const decider = alias(users, 'decider');
    return this.db
      .select({ c: opsCorrections, playerEmail: player.email, requestedByEmail: requester.email, decidedByEmail: decider.email })
      .from(opsCorrections)
      .leftJoin(player, eq(player.id, opsCorrections.userId))
      .leftJoin(requester, eq(requester.id, opsCorrections.requestedBy))
      .leftJoin(decider, eq(decider.id, opsCorrections.decidedBy))
      .$dynamic();
  }

  /** Posts the correction's entry (key `ops-correction:<id>`) and marks it posted; returns the entry id. */
  private async post(tx: Tx, row: CorrectionRow): Promise<number> {
    const move = {
      userId: row.userId,
      amount: Math.abs(row.amount),
      idempotencyKey: `ops-correction:${row.id}`,
      kind: `ops_${row.kind}`,
      refType: 'ops_correction',
      refId: String(row.id),
      metadata: { reason: row.reason, requestedBy: row.requestedBy },
    };
    const res = row.amount > 0 ? await this.wallet.credit(tx, 'goodwill', move) : await this.wallet.debit(tx, 'goodwill', move);
    await tx.update(opsCorrections).set({ status: 'posted', entryId: res.entryId }).where(eq(opsCorrections.id, row.id));
    return res.entryId;
  }
}

function toCorrection(r: {
  c: CorrectionRow;
  playerEmail: string | null;
  requestedByEmail: string | null;
  decidedByEmail: string | null;
}): OpsCorrection {
  const c = r.c;
  return {
    id: c.id,
    uid: c.userId,
    playerEmail: r.playerEmail,
    amountCents: c.amount,
    kind: c.kind,
    reason: c.reason,
    status: c.status as OpsCorrection['status'],
    requestedBy: c.requestedBy,
    requestedByEmail: r.requestedByEmail,
    decidedBy: c.decidedBy,
    decidedByEmail: r.decidedByEmail,
    decidedAt: c.decidedAt?.toISOString() ?? null,
    entryId: c.entryId,
    createdAt: c.createdAt.toISOString(),
  };
}
