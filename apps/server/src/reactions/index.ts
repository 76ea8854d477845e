/**
 * Every reaction of the server in one place (docs/architecture/events-and-jobs.md#reactions). "What happens when a
 * deposit is credited?" is answered here:
 *
 * - Outbox consumers, after the action's commit, each in a delivery job's transaction (retried until done, once per
 *   event and consumer); one file each, its event types at the top:
 *   quests (quests.ts), notifications (notifications.ts), lucky star (lucky-star.ts), guides (guides.ts), flip
 *   chances (flip-chances.ts), referral commission (referral-commission.ts), the public fairness log
 *   (fairness-log.ts), realised RTP (realised-rtp.ts).
 * - In-transaction hooks, inside the action's own transaction (they can refuse it): the free-box gate of every free
 *   opening, XP for stakes (progression), the deposit parts a credited deposit adds (charge vouchers, the Deposit Bonus
 *   event), the deletion blockers (open withdrawals, open shipping orders), and what each quest reward grants
 *   (flip chances, Fancy Cards packs, lottery tickets).
 *
 * `wireReactions` runs once while the container is built, after every service exists and before anything is served,
 * seeded or committed (a seed committed before the fairness log subscribed would miss the log).
 */
import type { AuthService } from '../modules/auth/auth.service.ts';
import type { BoxesService } from '../modules/boxes/boxes.service.ts';
import type { FreeBoxesService } from '../modules/boxes/free-boxes.service.ts';
import type { EventsService } from '../modules/events/events.service.ts';
import type { FancyService } from '../modules/games/fancy/fancy.service.ts';
import type { FlipService } from '../modules/games/flip/flip.service.ts';
import type { LotteryService } from '../modules/games/lottery/lottery.service.ts';
import type { GuidesService } from '../modules/guides/guides.service.ts';
import type { LuckyStarService } from '../modules/lucky-star/lucky-star.service.ts';
import type { NotifyService } from '../modules/notify/notify.service.ts';
import type { PaymentsService } from '../modules/payments/payments.service.ts';
import type { DepositBonusService } from '../modules/promo-events/deposit-bonus.service.ts';
import type { ReferralService } from '../modules/referral/referral.service.ts';
import type { WithdrawalsService } from '../modules/referral/withdrawals.service.ts';
import type { LogService } from '../modules/transparency/log.service.ts';
import type { RtpService } from '../modules/transparency/rtp.service.ts';
import type { DeletionService } from '../modules/users/deletion.service.ts';
import type { QuestsService } from '../modules/vip/quests.service.ts';
import type { VipService } from '../modules/vip/vip.service.ts';
import type { ShippingService } from '../modules/shipping/shipping.service.ts';
import type { VouchersService } from '../modules/vouchers/vouchers.service.ts';
import { fairnessLogReaction } from './fairness-log.ts';
import { flipChancesReaction } from './flip-chances.ts';
import { guidesReaction } from './guides.ts';
import { luckyStarReaction } from './lucky-star.ts';
import { notificationsReaction } from './notifications.ts';
import { questsReaction } from './quests.ts';
import { realisedRtpReaction } from './realised-rtp.ts';
import { subscribe } from './reaction.ts';
import { referralCommissionReaction } from './referral-commission.ts';

/** The services that react or are reacted to. */
export interface ReactionServices {
  events: EventsService;
  auth: AuthService;
  vip: VipService;
  boxes: BoxesService;
  freeBoxes: FreeBoxesService;
  quests: QuestsService;
  notify: NotifyService;
  luckyStar: LuckyStarService;
  guides: GuidesService;
  flip: FlipService;
  fancy: FancyService;
  lottery: LotteryService;
  referral: ReferralService;
  withdrawals: WithdrawalsService;
  payments: Pick<PaymentsService, 'addDepositPart'>;
  depositBonus: DepositBonusService;
  vouchers: VouchersService;
  shipping: ShippingService;
  deletion: DeletionService;
  fairnessLog: LogService;
  rtp: RtpService;
}

/** Subscribes every outbox consumer and installs every in-transaction hook (see the file's header). */
export function wireReactions(s: ReactionServices): void {
  // outbox consumers
  subscribe(s.events, fairnessLogReaction(s.fairnessLog));
  subscribe(s.events, realisedRtpReaction(s.rtp));
  subscribe(s.events, questsReaction(s.quests));
  subscribe(s.events, referralCommissionReaction(s.referral));
  subscribe(s.events, notificationsReaction(s.notify));
  subscribe(s.events, flipChancesReaction(s.flip));
  subscribe(s.events, luckyStarReaction(s.luckyStar));
  subscribe(s.events, guidesReaction(s.guides));

  // in-transaction hooks
  s.auth.useProgression(s.vip); // XP for stakes and the level a player reaches
  s.boxes.useFreeGate((tx, boxId, userId) => s.freeBoxes.assertMayOpen(tx, boxId, userId));
  s.payments.addDepositPart({ kind: 'charge_voucher', part: (db, order, mode) => s.vouchers.depositPart(db, order, mode) });
  s.payments.addDepositPart({ kind: 'event_bonus', part: (db, order, mode) => s.depositBonus.depositPart(db, order, mode) });
  s.deletion.addDeletionBlocker(async (db, userId) => ((await s.withdrawals.openWithdrawalCents(db, userId)) > 0 ? 'withdrawals' : null));
  s.deletion.addDeletionBlocker((db, userId) => s.shipping.openOrdersReason(db, userId));
  s.quests.useRewardGrant('flip_chance', (tx, g) =>
    s.flip.grant(tx, { userId: g.userId, sourceRef: g.sourceRef, chances: g.count, source: 'quest' }),
  );
  s.quests.useRewardGrant('fancy_pack', (tx, g) =>
    s.fancy.grant(tx, { userId: g.userId, sourceRef: g.sourceRef, credits: g.count, source: 'quest' }),
  );
  s.quests.useRewardGrant('lottery_ticket', (tx, g) => s.lottery.grant(tx, g));
}
