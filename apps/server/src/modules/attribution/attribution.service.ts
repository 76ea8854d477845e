import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import { isLegacyAppVersion, type Attribution } from '@hapa/contracts';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/random.ts';
import { AppError } from '../../http/app-error.ts';
import { appVersionOf, attributionOf } from './attribution.ts';
import { insertAttribution } from './attribution.repo.ts';

/**
 * Attribution and client checks (docs/product/endpoints.md#conventions request headers, docs/product/roles.md#app-shell-and-telegram legacy app versions; docs/architecture/web-app.md): records the
 * docs/product/endpoints.md#conventions headers once with each new account and once with each deposit order, and refuses features a legacy
 * 1.0.x app shell cannot finish.
 */
export class AttributionService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  /**
   * docs/product/roles.md#app-shell-and-telegram "legacy app versions 1.0.x asked to update": a 1.0.x app shell (appVersion header or
   * `HapaBoxApp/1.0.x` user agent) cannot take deposits: it does not send the payment-finished message the
   * order refresh needs (docs/product/states.md#payments app payment refresh). Browsers and the Telegram mini-app pass.
   * @throws AppError app_version.not_support (426) for a legacy app
   */
  assertAppSupports(headers: IncomingHttpHeaders): void {
    if (isLegacyAppVersion(appVersionOf(headers))) throw new AppError('app_version.not_support');
  }

  /** Records the sign-up's docs/product/endpoints.md#conventions headers (one row per account, `signup:{uid}`); false when none usable or already recorded. Never throws: logged. */
  recordSignUp(userId: number, headers: IncomingHttpHeaders, log?: FastifyBaseLogger): Promise<boolean> {
    return this.record(`signup:${userId}`, 'signup', userId, null, attributionOf(headers), log);
  }

  /** Records a deposit order's docs/product/endpoints.md#conventions headers (one row per order, `deposit:{orderNo}`); same rules as {@link recordSignUp}. */
  recordDeposit(userId: number, orderNo: string, headers: IncomingHttpHeaders, log?: FastifyBaseLogger): Promise<boolean> {
    return this.record(`deposit:${orderNo}`, 'deposit', userId, orderNo, attributionOf(headers), log);
  }

  private async record(
    sourceKey: string,
    kind: 'signup' | 'deposit',
    userId: number,
    orderNo: string | null,
    a: Attribution,
    log?: FastifyBaseLogger,
  ): Promise<boolean> {
    if (Object.keys(a).length === 0) return false;
    try {
      return await insertAttribution(this.db, { sourceKey, kind, userId, orderNo, ...a, createdAt: this.clock.now() });
    } catch (err) {
      // attribution is bookkeeping: it never fails the sign-up or the order it describes
      log?.warn({ err, sourceKey }, 'attribution not recorded');
      return false;
    }
  }
}
