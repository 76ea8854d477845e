import { degradedCapabilities } from './config-secrets.ts';
import type { Config } from './config.ts';

/**
 * The start line's message (main.ts): `HapaBox is serving {url}`, followed, when the config runs without a
 * registered capability (`requiredInProduction`: opted out in production, unconfigured elsewhere), by
 * `; degraded: {what each one means}` so nobody reads a silent offline default as working (README "Configuration").
 * Also returns the capabilities' short names for the line's structured `degraded` field.
 */
export function startLine(config: Config, url: string): { msg: string; degraded: string[] } {
  const degraded = degradedCapabilities(config as unknown as Record<string, unknown>);
  const tail = degraded.length ? `; degraded: ${degraded.map((d) => d.degraded).join('; ')}` : '';
  return { msg: `HapaBox is serving ${url}${tail}`, degraded: degraded.map((d) => d.capability) };
}
