import type { OpsPlayerProfile, OpsPlayerRow } from '@hapa/contracts';
import { z } from 'zod';
import type { OpsBattlePage, OpsLedgerPage, OpsOpeningPage, OpsSessionPage } from '@hapa/contracts';
import { AppError } from '../../http/app-error.ts';
import { vipLevelOf } from '../vip/vip-levels.ts';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/random.ts';
import type { AuthService } from '../auth/auth.service.ts';
import type { UserAccountKind, WalletService } from '../wallet/wallet.service.ts';
import { writeAudit } from '../../platform/audit.ts';
import type { OperatorContext } from '../../platform/ops-auth.ts';
import { revokeUserSessions } from './users.repo.ts';
import * as repo from './players.ops.repo.ts';

type Page<T extends z.ZodTypeAny> = z.infer<T>;

/**
 * Players as the console sees them (issue 10; support and finance): search, profile and balances, ledger
 * lines with the balance after each, openings, battles, sessions; disable/enable and sign out everywhere
 * (support, admin). Both mutations write one audit row in their transaction and cut the player's sockets.
 */
export class PlayersOpsService {
  constructor(
    private readonly db: Db,
    private readonly auth: AuthService,
    private readonly wallet: WalletService,
    private readonly clock: Clock,
  ) {}

  /** By email or nickname fragment, or uid (bots never listed). */
  async search(q: string): Promise<OpsPlayerRow[]> {
    return (await repo.searchPlayers(this.db, q)).map((r) => row(r.user, r.opId !== null));
  }

  /** @throws AppError error.not_found */
  async profile(uid: number): Promise<OpsPlayerProfile> {
    const found = await repo.findPlayer(this.db, uid);
    if (!found) throw new AppError('error.not_found');
    const [coinCents, beans, counts, vip] = await Promise.all([
      this.wallet.balanceOf(this.db, uid),
      this.wallet.balanceOf(this.db, uid, 'user_bean'),
      repo.playerCounts(this.db, uid, this.clock.now()),
      vipLevelOf(found.user.xp),
    ]);
    return {
      ...row(found.user, found.opId !== null),
      xp: found.user.xp,
      level: vip.level,
      canCharge: found.user.canCharge,
      coinCents,
      beans,
      ...counts,
    };
  }

  /** The account's ledger lines newest first, with the balance after each (cents or HapaCoins). */
  async ledger(uid: number, account: UserAccountKind, page: number, pageSize: number): Promise<Page<typeof OpsLedgerPage>> {
    await this.mustExist(uid);
    const { list, total } = await this.wallet.history(this.db, uid, page, pageSize, account);
    return { total, list: list.map((l) => ({ ...l, createdAt: l.createdAt.toISOString() })) };
  }

  async openings(uid: number, page: number, pageSize: number): Promise<Page<typeof OpsOpeningPage>> {
    await this.mustExist(uid);
    const { rows, total } = await repo.listOpenings(this.db, uid, pageSize, (page - 1) * pageSize);
    return {
      total,
      list: rows.map(({ o, boxName, itemName }) => ({
        id: o.id,
        boxId: o.boxId,
        boxName,
        itemId: o.itemId,
        itemName,
        priceCents: o.priceCents,
        itemPriceCents: o.itemPriceCents,
        nonce: o.nonce,
        oddsVersion: o.oddsVersion,
        source: o.source,
        createdAt: o.createdAt.toISOString(),
      })),
    };
  }

  async battles(uid: number, page: number, pageSize: number): Promise<Page<typeof OpsBattlePage>> {
    await this.mustExist(uid);
    const { rows, total } = await repo.listBattles(this.db, uid, pageSize, (page - 1) * pageSize);
    return {
      total,
      list: rows.map(({ p, b }) => ({
        battleId: p.battleId,
        uuid: b.uuid,
        mode: b.mode,
        state: b.state,
        paidCents: p.paidCents,
        wonCents: p.wonCents,
        result: p.result,
        joinedAt: p.joinedAt.toISOString(),
      })),
    };
  }

  async sessions(uid: number, page: number, pageSize: number): Promise<Page<typeof OpsSessionPage>> {
    await this.mustExist(uid);
    const { rows, total } = await repo.listSessions(this.db, uid, pageSize, (page - 1) * pageSize);
    return {
      total,
      list: rows.map((s) => ({
        id: s.id,
        channelType: s.channelType,
        createdAt: s.createdAt.toISOString(),
        expiresAt: s.expiresAt.toISOString(),
        revokedAt: s.revokedAt?.toISOString() ?? null,
      })),
    };
  }

  /**
   * Disables (or enables) a player: a disabled player cannot sign in ("Your account has been disabled",
   * `user.error.disabled`) and every session stops at once (revoked, sockets cut). An operator's account
   * only an admin may disable. One audit row 'player.disable' / 'player.enable'.
   * @throws AppError error.not_found | error.access.forbidden
   */
  async setDisabled(ctx: OperatorContext, uid: number, disabled: boolean, reason: string | undefined): Promise<OpsPlayerProfile> {
    const revoked = await this.db.transaction(async (tx) => {
      const found = await repo.findPlayer(tx, uid, true);
      if (!found) throw new AppError('error.not_found');
      if (found.opId !== null && !ctx.roles.includes('admin')) throw new AppError('error.access.forbidden');
      await repo.setDisabled(tx, uid, disabled);
      await writeAudit(tx, {
        operatorId: ctx.userId,
        action: disabled ? 'player.disable' : 'player.enable',
        targetType: 'user',
        targetId: uid,
        before: { disabled: found.user.isDisabled },
        after: { disabled, reason: reason ?? null },
        ip: ctx.ip,
      });
      return disabled ? revokeUserSessions(tx, uid, this.clock.now()) : [];
    });
    if (revoked.length) this.auth.forgetSessions(uid, revoked);
    return this.profile(uid);
  }

  /** Signs the player out everywhere (sessions revoked, sockets cut); one audit row 'player.revoke_sessions'. */
  async revokeSessions(ctx: OperatorContext, uid: number): Promise<number> {
    const revoked = await this.db.transaction(async (tx) => {
      const found = await repo.findPlayer(tx, uid, true);
      if (!found) throw new AppError('error.not_found');
      if (found.opId !== null && !ctx.roles.includes('admin')) throw new AppError('error.access.forbidden');
      const hashes = await revokeUserSessions(tx, uid, this.clock.now());
      await writeAudit(tx, {
        operatorId: ctx.userId,
        action: 'player.revoke_sessions',
        targetType: 'user',
        targetId: uid,
        before: null,
        after: { revoked: hashes.length },
        ip: ctx.ip,
      });
      return hashes;
    });
    this.auth.forgetSessions(uid, revoked);
    return revoked.length;
  }

  private async mustExist(uid: number): Promise<void> {
    if (!(await repo.findPlayer(this.db, uid))) throw new AppError('error.not_found');
  }
}

function row(u: { id: number; email: string; nickname: string; isDisabled: boolean; createdAt: Date }, isOperator: boolean): OpsPlayerRow {
  return { uid: u.id, email: u.email, nickname: u.nickname, disabled: u.isDisabled, isOperator, createdAt: u.createdAt.toISOString() };
}
