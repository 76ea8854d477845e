import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { IncomingMessage } from 'node:http';

/** An accepted incoming `x-request-id`: 1-64 characters of letters, digits and `._:-` (no spaces, quotes, control characters). */
export const REQUEST_ID_PATTERN = /^[A-Za-z0-9._:-]{1,64}$/;

/**
 * Fastify `genReqId` (docs/benchmarks.md, "Structured JSON logs carry a request id"): the caller's `x-request-id`
 * when it is short and of the safe charset (a load balancer or client correlating its own logs), else a
 * random UUID. Fastify puts it on `req.id` and on every log line of the request as `reqId`.
 */
export function genReqId(req: IncomingMessage): string {
  const incoming = req.headers['x-request-id'];
  return typeof incoming === 'string' && REQUEST_ID_PATTERN.test(incoming) ? incoming : randomUUID();
}

/** Fastify options for request ids: the header is read only through `genReqId` (validated); Fastify logs it as `reqId`. */
export const REQUEST_ID_OPTIONS = { genReqId, requestIdHeader: false as const };

/** Echoes the request id in the `x-request-id` response header of every response (errors and 404s too). */
export function installRequestId(app: FastifyInstance): void {
  app.addHook('onRequest', async (req, reply) => {
    reply.header('x-request-id', req.id);
  });
}
