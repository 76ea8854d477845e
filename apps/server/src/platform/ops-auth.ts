import type { FastifyReply, FastifyRequest } from 'fastify';
import type { OpsRole } from '@hapa/contracts';
import { AppError } from '../http/app-error.ts';
import { requireUser } from '../http/auth.ts';
import type { Services } from '../http/context.ts';

/** The operator behind a request that passed `opsAuth` (docs/architecture/console.md). */
export interface OperatorContext {
  userId: number;
  roles: OpsRole[];
  /** client address (Fastify `req.ip`, TRUST_PROXY aware) for the audit log */
  ip: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** set by `opsAuth` on `/api/ops/*` routes; null elsewhere */
    operator: OperatorContext | null;
  }
}

/** Every role: for routes any signed-in operator may call (their own profile, sign-out). */
export const ANY_OPS_ROLE: readonly OpsRole[] = ['admin', 'catalogue', 'fulfilment', 'support', 'finance'];

/** True when `have` may act as one of `need` (`admin` passes every check). */
export function hasOpsRole(have: readonly OpsRole[], need: readonly OpsRole[]): boolean {
  return have.includes('admin') || have.some((r) => need.includes(r));
}

/**
 * Fastify preHandler of every `/api/ops/*` route (except the two sign-in steps): the request needs a
 * session that completed the second factor (TOTP, table `ops_sessions`) of an enabled operator holding
 * one of `roles` (admin passes every check). Sets `req.operator = { userId, roles, ip }`.
 * Usage: `app.get('/api/ops/x', { preHandler: opsAuth(s, ['finance']), schema }, handler)`.
 * @throws AppError user.error.unauthorized / user.error.login_expired (401) without a live session;
 *   error.access.forbidden (403) for a player token, a session without TOTP, a disabled operator or a
 *   missing role.
 */
export function opsAuth(services: Pick<Services, 'ops'>, roles: readonly OpsRole[]) {
  return async function opsGuard(req: FastifyRequest, _reply: FastifyReply): Promise<void> {
    const user = requireUser(req);
    // the /api/ops/ prefix guard (ops.plugin.ts) resolved the operator already on this request
    const op = req.operator?.userId === user.id ? req.operator : await services.ops.operatorForSession(user.id, user.tokenHash);
    if (!op || !hasOpsRole(op.roles, roles)) throw new AppError('error.access.forbidden');
    req.operator = { userId: user.id, roles: op.roles, ip: req.ip };
  };
}

/** `req.operator` of a route behind `opsAuth` (a programming error elsewhere). */
export function operatorOf(req: FastifyRequest): OperatorContext {
  if (!req.operator) throw new Error('route is not behind opsAuth');
  return req.operator;
}
