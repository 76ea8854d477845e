import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ERRORS, type ErrorKey } from '@hapa/contracts';
import { AppError } from './app-error.ts';
import { headerLanguage, localizeErrorText } from './language.ts';
import type { LanguageCode } from '@hapa/contracts';

/** Success envelope `{code: 0, data}` (architecture.md "API"). */
export const ok = <T>(data: T) => ({ code: 0 as const, data });

/** Longest request target (path + query) served; longer ones get 414 `error.uri_too_long`. */
export const MAX_URL_LENGTH = 8_192;

function send(
  reply: FastifyReply,
  status: number,
  key: ErrorKey | string,
  englishMsg: string,
  details?: unknown,
  lang: LanguageCode = 'en',
) {
  const msg = localizeErrorText(key, englishMsg, lang);
  return reply
    .status(status)
    .type('application/json')
    .send(JSON.stringify({ code: key, msg, ...(details ? { details } : {}) }));
}

const text = (key: ErrorKey, detail?: string) => (detail ? `${ERRORS[key].msg}: ${detail}` : ERRORS[key].msg);

/**
 * Fixed texts for Fastify's own 4xx errors by code. Fastify messages can quote the request (a JSON
 * parser's snippet of the body, the path, a header value), so none of them is ever passed through.
 */
const FASTIFY_4XX: Record<string, { status: number; key: ErrorKey; detail?: string }> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, key: 'error.unsupported_media_type' },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, key: 'error.payload_too_large' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, key: 'error.bad_request', detail: 'content-length' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, key: 'error.invalid_parameter', detail: 'body (empty JSON body)' },
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, key: 'error.invalid_parameter', detail: 'body (not valid JSON)' },
  FST_ERR_BAD_URL: { status: 400, key: 'error.bad_request', detail: 'malformed address' },
  FST_ERR_MAX_PARAM_LENGTH: { status: 414, key: 'error.uri_too_long' },
  FST_ERR_ASYNC_CONSTRAINT: { status: 400, key: 'error.bad_request' },
};

/** The catalogue answer for a client-side (4xx) error that is not an AppError or a schema failure. */
function clientError(err: FastifyError | Error, status: number): { status: number; key: ErrorKey; msg: string } {
  const code = (err as FastifyError).code;
  const known = code ? FASTIFY_4XX[code] : undefined;
  if (known) return { status: known.status, key: known.key, msg: text(known.key, known.detail) };
  if (err instanceof SyntaxError)
    return { status: 400, key: 'error.invalid_parameter', msg: text('error.invalid_parameter', 'body (not valid JSON)') };
  if (status === 429) return { status, key: 'error.too_many_requests', msg: text('error.too_many_requests') };
  if (status === 404) return { status, key: 'error.not_found', msg: text('error.not_found') };
  if (status === 413) return { status, key: 'error.payload_too_large', msg: text('error.payload_too_large') };
  if (status === 414) return { status, key: 'error.uri_too_long', msg: text('error.uri_too_long') };
  if (status === 415) return { status, key: 'error.unsupported_media_type', msg: text('error.unsupported_media_type') };
  if (status === 431) return { status, key: 'error.headers_too_large', msg: text('error.headers_too_large') };
  return { status: 400, key: 'error.invalid_parameter', msg: text('error.invalid_parameter') };
}

/**
 * One error model: AppError -> its status and text; schema failures -> 400 `error.invalid_parameter`
 * naming the field; `msg` in the player's language (`language(req)`, docs/architecture/web-app.md: the session player's setting,
 * else X-Lang / Accept-Language; English without it); Fastify's own errors (bad JSON, 413, 414, 415, bad URL) -> a catalogue key with a
 * fixed text; rate limits -> 429; unknown -> 500 `error.internal` (logged, never leaked). Never a stack
 * trace, an HTML page or an echo of the request for `/api`.
 */
export function installErrorHandling(
  app: FastifyInstance,
  language: (req: FastifyRequest) => Promise<LanguageCode> = async (req) => headerLanguage(req.headers) ?? 'en',
) {
  app.setErrorHandler(async (err: FastifyError | AppError | Error, req: FastifyRequest, reply: FastifyReply) => {
    const lang = await language(req).catch(() => 'en' as const);
    if (err instanceof AppError) return send(reply, err.status, err.key, err.message, err.details, lang);
    if (hasZodFastifySchemaValidationErrors(err)) {
      const issue = err.validation[0];
      const field = issue?.instancePath?.replace(/^\//, '').replace(/\//g, '.') || err.validationContext || 'request';
      // zod's own wording is English: only English answers quote it
      return send(
        reply,
        400,
        'error.invalid_parameter',
        `${text('error.invalid_parameter', field)}${issue?.message && lang === 'en' ? ` (${issue.message})` : ''}`,
        undefined,
        lang,
      );
    }
    const status = (err as FastifyError).statusCode;
    if ((status && status >= 400 && status < 500) || err instanceof SyntaxError) {
      const e = clientError(err, status ?? 400);
      return send(reply, e.status, e.key, e.msg, undefined, lang);
    }
    req.log.error({ err }, 'unhandled error');
    return send(reply, 500, 'error.internal', ERRORS['error.internal'].msg, undefined, lang);
  });
  app.addHook('onRequest', async (req) => {
    if (req.url.length > MAX_URL_LENGTH) throw new AppError('error.uri_too_long');
  });
  // one central NUL check (docs/architecture/production.md): PostgreSQL cannot store U+0000 in text and answered 500
  app.addHook('preValidation', async (req) => {
    const where = nulIn(req.params, 'params') ?? nulIn(req.query, 'query') ?? nulIn(req.body, 'body') ?? nulIn(req.headers, 'headers');
    if (where) throw new AppError('error.invalid_parameter', text('error.invalid_parameter', `${where} (contains a NUL character)`));
  });
}

/**
 * Fastify `frameworkErrors`: errors raised before routing (malformed %-encoding, a path parameter
 * longer than maxParamLength) answer in the envelope instead of Fastify's body that quotes the path.
 */
export function frameworkErrors(err: FastifyError, req: FastifyRequest, reply: FastifyReply) {
  const e = clientError(err, err.statusCode ?? 400);
  return send(reply, e.status, e.key, e.msg, undefined, headerLanguage(req.headers) ?? 'en');
}

/**
 * Fastify `clientErrorHandler` for requests Node's HTTP parser refuses (headers over the size limit ->
 * 431, bad header characters or framing -> 400, a slow request -> 408): a raw response in the envelope.
 */
export function clientErrorHandler(err: NodeJS.ErrnoException, socket: Socket) {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, reason, key]: [number, string, ErrorKey] =
    err.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'Request Header Fields Too Large', 'error.headers_too_large']
      : err.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'Request Timeout', 'error.request_timeout']
        : [400, 'Bad Request', 'error.bad_request'];
  const body = JSON.stringify({ code: key, msg: ERRORS[key].msg });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${reason}\r\nContent-Length: ${Buffer.byteLength(body)}\r\nContent-Type: application/json\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(err);
}

/**
 * `label` when any string in `value` (a value or an object key, at any depth) holds U+0000, else null.
 * Only the area is named, never the request's own keys. Iterative, so deep nesting cannot overflow.
 */
export function nulIn(value: unknown, label: string): string | null {
  const stack: unknown[] = [value];
  while (stack.length) {
    const v = stack.pop();
    if (typeof v === 'string') {
      if (v.includes('\u0000')) return label;
    } else if (Array.isArray(v)) {
      for (const x of v) stack.push(x);
    } else if (v && typeof v === 'object' && !Buffer.isBuffer(v)) {
      for (const [k, x] of Object.entries(v)) {
        if (k.includes('\u0000')) return label;
        stack.push(x);
      }
    }
  }
  return null;
}

export function apiNotFound(reply: FastifyReply) {
  return send(reply, 404, 'error.not_found', ERRORS['error.not_found'].msg, undefined, headerLanguage(reply.request.headers) ?? 'en');
}
