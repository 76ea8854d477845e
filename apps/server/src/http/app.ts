import Fastify, { type FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';
import rateLimitPlugin from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelope, SysConfig } from '@hapa/contracts';
import { apiNotFound, clientErrorHandler, frameworkErrors, installErrorHandling, ok } from './envelope.ts';
import { installAuth } from './auth.ts';
import { artRoutes } from './art.routes.ts';
import { installMetrics } from './metrics.ts';
import { installRequestId, REQUEST_ID_OPTIONS } from './request-id.ts';
import { healthRoutes } from './health.routes.ts';
import { installRequestGuards, installRouteTable } from './request-guards.ts';
import { DEFAULT_WEB_DIST, registerApiDocs, registerCompression, registerWebApp } from './static.ts';
import type { Services } from './context.ts';
import { authRoutes } from '../modules/auth/auth.routes.ts';
import { boxesRoutes } from '../modules/boxes/boxes.routes.ts';
import { storeRoutes } from '../modules/store/store.routes.ts';
import { shippingRoutes } from '../modules/shipping/shipping.routes.ts';
import { vouchersRoutes } from '../modules/vouchers/vouchers.routes.ts';
import { trialRoutes } from '../modules/trial/trial.routes.ts';
import { mallRoutes } from '../modules/mall/mall.routes.ts';
import { fairnessRoutes } from '../modules/fairness/fairness.routes.ts';
import { paymentsRoutes } from '../modules/payments/payments.routes.ts';
import { referralRoutes } from '../modules/referral/referral.routes.ts';
import { payoutRoutes } from '../modules/referral/payout.routes.ts';
import { battlesRoutes } from '../modules/battles/battles.routes.ts';
import { accountsPlugin } from '../modules/users/users.routes.ts';
import { vipRoutes } from '../modules/vip/vip.routes.ts';
import { registerOpsRoutes } from '../modules/ops/ops.plugin.ts';
import { contentRoutes } from '../modules/content/content.routes.ts';
import { gamesRoutes } from '../modules/games/games.routes.ts';
import { promoEventsRoutes } from '../modules/promo-events/promo-events.routes.ts';
import { notifyRoutes } from '../modules/notify/notify.routes.ts';
import { luckyStarRoutes } from '../modules/lucky-star/lucky-star.routes.ts';
import { guidesRoutes } from '../modules/guides/guides.routes.ts';
import { chatRoutes } from '../modules/chat/chat.routes.ts';
import { botCheckCsp, botCheckPublic, installBotCheck } from '../modules/bot-check/bot-check.ts';
import { installFeatureSwitches } from '../modules/guides/feature-switch.ts';
import { socialCsp } from '../modules/social-auth/social.env.ts';
import { PT_CHANNELS_SETTING } from '../modules/users/language.service.ts';
import { attributionRoutes } from '../modules/attribution/attribution.routes.ts';
import { reviewsRoutes } from '../modules/reviews/reviews.routes.ts';
import { depositBonusRoutes } from '../modules/promo-events/deposit-bonus.routes.ts';
import { transparencyRoutes } from '../modules/transparency/transparency.routes.ts';
import { realtimeOrigins, realtimeRegions } from '../modules/attribution/attribution.env.ts';

/** Fastify trustProxy for a hop count: believe that many proxies in front of the server. */
const trustHops = (hops: number) => (_address: string, hop: number) => hop < hops;

/**
 * Builds the HTTP app: secure headers, compression, rate limits, zod validation and serialisation, OpenAPI
 * at /api/docs (config API_DOCS), the `/api` routes, generated art and the built web app with SPA fallback.
 */
export async function buildApp(
  s: Services,
  opts: { logger?: boolean; logStream?: { write(line: string): void } } = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      opts.logger === false || s.config.LOG_LEVEL === 'silent'
        ? false
        : { level: s.config.LOG_LEVEL, ...(opts.logStream ? { stream: opts.logStream } : {}) },
    ...REQUEST_ID_OPTIONS,
    // X-Forwarded-For only from the proxies named in TRUST_PROXY (off by default: the socket address)
    trustProxy: typeof s.config.TRUST_PROXY === 'number' ? trustHops(s.config.TRUST_PROXY) : s.config.TRUST_PROXY,
    bodyLimit: 64 * 1024,
    frameworkErrors,
    clientErrorHandler,
  });
  installRouteTable(app); // app.routeTable: every route with its config, walked by the guard tests
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandling(app, async (req) => s.accounts.languages.forRequest(req)); // error texts in the player's language (docs/architecture/web-app.md)
  installRequestId(app);
  installMetrics(app, s);
  const botCsp = botCheckCsp(s.config); // provider origins only when a bot check site key is configured
  const socialCspSrc = socialCsp(s.config); // Google, Facebook, Telegram sign-in scripts only with their keys
  const frames = [...botCsp.frame, ...socialCspSrc.frame];
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        styleSrc: ["'self'", "'unsafe-inline'", ...socialCspSrc.style],
        scriptSrc: ["'self'", ...botCsp.script, ...socialCspSrc.script],
        ...(frames.length ? { frameSrc: ["'self'", ...frames] } : {}),
        connectSrc: ["'self'", 'ws:', 'wss:', ...socialCspSrc.connect, ...realtimeOrigins(s.config)],
        frameAncestors: ["'self'", 'https://web.telegram.org', 'https://*.telegram.org'],
        upgradeInsecureRequests: null,
      },
    },
    frameguard: false,
    crossOriginEmbedderPolicy: false,
  });
  await registerCompression(app);
  if (s.config.RATE_LIMIT_PER_MINUTE > 0) {
    // the bucket is the VERIFIED player (installAuth's onRequest hook runs before the plugin's route-level
    // hook), else the client address; an unverified Authorization value never picks it
    await app.register(rateLimitPlugin, { global: false, keyGenerator: (req) => (req.user ? `user:${req.user.id}` : `ip:${req.ip}`) });
  }
  await app.register(swagger, {
    openapi: { info: { title: 'HapaBox API', version: '1.0.0', description: 'Envelope: {code: 0, data} or {code: "<error.key>", msg}' } },
    transform: jsonSchemaTransform,
  });
  await registerApiDocs(app, s.config.API_DOCS);
  installRequestGuards(app); // one spelling per path, ASCII header values: before auth and every guard (docs/security.md#requests-and-sessions)
  installAuth(app, s.auth);
  installBotCheck(app, {
    provider: s.config.BOT_CHECK_PROVIDER,
    secret: s.config.BOT_CHECK_SECRET,
    minScore: s.config.BOT_CHECK_MIN_SCORE,
    verifyUrl: s.config.BOT_CHECK_VERIFY_URL,
  });
  installFeatureSwitches(app, () => s.guideConfig.switches()); // console switches hold on flagged routes (docs/security.md#feature-switches)

  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/sys/config',
    {
      schema: {
        tags: ['sys'],
        response: {
          200: envelope(SysConfig),
        },
      },
    },
    async () =>
      ok({
        currency: 'USD',
        currencySymbol: '$',
        demoBalance: 100,
        freeBoxId: await s.freeBoxes.dailyBoxId(),
        paymentsMode: s.config.PAYMENTS_MODE,
        botCheck: botCheckPublic(s.config),
        realtimeRegions: realtimeRegions(s.config),
        ptChannels: await s.settings.get<string[]>(PT_CHANNELS_SETTING),
      }),
  );
  healthRoutes(app, s); // /api/health, /api/ready, the drain refusal and request-scoped logs (docs/architecture/production.md#health-and-readiness)
  authRoutes(app, s);
  boxesRoutes(app, s);
  storeRoutes(app, s);
  shippingRoutes(app, s);
  vouchersRoutes(app, s);
  trialRoutes(app, s);
  mallRoutes(app, s);
  fairnessRoutes(app, s);
  paymentsRoutes(app, s);
  battlesRoutes(app, s);
  vipRoutes(app, s);
  referralRoutes(app, s);
  payoutRoutes(app, s);
  await app.register(accountsPlugin, s);
  registerOpsRoutes(app, s);
  contentRoutes(app, s);
  gamesRoutes(app, s);
  promoEventsRoutes(app, s);
  notifyRoutes(app, s);
  luckyStarRoutes(app, s);
  guidesRoutes(app, s);
  await app.register(chatRoutes, s);
  attributionRoutes(app, s);
  reviewsRoutes(app, s);
  depositBonusRoutes(app, s);
  transparencyRoutes(app, s);
  artRoutes(app);

  await registerWebApp(app, s.config.WEB_DIST ?? DEFAULT_WEB_DIST, {
    firstScreen: s.config.FIRST_SCREEN,
    ptChannels: () => s.settings.get<string[]>(PT_CHANNELS_SETTING),
    observeFirstScreen: (outcome, seconds) => s.metrics.firstScreen.observe({ outcome }, seconds),
  });
  return app;
}
