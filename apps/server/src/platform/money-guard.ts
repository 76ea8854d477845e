import { and, eq, inArray, sql } from 'drizzle-orm';
import type { OpsAwaitingApproval, OpsMoneyAction, OpsMoneyRules, OpsMoneyRulesView } from '@hapa/contracts';
import { AppError } from '../http/app-error.ts';
import type { Db, DbOrTx, Tx } from '../db/client.ts';
import { opsMoneyActions, users } from '../db/schema/index.ts';
import type { Clock } from '../lib/random.ts';
import { writeAudit } from './audit.ts';
import type { OperatorContext } from './ops-auth.ts';
import type { SettingsService } from './settings.ts';
import { isOwnPlayerAccount, rowsOf } from './own-accounts.ts';
import {
  DEFAULT_MONEY_RULES,
  judgeMoneyAction,
  MONEY_RULES_KEY,
  parseMoneyRules,
  soloLimitCents,
  windowStart,
  type MoneyVerdict,
} from './money-policy.ts';

/** Class of the transaction-scoped advisory lock (two-key form; key 2 = player id) every console money action takes. 'OMon'. */
export const MONEY_PLAYER_LOCK = 0x4f4d6f6e;

/** One console money action on one target for one player. */
export interface MoneyTarget {
  action: OpsMoneyAction;
  /** 'correction' | 'withdrawal' | 'shipping_order' */
  targetType: string;
  targetId: number | string;
  playerId: number;
  /** absolute cents the action moves */
  amountCents: number;
}

/** `ops.error.own_account`, carrying what was refused (for the audit row; never sent to the client). */
export class OwnAccountRefusal extends AppError {
  constructor(readonly attempt: MoneyTarget) {
    super('ops.error.own_account');
  }
}

type MoneyActionRow = typeof opsMoneyActions.$inferSelect;

/**
 * The DB-backed half of the console money policy (docs/security.md#console-money-rules), used by every console money
 * action (corrections, withdrawal approvals and payments, refunds) inside the action's own transaction:
 * - `assertNotOwnAccount`: an operator never acts on their own player accounts (their user, and users whose verified
 *   email or provider-vouched social identity email is the operator's email);
 * - `record`: locks the player (`pg_advisory_xact_lock`), sums what this operator and all operators moved alone to the
 *   player for this action in the rolling window, and records the action as 'done' (within the limits) or 'awaiting'
 *   (a second operator must approve), so parallel requests cannot all pass on the same stale sum;
 * - `approveAwaiting` / `rejectAwaiting`: the second operator, who must differ from the requester.
 * The rule table itself is a setting (`ops.money.rules`, seeded with DEFAULT_MONEY_RULES).
 */
export class MoneyGuard {
  constructor(
    private readonly db: Db,
    private readonly settings: SettingsService,
    private readonly clock: Clock,
  ) {
    settings.define(MONEY_RULES_KEY, DEFAULT_MONEY_RULES);
  }

  /** The rule table (defaults when the stored row does not parse). */
  async rules(db: DbOrTx = this.db): Promise<OpsMoneyRules> {
    return parseMoneyRules(await this.settings.get<unknown>(MONEY_RULES_KEY, db));
  }

  /** The table and the caller's own limit per action (GET /api/ops/money/rules). */
  async view(ctx: Pick<OperatorContext, 'roles'>): Promise<OpsMoneyRulesView> {
    const rules = await this.rules();
    return {
      rules,
      mine: {
        correction: soloLimitCents(rules, 'correction', ctx.roles),
        withdrawal: soloLimitCents(rules, 'withdrawal', ctx.roles),
        refund: soloLimitCents(rules, 'refund', ctx.roles),
      },
    };
  }

  /** Replaces the rule table (admin); one audit row 'setting.update' in the same transaction. */
  async setRules(ctx: OperatorContext, rules: OpsMoneyRules): Promise<OpsMoneyRulesView> {
    await this.db.transaction(async (tx) => {
      const before = await this.settings.set(tx, MONEY_RULES_KEY, rules, ctx.userId);
      await writeAudit(tx, {
        operatorId: ctx.userId,
        action: 'setting.update',
        targetType: 'setting',
        targetId: MONEY_RULES_KEY,
        before,
        after: rules,
        ip: ctx.ip,
      });
    });
    this.settings.forget(MONEY_RULES_KEY);
    return this.view(ctx);
  }

  /**
   * Refuses when `target.playerId` is one of the operator's own player accounts (own-accounts.ts: the operator's own
   * user, a user whose verified email is the operator's email, a user whose social identity's vouched email is).
   * @throws OwnAccountRefusal (AppError ops.error.own_account, 403)
   */
  async assertNotOwnAccount(db: DbOrTx, ctx: Pick<OperatorContext, 'userId'>, target: MoneyTarget): Promise<void> {
    if (await isOwnPlayerAccount(db, ctx.userId, target.playerId)) throw new OwnAccountRefusal(target);
  }

  /**
   * Runs `work` (which contains the action's transaction); when it throws `OwnAccountRefusal`, writes the refused
   * attempt to the audit log ('money.own_account_refused') in a transaction of its own, then rethrows.
   */
  async auditRefusals<T>(ctx: OperatorContext, work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (err) {
      if (err instanceof OwnAccountRefusal) {
        await this.db.transaction((tx) =>
          writeAudit(tx, {
            operatorId: ctx.userId,
            action: 'money.own_account_refused',
            targetType: err.attempt.targetType,
            targetId: err.attempt.targetId,
            before: null,
            after: { action: err.attempt.action, playerId: err.attempt.playerId, amountCents: err.attempt.amountCents },
            ip: ctx.ip,
          }),
        );
      }
      throw err;
    }
  }

  /**
   * In the action's transaction `tx`: takes the player's money lock, sums the window and records the action. 'done'
   * means the operator may move the money now, alone; 'awaiting' means a second, different operator must approve
   * first (the caller leaves its target pending). The verdict goes into the caller's audit row.
   * Call it after `assertNotOwnAccount` and before the action moves any money.
   */
  async record(
    tx: Tx,
    ctx: Pick<OperatorContext, 'userId' | 'roles'>,
    target: MoneyTarget,
  ): Promise<MoneyVerdict & { status: 'done' | 'awaiting' }> {
    await tx.execute(sql`select pg_advisory_xact_lock(${MONEY_PLAYER_LOCK}, ${target.playerId}::int)`);
    const rules = await this.rules(tx);
    const now = this.clock.now();
    const since = windowStart(rules, now);
    const res = await tx.execute(sql`
      select coalesce(sum(amount_cents) filter (where requested_by = ${ctx.userId}), 0)::bigint as mine,
             coalesce(sum(amount_cents), 0)::bigint as total
      from ops_money_actions
      where player_id = ${target.playerId} and action = ${target.action} and status = 'done'
        and approved_by is null and created_at > ${since.toISOString()}::timestamptz`);
    const row = rowsOf<{ mine: string | number; total: string | number }>(res)[0];
    const verdict = judgeMoneyAction(rules, target.action, ctx.roles, target.amountCents, {
      operatorCents: Number(row?.mine ?? 0),
      totalCents: Number(row?.total ?? 0),
    });
    const status = verdict.needsSecond ? 'awaiting' : 'done';
    await tx.insert(opsMoneyActions).values({
      action: target.action,
      targetType: target.targetType,
      targetId: String(target.targetId),
      playerId: target.playerId,
      amountCents: target.amountCents,
      requestedBy: ctx.userId,
      status,
      createdAt: now,
      decidedAt: status === 'done' ? now : null,
    });
    return { ...verdict, status };
  }

  /**
   * The second operator's approval of an awaiting action, in the action's transaction (the caller holds the target's
   * row lock). Returns the row it completed, or null when nothing awaits for this target.
   * @throws AppError ops.error.own_approval (409) when the approver is the requester
   */
  async approveAwaiting(
    tx: Tx,
    ctx: Pick<OperatorContext, 'userId'>,
    action: OpsMoneyAction,
    targetType: string,
    targetId: number | string,
  ) {
    const row = await this.awaitingRow(tx, action, targetType, targetId);
    if (!row) return null;
    if (row.requestedBy === ctx.userId) throw new AppError('ops.error.own_approval');
    await tx
      .update(opsMoneyActions)
      .set({ status: 'done', approvedBy: ctx.userId, decidedAt: this.clock.now() })
      .where(eq(opsMoneyActions.id, row.id));
    return row;
  }

  /** Ends an awaiting action without moving money (its target was rejected), in the caller's transaction. */
  async rejectAwaiting(
    tx: Tx,
    ctx: Pick<OperatorContext, 'userId'>,
    action: OpsMoneyAction,
    targetType: string,
    targetId: number | string,
  ) {
    const row = await this.awaitingRow(tx, action, targetType, targetId);
    if (!row) return;
    await tx
      .update(opsMoneyActions)
      .set({ status: 'rejected', approvedBy: ctx.userId, decidedAt: this.clock.now() })
      .where(eq(opsMoneyActions.id, row.id));
  }

  /**
   * Takes back a 'done' action whose money was returned in full in the caller's transaction (a refund the provider
   * refused, its reversal undone: docs/payments.md#refunds), so it no longer counts toward the window sums. Marked
   * 'rejected' (no money moved in the end); nothing happens when no such 'done' row exists.
   */
  async undoDone(tx: Tx, action: OpsMoneyAction, targetType: string, targetId: number | string): Promise<void> {
    await tx
      .update(opsMoneyActions)
      .set({ status: 'rejected', decidedAt: this.clock.now() })
      .where(
        and(
          eq(opsMoneyActions.action, action),
          eq(opsMoneyActions.targetType, targetType),
          eq(opsMoneyActions.targetId, String(targetId)),
          eq(opsMoneyActions.status, 'done'),
        ),
      );
  }

  /** The awaiting actions of `targetIds` (console lists): who asked and when, by target id. */
  async awaiting(action: OpsMoneyAction, targetType: string, targetIds: (number | string)[]): Promise<Map<string, OpsAwaitingApproval>> {
    const out = new Map<string, OpsAwaitingApproval>();
    if (!targetIds.length) return out;
    const rows = await this.db
      .select({ a: opsMoneyActions, email: users.email })
      .from(opsMoneyActions)
      .leftJoin(users, eq(users.id, opsMoneyActions.requestedBy))
      .where(
        and(
          eq(opsMoneyActions.action, action),
          eq(opsMoneyActions.targetType, targetType),
          inArray(opsMoneyActions.targetId, targetIds.map(String)),
          eq(opsMoneyActions.status, 'awaiting'),
        ),
      );
    for (const { a, email } of rows)
      out.set(a.targetId, { requestedBy: a.requestedBy, requestedByEmail: email, requestedAt: a.createdAt.toISOString() });
    return out;
  }

  private async awaitingRow(tx: Tx, action: OpsMoneyAction, targetType: string, targetId: number | string): Promise<MoneyActionRow | null> {
    const [row] = await tx
      .select()
      .from(opsMoneyActions)
      .where(
        and(
          eq(opsMoneyActions.action, action),
          eq(opsMoneyActions.targetType, targetType),
          eq(opsMoneyActions.targetId, String(targetId)),
          eq(opsMoneyActions.status, 'awaiting'),
        ),
      )
      .for('update');
    return row ?? null;
  }
}
