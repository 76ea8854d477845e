import { boxInfoPath, centsToCoins } from '@hapa/domain';
import type { FreeBoxList, FreeBoxView, FreeInfo, OpenResponse, OpsFreeBox, OpsFreeBoxCreate, OpsFreeBoxRule } from '@hapa/contracts';
import { AppError } from '../../http/app-error.ts';
import type { Db, DbOrTx, Tx } from '../../db/client.ts';
import type { Clock } from '../../lib/random.ts';
import type { OperatorContext } from '../../platform/ops-auth.ts';
import { writeAudit } from '../../platform/audit.ts';
import { DEFAULT_FREE_RULE, FREE_REFUSALS, freeStanding, type FreeFacts, type FreeRule } from './free-box-rules.ts';
import * as repo from './free-boxes.repo.ts';
import { FREE_BOX_ID, LEVEL_FREE_BOX_ID, LIMITED_FREE_BOX_ID, TOPUP_FREE_BOX_ID, VIP_FREE_BOX_ID } from './free-boxes.repo.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** The rules seeded at the first start for the seeded free boxes (one per kind), `now` = the seed time. */
export function seededFreeRules(now: Date): { boxId: number; rule: FreeRule }[] {
  const base = DEFAULT_FREE_RULE;
  return [
    { boxId: FREE_BOX_ID, rule: { ...base, sort: 1 } },
    { boxId: VIP_FREE_BOX_ID, rule: { ...base, kind: 'vip', minVipLevel: 2, sort: 2 } },
    { boxId: LEVEL_FREE_BOX_ID, rule: { ...base, kind: 'level', minXp: 1_000, cooldownHours: 0, sort: 3 } },
    { boxId: TOPUP_FREE_BOX_ID, rule: { ...base, kind: 'topup', minTopUpCents: 20_00, topUpWindowHours: 24, sort: 4 } },
    // a limited box ends a week after the first start (a demo of "boxes that expire"; operators set real dates)
    {
      boxId: LIMITED_FREE_BOX_ID,
      rule: { ...base, kind: 'limited', cooldownHours: 0, endsAt: new Date(now.getTime() + 7 * DAY), sort: 5 },
    },
  ];
}

/** A rule row (or none) as the service reads it. */
function ruleOf(r: repo.FreeBoxRow | null): FreeRule {
  if (!r) return DEFAULT_FREE_RULE;
  return {
    kind: r.kind as FreeRule['kind'],
    minVipLevel: r.minVipLevel,
    minXp: r.minXp,
    minTopUpCents: r.minTopUpCents,
    topUpWindowHours: r.topUpWindowHours,
    cooldownHours: r.cooldownHours,
    startsAt: r.startsAt,
    endsAt: r.endsAt,
    sort: r.sort,
    isActive: r.isActive,
  };
}

const iso = (d: Date | null) => d?.toISOString() ?? null;

export interface FreeBoxesDeps {
  db: Db;
  clock: Clock;
  /** VIP level of an EXP total under the live level table (modules/vip `levelOf`), read in `db` when given */
  levelOf: (xp: number, db?: DbOrTx) => Promise<number>;
  /** opens a box once for the player (modules/boxes `open`): a free box runs `assertMayOpen` inside it */
  open: (player: { id: number; nickname: string }, boxId: number) => Promise<OpenResponse>;
  /** drops a box from the opening cache (the console changed it) */
  forgetBox: (boxId: number) => void;
}

/**
 * The free boxes (docs/product/routes.md#free /free, docs/product/errors.md free boxes; docs/free-boxes.md): every box with `is_free` and its rule
 * (`free_boxes`, kinds daily, vip, level, topup, limited, each with optional start and end dates), the player's
 * standing with each, the gate the opening runs in its own transaction, and the console's rules (role catalogue,
 * audited). No money moves in a free opening; the prizes are drawn like any box (docs/fairness.md#boxes).
 */
export class FreeBoxesService {
  constructor(private readonly d: FreeBoxesDeps) {}

  /** Inserts the seeded rules of the seeded free boxes that exist and have no rule yet (operators' edits stay). */
  async seedDefaults(): Promise<void> {
    const now = this.d.clock.now();
    const free = new Set((await repo.freeBoxesWithRules(this.d.db)).map((r) => r.box.id));
    for (const { boxId, rule } of seededFreeRules(now)) {
      if (free.has(boxId)) await repo.insertRuleIfMissing(this.d.db, { boxId, ...rule, updatedAt: now });
    }
  }

  /** What a rule is checked against for `userId`, read in `db` (the opening's transaction, or the pool). */
  private async facts(db: DbOrTx, userId: number, boxId: number, rule: FreeRule, last?: Date | null): Promise<FreeFacts> {
    const now = this.d.clock.now();
    const xp = await repo.xpOf(db, userId);
    const [level, depositedCents, lastOpenedAt] = [
      await this.d.levelOf(xp, db),
      rule.kind === 'topup' ? await repo.depositedSince(db, userId, new Date(now.getTime() - rule.topUpWindowHours * HOUR)) : 0,
      last !== undefined ? last : await repo.lastFreeOpeningOf(db, userId, boxId),
    ];
    return { level, xp, depositedCents, lastOpenedAt };
  }

  /**
   * The gate of a free opening (modules/boxes `open`), inside its transaction after the player's coin account is
   * locked (so one player's racing claims take turns and the second sees the first's opening).
   * @throws AppError item.error.off_sale (switched off) | free.error.expired | free.error.countdown | free.error.opened |
   *   free.error.level_low | exp.error.not_enough | free.error.must_top_up (details: what is missing)
   */
  async assertMayOpen(tx: Tx, boxId: number, userId: number): Promise<void> {
    const rule = ruleOf(await repo.ruleOf(tx, boxId));
    if (!rule.isActive) throw new AppError('item.error.off_sale');
    const f = await this.facts(tx, userId, boxId, rule);
    const s = freeStanding(rule, f, this.d.clock.now());
    if (s.state === 'ready') return;
    const key = FREE_REFUSALS[s.state];
    if (s.state === 'level_low') throw new AppError(key, `Reach VIP${rule.minVipLevel} to open this free box`, { level: rule.minVipLevel });
    if (s.state === 'exp_low') {
      const diffXp = rule.minXp - f.xp;
      throw new AppError(key, `EXP not enough: ${diffXp} more EXP opens this free box`, { needXp: rule.minXp, diffXp });
    }
    if (s.state === 'must_top_up') {
      const missing = rule.minTopUpCents - f.depositedCents;
      throw new AppError(key, `Top up $${centsToCoins(missing)} more to open this free box`, {
        minTopUp: centsToCoins(rule.minTopUpCents),
        missingTopUp: centsToCoins(missing),
      });
    }
    throw new AppError(key, undefined, { nextClaimAt: iso(s.nextClaimAt) });
  }

  /**
   * GET /api/free/list: the active free boxes with their rules and, for a signed-in player, where they stand
   * (a visitor reads `sign_in` unless the box is expired or not started).
   */
  async list(userId: number | null): Promise<FreeBoxList> {
    const now = this.d.clock.now();
    const rows = (await repo.freeBoxesWithRules(this.d.db)).filter(
      (r) => ruleOf(r.rule).isActive && r.box.isActive && r.box.oddsVersion > 0,
    );
    const last = userId ? await repo.lastFreeOpenings(this.d.db, userId) : new Map<number, Date>();
    const xp = userId ? await repo.xpOf(this.d.db, userId) : 0;
    const level = userId ? await this.d.levelOf(xp) : 0;
    const windows = [
      ...new Set(
        rows
          .map((r) => ruleOf(r.rule))
          .filter((r) => r.kind === 'topup')
          .map((r) => r.topUpWindowHours),
      ),
    ];
    const deposited = new Map<number, number>();
    for (const h of userId ? windows : [])
      deposited.set(h, await repo.depositedSince(this.d.db, userId!, new Date(now.getTime() - h * HOUR)));
    return rows
      .map(({ box, rule: row }): FreeBoxView => {
        const rule = ruleOf(row);
        const depositedCents = rule.kind === 'topup' ? (deposited.get(rule.topUpWindowHours) ?? 0) : 0;
        const s = freeStanding(rule, { level, xp, depositedCents, lastOpenedAt: last.get(box.id) ?? null }, now);
        const visitor = !userId && s.state !== 'expired' && s.state !== 'countdown';
        return {
          boxId: box.id,
          name: box.name,
          image: box.image,
          boxInfo: boxInfoPath(box.id, box.name),
          kind: rule.kind,
          minVipLevel: rule.minVipLevel,
          minXp: rule.minXp,
          minTopUp: centsToCoins(rule.minTopUpCents),
          topUpWindowHours: rule.topUpWindowHours,
          cooldownHours: rule.cooldownHours,
          startsAt: iso(rule.startsAt),
          endsAt: iso(rule.endsAt),
          state: visitor ? 'sign_in' : s.state,
          nextClaimAt: visitor ? null : iso(s.nextClaimAt),
          me: userId
            ? {
                level,
                xp,
                toppedUp: centsToCoins(depositedCents),
                missingXp: Math.max(0, rule.minXp - xp),
                missingTopUp: centsToCoins(Math.max(0, rule.minTopUpCents - depositedCents)),
              }
            : null,
        };
      })
      .sort((a, b) => Number(a.state === 'expired') - Number(b.state === 'expired'));
  }

  /** The daily free box's id (GET /api/sys/config): the first active daily free box, null when there is none (docs/free-boxes.md). */
  async dailyBoxId(): Promise<number | null> {
    return (await this.dailyBox())?.boxId ?? null;
  }

  /** The first active daily free box (docs/free-boxes.md; seeded as FREE_BOX_ID), or null. */
  private async dailyBox(): Promise<{ boxId: number; rule: FreeRule } | null> {
    const rows = await repo.freeBoxesWithRules(this.d.db);
    const hit = rows.find((r) => ruleOf(r.rule).isActive && ruleOf(r.rule).kind === 'daily' && r.box.isActive);
    return hit ? { boxId: hit.box.id, rule: ruleOf(hit.rule) } : null;
  }

  /**
   * GET /api/free/info: the daily free box and when the player may open it next (null = now; the free drop and the
   * guides read it). @throws AppError item.error.not_found when there is no active daily free box
   */
  async info(userId: number | null): Promise<FreeInfo> {
    const daily = await this.dailyBox();
    if (!daily) throw new AppError('item.error.not_found');
    if (!userId) return { boxId: daily.boxId, nextClaimAt: null };
    const s = freeStanding(daily.rule, await this.facts(this.d.db, userId, daily.boxId, daily.rule), this.d.clock.now());
    return { boxId: daily.boxId, nextClaimAt: s.state === 'opened' ? iso(s.nextClaimAt) : null };
  }

  /**
   * POST /api/free/mystery/claim {boxId?}: opens free box `boxId` (default the daily box) once, through the
   * opening (its gate decides). @throws AppError item.error.not_found (not a free box) | the gate's refusals
   */
  async claim(player: { id: number; nickname: string }, boxId?: number): Promise<OpenResponse> {
    const id = boxId ?? (await this.dailyBox())?.boxId;
    const rows = await repo.freeBoxesWithRules(this.d.db);
    if (id === undefined || !rows.some((r) => r.box.id === id)) throw new AppError('item.error.not_found');
    return this.d.open(player, id);
  }

  private opsOf(box: { id: number; name: string; image: string; oddsVersion: number }, row: repo.FreeBoxRow | null): OpsFreeBox {
    const r = ruleOf(row);
    return {
      boxId: box.id,
      name: box.name,
      image: box.image,
      hasOdds: box.oddsVersion > 0,
      rule: { ...r, startsAt: iso(r.startsAt), endsAt: iso(r.endsAt) },
      updatedAt: iso(row?.updatedAt ?? null),
    };
  }

  /** GET /api/ops/free-boxes: every free box with its rule, in display order. */
  async opsList(): Promise<OpsFreeBox[]> {
    return (await repo.freeBoxesWithRules(this.d.db)).map((r) => this.opsOf(r.box, r.rule));
  }

  /**
   * POST /api/ops/free-boxes: makes box `boxId` a free box (never sold again: it leaves every paid list) with
   * `rule`, audited in the same transaction. @throws AppError item.error.not_found | ops.error.no_odds | ops.error.free_box (already free)
   */
  async opsCreate(op: OperatorContext, body: OpsFreeBoxCreate): Promise<OpsFreeBox> {
    const out = await this.d.db.transaction(async (tx) => {
      const box = await repo.lockBox(tx, body.boxId);
      if (!box) throw new AppError('item.error.not_found');
      if (box.isFree) throw new AppError('ops.error.free_box');
      if (box.oddsVersion === 0) throw new AppError('ops.error.no_odds');
      await repo.markBoxFree(tx, box.id);
      const row = await repo.upsertRule(tx, this.rowOf(box.id, body.rule));
      const after = this.opsOf(box, row);
      await writeAudit(tx, {
        operatorId: op.userId,
        ip: op.ip,
        action: 'free_boxes.create',
        targetType: 'box',
        targetId: box.id,
        before: { isFree: false, isActive: box.isActive },
        after,
      });
      return after;
    });
    this.d.forgetBox(body.boxId);
    return out;
  }

  /**
   * POST /api/ops/free-boxes/{boxId}: replaces the rule of free box `boxId`, audited in the same transaction.
   * @throws AppError item.error.not_found (no such free box)
   */
  async opsUpdate(op: OperatorContext, boxId: number, rule: OpsFreeBoxRule): Promise<OpsFreeBox> {
    const out = await this.d.db.transaction(async (tx) => {
      const box = await repo.lockBox(tx, boxId);
      if (!box || !box.isFree) throw new AppError('item.error.not_found');
      const before = await repo.lockRule(tx, boxId);
      const row = await repo.upsertRule(tx, this.rowOf(boxId, rule));
      const after = this.opsOf(box, row);
      await writeAudit(tx, {
        operatorId: op.userId,
        ip: op.ip,
        action: 'free_boxes.update',
        targetType: 'box',
        targetId: boxId,
        before: this.opsOf(box, before),
        after,
      });
      return after;
    });
    this.d.forgetBox(boxId);
    return out;
  }

  private rowOf(boxId: number, r: OpsFreeBoxRule) {
    return {
      boxId,
      kind: r.kind,
      minVipLevel: r.minVipLevel,
      minXp: r.minXp,
      minTopUpCents: r.minTopUpCents,
      topUpWindowHours: r.topUpWindowHours,
      cooldownHours: r.cooldownHours,
      startsAt: r.startsAt ? new Date(r.startsAt) : null,
      endsAt: r.endsAt ? new Date(r.endsAt) : null,
      sort: r.sort,
      isActive: r.isActive,
      updatedAt: this.d.clock.now(),
    };
  }
}
