import type { Transporter } from 'nodemailer';
import type { Db } from '../../db/client.ts';
import { withDeadline } from '../../lib/http-client.ts';
import { extractLinks, type RenderedMail } from './mail.template.ts';
import * as repo from './mail.repo.ts';

/** A mail as the dev mailbox shows it (GET /api/dev/mailbox). */
export interface OutboxMail {
  id: number;
  to: string;
  subject: string;
  text: string;
  html: string;
  links: string[];
  createdAt: string;
}

/** Deadline of one SMTP send (connection, greeting, every command, the message), ms; MAIL_TIMEOUT_MS overrides it (mail.env.ts). */
export const SMTP_TIMEOUT_MS = 10_000;

/**
 * Sends transactional mail: over SMTP (nodemailer) when `SMTP_URL` is set, otherwise into the
 * `mail_outbox` table that /dev/mailbox shows, so every mail flow works offline. An SMTP server that does not
 * answer fails the send within `timeoutMs` (default SMTP_TIMEOUT_MS; docs/architecture/production.md#outbound-calls) instead of
 * nodemailer's minutes: the connection, the greeting and each command have that timeout, and so has the whole send.
 */
export class MailService {
  /** the SMTP transport, made at the first mail: nodemailer loads then, not at start (bench:start) */
  private transport: Promise<Transporter> | null = null;

  constructor(
    private readonly db: Db,
    private readonly opts: { smtpUrl?: string; from: string; timeoutMs?: number },
  ) {}

  /** 'smtp' or 'outbox' */
  get mode(): 'smtp' | 'outbox' {
    return this.opts.smtpUrl ? 'smtp' : 'outbox';
  }

  /**
   * Sends one mail (HTML and text parts).
   * @throws Error when the SMTP server refuses it, OutboundTimeoutError when it does not answer in time (callers map
   *   both to `user.error.email_send`)
   */
  async send(to: string, mail: RenderedMail): Promise<void> {
    if (this.opts.smtpUrl) {
      const url = this.opts.smtpUrl;
      const timeoutMs = this.opts.timeoutMs ?? SMTP_TIMEOUT_MS;
      // options from the URL's query (nodemailer's own) still win over these
      const limits = { connectionTimeout: timeoutMs, greetingTimeout: timeoutMs, socketTimeout: timeoutMs, dnsTimeout: timeoutMs };
      this.transport ??= import('nodemailer').then((m) => m.default.createTransport({ url, ...limits }));
      const transport = await this.transport;
      await withDeadline({ provider: 'smtp', timeoutMs, retries: 0 }, () =>
        transport.sendMail({ from: this.opts.from, to, subject: mail.subject, text: mail.text, html: mail.html }),
      );
      return;
    }
    await repo.insertOutbox(this.db, { to, subject: mail.subject, text: mail.text, html: mail.html, links: extractLinks(mail.html) });
  }

  /** Newest outbox mails (at most 50), optionally to one address. */
  async outbox(to?: string): Promise<OutboxMail[]> {
    const rows = await repo.listOutbox(this.db, to, 50);
    return rows.map((r) => ({
      id: r.id,
      to: r.to,
      subject: r.subject,
      text: r.text,
      html: r.html,
      links: r.links,
      createdAt: r.createdAt.toISOString(),
    }));
  }

  close(): void {
    void this.transport?.then(
      (t) => t.close(),
      () => undefined,
    );
  }
}
