import type { Role } from '@fitjobs/contract';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { findUserStanding } from '../features/auth/users.repo.ts';
import { type AccessSubject, verifyAccessToken } from '../lib/access-token.ts';
import { accountSuspended, forbidden, unauthorized } from './app-error.ts';

export type AuthUser = AccessSubject & { id: string };

/** What a guard asks of the caller; the OpenAPI document reads it (security, 401, 403). */
export type Guard = { kind: 'optional' } | { kind: 'signed_in' } | { kind: 'role'; roles: Role[] };
const guards = new WeakMap<object, Guard>();
/** The guard a route hook is, if it is one of this plugin's. */
export const guardOf = (hook: unknown): Guard | undefined =>
  typeof hook === 'function' ? guards.get(hook) : undefined;

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by requireAuth/requireRole (always) or optionalAuth (when a valid token came). */
    user: AuthUser | null;
  }
  interface FastifyInstance {
    /** Any signed-in user. */
    requireAuth: preHandlerAsyncHookHandler;
    /** A signed-in user whose role is one of these; others get 403. */
    requireRole: (...roles: Role[]) => preHandlerAsyncHookHandler;
    /** Reads the token when there is one; anonymous is fine, a bad token is 401. */
    optionalAuth: preHandlerAsyncHookHandler;
  }
}

/** The signed-in user of a route guarded by requireAuth/requireRole. */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw unauthorized();
  return request.user;
}

export const authPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('user', null);

  async function readToken(request: FastifyRequest): Promise<AuthUser | null | 'invalid'> {
    const header = request.headers.authorization;
    if (!header) return null;
    const [scheme, token] = header.split(' ');
    if (scheme?.toLowerCase() !== 'bearer' || !token) return 'invalid';
    const subject = await verifyAccessToken(app.config.jwtSecret, token, app.clock.now());
    if (!subject) return 'invalid';
    // Standing is read on every request: a suspended account's tokens stop at once (decision 0189).
    const standing = await findUserStanding(app.db, subject.userId);
    if (standing?.suspendedAt) throw accountSuspended(standing.suspensionReason, 401);
    if (subject.role !== 'admin') return { ...subject, id: subject.userId };
    // Admin power is checked against the database on every request (decision 0110): a closed
    // account's token stops at once, a demoted admin acts with the role they have now.
    if (!standing || standing.closedAt) return 'invalid';
    return { ...subject, role: standing.role, id: subject.userId };
  }

  const requireAuth: preHandlerAsyncHookHandler = async (request) => {
    const user = await readToken(request);
    if (!user || user === 'invalid') throw unauthorized();
    request.user = user;
  };

  const optionalAuth = async (request: FastifyRequest) => {
    const user = await readToken(request);
    if (user === 'invalid') throw unauthorized();
    request.user = user;
  };
  guards.set(requireAuth, { kind: 'signed_in' });
  guards.set(optionalAuth, { kind: 'optional' });
  app.decorate('requireAuth', requireAuth);
  app.decorate('optionalAuth', optionalAuth);
  app.decorate('requireRole', (...roles: Role[]): preHandlerAsyncHookHandler => {
    const guard: preHandlerAsyncHookHandler = async function requireRole(this: unknown, request, reply) {
      await requireAuth.call(this as FastifyInstance, request, reply);
      if (!request.user || !roles.includes(request.user.role)) throw forbidden();
    };
    guards.set(guard, { kind: 'role', roles });
    return guard;
  });
});
