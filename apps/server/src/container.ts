import type { Config } from './config.ts';
import type { DbHandle } from './db/client.ts';
import { openConfiguredDatabase, seedCatalogue } from './db/seed-catalogue.ts';
import { AdjustableClock, cryptoRandom, systemClock, type Clock, type RandomSource } from './lib/random.ts';
import type { Publisher } from './lib/publisher.ts';
import type { Services } from './http/context.ts';
import { WalletService } from './modules/wallet/wallet.service.ts';
import { FairnessService } from './modules/fairness/fairness.service.ts';
import { AuthService } from './modules/auth/auth.service.ts';
import { CatalogueExtraService } from './modules/boxes/catalogue-extra.service.ts';
import { BoxesService } from './modules/boxes/boxes.service.ts';
import { StoreService } from './modules/store/store.service.ts';
import { createPayments } from './modules/payments/wiring.ts';
import { JOB_WORKERS, JobsService } from './modules/jobs/jobs.service.ts';
import { EventsService } from './modules/events/events.service.ts';
import { BattlesService } from './modules/battles/battles.service.ts';
import { metricsFor } from './lib/metrics.ts';
import { databaseCheck, Readiness, redisCheck } from './lib/readiness.ts';
import { createAccounts } from './modules/users/accounts.wiring.ts';
import { DEFAULT_PT_CHANNELS, PT_CHANNELS_SETTING } from './modules/users/language.service.ts';
import { VipService } from './modules/vip/vip.service.ts';
import { WheelService } from './modules/vip/wheel.service.ts';
import { QuestsService } from './modules/vip/quests.service.ts';
import { createPrizes } from './modules/shipping/prizes.wiring.ts';
import { createReferral } from './modules/referral/referral.wiring.ts';
import { AttributionService } from './modules/attribution/attribution.service.ts';
import { OpsService } from './modules/ops/ops.service.ts';
import { SettingsService } from './platform/settings.ts';
import { MoneyGuard } from './platform/money-guard.ts';
import { MediaService } from './modules/media/media.service.ts';
import { CatalogueOpsService } from './modules/boxes/catalogue-ops.service.ts';
import { FreeBoxesService } from './modules/boxes/free-boxes.service.ts';
import { ContentService } from './modules/content/content.service.ts';
import { DashboardService } from './modules/ops/dashboard.service.ts';
import { MessagesService } from './modules/messages/messages.service.ts';
import { DrawsService } from './modules/ops/draws.service.ts';
import { PlayersOpsService } from './modules/users/players.ops.service.ts';
import { CorrectionsService } from './modules/wallet/corrections.service.ts';
import { RefundsService } from './modules/payments/refunds.service.ts';
import { XpChangesService } from './modules/vip/xp-changes.service.ts';
import { OpsDayService } from './modules/ops/ops-day.service.ts';
import { GamesCore } from './modules/games/core/games-core.ts';
import { MinesService } from './modules/games/mines/mines.service.ts';
import { FlipService } from './modules/games/flip/flip.service.ts';
import { DoubleGuessService } from './modules/games/double-guess/double-guess.service.ts';
import { TreasureService } from './modules/games/treasure/treasure.service.ts';
import { UpgradeService } from './modules/games/upgrade/upgrade.service.ts';
import { TrialService } from './modules/trial/trial.service.ts';
import { PromoEventsService } from './modules/promo-events/promo-events.service.ts';
import { PirateService } from './modules/games/pirate/pirate.service.ts';
import { ContestsService } from './modules/contests/contests.service.ts';
import { BingoService } from './modules/games/bingo/bingo.service.ts';
import { FancyService } from './modules/games/fancy/fancy.service.ts';
import { LotteryService } from './modules/games/lottery/lottery.service.ts';
import { NotifyService } from './modules/notify/notify.service.ts';
import { ChatService } from './modules/chat/chat.service.ts';
import { ChatSupportService } from './modules/chat/chat-support.service.ts';
import { LuckyStarService } from './modules/lucky-star/lucky-star.service.ts';
import { GuidesService } from './modules/guides/guides.service.ts';
import { GuideConfigService } from './modules/guides/guide-config.service.ts';
import { ReviewsService } from './modules/reviews/reviews.service.ts';
import { DepositBonusService } from './modules/promo-events/deposit-bonus.service.ts';
import { EventPagesService } from './modules/promo-events/event-pages.service.ts';
import { demoEventsOn } from './modules/promo-events/promo-events.env.ts';
import { createTransparency } from './modules/transparency/transparency.wiring.ts';
import { wireReactions } from './reactions/index.ts';

export interface Container extends Services {
  dbHandle: DbHandle;
  close(): Promise<void>;
}

interface ContainerOptions {
  publisher: Publisher;
  publicUrl: () => string;
  clock?: Clock;
  random?: RandomSource;
  dbHandle?: DbHandle;
}

/**
 * Wires the services (config -> db -> migrations -> seed -> services). `publicUrl` is read lazily so the
 * port chosen at listen time can be used. Tests pass their own clock, random source and publisher. The wiring
 * and its start-up seeding run under the database's start-up lock, so instances started together against one
 * empty PostgreSQL all come up and seed it once (DbHandle.exclusive; docs/architecture/production.md#migrations).
 */
export async function createContainer(config: Config, opts: ContainerOptions): Promise<Container> {
  const dbHandle = opts.dbHandle ?? (await openConfiguredDatabase(config, (opts.clock ?? systemClock).now()));
  try {
    return await dbHandle.exclusive(() => wireContainer(config, opts, dbHandle));
  } catch (err) {
    if (!opts.dbHandle) await dbHandle.close().catch(() => undefined);
    throw err;
  }
}

async function wireContainer(config: Config, opts: ContainerOptions, dbHandle: DbHandle): Promise<Container> {
  // development and test servers run on a clock whose offset POST /api/dev/clock sets (never in production)
  const devClock = !opts.clock && config.NODE_ENV !== 'production' ? new AdjustableClock() : undefined;
  const clock = opts.clock ?? devClock ?? systemClock;
  const random = opts.random ?? cryptoRandom;
  const seed = config.SEED_CATALOGUE === 'true';
  const db = dbHandle.db;
  if (seed) await seedCatalogue(db, clock.now());
  const wallet = await WalletService.create(db);
  const jobs = new JobsService(dbHandle.background, clock, undefined, db, dbHandle.kind === 'postgres' ? JOB_WORKERS : 1);
  // domain events outbox (architecture.md): consumers subscribe here, before anything is served
  const events = new EventsService(jobs, clock);
  // the public fairness log, proof of liabilities, realised RTP (docs/transparency.md); their consumers subscribe in
  // wireReactions below, before any seed is committed, so every commitment and reveal reaches the log
  const transparency = createTransparency(config, { db, events, jobs, clock, random });
  const fairness = new FairnessService(db, random, clock, transparency.seedLog);
  const auth = new AuthService(db, wallet, fairness, random, clock, config.SESSION_TTL_DAYS);
  const vip = new VipService({ db, wallet, clock, jobs, events });
  await vip.start();
  const boxes = new BoxesService(db, wallet, fairness, opts.publisher, random, clock, events, vip);
  // the free boxes and their rules (docs/free-boxes.md): every free opening passes their gate in its transaction
  const freeBoxes = new FreeBoxesService({
    db,
    clock,
    levelOf: (xp, d) => vip.levelOf(xp, d),
    open: (player, boxId) => boxes.open(player, boxId, 1),
    forgetBox: (id) => boxes.forget(id),
  });
  const catalogue = new CatalogueExtraService(db, boxes, clock);
  const store = new StoreService(db, wallet, opts.publisher, clock);
  const battles = new BattlesService({
    db,
    wallet,
    fairness,
    jobs,
    publisher: opts.publisher,
    random,
    clock,
    events,
    progression: vip,
    seedLog: transparency.seedLog,
  });
  const wheels = new WheelService({ db, wallet, fairness, clock, publisher: opts.publisher, vip });
  const quests = new QuestsService({ db, wallet, clock, vip, publisher: opts.publisher, events });
  await quests.start();
  // real providers with keys in env, plus the sandbox in PAYMENTS_MODE=sandbox (modules/payments/wiring.ts)
  const payments = createPayments(config, {
    db,
    wallet,
    publisher: opts.publisher,
    random,
    clock,
    jobs,
    events,
    publicUrl: opts.publicUrl,
    progression: vip,
  });
  const accounts = createAccounts(config, {
    db,
    auth,
    random,
    clock,
    publicUrl: opts.publicUrl,
    wallet,
    checkout: payments.checkout,
    fairness,
  });
  const settings = new SettingsService(db, clock);
  settings.define(PT_CHANNELS_SETTING, DEFAULT_PT_CHANNELS); // Portuguese ad channels (docs/architecture/console.md)
  // the console money rules every console money action follows (docs/security.md#console-money-rules)
  const moneyGuard = new MoneyGuard(db, settings, clock);
  // the referral module's parts on the configured payout provider (modules/referral/referral.wiring.ts)
  const { referral, withdrawals, referralOps } = createReferral(config, {
    db,
    wallet,
    boxes,
    publisher: opts.publisher,
    clock,
    random,
    events,
    jobs,
    priceOf: async (t) => (await payments.crypto.currentPrice(t)).price,
    money: moneyGuard,
    publicUrl: opts.publicUrl,
  });
  // player notifications (apps/server/src/modules/notify/README.md): one consumer of the events players are told about
  const notify = new NotifyService({ db, clock, publisher: opts.publisher, events, jobs });
  const ops = new OpsService(db, auth, random, clock, config.OPS_TOTP_KEY);
  const media = new MediaService(db);
  const catalogueOps = new CatalogueOpsService(db, boxes, media, settings, clock);
  const content = new ContentService(db, media, clock);
  const prizes = await createPrizes({
    db,
    wallet,
    boxes,
    publisher: opts.publisher,
    clock,
    random,
    settings,
    money: moneyGuard,
    appendEvent: (tx, userId, payload) => events.append(tx, 'order.status_changed', userId, payload),
  });
  // support chat, VIP chat and chat room (apps/server/src/modules/chat/README.md); the console's support inbox on top of it
  const chat = new ChatService({ db, clock, publisher: opts.publisher, vip, orders: prizes.shipping });
  accounts.addresses.setCountryCheck(
    (code) => prizes.settings.isShippingCountry(code),
    async () => (await prizes.shipping.config()).countries,
  );
  const playersOps = new PlayersOpsService(db, auth, wallet, clock);
  const corrections = new CorrectionsService(db, wallet, moneyGuard, clock, notify);
  // an operator's day (docs/how-to/operator-day.md): refunds, XP / VIP changes, payments and dossier reads
  const refunds = new RefundsService({ db, wallet, money: moneyGuard, providers: payments.providers, clock, events });
  const xpChanges = new XpChangesService({ db, vip, clock, events });
  const opsDay = new OpsDayService({ db, wallet, refunds, clock });
  const dashboard = new DashboardService(db, jobs, clock);
  await dashboard.scheduleNext(db, clock.now());
  const messages = new MessagesService({ db, jobs, notify, clock });
  const draws = new DrawsService(db);
  // games of seed type 3 (docs/games.md): one core, each game on it
  const games = new GamesCore({ db, wallet, fairness, clock, jobs, events, progression: vip });
  const mines = new MinesService({ db, core: games, settings, jobs, clock, publisher: opts.publisher });
  const flip = new FlipService({ db, core: games, wallet, settings, jobs, clock });
  const doubleGuess = new DoubleGuessService({ db, core: games, wallet, settings, jobs, clock, publisher: opts.publisher });
  const treasure = new TreasureService({
    db,
    core: games,
    settings,
    jobs,
    clock,
    publisher: opts.publisher,
    levelOf: (xp, d) => vip.levelOf(xp, d),
  });
  const upgrade = new UpgradeService({ db, core: games, settings, clock, publisher: opts.publisher });
  // the 90%-off Lucky Trial (docs/games.md): LuckyTrial vouchers opened through the box opening path
  const trial = new TrialService({ db, clock, random, settings, boxes, wallet, vip, publicUrl: opts.publicUrl });
  // time-limited events (docs/events.md): the event framework and Pirate 2024 on the game core
  const promoEvents = new PromoEventsService({ db, clock, media });
  const eventPages = new EventPagesService({ db, clock, media, events: promoEvents, boxesByIds: (ids) => catalogue.byIds(ids) });
  // the /deposit-bonus event (docs/events.md): its bonus is paid in the deposit's own crediting transaction
  const depositBonus = new DepositBonusService({ db, clock, events: promoEvents });
  const pirate = new PirateService({ db, core: games, settings, jobs, clock, publisher: opts.publisher, events: promoEvents });
  // contests and challenges on the battle path (apps/server/src/modules/contests/README.md)
  const contests = new ContestsService({ db, battles, wallet, settings, jobs, events, clock, publisher: opts.publisher });
  const bingo = new BingoService({
    db,
    core: games,
    wallet,
    settings,
    jobs,
    clock,
    random,
    publisher: opts.publisher,
    events,
    seedLog: transparency.seedLog,
  });
  const fancy = new FancyService({ db, core: games, wallet, settings, clock, events });
  // the daily lottery (docs/games.md): tickets bought or granted by quests, one draw a day by a durable job
  const lottery = new LotteryService({
    db,
    wallet,
    settings,
    jobs,
    events,
    clock,
    random,
    publisher: opts.publisher,
    seedLog: transparency.seedLog,
  });
  transparency.connectHistory({
    battleHistory: (userId, page, pageSize) => battles.reads.history(userId, page, pageSize),
    battleDetail: (uuid, viewerId) => battles.detail(uuid, viewerId),
    gameHistory: (userId, page, pageSize) => games.history(userId, page, pageSize),
    lotteryTickets: (userId, page, pageSize) => lottery.tickets(userId, page, pageSize),
    lotteryDraw: (drawId) => lottery.draw(drawId),
    lotteryEntries: (drawId) => lottery.entries(drawId),
  });
  // big wins of any game broadcast on lucky_star (docs/events.md): a domain-event consumer
  const luckyStar = new LuckyStarService({ db, clock, publisher: opts.publisher, settings, events, jobs });
  // guides, pops v2, floating ball, switches, Play Ground menu, top tip (apps/server/src/modules/guides/README.md)
  const guideConfig = new GuideConfigService({ db, settings });
  const guides = new GuidesService({
    db,
    clock,
    events,
    config: guideConfig,
    livePops: () => content.live('pop'),
    allPops: () => content.list(),
    freeInfo: (userId) => freeBoxes.info(userId),
    boxTags: () => boxes.tags(),
  });
  // every outbox consumer and in-transaction hook, listed in one file (reactions/index.ts), before anything is seeded
  wireReactions({
    events,
    auth,
    vip,
    boxes,
    freeBoxes,
    quests,
    notify,
    luckyStar,
    guides,
    flip,
    fancy,
    lottery,
    referral,
    withdrawals,
    payments,
    depositBonus,
    vouchers: prizes.vouchers,
    shipping: prizes.shipping,
    deletion: accounts.deletion,
    fairnessLog: transparency.log,
    rtp: transparency.rtp,
  });
  await settings.seed(); // every SettingsService.define above has its default row from here on
  await catalogueOps.seedDefaults();
  await content.seedDefaults();
  await promoEvents.seedDefaults({ demo: demoEventsOn(config) });
  await freeBoxes.seedDefaults();
  await treasure.seedDefaults();
  await contests.seedDefaults();
  await bingo.club.seedDefaults();
  await bingo.ensureGame(); // always one upcoming or current bingo game (docs/games.md)
  await fancy.seedDefaults();
  await lottery.start();
  await transparency.start(); // the minute's tree head and the next daily liabilities snapshot (idempotent)
  // the demo random discount only outside production: production starts with none (finance creates one in the console)
  if (config.NODE_ENV !== 'production') await payments.promotions.seedDemo();
  // GET /api/ready and the drain switch (docs/architecture/production.md#health-and-readiness)
  const readiness = new Readiness([databaseCheck((ms) => dbHandle.ping(ms))]);
  if (config.REDIS_URL) readiness.addCheck(redisCheck(config.REDIS_URL, (closer) => readiness.onClose(closer)));
  return {
    config,
    dbHandle,
    auth,
    wallet,
    fairness,
    boxes,
    freeBoxes,
    catalogue,
    store,
    payments,
    jobs,
    events,
    battles,
    metrics: metricsFor(db, { driver: dbHandle.kind, pool: dbHandle.stats }),
    accounts,
    vip,
    wheels,
    quests,
    devClock,
    prizes,
    referral,
    withdrawals,
    referralOps,
    ops,
    settings,
    media,
    catalogueOps,
    content,
    playersOps,
    corrections,
    moneyGuard,
    refunds,
    xpChanges,
    opsDay,
    dashboard,
    messages,
    draws,
    games,
    mines,
    flip,
    doubleGuess,
    treasure,
    upgrade,
    trial,
    promoEvents,
    eventPages,
    pirate,
    contests,
    bingo,
    fancy,
    lottery,
    notify,
    chat,
    chatSupport: new ChatSupportService(chat),
    luckyStar,
    guides,
    guideConfig,
    attribution: new AttributionService(db, clock),
    reviews: new ReviewsService({ db, clock }),
    depositBonus,
    transparency,
    readiness,
    async close() {
      await readiness.close();
      accounts.close();
      await jobs.stop();
      battles.stop();
      await boxes.stop();
      if (!opts.dbHandle) await dbHandle.close();
    },
  };
}
