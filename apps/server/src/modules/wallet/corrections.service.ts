import { parseCoinAmount } from '@hapa/domain';
import type { OpsCorrection } from '@hapa/contracts';
import { AppError } from '../../http/app-error.ts';
import type { Db, Tx } from '../../db/client.ts';
import type { Clock } from '../../lib/random.ts';
import { writeAudit } from '../../platform/audit.ts';
import type { MoneyGuard } from '../../platform/money-guard.ts';
import { soloLimitCents } from '../../platform/money-policy.ts';
import type { OperatorContext } from '../../platform/ops-auth.ts';
import type { NotificationDraft } from '../notify/notify-templates.ts';
import type { WalletService } from './wallet.service.ts';
import * as repo from './corrections.repo.ts';
import type { CorrectionRow, CorrectionWithEmails } from './corrections.repo.ts';

export interface CorrectionInput {
  uid: number;
  /** coin units, at most 2 decimals, signed (negative takes coins back); number or string */
  amount: number | string;
  kind: 'goodwill' | 'correction';
  /** the reason the player is told (notification and coin history line); required */
  reason: string;
  /** the operators' internal note (console and audit only); optional */
  note?: string;
  idempotencyKey: string;
}

/** What posting a correction tells its player: a notification written in the posting transaction (see NotifyService.writeInTx). */
export interface CorrectionNotifier {
  writeInTx(
    tx: Tx,
    drafts: NotificationDraft[],
    dedupeKeyOf: (d: NotificationDraft, i: number) => string,
  ): Promise<void | (() => Promise<void>)>;
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
 * Money corrections (docs/architecture/money-and-ledger.md; finance): a goodwill credit or a correction is ONE journal entry between the
 * player's coin account and the `goodwill` system account, with a mandatory reason and an idempotency key
 * (a retried request answers the first correction and posts nothing more). The console money rules decide whether
 * it posts at once or waits `pending` for a DIFFERENT operator (docs/security.md#console-money-rules): the sum this
 * operator (and all operators) posted alone to the player in the rolling window plus this amount, against the
 * role's limit and the total. Never for the operator's own player account. Nothing edits a balance directly.
 * The player is told when it posts: a `correction` notification carrying the operator's reason, written in the
 * posting transaction and pushed after it commits, and the coin history line reads "Correction by support: <reason>"
 * (docs/payments.md#corrections). The internal note stays in the console and the audit log.
 */
export class CorrectionsService {
  constructor(
    private readonly db: Db,
    private readonly wallet: WalletService,
    private readonly money: MoneyGuard,
    private readonly clock: Clock,
    private readonly notify: CorrectionNotifier,
  ) {}

  /** The most `ctx` may post alone to one player within the window (cents; the correction row of the money rules). */
  async threshold(ctx: Pick<OperatorContext, 'roles'>): Promise<number> {
    return soloLimitCents(await this.money.rules(), 'correction', ctx.roles);
  }

  /**
   * Requests a correction: posts it at once when the money rules allow this operator alone, else leaves it pending
   * (docs/security.md#console-money-rules). A repeated idempotency key returns the first correction (no second entry,
   * no second audit row). One audit row 'correction.request' with the rule's verdict; a refused own-account attempt
   * writes 'money.own_account_refused'.
   * @throws AppError ops.error.amount | ops.error.reason_required | error.not_found (no such player) |
   *   ops.error.own_account (the operator's own player account) | ops.error.idempotency_reused (same key, different
   *   correction) | coin.error.not_enough (a take-back above the balance)
   */
  async request(ctx: OperatorContext, input: CorrectionInput): Promise<OpsCorrection> {
    const amount = parseSignedCents(input.amount);
    const reason = input.reason.trim();
    if (!reason) throw new AppError('ops.error.reason_required');
    const note = input.note?.trim() ?? '';
    const pushes: (() => Promise<void>)[] = [];
    const id = await this.money.auditRefusals(ctx, () =>
      this.db.transaction(async (tx) => {
        const player = await repo.findPlayer(tx, input.uid);
        if (!player || player.isBot) throw new AppError('error.not_found');
        const target = { action: 'correction', targetType: 'correction', playerId: input.uid, amountCents: Math.abs(amount) } as const;
        await this.money.assertNotOwnAccount(tx, ctx, { ...target, targetType: 'user', targetId: input.uid });
        const row = await repo.insertCorrection(tx, {
          userId: input.uid,
          amount,
          kind: input.kind,
          reason,
          note,
          idempotencyKey: input.idempotencyKey,
          status: 'pending',
          requestedBy: ctx.userId,
        });
        if (!row) {
          const first = await repo.findByIdempotencyKey(tx, input.idempotencyKey);
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
        const verdict = await this.money.record(tx, ctx, { ...target, targetId: row.id });
        const posted = verdict.status === 'done' ? await this.post(tx, row, pushes) : null;
        await writeAudit(tx, {
          operatorId: ctx.userId,
          action: 'correction.request',
          targetType: 'correction',
          targetId: row.id,
          before: null,
          after: {
            uid: row.userId,
            amountCents: amount,
            kind: row.kind,
            reason,
            note,
            status: posted ? 'posted' : 'pending',
            entryId: posted,
            rule: verdict,
          },
          ip: ctx.ip,
        });
        return row.id;
      }),
    );
    for (const push of pushes) await push();
    return this.get(id);
  }

  /**
   * Approves (posts the entry, once) or rejects a pending correction; the requester cannot decide their own, and no
   * operator decides one for their own player account (docs/security.md#console-money-rules). The row lock
   * serialises racing decisions: the second sees it decided. One audit row 'correction.approve' / 'correction.reject'.
   * @throws AppError error.not_found | ops.error.already_decided | ops.error.own_approval | ops.error.own_account |
   *   coin.error.not_enough
   */
  async decide(ctx: OperatorContext, id: number, approve: boolean): Promise<OpsCorrection> {
    const pushes: (() => Promise<void>)[] = [];
    await this.money.auditRefusals(ctx, () =>
      this.db.transaction(async (tx) => {
        const row = await repo.lockCorrection(tx, id);
        if (!row) throw new AppError('error.not_found');
        if (row.status !== 'pending') throw new AppError('ops.error.already_decided');
        if (row.requestedBy === ctx.userId) throw new AppError('ops.error.own_approval');
        await this.money.assertNotOwnAccount(tx, ctx, {
          action: 'correction',
          targetType: 'correction',
          targetId: id,
          playerId: row.userId,
          amountCents: Math.abs(row.amount),
        });
        if (approve) await this.money.approveAwaiting(tx, ctx, 'correction', 'correction', id);
        else await this.money.rejectAwaiting(tx, ctx, 'correction', 'correction', id);
        const entryId = approve ? await this.post(tx, row, pushes) : null;
        await repo.updateCorrection(tx, id, {
          status: approve ? 'posted' : 'rejected',
          decidedBy: ctx.userId,
          decidedAt: this.clock.now(),
          entryId,
        });
        await writeAudit(tx, {
          operatorId: ctx.userId,
          action: approve ? 'correction.approve' : 'correction.reject',
          targetType: 'correction',
          targetId: id,
          before: { status: 'pending' },
          after: { status: approve ? 'posted' : 'rejected', entryId },
          ip: ctx.ip,
        });
      }),
    );
    for (const push of pushes) await push();
    return this.get(id);
  }

  /** Corrections newest first, by status and player, with the caller's own limit (`thresholdCents`). */
  async list(
    ctx: Pick<OperatorContext, 'roles'>,
    q: { status?: 'pending' | 'posted' | 'rejected'; uid?: number; page: number; pageSize: number },
  ) {
    const [{ rows, total }, thresholdCents] = await Promise.all([repo.listCorrections(this.db, q), this.threshold(ctx)]);
    return { list: rows.map(toCorrection), total, thresholdCents };
  }

  private async get(id: number): Promise<OpsCorrection> {
    const row = await repo.correctionWithEmails(this.db, id);
    if (!row) throw new AppError('error.not_found');
    return toCorrection(row);
  }

  /**
   * Posts the correction's entry (key `ops-correction:<id>`), marks it posted and writes the player's notification
   * with the reason in the same transaction (dedupe key `correction:<id>`); the push after commit goes to `pushes`.
   * The entry's metadata carries `playerReason`, which the coin history shows (docs/payments.md#corrections).
   * Returns the entry id.
   */
  private async post(tx: Tx, row: CorrectionRow, pushes: (() => Promise<void>)[]): Promise<number> {
    const move = {
      userId: row.userId,
      amount: Math.abs(row.amount),
      idempotencyKey: `ops-correction:${row.id}`,
      kind: row.kind === 'correction' ? ('ops_correction' as const) : ('ops_goodwill' as const),
      refType: 'ops_correction',
      refId: String(row.id),
      metadata: { reason: row.reason, playerReason: row.reason, note: row.note, requestedBy: row.requestedBy },
    };
    const res = row.amount > 0 ? await this.wallet.credit(tx, 'goodwill', move) : await this.wallet.debit(tx, 'goodwill', move);
    await repo.updateCorrection(tx, row.id, { status: 'posted', entryId: res.entryId });
    const push = await this.notify.writeInTx(
      tx,
      [
        {
          userId: row.userId,
          kind: 'correction',
          key: row.amount > 0 ? 'correction_credit' : 'correction_debit',
          params: { amountCents: row.amount, reason: row.reason },
          link: '/user/stats',
        },
      ],
      () => `correction:${row.id}`,
    );
    if (push) pushes.push(push);
    return res.entryId;
  }
}

function toCorrection(r: CorrectionWithEmails): OpsCorrection {
  const c = r.c;
  return {
    id: c.id,
    uid: c.userId,
    playerEmail: r.playerEmail,
    amountCents: c.amount,
    kind: c.kind,
    reason: c.reason,
    note: c.note,
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
