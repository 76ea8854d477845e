import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { loadConfig } from '../config.ts';
import { createContainer, type Container } from '../container.ts';
import { buildApp } from '../http/app.ts';
import { freshPglite } from '../test/db-templates.ts';
import { configureRootLogger, log } from './logger.ts';
import { recordingPublisher } from './publisher.ts';

/**
 * Logs (docs/architecture/production.md#metrics-and-logs): a line a service writes while handling a request carries that request's `reqId`
 * (the same id the response echoes in `x-request-id`); a line written outside any request goes to the root logger.
 */
describe('request-scoped logs (medium, PGlite)', () => {
  const lines: Record<string, unknown>[] = [];
  const stream = { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) };
  let app: FastifyInstance;
  let s: Container;
  beforeAll(async () => {
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'warn', RATE_LIMIT_PER_MINUTE: '0' } as NodeJS.ProcessEnv);
    s = await createContainer(config, {
      publisher: recordingPublisher().publisher,
      publicUrl: () => 'http://localhost',
      dbHandle: await freshPglite(),
    });
    app = await buildApp(s, { logStream: stream });
  });
  afterAll(async () => {
    configureRootLogger('info');
    await app?.close();
    await s?.close();
    await s?.dbHandle.close();
  });

  it("a service's warning inside a request carries the request id; one outside any request does not", async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/pay/sandbox/webhook',
      headers: { 'content-type': 'application/json', 'x-request-id': 'trace-logs-1' },
      payload: '{"forged":true}',
    });
    expect(res.json()).toMatchObject({ code: 'pay.error.signature' });
    expect(lines).toContainEqual(expect.objectContaining({ component: 'payments', reqId: 'trace-logs-1', provider: 'sandbox', level: 40 }));

    const background: Record<string, unknown>[] = [];
    configureRootLogger('info', { write: (line: string) => void background.push(JSON.parse(line) as Record<string, unknown>) });
    log('jobs').warn({ job: 'x' }, 'outside a request');
    expect(background).toEqual([expect.objectContaining({ component: 'jobs', job: 'x', msg: 'outside a request' })]);
    expect(background[0]).not.toHaveProperty('reqId');
  });
});
