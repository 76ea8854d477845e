import type { ReferralService } from '../modules/referral/referral.service.ts';
import type { Reaction } from './reaction.ts';

/**
 * Referral commission (apps/server/src/modules/referral/README.md): once per credited deposit of a referred player,
 * a share of its coin amount (bonuses excluded) to the referrer's commission balance.
 */
export const REFERRAL_COMMISSION_EVENTS = ['deposit.credited'] as const;

export function referralCommissionReaction(referral: ReferralService): Reaction<(typeof REFERRAL_COMMISSION_EVENTS)[number]> {
  return {
    consumer: 'referral_commission',
    types: REFERRAL_COMMISSION_EVENTS,
    async handle(tx, e) {
      await referral.creditDepositCommission(tx, {
        sourceKey: `deposit:${e.payload.orderNo}`,
        userId: e.payload.userId,
        depositCents: e.payload.coinCents,
        at: new Date(e.createdAt),
      });
    },
  };
}
