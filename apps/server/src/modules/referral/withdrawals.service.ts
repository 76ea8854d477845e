import {
  centsToCoins,
  decimalGreater,
  payoutCoinAmount,
  WITHDRAW_MIN_CENTS,
  WITHDRAW_MIN_COIN,
  WITHDRAW_OPTIONS,
  withdrawOption,
} from '@hapa/domain';
import type { TransferResult, WithdrawChainList, Withdrawal, WithdrawalPage } from '@hapa/contracts';
import { AppError } from '../../http/app-error.ts';
import type { DbOrTx } from '../../db/client.ts';
import type { Publisher } from '../../lib/publisher.ts';
import { isValidChainAddress } from './chain-address.ts';
import type { PayoutOutcome, WithdrawalPayouts } from './payout-flow.ts';
import * as repo from './referral.repo.ts';
import { parseAmount, toWithdrawal, type PriceOf, type ReferralCore } from './referral-shared.ts';

/**
 * The player's commission payouts (docs/product/entities.md#withdrawals Withdraw, docs/product/validation.md#server-rules,
 * docs/payments.md#payouts; apps/server/src/modules/referral/README.md): transfer to coins, withdraw to a chain, history.
 * Money: transfer (`user_commission` -> `user_coin`), hold (`user_commission` -> `withdrawals_pending`), each one journal
 * entry with an idempotency key through `WalletService.postLegs`.
 */
export class WithdrawalsService {
  constructor(
    private readonly d: ReferralCore & {
      publisher: Publisher;
      priceOf: PriceOf;
      /** the payout provider's side of withdrawals (payout-flow.ts); without it payout webhooks are refused */
      payouts?: WithdrawalPayouts;
    },
  ) {}

  /**
   * POST /api/payout/{provider}/webhook (docs/payments.md#payouts): the provider's signed answer about a payout.
   * @throws AppError payout.error.provider | payout.error.signature
   */
  async payoutWebhook(provider: string, rawBody: string, headers: Record<string, string | string[] | undefined>): Promise<PayoutOutcome> {
    if (!this.d.payouts) throw new AppError('payout.error.provider');
    return this.d.payouts.handleWebhook(provider, rawBody, headers);
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
}
