import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ERRORS, type ErrorKey } from '@hapa/contracts';
import { AppError } from './app-error.ts';

/** Success envelope `{code: 0, data}` (architecture.md "API"). */
export const ok = <T>(data: T) => ({ code: 0 as const, data });

function send(reply: FastifyReply, status: number, key: ErrorKey | string, msg: string, details?: unknown) {
  return reply.status(status).type('application/json').send(JSON.stringify({ code: key, msg, ...(details ? { details } : {}) }));
}

/**
 * One error model: AppError -> its status and text; schema and parse failures -> 400
 * `error.invalid_parameter` naming the field; rate limits -> 429; unknown -> 500 `error.internal`
 * (logged, never leaked). Never a stack trace or an HTML page for `/api`.
 */
export function installErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError | AppError | Error, req: FastifyRequest, reply: FastifyReply) => {
    if (err instanceof AppError) return send(reply, err.status, err.key, err.message, err.details);
    if (hasZodFastifySchemaValidationErrors(err)) {
      const issue = err.validation[0];
      const field = issue?.instancePath?.replace(/^\//, '').replace(/\//g, '.') || err.validationContext || 'request';
      const text = `${ERRORS['error.invalid_parameter'].msg}: ${field}${issue?.message ? ` (${issue.message})` : ''}`;
      return send(reply, 400, 'error.invalid_parameter', text);
    }
    const status = (err as FastifyError).statusCode;
    if (status === 429) return send(reply, 429, 'error.too_many_requests', ERRORS['error.too_many_requests'].msg);
    if (status && status >= 400 && status < 500) {
      return send(reply, status === 401 || status === 403 || status === 404 || status === 413 || status === 415 ? status : 400, 'error.invalid_parameter', `${ERRORS['error.invalid_parameter'].msg}: ${err.message}`);
    }
    req.log.error({ err }, 'unhandled error');
    return send(reply, 500, 'error.internal', ERRORS['error.internal'].msg);
  });
}

export function apiNotFound(reply: FastifyReply) {
  return send(reply, 404, 'error.not_found', ERRORS['error.not_found'].msg);
}
