import { z } from 'zod';

/** Promo-events environment variables (docs/events.md#demo-events), merged into the app config (config.ts). */
export const PROMO_EVENTS_ENV = {
  /**
   * `true`: the seeded `/deposit-bonus` event starts switched on (a live demo event on a fresh database); `false`:
   * switched off until an operator turns it on. Unset: on when NODE_ENV is development (`npm start`), else off.
   */
  DEMO_EVENTS: z.enum(['true', 'false']).optional(),
};

/** Whether the seeded events start switched on (see PROMO_EVENTS_ENV). */
export function demoEventsOn(config: { DEMO_EVENTS?: 'true' | 'false'; NODE_ENV: string }): boolean {
  return config.DEMO_EVENTS ? config.DEMO_EVENTS === 'true' : config.NODE_ENV === 'development';
}
