import { z } from 'zod';
import { RealtimeRegions } from './attribution.ts';
import { BotCheckConfig } from './auth.ts';

/**
 * GET /api/sys/config: what the web app needs before anything else (docs/architecture.md#api-conventions).
 * `demoBalance` is in coin units; `freeBoxId` is the daily free box (null when the console has none active).
 */
export const SysConfig = z.object({
  currency: z.string(),
  currencySymbol: z.string(),
  demoBalance: z.number(),
  freeBoxId: z.number().nullable(),
  paymentsMode: z.string(),
  botCheck: BotCheckConfig.nullable(),
  realtimeRegions: RealtimeRegions,
  ptChannels: z.array(z.string()),
});
export type SysConfig = z.infer<typeof SysConfig>;

/** Development and test routes (tag `dev`, never registered in production): what each one set. */
export const DevClockSet = z.object({ now: z.string(), offsetMs: z.number().int() });
export type DevClockSet = z.infer<typeof DevClockSet>;
export const DevLevelSet = z.object({ level: z.number().int() });
export const DevDaysSet = z.object({ days: z.number().int() });
export const DevActiveSet = z.object({ active: z.boolean() });
