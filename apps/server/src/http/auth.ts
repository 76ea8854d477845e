import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './app-error.ts';
import { guardPath } from './request-guards.ts';
import type { AuthService, AuthUser } from '../modules/auth/auth.service.ts';

declare module 'fastify' {
  interface FastifyRequest {
    user: AuthUser | null;
  }
}

/**
 * Resolves the Authorization header (docs/product/endpoints.md#conventions) on every `/api` request into `req.user`; "an `/api` request" is
 * judged on the route Fastify matched, never the raw spelling (docs/security.md#requests-and-sessions).
 */
export function installAuth(app: FastifyInstance, auth: AuthService) {
  app.decorateRequest('user', null);
  app.addHook('onRequest', async (req) => {
    if (!guardPath(req).startsWith('/api/')) return;
    const header = req.headers.authorization;
    req.user = header ? await auth.authenticate(header) : null;
  });
}

/**
 * The signed-in player or a 401: `user.error.unauthorized` without a header, `user.error.login_expired`
 * when the header names a session that is unknown, expired or revoked.
 */
export function requireUser(req: FastifyRequest): AuthUser {
  if (req.user) return req.user;
  throw new AppError(req.headers.authorization ? 'user.error.login_expired' : 'user.error.unauthorized');
}
