import { z } from 'zod';
import { requiredInProduction } from '../../config-secrets.ts';

/** Mail environment variables, merged into the app config (config.ts). */
export const MAIL_ENV = {
  /** smtp://user:pass@host:port or smtps://...; unset keeps every mail in the outbox (/dev/mailbox) */
  SMTP_URL: z.string().url().optional(),
  /** `log`: run without SMTP on purpose (mails stay in the outbox); production without SMTP_URL requires it */
  MAIL_MODE: z.enum(['log']).optional(),
  /** From header of every mail */
  MAIL_FROM: z.string().default('HapaBox <no-reply@hapabox.local>'),
  /**
   * Deadline of one SMTP send in ms: the connection, the greeting, every command and the whole message
   * (docs/architecture/production.md#outbound-calls); default 10 s (mail.service.ts SMTP_TIMEOUT_MS).
   */
  MAIL_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
};

/** Production sends real mail, or says on purpose that it does not (README "Configuration", config-secrets.ts). */
requiredInProduction({
  capability: 'mail',
  name: 'SMTP_URL',
  fix: 'SMTP_URL=smtp://user:pass@host:port',
  optOut: 'MAIL_MODE',
  optOutValue: 'log',
  met: (c) => typeof c.SMTP_URL === 'string' && c.SMTP_URL !== '',
  degraded: 'mail is not sent (MAIL_MODE=log: mails stay in the outbox table)',
});
