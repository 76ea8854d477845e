import { z } from 'zod';

/** Mail environment variables, merged into the app config (config.ts). */
export const MAIL_ENV = {
  /** smtp://user:pass@host:port or smtps://...; unset keeps every mail in the outbox (/dev/mailbox) */
  SMTP_URL: z.string().url().optional(),
  /** From header of every mail */
  MAIL_FROM: z.string().default('HapaBox <no-reply@hapabox.local>'),
};
