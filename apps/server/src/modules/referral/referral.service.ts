import {
  centsToCoins,
  CLAIM_MAX_ATTEMPTS,
  CLAIM_WINDOW_MS,
  COMMISSION_PERIOD_DAYS,
  COMMISSION_RATE_PPM,
  commissionCents,
  DAY_MS,
  inCommissionPeriod,
  maskName,
  WITHDRAW_MIN_CENTS,
} from '@hapa/domain';
import type { ClaimResult, DistributionDetail, RankList, ReferralClick, ReferralPage, Slink } from '@hapa/contracts';
import { VOUCHER_KIND } from '@hapa/contracts';
import { AppError } from '../../http/app-error.ts';
import type { Tx } from '../../db/client.ts';
import type { Publisher } from '../../lib/publisher.ts';
import type { BoxesService } from '../boxes/boxes.service.ts';
import { friendCodeOf, uidOfFriendCode } from '../users/friend-code.ts';
import { voucherStore } from '../vouchers/vouchers.service.ts';
import * as repo from './referral.repo.ts';
import type { Origin, ReferralCore } from './referral-shared.ts';

/** Days a distribution code's Free voucher stays usable after the claim. */
export const DISTRIBUTION_VOUCHER_DAYS = 30;

const SLUG_ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789';

/** Error keys a referral-code binding reports through (friend code form vs distribution claim). */
const FRIEND_ERRORS = {
  unknown: 'user.error.friend_code_unknown',
  own: 'user.error.friend_code_own',
  used: 'user.error.friend_code_used',
} as const;
const CLAIM_ERRORS = { unknown: 'distribution.error.unknown', own: 'distribution.error.own', used: 'distribution.error.used' } as const;

/**
 * Referral and distribution, the player's side (docs/product/README.md, docs/product/routes.md#referral /referral, docs/product/entities.md#withdrawals Withdraw, docs/product/validation.md#server-rules, docs/product/roles.md#player, docs/product/endpoints.md#distribution-and-mall /distribution/*, docs/product/errors.md; apps/server/src/modules/referral/README.md).
 * Codes, clicks, short links, binding at sign-up or by code, commission, claims and the player's lists; withdrawals are
 * withdrawals.service.ts, the console referral-console.service.ts. Money: every move is one journal entry with an
 * idempotency key through `WalletService.postLegs`: commission (`referral_commission` -> player's `user_commission`),
 * a distribution code's coins (`bonus` -> `user_coin`).
 */
export class ReferralService {
  constructor(
    private readonly d: ReferralCore & {
      boxes: BoxesService;
      publisher: Publisher;
    },
  ) {}

  /** The referrer a code names: a friend code (HB...) or a short-link slug; null when neither. */
  private async resolve(code: string): Promise<{ referrerId: number; channel: string | null } | null> {
    const c = code.trim();
    const uid = uidOfFriendCode(c);
    if (uid !== null) {
      const u = await repo.findUser(this.d.db, uid);
      return u && !u.isDisabled && !u.isBot ? { referrerId: u.id, channel: null } : null;
    }
    if (!/^[a-z0-9]{4,16}$/.test(c)) return null;
    const link = await repo.findSlink(this.d.db, c);
    return link ? { referrerId: link.userId, channel: link.channel } : null;
  }

  /** Whether `code` names a referrer (a friend code or a short link): the sign-up's check before it makes the account. */
  async isKnownCode(code: string): Promise<boolean> {
    return (await this.resolve(code)) !== null;
  }

  /**
   * POST /api/sys/referral/click: records a visit of /r/{code} or /ref/{code} and names the referrer (masked),
   * so the web app keeps the friend code through sign-up.
   * @throws AppError distribution.error.unknown
   */
  async click(code: string, channel: string | undefined, origin: Origin): Promise<ReferralClick> {
    const hit = await this.resolve(code);
    if (!hit) throw new AppError('distribution.error.unknown');
    const u = (await repo.findUser(this.d.db, hit.referrerId))!;
    const ch = channel || hit.channel;
    await repo.insertClick(this.d.db, {
      referrerId: hit.referrerId,
      code: code.trim(),
      channel: ch,
      deviceId: origin.deviceId ?? null,
      ip: origin.ip ?? null,
    });
    return { code: friendCodeOf(hit.referrerId), inviter: maskName(u.nickname), channel: ch };
  }

  /** POST /api/slink/create_slink: the player's short link for a share channel (one per channel, kept). */
  async createSlink(userId: number, channel: string): Promise<Slink> {
    for (let i = 0; i < 5; i++) {
      const bytes = Buffer.from(this.d.random.hex(6), 'hex');
      const slug = [...bytes].map((b) => SLUG_ALPHABET[b % SLUG_ALPHABET.length]).join('');
      const row = await repo.upsertSlink(this.d.db, userId, channel, slug);
      if (row) return { slug: row.slug, path: `/r/${row.slug}`, channel: row.channel };
    }
    throw new Error('no free short-link slug');
  }

  /**
   * Links a new player to the referrer of `code` at sign-up (docs/product/states.md#after-sign-up: the referral channel kept through
   * sign-up). A bad or own code is ignored (sign-up never fails for it). Returns true when linked.
   */
  async bindAtSignUp(userId: number, ref: { code: string; channel?: string | null }, origin: Origin): Promise<boolean> {
    await repo.insertFootprint(this.d.db, userId, origin.deviceId ?? null, origin.ip ?? null);
    const hit = await this.resolve(ref.code);
    if (!hit || hit.referrerId === userId) return false;
    return this.link(userId, hit.referrerId, ref.code, ref.channel ?? hit.channel, origin);
  }

  /**
   * POST /api/user/friendCode/submit: enters a referrer's code once.
   * @throws AppError user.error.friend_code_unknown | user.error.friend_code_own | user.error.friend_code_used
   */
  async submitFriendCode(userId: number, code: string, origin: Origin): Promise<void> {
    await this.bindCode(userId, code, origin, FRIEND_ERRORS);
  }

  private async bindCode(userId: number, code: string, origin: Origin, errors: typeof FRIEND_ERRORS | typeof CLAIM_ERRORS): Promise<void> {
    const hit = await this.resolve(code);
    if (!hit) throw new AppError(errors.unknown);
    if (hit.referrerId === userId) throw new AppError(errors.own);
    if (!(await this.link(userId, hit.referrerId, code, hit.channel, origin))) throw new AppError(errors.used);
  }

  /**
   * Records the referral once (invited_by and the referral row in one transaction). Self-referral rule: the
   * referral is flagged for review when the referred player's device id or address matches one the referrer
   * was seen with (their sign-up or their Earn Money page); a flagged referral earns no commission.
   */
  private async link(userId: number, referrerId: number, code: string, channel: string | null, origin: Origin): Promise<boolean> {
    // a chain that leads back to this player (A invites B, B invites A) is refused like a used code
    if ((await repo.invitedBy(this.d.db, referrerId)) === userId) return false;
    const deviceId = origin.deviceId ?? null;
    const ip = origin.ip ?? null;
    const reason = await repo.selfReferralReason(this.d.db, referrerId, deviceId, ip);
    return this.d.db.transaction(async (tx) => {
      if (!(await repo.setInvitedByOnce(tx, userId, referrerId))) return false;
      await repo.insertReferral(tx, {
        referredId: userId,
        referrerId,
        code: code.trim(),
        channel,
        deviceId,
        ip,
        flagged: reason !== null,
        flagReason: reason,
        createdAt: this.d.clock.now(),
      });
      return true;
    });
  }

  /**
   * Credits the referrer's commission for a deposit of the referred player `userId` (docs/product/README.md; rule on the
   * referral rules page): COMMISSION_RATE_PPM of `depositCents`, rounded down, for deposits within
   * COMMISSION_PERIOD_DAYS of the referral (the sign-up through the link, or entering the code), not while the referral is flagged. Runs in the
   * caller's transaction (the domain-event consumer's), idempotent per `sourceKey`. Returns the cents credited
   * (0 when nothing is due or the source was already paid).
   */
  async creditDepositCommission(tx: Tx, input: { sourceKey: string; userId: number; depositCents: number; at: Date }): Promise<number> {
    const ref = await repo.referralOf(tx, input.userId);
    if (!ref || ref.flagged || !inCommissionPeriod(ref.linkedAt, input.at)) return 0;
    const amount = commissionCents(input.depositCents, COMMISSION_RATE_PPM);
    if (amount <= 0) return 0;
    const key = `commission:${input.sourceKey}`;
    const posted = await this.d.wallet.postLegs(tx, {
      idempotencyKey: key,
      kind: 'referral_commission',
      userId: ref.referrerId,
      refType: 'referral',
      refId: String(input.userId),
      metadata: { source: input.sourceKey, baseCents: input.depositCents, ratePpm: COMMISSION_RATE_PPM },
      legs: [
        { system: 'referral_commission', amount: -amount },
        { user: 'user_commission', amount },
      ],
    });
    if (posted.duplicate) return 0;
    await repo.insertCommission(tx, {
      sourceKey: input.sourceKey,
      referrerId: ref.referrerId,
      referredId: input.userId,
      baseCents: input.depositCents,
      ratePpm: COMMISSION_RATE_PPM,
      amountCents: amount,
      entryId: posted.entryId,
    });
    return amount;
  }

  /** GET /api/distribution/detail: code, links, commission balance and totals; records where the owner was seen. */
  async detail(userId: number, origin: Origin): Promise<DistributionDetail> {
    const db = this.d.db;
    await repo.insertFootprint(db, userId, origin.deviceId ?? null, origin.ip ?? null);
    const code = friendCodeOf(userId);
    const [balance, totals, flows, pending, paid, inviter] = await Promise.all([
      this.d.wallet.balanceOf(db, userId, 'user_commission'),
      repo.referrerTotals(db, userId),
      repo.commissionFlows(db, userId),
      repo.pendingWithdrawalCents(db, userId),
      repo.paidWithdrawalCents(db, userId),
      repo.invitedBy(db, userId),
    ]);
    return {
      code,
      link: `/r/${code}`,
      refLink: `/ref/${code}`,
      commissionBalance: centsToCoins(balance),
      totalCommission: centsToCoins(totals.commissionCents),
      totalTransferred: centsToCoins(-(flows.get('referral_transfer') ?? 0)),
      totalWithdrawn: centsToCoins(paid),
      pendingWithdrawal: centsToCoins(pending),
      referrals: totals.referrals,
      ratePercent: COMMISSION_RATE_PPM / 10_000,
      periodDays: COMMISSION_PERIOD_DAYS,
      withdrawMin: centsToCoins(WITHDRAW_MIN_CENTS),
      invited: inviter !== null,
    };
  }

  /**
   * POST /api/distribution/claim (docs/product/roles.md#player, docs/product/errors.md): a player's referral code (makes them the referrer, once) or an
   * operator's distribution code (its reward, once per player, while started, not expired and not used up): coins,
   * a box opened at once, or a Free voucher of a box (DISTRIBUTION_VOUCHER_DAYS days, source ref `distribution:{codeId}:{userId}`).
   * Every attempt counts toward CLAIM_MAX_ATTEMPTS per CLAIM_WINDOW_MS.
   * @throws AppError distribution.error.too_many_attempts | .unknown | .own | .used | .not_started | .expired |
   *   user.error.distribution_box_error
   */
  async claim(userId: number, code: string, origin: Origin): Promise<ClaimResult> {
    const now = this.d.clock.now();
    if ((await repo.countClaimAttempt(this.d.db, userId, now, CLAIM_WINDOW_MS)) > CLAIM_MAX_ATTEMPTS)
      throw new AppError('distribution.error.too_many_attempts');
    const c = code.trim();
    if (uidOfFriendCode(c) !== null || (/^[a-z0-9]{4,16}$/.test(c) && (await repo.findSlink(this.d.db, c)))) {
      await this.bindCode(userId, c, origin, CLAIM_ERRORS);
      return { kind: 'referrer', amount: null, boxName: null, itemName: null };
    }
    const found = await repo.findCodeByName(this.d.db, c);
    if (!found) throw new AppError('distribution.error.unknown');
    if (now < found.startsAt) throw new AppError('distribution.error.not_started');
    if (now >= found.endsAt) throw new AppError('distribution.error.expired');
    const box = found.rewardType === 'box' ? await this.d.boxes.grantableBox(found.rewardBoxId ?? 0) : null;
    const voucherBox = found.rewardType === 'voucher' ? await repo.findBox(this.d.db, found.rewardBoxId ?? 0) : null;
    if (found.rewardType === 'voucher' && (!voucherBox || !voucherBox.isActive)) throw new AppError('user.error.distribution_box_error');
    const out = await this.d.db.transaction(async (tx) => {
      const locked = (await repo.lockCode(tx, found.id))!;
      if (!(await repo.insertClaim(tx, locked.id, userId))) throw new AppError('distribution.error.used');
      if (locked.uses >= locked.maxUses) throw new AppError('distribution.error.used');
      await repo.bumpCodeUses(tx, locked.id);
      const key = `distribution:${locked.id}:${userId}`;
      if (box) {
        const r = await this.d.boxes.openGranted(tx, userId, box, key);
        return { kind: 'box' as const, amount: null, boxName: r.boxName, itemName: r.itemName, coin: null };
      }
      if (voucherBox) {
        // one Free voucher per claim: the claim row above is once per player and code, the source ref is unique
        await voucherStore.issue(tx, [
          {
            userId,
            kind: VOUCHER_KIND.free,
            boxId: voucherBox.id,
            source: 'distribution',
            sourceRef: key,
            expiresAt: new Date(now.getTime() + DISTRIBUTION_VOUCHER_DAYS * DAY_MS),
            createdAt: now,
          },
        ]);
        return { kind: 'voucher' as const, amount: null, boxName: voucherBox.name, itemName: null, coin: null };
      }
      const cents = locked.rewardCents ?? 0;
      const posted = await this.d.wallet.postLegs(tx, {
        idempotencyKey: key,
        kind: 'distribution_reward',
        userId,
        refType: 'distribution_code',
        refId: String(locked.id),
        legs: [
          { system: 'bonus', amount: -cents },
          { user: 'user_coin', amount: cents },
        ],
      });
      return {
        kind: 'coins' as const,
        amount: centsToCoins(cents),
        boxName: null,
        itemName: null,
        coin: posted.balances.user_coin ?? null,
      };
    });
    if (out.coin !== null) this.d.publisher.toUser(userId, 'notify:balance', { coin: centsToCoins(out.coin) });
    const { coin: _coin, ...result } = out;
    return result;
  }

  /** GET /api/distribution/referrals: the player's referrals (masked names), status and commission each brought. */
  async referrals(userId: number, page: number, pageSize: number): Promise<ReferralPage> {
    const now = this.d.clock.now();
    const [rows, totals] = await Promise.all([
      repo.listReferrals(this.d.db, userId, pageSize, (page - 1) * pageSize),
      repo.referrerTotals(this.d.db, userId),
    ]);
    return {
      list: rows.map((r) => ({
        name: maskName(r.nickname),
        joinedAt: new Date(r.created_at).toISOString(),
        status: r.flagged ? 'review' : inCommissionPeriod(new Date(r.created_at), now) ? 'active' : 'expired',
        commission: centsToCoins(Number(r.commission)),
      })),
      total: totals.referrals,
      page,
      pageSize,
    };
  }

  /** GET /api/distribution/rank: top 20 referrers by commission (masked), and the player's own row. */
  async rank(userId: number | null): Promise<RankList> {
    const top = await repo.rank(this.d.db, 20);
    const list = top.map((r, i) => ({
      rank: i + 1,
      name: maskName(r.nickname),
      referrals: r.referrals,
      commission: centsToCoins(r.commissionCents),
      userId: r.userId,
    }));
    const mine = userId === null ? undefined : list.find((r) => r.userId === userId);
    return {
      list: list.map(({ userId: _u, ...r }) => r),
      me: mine ? { rank: mine.rank, name: mine.name, referrals: mine.referrals, commission: mine.commission } : null,
    };
  }
}
