import { z } from 'zod';

/**
 * A secret with a development default. In production (NODE_ENV=production) a registered secret left at
 * its default is refused at start whenever `inUse` says the running config relies on it (docs/architecture/production.md, "Safe to
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

/**
 * A capability that would silently do nothing offline (mail, live crypto prices, the bot check): production
 * (NODE_ENV=production) refuses to start, naming `name`, unless it is configured (`met`) or the operator opted out
 * on purpose with `optOut` (a variable SET to `optOutValue`; a default never counts). An opted-out (or, outside
 * production, unconfigured) capability is named on the start line with `degraded` (start-line.ts). Registered by
 * the env fragment that declares the variable, like `devSecret`; the README configuration table lists each one.
 */
export interface ProductionRequirement {
  /** short name on the start line and in errors, e.g. 'mail' */
  capability: string;
  /** the variable that makes the capability real, e.g. 'SMTP_URL' */
  name: string;
  /** what to set to have it, e.g. 'SMTP_URL=smtp://...' */
  fix: string;
  /** the variable and value that opt out on purpose, e.g. MAIL_MODE=log */
  optOut: string;
  optOutValue: string;
  /** whether the parsed config has the capability */
  met: (c: Readonly<Record<string, unknown>>) => boolean;
  /** what the start line says while it is degraded, e.g. 'mail stays in the outbox (/dev/mailbox)' */
  degraded: string;
}

/** Every registered production requirement (filled as the env fragments load). */
export const PRODUCTION_REQUIREMENTS: ProductionRequirement[] = [];

/** Registers a capability production requires (see ProductionRequirement); returns it for the fragment's docs. */
export function requiredInProduction(req: ProductionRequirement): ProductionRequirement {
  PRODUCTION_REQUIREMENTS.push(req);
  return req;
}

/**
 * The refusal lines of `loadConfig` for the production requirements: `raw` is the cleaned environment (an opt-out
 * counts only when set there), `config` the parsed one. A capability both configured and opted out is refused in
 * every environment (the two say opposite things). Empty when all is well.
 */
export function requirementProblems(
  config: Readonly<Record<string, unknown>>,
  raw: Readonly<Record<string, string | undefined>>,
  production: boolean,
): string[] {
  const lines: string[] = [];
  for (const r of PRODUCTION_REQUIREMENTS) {
    const optedOut = raw[r.optOut] === r.optOutValue;
    if (optedOut && r.met(config))
      lines.push(`  ${r.optOut}: ${r.optOut}=${r.optOutValue} opts ${r.capability} out while ${r.name} configures it; keep one of the two`);
    else if (production && !optedOut && !r.met(config))
      lines.push(
        `  ${r.name}: ${r.capability} is required in production (NODE_ENV=production); set ${r.fix}, or ${r.optOut}=${r.optOutValue} to run without it on purpose`,
      );
  }
  return lines;
}

/** The registered capabilities `config` runs without (opted out, or unconfigured outside production), in order. */
export function degradedCapabilities(config: Readonly<Record<string, unknown>>): ProductionRequirement[] {
  return PRODUCTION_REQUIREMENTS.filter((r) => !r.met(config));
}
