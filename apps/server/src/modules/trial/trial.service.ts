import { createHmac, timingSafeEqual } from 'node:crypto';
import { boxInfoPath, centsToCoins, DAY_MS, maskName, PPM_TOTAL, vipLevelForXp } from '@hapa/domain';
import {
  VOUCHER_KIND,
  type OpenResponse,
  type OpsTrialSettings,
  type TrialBox,
  type TrialBoostResult,
  type TrialBoosts,
  type TrialConfig,
  type TrialInfo,
  type TrialShare,
  type TrialShareView,
  type TrialVoucher,
} from '@hapa/contracts';
import { AppError } from '../../http/app-error.ts';
import type { Db } from '../../db/client.ts';
import type { Clock, RandomSource } from '../../lib/random.ts';
import { writeAudit } from '../../platform/audit.ts';
import type { OperatorContext } from '../../platform/ops-auth.ts';
import type { SettingsService } from '../../platform/settings.ts';
import type { BoxesService } from '../boxes/boxes.service.ts';
import type { WalletService } from '../wallet/wallet.service.ts';
import { voucherStore } from '../vouchers/vouchers.service.ts';
import * as repo from './trial.repo.ts';

/** Operator setting (console; defaults stated in the README). */
export const TRIAL_SETTING = 'games.trial';
/** The server secret share numbers are signed with (a random value seeded once; not shown in the console). */
export const TRIAL_SHARE_SECRET_SETTING = 'games.trial.share_secret';
/** Lucky Trial settings: the box, the discount (ppm), how long a voucher is valid (hours), helps per extra trial. */
export type TrialSettings = OpsTrialSettings;
/** "1% iPhone" ($19.99, a featured Hot box of the seeded catalogue): $2.00 with the trial. */
export const DEFAULT_TRIAL_SETTINGS: TrialSettings = { boxId: 102, discountPpm: 900_000, validityHours: 72, boostsPerTrial: 3 };
/** docs/product/errors.md#90-off-lucky-trial "Lucky Trial help needs VIP 1". */
export const TRIAL_HELPER_MIN_VIP = 1;
/** Boost (docs/product/errors.md#90-off-lucky-trial): one help per helper every 24 hours. */
export const TRIAL_HELP_COOLDOWN_MS = DAY_MS;
const HOUR_MS = 3_600_000;
const SHARE_PATH = '/ninety-percent-off';

/**
 * What a Lucky Trial opening costs: `priceCents` less `discountPpm` parts per million, rounded UP to the cent
 * (a $19.99 box at 900,000 ppm off costs 200 cents). Integers only.
 */
export function trialPriceCents(priceCents: number, discountPpm: number): number {
  const paidPpm = PPM_TOTAL - discountPpm;
  return Math.floor((priceCents * paidPpm + PPM_TOTAL - 1) / PPM_TOTAL);
}

// ---- share numbers: the user id and a truncated HMAC tag, base32 (16 characters), so no table is needed ----
const B32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
function base32(buf: Buffer): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of buf) {
    value = ((value << 8) | byte) & 0xffff;
    bits += 8;
    while (bits >= 5) {
      out += B32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += B32[(value << (5 - bits)) & 31];
  return out;
}
function unbase32(text: string): Buffer | null {
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const ch of text.toUpperCase()) {
    const v = B32.indexOf(ch);
    if (v < 0) return null;
    value = ((value << 5) | v) & 0xffff;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}
const shareTag = (secret: string, userId: number) => createHmac('sha256', secret).update(`trial-share:${userId}`).digest().subarray(0, 6);

/** The share number of `userId`: base32 of (user id, 4 bytes big-endian || first 6 bytes of HMAC-SHA256(secret, "trial-share:{id}")). */
export function shareNoOf(secret: string, userId: number): string {
  const buf = Buffer.alloc(10);
  buf.writeUInt32BE(userId, 0);
  shareTag(secret, userId).copy(buf, 4);
  return base32(buf);
}

/** The user id a share number names, or null when it is malformed or its tag does not verify. */
export function sharerOfShareNo(secret: string, shareNo: string): number | null {
  if (shareNo.length !== 16) return null;
  const buf = unbase32(shareNo);
  if (!buf || buf.length !== 10) return null;
  const userId = buf.readUInt32BE(0);
  if (userId <= 0) return null;
  return timingSafeEqual(buf.subarray(4), shareTag(secret, userId)) ? userId : null;
}

export interface TrialDeps {
  db: Db;
  clock: Clock;
  random: RandomSource;
  settings: SettingsService;
  boxes: BoxesService;
  wallet: WalletService;
  /** the VIP table (modules/vip): helping needs VIP 1; a VIP exclusive box cannot be the trial box */
  vip: { thresholds(): Promise<number[]>; isExclusiveBox(boxId: number): Promise<boolean> };
  /** this server's public address, for the share link */
  publicUrl: () => string;
}

type VoucherRow = Awaited<ReturnType<typeof repo.trialVouchers>>[number];

/**
 * The 90%-off Lucky Trial (apps/server/src/modules/trial/README.md; docs/product/routes.md#events /ninety-percent-off, docs/product/entities.md#enums voucher kind LuckyTrial 2, docs/product/validation.md#server-rules "Lucky Trial help
 * needs VIP 1", docs/product/endpoints.md#items /trial_open and the trial voucher calls, docs/product/errors.md#90-off-lucky-trial boost rules and texts).
 * - Every player gets one LuckyTrial voucher for the trial box (`trial_welcome:{userId}`, issued once, lazily on the
 *   first trial call: there is no sign-up event to hang it on), valid `validityHours` from issue.
 * - POST /api/trial_open opens the voucher's box at the trial price: a normal provably-fair opening of seed type 1
 *   (BoxesService.openWithVoucher: one transaction with the charge to `house`, the voucher used, the opening, the
 *   store item, XP and the live drop).
 * - Friends help through the player's share link: VIP 1+, not the sharer, once per share, once per 24 h per helper;
 *   every `boostsPerTrial` helps grant the sharer one more Lucky Trial (`trial_boost:{shareNo}:{n}`) in the help's
 *   transaction. Share numbers are derived from the user id and signed (no table).
 */
export class TrialService {
  constructor(private readonly d: TrialDeps) {
    d.settings.define(TRIAL_SETTING, DEFAULT_TRIAL_SETTINGS);
    // seeded once (insert if absent): every instance then reads the same row
    d.settings.define(TRIAL_SHARE_SECRET_SETTING, d.random.hex(32));
  }

  private settings(): Promise<TrialSettings> {
    return this.d.settings.get<TrialSettings>(TRIAL_SETTING);
  }

  private secret(): Promise<string> {
    return this.d.settings.get<string>(TRIAL_SHARE_SECRET_SETTING);
  }

  private async box(boxId: number): Promise<repo.TrialBoxRow> {
    const b = await repo.findBox(this.d.db, boxId);
    if (!b) throw new AppError('item.error.not_found');
    return b;
  }

  private boxView(b: repo.TrialBoxRow): TrialBox {
    return { id: b.id, name: b.name, boxInfo: boxInfoPath(b.id, b.name), image: b.image, price: centsToCoins(b.priceCents) };
  }

  private shareOf(shareNo: string): TrialShare {
    const sharePath = `${SHARE_PATH}?trialShareNo=${shareNo}`;
    return { shareNo, sharePath, shareUrl: `${this.d.publicUrl().replace(/\/+$/, '')}${sharePath}` };
  }

  private async boostsOf(shareNo: string, s: TrialSettings): Promise<TrialBoosts> {
    const [total, granted] = await Promise.all([repo.boostCount(this.d.db, shareNo), repo.grantedCount(this.d.db, shareNo)]);
    return { received: total % s.boostsPerTrial, needed: s.boostsPerTrial, total, granted };
  }

  private voucherView(v: VoucherRow): TrialVoucher {
    const expired = v.status === 'available' && v.expiresAt.getTime() <= this.d.clock.now().getTime();
    return {
      id: v.id,
      status: expired ? 'expired' : (v.status as 'available' | 'used'),
      expiresAt: v.expiresAt.toISOString(),
      source: v.source,
    };
  }

  /**
   * Issues the player's welcome Lucky Trial once (`trial_welcome:{userId}`; the unique sourceRef makes repeats and
   * races no-ops). Nothing is issued while the configured box cannot be a trial box (inactive, free or unpriced).
   */
  async ensureWelcome(userId: number, s?: TrialSettings): Promise<void> {
    const settings = s ?? (await this.settings());
    const box = await repo.findBox(this.d.db, settings.boxId);
    if (!box || !box.isActive || box.isFree || box.priceCents <= 0) return;
    const now = this.d.clock.now();
    await voucherStore.issue(this.d.db, [
      {
        userId,
        kind: VOUCHER_KIND.luckyTrial,
        boxId: box.id,
        source: 'trial_welcome',
        sourceRef: `trial_welcome:${userId}`,
        expiresAt: new Date(now.getTime() + settings.validityHours * HOUR_MS),
        createdAt: now,
      },
    ]);
  }

  /** GET /api/trial/config (public): the trial box, its trial price, the discount, validity and helps per trial. */
  async config(): Promise<TrialConfig> {
    const s = await this.settings();
    const b = await this.box(s.boxId);
    return {
      box: this.boxView(b),
      trialPrice: centsToCoins(trialPriceCents(b.priceCents, s.discountPpm)),
      discountPpm: s.discountPpm,
      validityHours: s.validityHours,
      boostsPerTrial: s.boostsPerTrial,
    };
  }

  /**
   * GET /api/trial/info: issues the welcome trial if due, then the player's current Lucky Trial (the available one
   * expiring first, else the newest), its box and trial price (coin units), how many can be opened now, the boost
   * progress of the player's share and the share link.
   * @throws AppError item.error.not_found when the box is gone
   */
  async info(userId: number): Promise<TrialInfo> {
    const s = await this.settings();
    await this.ensureWelcome(userId, s);
    const now = this.d.clock.now().getTime();
    const rows = await repo.trialVouchers(this.d.db, userId);
    const usable = rows
      .filter((v) => v.status === 'available' && v.expiresAt.getTime() > now)
      .sort((a, b) => a.expiresAt.getTime() - b.expiresAt.getTime() || a.id - b.id);
    const current = usable[0] ?? rows[0] ?? null;
    const b = await this.box(current?.boxId ?? s.boxId);
    const share = this.shareOf(shareNoOf(await this.secret(), userId));
    return {
      box: this.boxView(b),
      trialPrice: centsToCoins(trialPriceCents(b.priceCents, s.discountPpm)),
      discountPpm: s.discountPpm,
      validityHours: s.validityHours,
      voucher: current ? this.voucherView(current) : null,
      availableCount: usable.length,
      boosts: await this.boostsOf(share.shareNo, s),
      ...share,
    };
  }

  /**
   * POST /api/trial_open {voucherId} (Idempotency-Key): opens the voucher's box at the trial price (box price less
   * the discount, rounded up to the cent), charged through the ledger to `house` like a box opening, the voucher
   * locked and used in the same transaction; a normal opening of seed type 1 (open history, /provably-fair). The same
   * key answers the first opening; a raced second request with another key finds the voucher used.
   * @throws AppError voucher.error.not_found (unknown or another player's) | trial.error.kind | voucher.error.used |
   *   voucher.error.expired | coin.error.not_enough | item.error.off_sale | protection errors
   */
  async open(player: { id: number; nickname: string }, voucherId: number, idempotencyKey?: string): Promise<OpenResponse> {
    const s = await this.settings();
    const v = await repo.voucherOf(this.d.db, player.id, voucherId);
    if (!v) throw new AppError('voucher.error.not_found');
    if (v.kind !== VOUCHER_KIND.luckyTrial || v.boxId === null) throw new AppError('trial.error.kind');
    const boxId = v.boxId;
    const b = await this.box(boxId);
    const priceCents = trialPriceCents(b.priceCents, s.discountPpm);
    const key = `trial_open:${player.id}:${idempotencyKey ?? this.d.random.hex(16)}`;
    return this.d.boxes.openWithVoucher(
      player,
      boxId,
      async (tx) => {
        const row = await voucherStore.lock(tx, player.id, voucherId);
        if (!row) throw new AppError('voucher.error.not_found');
        if (row.status !== 'available') throw new AppError('voucher.error.used');
        if (row.expiresAt.getTime() <= this.d.clock.now().getTime()) throw new AppError('voucher.error.expired');
        await voucherStore.markUsed(tx, row.id, `trial_open:${boxId}`, this.d.clock.now());
      },
      { priceCents, idempotencyKey: key },
    );
  }

  /** POST /api/trial/share: the player's share number and link (derived, so the same on every call). */
  async share(userId: number): Promise<TrialShare> {
    return this.shareOf(shareNoOf(await this.secret(), userId));
  }

  /** The sharer a share number names and the number in its canonical spelling (upper case). */
  private async sharerOf(shareNo: string): Promise<{ id: number; nickname: string; shareNo: string }> {
    const secret = await this.secret();
    const id = sharerOfShareNo(secret, shareNo);
    const u = id === null ? null : await repo.userBrief(this.d.db, id);
    if (!u) throw new AppError('boost.error.share_not_found');
    return { id: u.id, nickname: u.nickname, shareNo: shareNoOf(secret, u.id) };
  }

  /**
   * GET /api/trial/share/{shareNo} (public): the sharer's masked nickname, the trial box and price, the boost
   * progress; for a signed-in visitor whether it is their own share, whether they helped it and their VIP level.
   * @throws AppError boost.error.share_not_found
   */
  async shareView(shareNoText: string, viewerId: number | null): Promise<TrialShareView> {
    const sharer = await this.sharerOf(shareNoText);
    const shareNo = sharer.shareNo;
    const s = await this.settings();
    const b = await this.box(s.boxId);
    let viewer: TrialShareView['viewer'] = null;
    if (viewerId !== null) {
      const [me, helped, thresholds] = await Promise.all([
        repo.userBrief(this.d.db, viewerId),
        repo.hasHelped(this.d.db, shareNo, viewerId),
        this.d.vip.thresholds(),
      ]);
      viewer = { isSharer: viewerId === sharer.id, helped, vipLevel: vipLevelForXp(me?.xp ?? 0, thresholds) };
    }
    return {
      shareNo,
      sharer: maskName(sharer.nickname),
      box: this.boxView(b),
      trialPrice: centsToCoins(trialPriceCents(b.priceCents, s.discountPpm)),
      discountPpm: s.discountPpm,
      boosts: await this.boostsOf(shareNo, s),
      viewer,
    };
  }

  /**
   * POST /api/trial/boost {shareNo}: `helperId` helps the sharer. In ONE transaction, with both players' coin accounts
   * locked in id order (so one share's helps and one helper's helps are serialised): the helper must be VIP 1+, must
   * not have helped this share, and must not have helped anyone in the last 24 h; the help is recorded, and when the
   * share's total reaches a multiple of `boostsPerTrial` the sharer gets one more Lucky Trial
   * (`trial_boost:{shareNo}:{n}`, once whatever the races).
   * @throws AppError boost.error.share_not_found | boost.error.self | boost.error.trial.level1 | boost.error.already |
   *   boost.error.cooldown
   */
  async boost(helperId: number, shareNoText: string): Promise<TrialBoostResult> {
    const sharer = await this.sharerOf(shareNoText);
    const shareNo = sharer.shareNo;
    if (sharer.id === helperId) throw new AppError('boost.error.self');
    const s = await this.settings();
    const thresholds = await this.d.vip.thresholds();
    const now = this.d.clock.now();
    const granted = await this.d.db.transaction(async (tx) => {
      for (const id of [helperId, sharer.id].sort((a, b) => a - b)) await this.d.wallet.lockAccount(tx, id);
      const me = await repo.userBrief(tx, helperId);
      if (vipLevelForXp(me?.xp ?? 0, thresholds) < TRIAL_HELPER_MIN_VIP) throw new AppError('boost.error.trial.level1');
      if (await repo.hasHelped(tx, shareNo, helperId)) throw new AppError('boost.error.already');
      const last = await repo.lastHelpAt(tx, helperId);
      if (last && now.getTime() - last.getTime() < TRIAL_HELP_COOLDOWN_MS) throw new AppError('boost.error.cooldown');
      if (!(await repo.insertBoost(tx, { shareNo, sharerUserId: sharer.id, helperUserId: helperId, createdAt: now })))
        throw new AppError('boost.error.already');
      const total = await repo.boostCount(tx, shareNo);
      if (total % s.boostsPerTrial !== 0) return false;
      const made = await voucherStore.issue(tx, [
        {
          userId: sharer.id,
          kind: VOUCHER_KIND.luckyTrial,
          boxId: s.boxId,
          source: 'trial_boost',
          sourceRef: `trial_boost:${shareNo}:${total / s.boostsPerTrial}`,
          expiresAt: new Date(now.getTime() + s.validityHours * HOUR_MS),
          createdAt: now,
        },
      ]);
      return made.length > 0;
    });
    return { shareNo, boosts: await this.boostsOf(shareNo, s), granted };
  }

  /** GET /api/ops/games/trial: the settings for the console. */
  async opsSettings(): Promise<OpsTrialSettings> {
    return { ...DEFAULT_TRIAL_SETTINGS, ...(await this.settings()) };
  }

  /**
   * POST /api/ops/games/trial: new settings (vouchers already issued keep their box and expiry; the discount applies
   * to the next openings), with the audit row in the same transaction.
   * @throws AppError trial.error.box when the box is unknown, inactive, the free box, has no price or is a VIP
   *   exclusive box (a new player could not open it)
   */
  async updateSettings(v: OpsTrialSettings, op: OperatorContext): Promise<OpsTrialSettings> {
    const b = await repo.findBox(this.d.db, v.boxId);
    if (!b || !b.isActive || b.isFree || b.priceCents <= 0 || (await this.d.vip.isExclusiveBox(b.id)))
      throw new AppError('trial.error.box');
    const next: TrialSettings = {
      boxId: v.boxId,
      discountPpm: v.discountPpm,
      validityHours: v.validityHours,
      boostsPerTrial: v.boostsPerTrial,
    };
    await this.d.db.transaction(async (tx) => {
      const before = await this.d.settings.set(tx, TRIAL_SETTING, next, op.userId);
      await writeAudit(tx, {
        operatorId: op.userId,
        action: 'games.trial_settings',
        targetType: 'setting',
        targetId: TRIAL_SETTING,
        before,
        after: next,
        ip: op.ip,
      });
    });
    this.d.settings.forget(TRIAL_SETTING);
    return this.opsSettings();
  }
}
