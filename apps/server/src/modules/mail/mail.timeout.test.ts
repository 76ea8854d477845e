import net, { type AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.ts';
import { loadConfig } from '../../config.ts';
import { MailService, SMTP_TIMEOUT_MS } from './mail.service.ts';
import { startSmtpSink } from './smtp-sink.ts';

/**
 * Mail cannot hang a sign-up (docs/architecture/production.md#outbound-calls): an SMTP server that accepts the connection and
 * never greets fails the send within the deadline; a working one still gets the mail through the same transport.
 */
describe('MailService over SMTP with a deadline (medium, local SMTP servers)', () => {
  const cleanups: (() => Promise<unknown>)[] = [];
  afterAll(async () => {
    for (const c of cleanups) await c();
  });
  const mail = { subject: 'Hello', text: 'Hi there', html: '<p>Hi there</p>' };

  it('a server that never answers fails the send within the deadline', async () => {
    const sockets: net.Socket[] = [];
    const silent = net.createServer((s) => void sockets.push(s)); // accepts, never sends the 220 greeting
    await new Promise<void>((r) => silent.listen(0, '127.0.0.1', r));
    cleanups.push(async () => {
      for (const s of sockets) s.destroy();
      await new Promise((r) => silent.close(r));
    });
    const service = new MailService({} as Db, {
      smtpUrl: `smtp://127.0.0.1:${(silent.address() as AddressInfo).port}`,
      from: 'HapaBox <no-reply@hapabox.local>',
      timeoutMs: 400,
    });
    cleanups.push(async () => service.close());
    const started = Date.now();
    await expect(service.send('player@example.com', mail)).rejects.toThrow();
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('a working server gets the mail', async () => {
    const probe = net.createServer();
    await new Promise<void>((r) => probe.listen(0, '127.0.0.1', r));
    const port = (probe.address() as AddressInfo).port;
    await new Promise((r) => probe.close(r));
    const sink = await startSmtpSink(port);
    cleanups.push(() => sink.close());
    const service = new MailService({} as Db, { smtpUrl: sink.url, from: 'HapaBox <no-reply@hapabox.local>', timeoutMs: 5_000 });
    cleanups.push(async () => service.close());
    await service.send('player@example.com', mail);
    expect(sink.mails.map((m) => m.to)).toEqual([['player@example.com']]);
  });

  it('MAIL_TIMEOUT_MS sets the deadline (default 10 s); a value out of range is a config error', () => {
    expect(loadConfig({}).MAIL_TIMEOUT_MS).toBe(SMTP_TIMEOUT_MS);
    expect(loadConfig({ MAIL_TIMEOUT_MS: '400' }).MAIL_TIMEOUT_MS).toBe(400);
    expect(() => loadConfig({ MAIL_TIMEOUT_MS: '5' })).toThrow(/MAIL_TIMEOUT_MS/);
    expect(() => loadConfig({ MAIL_TIMEOUT_MS: 'soon' })).toThrow(/MAIL_TIMEOUT_MS/);
  });
});
