import { SMTPServer } from 'smtp-server';

/** A received mail as raw RFC 5322 text plus the decoded (quoted-printable) body. */
export interface SunkMail {
  to: string[];
  raw: string;
  decoded: string;
}

/** Decodes quoted-printable soft breaks and =XX escapes (enough to read links out of a test mail). */
export function decodeQuotedPrintable(s: string): string {
  return s.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(Number.parseInt(h, 16)));
}

/**
 * A real SMTP server on loopback for medium tests (no TLS, no auth), collecting every mail it receives.
 * `close()` stops it.
 */
export async function startSmtpSink(port: number): Promise<{ url: string; mails: SunkMail[]; close(): Promise<void> }> {
  const mails: SunkMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        mails.push({ to: session.envelope.rcptTo.map((r) => r.address), raw, decoded: decodeQuotedPrintable(raw) });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return { url: `smtp://127.0.0.1:${port}`, mails, close: () => new Promise<void>((r) => server.close(() => r())) };
}
