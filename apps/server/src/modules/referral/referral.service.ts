import {
  centsToCoins,
  CLAIM_MAX_ATTEMPTS,
  CLAIM_WINDOW_MS,
  COMMISSION_PERIOD_DAYS,
  COMMISSION_RATE_PPM,
  commissionCents,
  DAY_MS,
  decimalGreater,
  inCommissionPeriod,
  maskName,
  parseCoinAmount,
  payoutCoinAmount,
  WITHDRAW_MIN_CENTS,
  WITHDRAW_MIN_COIN,
  WITHDRAW_OPTIONS,
  withdrawOption,
} from '@hapa/domain';
import type {
  ClaimResult,
  DistributionCode,
  DistributionCodeInput,
  DistributionDetail,
  OpsFlaggedReferral,
  OpsWithdrawal,
  RankList,
  ReferralClick,
  ReferralPage,
  Slink,
  TransferResult,
  WithdrawChainList,
  Withdrawal,
  WithdrawalPage,
  WithdrawStatus,
} from '@hapa/contracts';
import { AppError } from '../../http/app-error.ts';
import type { Db, DbOrTx, Tx } from '../../db/client.ts';
import type { Clock, RandomSource } from '../../lib/random.ts';
import type { Publisher } from '../../lib/publisher.ts';
import type { WalletService } from '../wallet/wallet.service.ts';
import type { BoxesService } from '../boxes/boxes.service.ts';
import { friendCodeOf, uidOfFriendCode } from '../users/friend-code.ts';
import { isValidChainAddress } from './chain-address.ts';
import { manualPayout, type PayoutProvider } from './payout.ts';
import type { PayoutOutcome, WithdrawalPayouts } from './payout-flow.ts';
import { writeAudit } from '../../platform/audit.ts';
import type { MoneyGuard } from '../../platform/money-guard.ts';
import type { OperatorContext } from '../../platform/ops-auth.ts';
import * as repo from './referral.repo.ts';
import { postWithdrawalPaid, postWithdrawalReturned } from './withdrawal-moves.ts';
import { voucherStore } from '../vouchers/vouchers.service.ts';
import { vipRowOf } from '../vip/vip-levels.ts';
import { VOUCHER_KIND } from '@hapa/contracts';
import type { EventsService } from '../events/events.service.ts';

/** Days a distribution code's Free voucher stays usable after the claim. */
export const DISTRIBUTION_VOUCHER_DAYS = 30;

/** Where a request came from (self-referral checks): the client's device id (web: a random id kept in storage) and address. */
export interface Origin {
  deviceId?: string | null;
  ip?: string | null;
}

/** The operator acting in the console (`operatorOf(req)`): who, and from where (audit rows). */
export interface Actor {
  userId: number;
  ip: string;
}

/** USD price of a coin (decimal string); the payments crypto catalogue's live or static price. */
export type PriceOf = (ticker: string) => Promise<string>;

const SLUG_ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789';

/** Error keys a referral-code binding reports through (friend code form vs distribution claim). */
const FRIEND_ERRORS = {
  unknown: 'user.error.friend_code_unknown',
  own: 'user.error.friend_code_own',
  used: 'user.error.friend_code_used',
} as const;
const CLAIM_ERRORS = { unknown: 'distribution.error.unknown', own: 'distribution.error.own', used: 'distribution.error.used' } as const;

/**
 * Referral and distribution (docs/product/README.md, docs/product/routes.md#referral /referral, docs/product/entities.md#withdrawals Withdraw, docs/product/validation.md#server-rules, docs/product/roles.md#player, docs/product/endpoints.md#distribution-and-mall /distribution/*, docs/product/errors.md; apps/server/src/modules/referral/README.md).
 * Money: every move is one journal entry with an idempotency key through `WalletService.postLegs`:
 * commission (`referral_commission` -> player's `user_commission`), transfer (`user_commission` -> `user_coin`),
 * hold (`user_commission` -> `withdrawals_pending`), release (back), payout (`withdrawals_pending` -> `crypto_payouts`).
 */
export class ReferralService {
  constructor(
    private readonly d: {
      db: Db;
      wallet: WalletService;
      boxes: BoxesService;
      publisher: Publisher;
      clock: Clock;
      random: RandomSource;
      priceOf: PriceOf;
      /** the payout provider's side of withdrawals (payout-flow.ts); without it approvals are manual */
      payouts?: WithdrawalPayouts;
      /** domain events outbox: `withdrawal.paid` is appended where a withdrawal becomes paid */
      events?: EventsService;
      /** the console money rules: approvals, payments, rejections (docs/security.md#console-money-rules) */
      money: MoneyGuard;
    },
  ) {}

  private get payout(): PayoutProvider {
    return this.d.payouts?.provider ?? manualPayout;
  }

  /** The payout provider approvals hand withdrawals to ('sandbox', 'nowpayments', 'manual'). */
  get payoutProviderName(): string {
    return this.payout.name;
  }

  /**
   * POST /api/payout/{provider}/webhook (docs/payments.md#payouts): the provider's signed answer about a payout.
   * @throws AppError payout.error.provider | payout.error.signature
   */
  async payoutWebhook(provider: string, rawBody: string, headers: Record<string, string | string[] | undefined>): Promise<PayoutOutcome> {
    if (!this.d.payouts) throw new AppError('payout.error.provider');
    return this.d.payouts.handleWebhook(provider, rawBody, headers);
  }

  /**
   * The console's SANDBOX buttons: the payout sandbox confirms (fake hash of the chain) or fails a sent withdrawal.
   * @throws AppError payout.error.provider | withdraw.error.not_found | withdraw.error.state
   */
  async sandboxPayoutOutcome(op: OperatorContext, id: number, outcome: 'confirm' | 'fail'): Promise<OpsWithdrawal> {
    if (!this.d.payouts) throw new AppError('payout.error.provider');
    await this.d.payouts.sandboxOutcome(op, id, outcome);
    return this.opsOne(id);
  }

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

  /** GET /api/distribution/chain/list: chains and coins a withdrawal can use, with the network fee and price. */
  async chainList(): Promise<WithdrawChainList> {
    const list = await Promise.all(
      WITHDRAW_OPTIONS.map(async (o) => ({
        chain: o.chain,
        ccy: o.ccy,
        standard: o.standard,
        fee: centsToCoins(o.feeCents),
        price: await this.d.priceOf(o.ccy),
        precision: o.precision,
      })),
    );
    return { list, min: centsToCoins(WITHDRAW_MIN_CENTS), minCoin: WITHDRAW_MIN_COIN };
  }

  /**
   * POST /api/distribution/transfer: moves `amount` (coin units) of commission to the coin balance, one entry.
   * @throws AppError validation.amount | distribution.error.amount | coin.error.not_enough
   */
  async transfer(userId: number, amount: unknown, idempotencyKey: string | undefined): Promise<TransferResult> {
    const cents = parseAmount(amount);
    const key = `referral_transfer:${userId}:${idempotencyKey ?? this.d.random.hex(16)}`;
    const res = await this.d.db.transaction((tx) =>
      this.d.wallet.postLegs(tx, {
        idempotencyKey: key,
        kind: 'referral_transfer',
        userId,
        legs: [
          { user: 'user_commission', amount: -cents },
          { user: 'user_coin', amount: cents },
        ],
      }),
    );
    const coin = res.balances.user_coin ?? 0;
    this.d.publisher.toUser(userId, 'notify:balance', { coin: centsToCoins(coin) });
    return { commissionBalance: centsToCoins(res.balances.user_commission ?? 0), balance: centsToCoins(coin) };
  }

  /**
   * POST /api/distribution/withdraw (docs/product/entities.md#withdrawals Withdraw, docs/product/validation.md#server-rules: min 100 USD, above 0.001 of the coin): validates the
   * chain, coin and address, prices the payout (amount minus the network fee, rounded down) and holds the
   * amount (commission -> withdrawals_pending) in the same transaction that records the request. A repeated
   * `idempotencyKey` returns the first withdrawal and holds nothing more.
   * @throws AppError validation.amount | withdraw.error.chain | withdraw.error.address | withdraw.error.min |
   *   withdraw.error.min_coin | coin.error.not_enough | pay.error.price_stale
   */
  async withdraw(
    userId: number,
    body: { amount: unknown; chain: string; ccy: string; address: string; currency: string },
    idempotencyKey: string | undefined,
  ): Promise<Withdrawal> {
    const cents = parseAmount(body.amount);
    const chain = body.chain.trim().toUpperCase();
    const ccy = body.ccy.trim().toUpperCase();
    const opt = withdrawOption(chain, ccy);
    if (!opt) throw new AppError('withdraw.error.chain');
    if (!(await isValidChainAddress(chain, body.address.trim()))) throw new AppError('withdraw.error.address');
    if (cents < WITHDRAW_MIN_CENTS) throw new AppError('withdraw.error.min');
    const price = await this.d.priceOf(ccy);
    const coinAmount = payoutCoinAmount(cents - opt.feeCents, price, opt.precision);
    if (!decimalGreater(coinAmount, WITHDRAW_MIN_COIN)) throw new AppError('withdraw.error.min_coin');
    const requestKey = `withdraw:${userId}:${idempotencyKey ?? this.d.random.hex(16)}`;
    const w = await this.d.db.transaction(async (tx) => {
      // the account lock first: a parallel repeat waits here, then finds the first request below
      await this.d.wallet.lockAccount(tx, userId, 'user_coin');
      const first = await repo.findWithdrawalByKey(tx, requestKey);
      if (first) return first;
      const row = await repo.insertWithdrawal(tx, {
        userId,
        requestKey,
        chain,
        ccy,
        currency: body.currency,
        address: body.address.trim(),
        amountCents: cents,
        feeCents: opt.feeCents,
        coinAmount,
        price,
        status: 'pending',
      });
      if (!row) throw new AppError('error.idempotency_conflict');
      await this.d.wallet.postLegs(tx, {
        idempotencyKey: `withdraw_hold:${row.id}`,
        kind: 'withdraw_hold',
        userId,
        refType: 'withdrawal',
        refId: String(row.id),
        legs: [
          { user: 'user_commission', amount: -cents },
          { system: 'withdrawals_pending', amount: cents },
        ],
      });
      return row;
    });
    return toWithdrawal(w);
  }

  /** Cents held by the player's withdrawals waiting for approval or payment (account deletion refuses while > 0). */
  openWithdrawalCents(db: DbOrTx, userId: number): Promise<number> {
    return repo.pendingWithdrawalCents(db, userId);
  }

  /** GET /api/withdraw/history: the player's withdrawals, newest first, with statuses. */
  async history(userId: number, page: number, pageSize: number): Promise<WithdrawalPage> {
    const [rows, total] = await Promise.all([
      repo.listWithdrawals(this.d.db, userId, pageSize, (page - 1) * pageSize),
      repo.countWithdrawals(this.d.db, userId),
    ]);
    return { list: rows.map(toWithdrawal), total, page, pageSize };
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

  // ---- operator console (role finance) ----

  /**
   * The withdrawal queue for operators (one status or all). Open withdrawals (pending, approved) of players whose
   * VIP level has a withdrawal perk (VIP table `withdrawalPerk`, apps/server/src/modules/referral/README.md) come first, flagged `vipPriority`;
   * the order is otherwise kept (oldest open first).
   */
  async opsWithdrawals(status: WithdrawStatus | undefined): Promise<OpsWithdrawal[]> {
    const rows = await repo.listWithdrawalsForOps(this.d.db, status);
    const awaiting = await this.d.money.awaiting(
      'withdrawal',
      'withdrawal',
      rows.filter((r) => r.w.status === 'pending').map((r) => r.w.id),
    );
    const out = await Promise.all(
      rows.map(async (r) => {
        const open = ['pending', 'approved', 'sending', 'sent'].includes(r.w.status);
        const vipPriority = open && (await vipRowOf(r.xp)).withdrawalPerk !== null;
        return {
          ...toWithdrawal(r.w),
          uid: r.w.userId,
          nickname: r.nickname,
          decidedBy: r.w.decidedBy,
          rejectReason: r.w.rejectReason,
          vipPriority,
          awaitingSecond: awaiting.get(String(r.w.id)) ?? null,
          payoutProvider: r.w.payoutProvider,
          providerRef: r.w.providerRef,
          failReason: r.w.failReason,
        };
      }),
    );
    // a stable sort: VIP-priority open withdrawals first, each group in the queue's own order
    return [...out.filter((w) => w.vipPriority), ...out.filter((w) => !w.vipPriority)];
  }

  /**
   * Approves a pending withdrawal under the console money rules (docs/security.md#console-money-rules): never for the
   * operator's own player account; when what this operator (or all operators) approved alone for the player in the
   * window plus this amount passes the limit, the first approval is recorded ('withdrawal.approval_request', the
   * withdrawal stays pending with `awaitingSecond`) and a DIFFERENT operator's approval completes it. An approval hands
   * the withdrawal to the payout provider (docs/payments.md#payouts): a real one or the sandbox moves it to `sending`
   * and enqueues the payout job in the same transaction (payout-flow.ts); PAYOUT_PROVIDER=manual leaves it `approved`
   * until an operator pastes the on-chain hash (`markPaid`).
   * @throws AppError withdraw.error.not_found | withdraw.error.state | ops.error.own_account | ops.error.own_approval
   */
  async approve(op: OperatorContext, id: number): Promise<OpsWithdrawal> {
    await this.d.money.auditRefusals(op, () =>
      this.d.db.transaction(async (tx) => {
        const w = await repo.lockWithdrawal(tx, id);
        if (!w) throw new AppError('withdraw.error.not_found');
        if (w.status !== 'pending') throw new AppError('withdraw.error.state');
        const target = {
          action: 'withdrawal',
          targetType: 'withdrawal',
          targetId: id,
          playerId: w.userId,
          amountCents: w.amountCents,
        } as const;
        await this.d.money.assertNotOwnAccount(tx, op, target);
        const first = await this.d.money.approveAwaiting(tx, op, 'withdrawal', 'withdrawal', id);
        const rule = first ? { secondTo: first.requestedBy } : await this.d.money.record(tx, op, target);
        if ('status' in rule && rule.status === 'awaiting') {
          await writeAudit(tx, {
            operatorId: op.userId,
            action: 'withdrawal.approval_request',
            targetType: 'withdrawal',
            targetId: id,
            before: { status: w.status },
            after: { status: w.status, awaitingSecond: true, rule },
            ip: op.ip,
          });
          return;
        }
        // a payout provider sends it through the durable payout job, enqueued in this transaction; manual waits for the hash
        const automatic = this.d.payouts !== undefined && this.payout.automatic;
        const after = await repo.updateWithdrawal(tx, id, {
          status: automatic ? 'sending' : 'approved',
          payoutProvider: this.payout.name,
          decidedBy: op.userId,
          updatedAt: this.d.clock.now(),
        });
        if (automatic) await this.d.payouts!.enqueue(tx, w);
        await writeAudit(tx, {
          operatorId: op.userId,
          action: 'withdrawal.approve',
          targetType: 'withdrawal',
          targetId: id,
          before: { status: w.status },
          after: { status: after.status, payout: this.payout.name, rule },
          ip: op.ip,
        });
      }),
    );
    return this.opsOne(id);
  }

  /**
   * Marks an approved withdrawal paid with the on-chain transaction hash: the held amount leaves through
   * `crypto_payouts` (one entry, idempotent per withdrawal). Never for the operator's own player account
   * (docs/security.md#console-money-rules).
   * @throws AppError withdraw.error.not_found | withdraw.error.state | ops.error.own_account
   */
  async markPaid(op: OperatorContext, id: number, txHash: string): Promise<OpsWithdrawal> {
    await this.d.money.auditRefusals(op, () =>
      this.d.db.transaction(async (tx) => {
        const w = await repo.lockWithdrawal(tx, id);
        if (!w) throw new AppError('withdraw.error.not_found');
        if (w.status !== 'approved') throw new AppError('withdraw.error.state');
        await this.d.money.assertNotOwnAccount(tx, op, this.moneyTarget(w));
        await this.settlePaid(tx, w, op, txHash, 'withdrawal.paid');
      }),
    );
    return this.opsOne(id);
  }

  private moneyTarget(w: { id: number; userId: number; amountCents: number }) {
    return { action: 'withdrawal', targetType: 'withdrawal', targetId: w.id, playerId: w.userId, amountCents: w.amountCents } as const;
  }

  private async settlePaid(
    tx: Tx,
    w: { id: number; userId: number; amountCents: number; currency: string; status: string },
    op: Actor,
    txHash: string,
    action: string,
  ) {
    await postWithdrawalPaid(this.d, tx, w, txHash, { operatorId: op.userId, ip: op.ip, action });
  }

  /**
   * Rejects a pending withdrawal: the held amount returns to the player's commission balance (one entry,
   * idempotent per withdrawal). An approved one is released with `release`; approve raced with reject ends in
   * whichever locked the row first, the other gets withdraw.error.state. A first approval waiting for a second
   * operator ends with it. Never for the operator's own player account (docs/security.md#console-money-rules).
   * @throws AppError withdraw.error.not_found | withdraw.error.state | ops.error.own_account
   */
  async reject(op: OperatorContext, id: number, reason: string): Promise<OpsWithdrawal> {
    return this.returnHeld(op, id, reason, 'pending', 'withdrawal.reject');
  }

  /**
   * Releases an approved but unpaid withdrawal (the manual payout never sent, or the send failed): the held
   * amount returns to the player's commission balance exactly as a reject does (ledger key
   * `withdraw_release:{id}`), the withdrawal ends `released` with the reason, audited as `withdrawal.release`.
   * A paid withdrawal cannot be released; release raced with mark-paid ends in one of them. Never for the operator's
   * own player account.
   * @throws AppError withdraw.error.not_found | withdraw.error.state | ops.error.own_account
   */
  async release(op: OperatorContext, id: number, reason: string): Promise<OpsWithdrawal> {
    return this.returnHeld(op, id, reason, 'approved', 'withdrawal.release');
  }

  private async returnHeld(
    op: OperatorContext,
    id: number,
    reason: string,
    from: 'pending' | 'approved',
    action: string,
  ): Promise<OpsWithdrawal> {
    await this.d.money.auditRefusals(op, () =>
      this.d.db.transaction(async (tx) => {
        const w = await repo.lockWithdrawal(tx, id);
        if (!w) throw new AppError('withdraw.error.not_found');
        if (w.status !== from) throw new AppError('withdraw.error.state');
        await this.d.money.assertNotOwnAccount(tx, op, this.moneyTarget(w));
        if (from === 'pending') await this.d.money.rejectAwaiting(tx, op, 'withdrawal', 'withdrawal', id);
        await postWithdrawalReturned(this.d, tx, w, {
          status: from === 'approved' ? 'released' : 'rejected',
          reason,
          decidedBy: op.userId,
        });
        await writeAudit(tx, {
          operatorId: op.userId,
          action,
          targetType: 'withdrawal',
          targetId: id,
          before: { status: w.status },
          after: { status: from === 'approved' ? 'released' : 'rejected', reason },
          ip: op.ip,
        });
      }),
    );
    return this.opsOne(id);
  }

  private async opsOne(id: number): Promise<OpsWithdrawal> {
    const all = await this.opsWithdrawals(undefined);
    const hit = all.find((w) => w.id === id);
    if (!hit) throw new AppError('withdraw.error.not_found');
    return hit;
  }

  /** Referrals flagged by the self-referral rule, for review (newest first). */
  async opsFlagged(): Promise<OpsFlaggedReferral[]> {
    const rows = await repo.listFlagged(this.d.db);
    return rows.map((r) => ({
      referredId: Number(r.referred_id),
      referredName: r.referred_name,
      referrerId: Number(r.referrer_id),
      referrerName: r.referrer_name,
      reason: r.flag_reason,
      createdAt: new Date(r.created_at).toISOString(),
    }));
  }

  /**
   * Clears a referral's review flag after an operator checked it: commission accrues on deposits credited from
   * then on (deposits made while it was flagged earned nothing, as the rules page says).
   * @throws AppError error.not_found when the referral is not flagged
   */
  async clearFlag(op: Actor, referredId: number): Promise<void> {
    await this.d.db.transaction(async (tx) => {
      if (!(await repo.clearFlag(tx, referredId))) throw new AppError('error.not_found');
      await writeAudit(tx, {
        operatorId: op.userId,
        action: 'referral.clear_flag',
        targetType: 'user',
        targetId: referredId,
        before: { flagged: true },
        after: { flagged: false },
        ip: op.ip,
      });
    });
  }

  /** Operator list of distribution codes, newest first. */
  async opsCodes(): Promise<DistributionCode[]> {
    const rows = await repo.listCodes(this.d.db);
    return rows.map((r) => toCode(r.code, r.boxName));
  }

  /**
   * Creates a distribution code (start, end, uses, reward coins, a box or a box's Free voucher), writing the audit row with it.
   * @throws AppError distribution.error.code_window | distribution.error.code_exists | validation.amount |
   *   distribution.error.amount | user.error.distribution_box_error
   */
  async createCode(op: Actor, input: DistributionCodeInput): Promise<DistributionCode> {
    const startsAt = new Date(input.startsAt);
    const endsAt = new Date(input.endsAt);
    if (!(endsAt > startsAt)) throw new AppError('distribution.error.code_window');
    if (uidOfFriendCode(input.code) !== null) throw new AppError('distribution.error.code_exists');
    let rewardCents: number | null = null;
    let rewardBoxId: number | null = null;
    let boxName: string | null = null;
    if (input.rewardType === 'coins') rewardCents = parseAmount(input.rewardAmount);
    else {
      // box: opened at claim; voucher: a Free voucher of the box (the free box cannot be either)
      const box = input.rewardBoxId ? await repo.findBox(this.d.db, input.rewardBoxId) : null;
      if (!box || !box.isActive || box.isFree) throw new AppError('user.error.distribution_box_error');
      rewardBoxId = box.id;
      boxName = box.name;
    }
    const row = await this.d.db.transaction(async (tx) => {
      const created = await repo.insertCode(tx, {
        code: input.code.toUpperCase(),
        startsAt,
        endsAt,
        maxUses: input.maxUses,
        rewardType: input.rewardType,
        rewardCents,
        rewardBoxId,
        createdBy: op.userId,
      });
      if (!created) throw new AppError('distribution.error.code_exists');
      await writeAudit(tx, {
        operatorId: op.userId,
        action: 'distribution_code.create',
        targetType: 'distribution_code',
        targetId: created.id,
        before: null,
        after: toCode(created, boxName),
        ip: op.ip,
      });
      return created;
    });
    return toCode(row, boxName);
  }
}

/** Coin-unit input -> positive cents. @throws AppError validation.amount | distribution.error.amount */
function parseAmount(amount: unknown): number {
  let cents: number;
  try {
    cents = parseCoinAmount(amount);
  } catch {
    throw new AppError('validation.amount');
  }
  if (cents <= 0) throw new AppError('distribution.error.amount');
  return cents;
}

function toWithdrawal(w: typeof import('../../db/schema/index.ts').withdrawals.$inferSelect): Withdrawal {
  return {
    id: w.id,
    amount: centsToCoins(w.amountCents),
    fee: centsToCoins(w.feeCents),
    chain: w.chain,
    ccy: w.ccy,
    coinAmount: w.coinAmount,
    address: w.address,
    currency: w.currency,
    status: w.status as WithdrawStatus,
    txHash: w.txHash,
    createdAt: w.createdAt.toISOString(),
    updatedAt: w.updatedAt.toISOString(),
  };
}

function toCode(c: typeof import('../../db/schema/index.ts').distributionCodes.$inferSelect, boxName: string | null): DistributionCode {
  return {
    id: c.id,
    code: c.code,
    startsAt: c.startsAt.toISOString(),
    endsAt: c.endsAt.toISOString(),
    maxUses: c.maxUses,
    uses: c.uses,
    rewardType: c.rewardType as 'coins' | 'box' | 'voucher',
    rewardAmount: c.rewardCents === null ? null : centsToCoins(c.rewardCents),
    rewardBoxId: c.rewardBoxId,
    rewardBoxName: boxName,
    createdAt: c.createdAt.toISOString(),
  };
}
