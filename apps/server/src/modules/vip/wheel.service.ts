import { centsToCoins, DAY_MS, ppmOfCents, ppmToRate, SEED_TYPE, spinWheel, type WheelSegment } from '@hapa/domain';
import type {
  BirthdayDraw,
  BirthdayInfo,
  BirthdayObtain,
  LuckyWheelInfo,
  SpinResponse,
  WheelHistory,
  WheelSpinView,
} from '@hapa/contracts';
import { AppError } from '../../http/app-error.ts';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/random.ts';
import type { Publisher } from '../../lib/publisher.ts';
import type { WalletService } from '../wallet/wallet.service.ts';
import type { FairnessService } from '../fairness/fairness.service.ts';
import type { VipService } from './vip.service.ts';
import { birthdayWaitDays } from './birthday-wait.ts';
import * as repo from './vip.repo.ts';

const view = (segments: readonly WheelSegment[]) => segments.map((s) => ({ rate: ppmToRate(s.ratePpm), ppm: s.weightPpm }));

/**
 * Is `at` (UTC) the birthday `YYYY-MM-DD`? Month and day match; a 29 February birthday is kept on
 * 28 February in other years.
 */
export function isBirthdayOn(birthday: string, at: Date): boolean {
  const m = /^\d{4}-(\d{2})-(\d{2})$/.exec(birthday);
  if (!m) return false;
  const month = at.getUTCMonth() + 1;
  const day = at.getUTCDate();
  const year = at.getUTCFullYear();
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const [bm, bd] = [Number(m[1]), Number(m[2])];
  if (bm === 2 && bd === 29 && !leap) return month === 2 && day === 28;
  return month === bm && day === bd;
}

/**
 * The two drawing wheels (apps/server/src/modules/vip/README.md; fairness.md "Wheels that draw", seed type 3): the lucky wheel (docs/product/routes.md#vip
 * /lucky-wheel, docs/product/endpoints.md#games POST /api/bouns/spin, docs/product/constants.md#vip-and-progression spin rule and prizes) spends the spins deposits recorded
 * (`deposit_rewards` kind 'wheel_spin'); the birthday wheel (docs/product/entities.md#birthday, docs/product/states.md#birthday birthday pop, docs/product/endpoints.md#system POST
 * /api/user/birthday/obtain) draws once per year and is claimed once.
 */
export class WheelService {
  constructor(
    private readonly d: { db: Db; wallet: WalletService; fairness: FairnessService; clock: Clock; publisher: Publisher; vip: VipService },
  ) {}

  private async spinsLeft(db: Db | Parameters<Parameters<Db['transaction']>[0]>[0], userId: number) {
    const rows = await repo.spinRewards(db, userId);
    return { rows, left: rows.reduce((n, r) => n + Math.max(0, r.quantity - r.used), 0) };
  }

  /** GET /api/bouns/info: the wheel as published, spins left and the last 20 spins with their seeds. */
  async luckyInfo(userId: number): Promise<LuckyWheelInfo> {
    const settings = await this.d.vip.settings();
    const [{ left }, spins] = await Promise.all([this.spinsLeft(this.d.db, userId), repo.recentSpins(this.d.db, userId, 'lucky', 20)]);
    return {
      segments: view(settings.lucky_wheel),
      spins: left,
      spinBase: centsToCoins(settings.spin_unit_cents),
      history: spins.map(spinView),
    };
  }

  /**
   * GET /api/bouns/fair_history (/provably-fair): the player's last 50 wheel draws, lucky-wheel spins and
   * birthday draws together, newest first, each with the segments stored when it was drawn.
   */
  async fairHistory(userId: number): Promise<WheelHistory> {
    return { list: (await repo.recentSpins(this.d.db, userId, null, 50)).map(spinView) };
  }

  /**
   * POST /api/bouns/spin: spends the oldest unspent spin, draws the prize with the next type 3 nonce and
   * credits rate x spin_unit_cents of its top-up from the bonus account (key `lucky_wheel:{orderNo}:{i}`),
   * all in one transaction under the player's coin account lock (parallel spins never spend one spin twice).
   * A cool-off / self-exclusion refuses it (player protection: the wheel is play).
   * @throws AppError bonus.error.no_spin | protection.error.excluded
   */
  async spin(userId: number): Promise<SpinResponse> {
    const settings = await this.d.vip.settings();
    const out = await this.d.db.transaction(async (tx) => {
      const account = await this.d.wallet.lockAccount(tx, userId);
      await this.d.wallet.assertMayPlay(tx, userId);
      const { rows, left } = await this.spinsLeft(tx, userId);
      const reward = rows.find((r) => r.used < r.quantity);
      if (!reward) throw new AppError('bonus.error.no_spin');
      const seeds = await this.d.fairness.reserveNonces(tx, userId, SEED_TYPE.game, 1);
      const segments = settings.lucky_wheel;
      const drawn = spinWheel(seeds.serverSeed, seeds.clientSeed, seeds.nonce, segments);
      const ratePpm = segments[drawn.index]!.ratePpm;
      const base = settings.spin_unit_cents;
      const bonus = ppmOfCents(base, ratePpm);
      const spin = await repo.insertSpin(tx, {
        userId,
        wheel: 'lucky',
        orderNo: reward.orderNo,
        spinIndex: reward.used,
        seedPairId: seeds.pairId,
        nonce: seeds.nonce,
        ticket: drawn.ticket,
        segment: drawn.index,
        ratePpm,
        segments,
        baseCents: base,
        bonusCents: bonus,
        createdAt: this.d.clock.now(),
      });
      if (reward.used + 1 >= reward.quantity) await repo.markSpinRewardsUsed(tx, reward.orderNo);
      let balance = account.balance;
      if (bonus > 0) {
        const r = await this.d.wallet.credit(tx, 'bonus', {
          userId,
          amount: bonus,
          idempotencyKey: `lucky_wheel:${reward.orderNo}:${reward.used}`,
          kind: 'lucky_wheel',
          refType: 'wheel_spin',
          refId: String(spin.id),
        });
        balance = r.balance;
        await repo.setSpinEntry(tx, spin.id, r.entryId);
      }
      return { drawn, ratePpm, bonus, balance, left: left - 1, seeds };
    });
    if (out.bonus > 0) this.d.publisher.toUser(userId, 'notify:balance', { coin: centsToCoins(out.balance) });
    return {
      prize: ppmToRate(out.ratePpm),
      segment: out.drawn.index,
      bonus: centsToCoins(out.bonus),
      balance: centsToCoins(out.balance),
      spins: out.left,
      ticket: out.drawn.ticket,
      nonce: out.seeds.nonce,
      clientSeed: out.seeds.clientSeed,
      serverSeedHashed: out.seeds.serverSeedHashed,
    };
  }

  /** GET /api/user/birthday (docs/product/entities.md#birthday): the birthday, whether it is today (server clock, UTC) and this year's gift. */
  async birthdayInfo(userId: number): Promise<BirthdayInfo> {
    const now = this.d.clock.now();
    const settings = await this.d.vip.settings();
    const birthday = await repo.birthdayOf(this.d.db, userId);
    const gift = await repo.findBirthdayGift(this.d.db, userId, now.getUTCFullYear());
    const opensAt = await this.giftOpensAt(userId);
    return {
      birthday,
      availableAt: opensAt && opensAt.getTime() > now.getTime() ? opensAt.toISOString() : null,
      isBirthday: birthday !== null && isBirthdayOn(birthday, now),
      bonusRate: gift ? ppmToRate(gift.ratePpm) : null,
      freeItemId: gift?.freeItemId ?? settings.birthday.freeItemId,
      claimed: gift?.claimedAt != null,
      bonusUntil: gift?.bonusUntil?.toISOString() ?? null,
      windowHours: settings.birthday.windowHours,
      segments: view(settings.birthday_wheel),
    };
  }

  /**
   * When the player's birthday gift opens: `birthday.waitDays` after the birthday was saved (docs/spec-notes.md#birthday-wait),
   * so saving today's date is no gift today; null for a birthday saved before this was recorded.
   */
  private async giftOpensAt(userId: number): Promise<Date | null> {
    const setAt = await repo.birthdaySetAtOf(this.d.db, userId);
    return setAt ? new Date(setAt.getTime() + birthdayWaitDays(await this.d.vip.settings()) * DAY_MS) : null;
  }

  /**
   * Today must be the player's birthday, saved at least `birthday.waitDays` ago.
   * @throws AppError birthday.error.no_birthday | birthday.error.not_today | birthday.error.too_recent (details {availableAt})
   */
  private async assertBirthday(userId: number, now: Date) {
    const birthday = await repo.birthdayOf(this.d.db, userId);
    if (!birthday) throw new AppError('birthday.error.no_birthday');
    if (!isBirthdayOn(birthday, now)) throw new AppError('birthday.error.not_today');
    const opensAt = await this.giftOpensAt(userId);
    if (opensAt && opensAt.getTime() > now.getTime())
      throw new AppError('birthday.error.too_recent', undefined, { availableAt: opensAt.toISOString() });
  }

  /**
   * POST /api/user/birthday/draw: the birthday wheel's prize, drawn once per year with the next type 3 nonce
   * (a repeat returns the first draw). @throws AppError birthday.error.no_birthday | not_today
   */
  async birthdayDraw(userId: number): Promise<BirthdayDraw> {
    const now = this.d.clock.now();
    await this.assertBirthday(userId, now);
    const year = now.getUTCFullYear();
    const segments = (await this.d.vip.settings()).birthday_wheel;
    const spinId = await this.d.db.transaction(async (tx) => {
      await this.d.wallet.lockAccount(tx, userId);
      const existing = await repo.findBirthdayGift(tx, userId, year);
      if (existing) return existing.spinId;
      const seeds = await this.d.fairness.reserveNonces(tx, userId, SEED_TYPE.game, 1);
      const drawn = spinWheel(seeds.serverSeed, seeds.clientSeed, seeds.nonce, segments);
      const ratePpm = segments[drawn.index]!.ratePpm;
      const spin = await repo.insertSpin(tx, {
        userId,
        wheel: 'birthday',
        seedPairId: seeds.pairId,
        nonce: seeds.nonce,
        ticket: drawn.ticket,
        segment: drawn.index,
        ratePpm,
        segments,
        createdAt: now,
      });
      await repo.insertBirthdayGift(tx, { userId, year, spinId: spin.id, ratePpm });
      return spin.id;
    });
    const [r] = (await repo.recentSpins(this.d.db, userId, 'birthday', 5)).filter((x) => x.spin.id === spinId);
    return {
      bonusRate: ppmToRate(r!.spin.ratePpm),
      segment: r!.spin.segment,
      ticket: r!.spin.ticket,
      nonce: r!.spin.nonce,
      clientSeed: r!.clientSeed ?? '',
      serverSeedHashed: r!.serverSeedHashed,
    };
  }

  /**
   * POST /api/user/birthday/obtain (docs/product/endpoints.md#games): claims this year's drawn gift once: deposits for the next
   * `birthday.windowHours` hours get the bonus rate, and the free birthday item goes to the store. Refused
   * during a cool-off / self-exclusion (checked under the coin account lock, like any play).
   * @throws AppError birthday.error.no_birthday | not_today | not_drawn | already_obtain | protection.error.excluded
   */
  async birthdayObtain(userId: number): Promise<BirthdayObtain> {
    const now = this.d.clock.now();
    await this.assertBirthday(userId, now);
    const year = now.getUTCFullYear();
    const { birthday: cfg } = await this.d.vip.settings();
    return this.d.db.transaction(async (tx) => {
      await this.d.wallet.lockAccount(tx, userId);
      await this.d.wallet.assertMayPlay(tx, userId);
      const gift = await repo.findBirthdayGift(tx, userId, year, true);
      if (!gift) throw new AppError('birthday.error.not_drawn');
      if (gift.claimedAt) throw new AppError('birthday.error.already_obtain');
      const bonusUntil = new Date(now.getTime() + cfg.windowHours * 3_600_000);
      const storeItemId = cfg.freeItemId !== null ? await repo.insertStoreItem(tx, userId, cfg.freeItemId, 'birthday', now) : null;
      if (!(await repo.claimBirthdayGift(tx, userId, year, { claimedAt: now, bonusUntil, storeItemId, freeItemId: cfg.freeItemId })))
        throw new AppError('birthday.error.already_obtain');
      return { bonusRate: ppmToRate(gift.ratePpm), bonusUntil: bonusUntil.toISOString(), freeItemId: cfg.freeItemId };
    });
  }
}

/** A stored draw as the player verifies it: the wheel it was drawn on is the one stored with it. */
function spinView(r: Awaited<ReturnType<typeof repo.recentSpins>>[number]): WheelSpinView {
  return {
    id: r.spin.id,
    wheel: r.spin.wheel === 'birthday' ? 'birthday' : 'lucky',
    rate: ppmToRate(r.spin.ratePpm),
    bonus: centsToCoins(r.spin.bonusCents),
    ticket: r.spin.ticket,
    nonce: r.spin.nonce,
    clientSeed: r.clientSeed ?? '',
    serverSeedHashed: r.serverSeedHashed,
    serverSeed: r.status === 'revealed' ? r.serverSeed : null,
    orderNo: r.spin.orderNo,
    segments: view(r.spin.segments as WheelSegment[]),
    createdAt: r.spin.createdAt.toISOString(),
  };
}
