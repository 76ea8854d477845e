import type { LuckyStarService } from '../modules/lucky-star/lucky-star.service.ts';
import type { GuidesService } from '../modules/guides/guides.service.ts';
import type { GuideConfigService } from '../modules/guides/guide-config.service.ts';
import type { Config } from '../config.ts';
import type { AuthService } from '../modules/auth/auth.service.ts';
import type { BoxesService } from '../modules/boxes/boxes.service.ts';
import type { FreeBoxesService } from '../modules/boxes/free-boxes.service.ts';
import type { CatalogueExtraService } from '../modules/boxes/catalogue-extra.service.ts';
import type { FairnessService } from '../modules/fairness/fairness.service.ts';
import type { PaymentsService } from '../modules/payments/payments.service.ts';
import type { StoreService } from '../modules/store/store.service.ts';
import type { WalletService } from '../modules/wallet/wallet.service.ts';
import type { JobsService } from '../modules/jobs/jobs.service.ts';
import type { EventsService } from '../modules/events/events.service.ts';
import type { BattlesService } from '../modules/battles/battles.service.ts';
import type { ContestsService } from '../modules/contests/contests.service.ts';
import type { Metrics } from '../lib/metrics.ts';
import type { Readiness } from '../lib/readiness.ts';
import type { Accounts } from '../modules/users/accounts.wiring.ts';
import type { VipService } from '../modules/vip/vip.service.ts';
import type { WheelService } from '../modules/vip/wheel.service.ts';
import type { QuestsService } from '../modules/vip/quests.service.ts';
import type { AdjustableClock } from '../lib/random.ts';
import type { Prizes } from '../modules/shipping/prizes.wiring.ts';
import type { ReferralService } from '../modules/referral/referral.service.ts';
import type { WithdrawalsService } from '../modules/referral/withdrawals.service.ts';
import type { ReferralConsole } from '../modules/referral/referral-console.service.ts';
import type { OpsService } from '../modules/ops/ops.service.ts';
import type { SettingsService } from '../platform/settings.ts';
import type { MediaService } from '../modules/media/media.service.ts';
import type { CatalogueOpsService } from '../modules/boxes/catalogue-ops.service.ts';
import type { ContentService } from '../modules/content/content.service.ts';
import type { DashboardService } from '../modules/ops/dashboard.service.ts';
import type { MessagesService } from '../modules/messages/messages.service.ts';
import type { DrawsService } from '../modules/ops/draws.service.ts';
import type { GamesCore } from '../modules/games/core/games-core.ts';
import type { MinesService } from '../modules/games/mines/mines.service.ts';
import type { FlipService } from '../modules/games/flip/flip.service.ts';
import type { DoubleGuessService } from '../modules/games/double-guess/double-guess.service.ts';
import type { TreasureService } from '../modules/games/treasure/treasure.service.ts';
import type { UpgradeService } from '../modules/games/upgrade/upgrade.service.ts';
import type { TrialService } from '../modules/trial/trial.service.ts';
import type { PromoEventsService } from '../modules/promo-events/promo-events.service.ts';
import type { EventPagesService } from '../modules/promo-events/event-pages.service.ts';
import type { PirateService } from '../modules/games/pirate/pirate.service.ts';
import type { BingoService } from '../modules/games/bingo/bingo.service.ts';
import type { FancyService } from '../modules/games/fancy/fancy.service.ts';
import type { LotteryService } from '../modules/games/lottery/lottery.service.ts';
import type { NotifyService } from '../modules/notify/notify.service.ts';
import type { ChatService } from '../modules/chat/chat.service.ts';
import type { ChatSupportService } from '../modules/chat/chat-support.service.ts';
import type { PlayersOpsService } from '../modules/users/players.ops.service.ts';
import type { CorrectionsService } from '../modules/wallet/corrections.service.ts';
import type { MoneyGuard } from '../platform/money-guard.ts';
import type { RefundsService } from '../modules/payments/refunds.service.ts';
import type { XpChangesService } from '../modules/vip/xp-changes.service.ts';
import type { OpsDayService } from '../modules/ops/ops-day.service.ts';
import type { AttributionService } from '../modules/attribution/attribution.service.ts';
import type { ReviewsService } from '../modules/reviews/reviews.service.ts';
import type { DepositBonusService } from '../modules/promo-events/deposit-bonus.service.ts';
import type { Transparency } from '../modules/transparency/transparency.wiring.ts';

export interface Services {
  config: Config;
  auth: AuthService;
  wallet: WalletService;
  fairness: FairnessService;
  boxes: BoxesService;
  /** the free boxes and their rules (modules/boxes/free-boxes.service.ts, docs/free-boxes.md) */
  freeBoxes: FreeBoxesService;
  catalogue: CatalogueExtraService;
  store: StoreService;
  payments: PaymentsService;
  jobs: JobsService;
  /** domain events outbox (modules/events) */
  events: EventsService;
  battles: BattlesService;
  /** contests, challenges (modules/contests, apps/server/src/modules/contests/README.md) */
  contests: ContestsService;
  /** this instance's Prometheus metrics (lib/metrics.ts) */
  metrics: Metrics;
  /** GET /api/ready's dependency checks and the drain phases of a shutdown (lib/readiness.ts) */
  readiness: Readiness;
  accounts: Accounts;
  /** VIP table, XP, battle gate, daily rakeback (modules/vip) */
  vip: VipService;
  /** lucky wheel and birthday wheel */
  wheels: WheelService;
  /** Glory Road quests */
  quests: QuestsService;
  /** the server clock's offset, development and test servers only (POST /api/dev/clock) */
  devClock?: AdjustableClock;
  prizes: Prizes;
  referral: ReferralService;
  /** the player's commission transfers and withdrawals, payout webhooks (modules/referral) */
  withdrawals: WithdrawalsService;
  /** the console's withdrawal queue, flags and distribution codes (modules/referral) */
  referralOps: ReferralConsole;
  /** operator console: operators, sign-in with TOTP, audit log (modules/ops) */
  ops: OpsService;
  /** operator-tuned settings with seeded defaults (modules/ops/settings.ts) */
  settings: SettingsService;
  /** console image uploads, served at /api/media/{id} (modules/media) */
  media: MediaService;
  /** console catalogue: items, boxes, odds versions, RTP band (modules/boxes/catalogue-ops.service.ts) */
  catalogueOps: CatalogueOpsService;
  /** home banners and pops (modules/content) */
  content: ContentService;
  /** console: players (support, finance) */
  playersOps: PlayersOpsService;
  /** console: money corrections with approvals (finance) */
  corrections: CorrectionsService;
  /** console money rules: limits, own-account refusal, second approver (platform/money-guard.ts) */
  moneyGuard: MoneyGuard;
  /** console refunds of paid orders (modules/payments/refunds.service.ts, docs/payments.md#refunds) */
  refunds: RefundsService;
  /** console XP / VIP level changes with a second operator's approval (modules/vip/xp-changes.service.ts) */
  xpChanges: XpChangesService;
  /** console reads of an operator's day: payments lookup and life, the player dossier's lists (modules/ops) */
  opsDay: OpsDayService;
  /** console: dashboard figures and the recorded ledger check */
  dashboard: DashboardService;
  /** console: operator messages to a player or a segment (modules/messages) */
  messages: MessagesService;
  /** console: lottery draws and bingo games with seeds and winners (modules/ops/draws.service.ts) */
  draws: DrawsService;
  /** the game core of seed type 3: stake, settle, history, verify (modules/games/core) */
  games: GamesCore;
  /** mad miner (modules/games/mines) */
  mines: MinesService;
  /** flip cards (modules/games/flip) */
  flip: FlipService;
  /** double or nothing on a 1X prize (modules/games/double-guess) */
  doubleGuess: DoubleGuessService;
  /** treasure hunter (modules/games/treasure) */
  treasure: TreasureService;
  /** upgrade (modules/games/upgrade) */
  upgrade: UpgradeService;
  /** the 90%-off Lucky Trial (modules/trial) */
  trial: TrialService;
  /** time-limited events: dates, banner, recency, standings (modules/promo-events) */
  promoEvents: PromoEventsService;
  /** operators' event pages (modules/promo-events/event-pages.service.ts, docs/events.md#event-pages) */
  eventPages: EventPagesService;
  /** Pirate 2024 chest tower (modules/games/pirate) */
  pirate: PirateService;
  /** Bingo King: scheduled games, cards, calls, barrage, exchange (modules/games/bingo) */
  bingo: BingoService;
  /** Fancy Cards sets, packs, shards and set prizes (modules/games/fancy) */
  fancy: FancyService;
  /** the daily lottery (modules/games/lottery) */
  lottery: LotteryService;
  /** player notifications from domain events (modules/notify) */
  notify: NotifyService;
  /** support chat, VIP chat, chat room (modules/chat) and the console's support inbox */
  chat: ChatService;
  chatSupport: ChatSupportService;
  /** big wins broadcast on lucky_star (modules/lucky-star) */
  luckyStar: LuckyStarService;
  /** guide statuses, free drop, pops v2, client logs (modules/guides, apps/server/src/modules/guides/README.md) */
  guides: GuidesService;
  /** floating ball, switches, Play Ground menu, top tip, app links (modules/guides) */
  guideConfig: GuideConfigService;
  /** player reviews and their moderation (modules/reviews, apps/server/src/modules/reviews/README.md) */
  reviews: ReviewsService;
  /** the /deposit-bonus event's bonus on credited deposits (modules/promo-events/deposit-bonus.service.ts) */
  depositBonus: DepositBonusService;
  /** public fairness log, proof of liabilities, realised RTP, history export (modules/transparency) */
  transparency: Transparency;
  /** docs/product/endpoints.md#conventions request headers recorded with sign-ups and deposit orders; legacy app check (modules/attribution) */
  attribution: AttributionService;
}

/** Per-route rate limit config (`config.rateLimit` of @fastify/rate-limit); empty when disabled. */
export function rateLimit(
  services: Services,
  perMinute = services.config.RATE_LIMIT_PER_MINUTE,
): { rateLimit?: { max: number; timeWindow: string } } {
  return services.config.RATE_LIMIT_PER_MINUTE > 0 ? { rateLimit: { max: perMinute, timeWindow: '1 minute' } } : {};
}
