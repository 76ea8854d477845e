import type { OpsPlayerProfile, OpsPlayerRow } from '@hapa/contracts';
import { z } from 'zod';
import { DAY_MS } from '@hapa/domain';
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

/** The console lists sessions that ended (revoked or expired) at most this many days ago, besides the live ones. */
export const SESSION_HISTORY_DAYS = 30;

/**
 * Players as the console sees them (docs/architecture/console.md; support and finance): search, profile and balances, ledger
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

  /**
   * The player's sessions, live and ended in the last SESSION_HISTORY_DAYS (30) days, newest first, paged: when opened
   * and last used, the address, User-Agent and device id as recorded (unmasked: the route masks them per role,
   * docs/security.md#sessions-and-devices).
   * @throws AppError error.not_found
   */
  async sessions(uid: number, page: number, pageSize: number): Promise<Page<typeof OpsSessionPage>> {
    await this.mustExist(uid);
    const now = this.clock.now();
    const endedAfter = new Date(now.getTime() - SESSION_HISTORY_DAYS * DAY_MS);
    const { rows, total } = await repo.listSessions(this.db, uid, endedAfter, pageSize, (page - 1) * pageSize);
    return {
      total,
      list: rows.map((s) => ({
        id: s.id,
        channelType: s.channelType,
        createdAt: s.createdAt.toISOString(),
        expiresAt: s.expiresAt.toISOString(),
        revokedAt: s.revokedAt?.toISOString() ?? null,
        lastUsedAt: s.lastUsedAt.toISOString(),
        live: s.revokedAt === null && s.expiresAt > now,
        ip: s.ip,
        userAgent: s.userAgent,
        deviceId: s.deviceId,
      })),
    };
  }

  /**
   * Ends ONE session of the player (docs/security.md#sessions-and-devices): revoked at once, dropped from this
   * instance's cache and its socket cut (the sign-out-everywhere path). Role rule as `revokeSessions`: an operator's
   * account only an admin may touch. One audit row 'player.revoke_session' (`after.revoked` 0 when it had ended
   * already, which is not an error: two operators clicking at once). Returns how many were revoked (0 or 1).
   * @throws AppError error.not_found (no such player) | user.error.session_not_found (not this player's session) |
   *   error.access.forbidden
   */
  async revokeSession(ctx: OperatorContext, uid: number, sessionId: number): Promise<number> {
    const revoked = await this.db.transaction(async (tx) => {
      const found = await repo.findPlayer(tx, uid, true);
      if (!found) throw new AppError('error.not_found');
      if (found.opId !== null && !ctx.roles.includes('admin')) throw new AppError('error.access.forbidden');
      if (!(await repo.findSessionOf(tx, uid, sessionId))) throw new AppError('user.error.session_not_found');
      const hash = await repo.revokeLiveSession(tx, uid, sessionId, this.clock.now());
      await writeAudit(tx, {
        operatorId: ctx.userId,
        action: 'player.revoke_session',
        targetType: 'user',
        targetId: uid,
        before: null,
        after: { sessionId, revoked: hash ? 1 : 0 },
        ip: ctx.ip,
      });
      return hash;
    });
    if (revoked) this.auth.forgetSessions(uid, [revoked]);
    return revoked ? 1 : 0;
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
