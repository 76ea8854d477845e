import { centsToCoins, parseCoinAmount } from '@hapa/domain';
import type { DistributionCode, Withdrawal, WithdrawStatus } from '@hapa/contracts';
import { AppError } from '../../http/app-error.ts';
import type { Db } from '../../db/client.ts';
import type { distributionCodes, withdrawals } from '../../db/schema/index.ts';
import type { Clock, RandomSource } from '../../lib/random.ts';
import type { WalletService } from '../wallet/wallet.service.ts';
import type { EventsService } from '../events/events.service.ts';

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

/** What every part of the referral module is built on (referral.wiring.ts builds them). */
export interface ReferralCore {
  db: Db;
  wallet: WalletService;
  clock: Clock;
  random: RandomSource;
  /** domain events outbox: `withdrawal.paid` is appended where a withdrawal becomes paid */
  events: EventsService;
}

/** Coin-unit input -> positive cents. @throws AppError validation.amount | distribution.error.amount */
export function parseAmount(amount: unknown): number {
  let cents: number;
  try {
    cents = parseCoinAmount(amount);
  } catch {
    throw new AppError('validation.amount');
  }
  if (cents <= 0) throw new AppError('distribution.error.amount');
  return cents;
}

export function toWithdrawal(w: typeof withdrawals.$inferSelect): Withdrawal {
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

export function toCode(c: typeof distributionCodes.$inferSelect, boxName: string | null): DistributionCode {
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
