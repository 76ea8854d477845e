import { z } from 'zod';

/**
 * A secret with a development default. In production (NODE_ENV=production) a registered secret left at
 * its default is refused at start whenever `inUse` says the running config relies on it (issue 7 "Safe to
 * deploy"). A secret registers by declaring its variable with `devSecret(...)`, in `Env` (config.ts) or in
 * a module's env fragment merged into it (e.g. social-auth/social.env.ts). Kept apart from config.ts so
 * those fragments can import it without an import cycle.
 */
export interface DevSecret {
  name: string;
  devValue: string;
  /** whether the config uses the secret (an unused secret's default is harmless); always by default */
  inUse: (c: Readonly<Record<string, unknown>>) => boolean;
}

/** Every registered development secret (filled as the env fragments load). */
export const DEV_SECRETS: DevSecret[] = [];

/** Declares a secret variable with a development default and registers it for the production check. */
export function devSecret(name: string, devValue: string, inUse: DevSecret['inUse'] = () => true) {
  DEV_SECRETS.push({ name, devValue, inUse });
  return z.string().min(16).default(devValue);
}
