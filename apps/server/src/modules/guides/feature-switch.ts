import type { FastifyInstance } from 'fastify';
import { GameKey, type Switches } from '@hapa/contracts';
import { AppError } from '../../http/app-error.ts';

/** A switch the console offers (GET /api/sys/switches): a game key, the support/VIP chat or the chat room. */
export type FeatureSwitch = GameKey | 'chat' | 'chatRoom';

/** Every switch key the console offers, in the order of the console form. */
export const FEATURE_SWITCHES: readonly FeatureSwitch[] = [...GameKey.options, 'chat', 'chatRoom'];

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Set on the routes that START something under a console switch (a bet, purchase, join, message); while the
     * switch is off they answer 409 `sys.error.feature_off` (docs/security.md#feature-switches). Routes that
     * step, cash out or finish an open round carry no flag, so a round open before the switch still ends.
     */
    featureSwitch?: FeatureSwitch;
  }
}

/** Route `config` of a route under the switch `key`: spread it into the route's `config`. */
export function switched(key: FeatureSwitch): { featureSwitch: FeatureSwitch } {
  return { featureSwitch: key };
}

/** Whether `key` is on in `s` (a game missing from the stored row reads as on, as GET /api/sys/switches does). */
export function switchOn(s: Switches, key: FeatureSwitch): boolean {
  if (key === 'chat') return s.chat;
  if (key === 'chatRoom') return s.chatRoom;
  return s.games[key] !== false;
}

/**
 * The one switch guard (docs/security.md#feature-switches): a `preValidation` hook (before the body is read: the answer does not depend on it) that, on a route whose matched
 * config carries `featureSwitch`, reads the cached switches (`switches()`, GuideConfigService: settings cached
 * SETTINGS_CACHE_MS, dropped on this instance when the console saves) and refuses with
 * AppError `sys.error.feature_off` (409) while that switch is off. Keyed on the matched route's config, never on
 * `req.url` (docs/security.md#requests-and-sessions).
 */
export function installFeatureSwitches(app: FastifyInstance, switches: () => Promise<Switches>): void {
  app.addHook('preValidation', async (req) => {
    const key = req.routeOptions.config?.featureSwitch;
    if (key === undefined) return;
    if (!switchOn(await switches(), key)) throw new AppError('sys.error.feature_off');
  });
}
