import type { FastifyInstance } from 'fastify';
import type { Services } from '../../http/context.ts';
import { AppError } from '../../http/app-error.ts';
import { guardPath } from '../../http/request-guards.ts';
import { opsRoutes } from './ops.routes.ts';
import { catalogueOpsPlugin } from '../boxes/catalogue.ops.routes.ts';
import { contentOpsRoutes } from '../content/content.ops.routes.ts';
import { shippingOpsRoutes } from '../shipping/shipping.ops.routes.ts';
import { prizeSettingsOpsRoutes } from '../shipping/prize-settings.ops.routes.ts';
import { mallOpsRoutes } from '../mall/mall.ops.routes.ts';
import { dashboardOpsRoutes } from './dashboard.ops.routes.ts';
import { messagesOpsRoutes } from '../messages/messages.ops.routes.ts';
import { drawsOpsRoutes } from './draws.ops.routes.ts';
import { moneyRulesOpsRoutes } from './money-rules.ops.routes.ts';
import { playersOpsRoutes } from '../users/players.ops.routes.ts';
import { correctionsOpsRoutes } from '../wallet/corrections.ops.routes.ts';
import { vipOpsRoutes } from '../vip/vip.ops.routes.ts';
import { referralOpsRoutes } from '../referral/referral.ops.routes.ts';
import { gamesOpsRoutes } from '../games/games.ops.routes.ts';
import { promotionsOpsRoutes } from '../payments/promotions.ops.routes.ts';
import { promoEventsOpsRoutes } from '../promo-events/promo-events.ops.routes.ts';
import { guidesOpsRoutes } from '../guides/guides.ops.routes.ts';
import { chatOpsPlugin } from '../chat/chat.ops.routes.ts';
import { reviewsOpsRoutes } from '../reviews/reviews.ops.routes.ts';
import { depositBonusOpsRoutes } from '../promo-events/deposit-bonus.ops.routes.ts';
import { transparencyOpsRoutes } from '../transparency/transparency.ops.routes.ts';
import { freeBoxesOpsRoutes } from '../boxes/free-boxes.ops.routes.ts';
import { opsDayRoutes } from './ops-day.ops.routes.ts';

/** The two sign-in steps: the only `/api/ops/*` routes open without an operator session. */
export const OPS_PUBLIC_ROUTES = new Set(['/api/ops/auth/login', '/api/ops/auth/totp']);

/**
 * Registers the operator console's API (docs/architecture/console.md): `req.operator`, a guard on the whole `/api/ops/`
 * prefix (a player session is a 403 before any body is read, even on a route that forgot its own
 * `opsAuth`), and every feature's `<feature>.ops.routes.ts`. A new ops page adds ONE line below.
 */
export function registerOpsRoutes(app: FastifyInstance, s: Services) {
  app.decorateRequest('operator', null);
  app.addHook('onRequest', async (req) => {
    const path = guardPath(req); // the matched route, never the raw spelling (docs/security.md#requests-and-sessions)
    if (!path.startsWith('/api/ops/')) return;
    if (OPS_PUBLIC_ROUTES.has(path)) return;
    if (!req.user) throw new AppError(req.headers.authorization ? 'user.error.login_expired' : 'user.error.unauthorized');
    const op = await s.ops.operatorForSession(req.user.id, req.user.tokenHash);
    if (!op) throw new AppError('error.access.forbidden');
    req.operator = { userId: req.user.id, roles: op.roles, ip: req.ip }; // the route's opsAuth checks its roles on this
  });
  opsRoutes(app, s);
  // <feature>.ops.routes.ts of each module, one line each:
  void app.register(catalogueOpsPlugin, s);
  contentOpsRoutes(app, s);
  shippingOpsRoutes(app, s);
  prizeSettingsOpsRoutes(app, s);
  mallOpsRoutes(app, s);
  playersOpsRoutes(app, s);
  correctionsOpsRoutes(app, s);
  moneyRulesOpsRoutes(app, s);
  dashboardOpsRoutes(app, s);
  messagesOpsRoutes(app, s);
  drawsOpsRoutes(app, s);
  vipOpsRoutes(app, s);
  referralOpsRoutes(app, s);
  gamesOpsRoutes(app, s);
  promotionsOpsRoutes(app, s);
  promoEventsOpsRoutes(app, s);
  guidesOpsRoutes(app, s);
  void app.register(chatOpsPlugin, s);
  reviewsOpsRoutes(app, s);
  depositBonusOpsRoutes(app, s);
  transparencyOpsRoutes(app, s);
  freeBoxesOpsRoutes(app, s);
  opsDayRoutes(app, s);
}
