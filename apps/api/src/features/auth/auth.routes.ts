import { CodeRequestBody, CodeVerifyBody, ErrorBody, Ok, RefreshBody, TokenPair } from '@fitjobs/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { refreshSession, requestCode, revokeSession, verifyCode } from './auth.service.ts';

/**
 * Coarse per-IP guard in front of the precise, database-counted limits of the service: it keeps
 * a flood from one address off the database. Per process (memory store) unless REDIS_URL is wired.
 */
const perIp = (max: number) => ({ rateLimit: { max, timeWindow: '1 minute' } });

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/v1/code.request',
    { schema: { body: CodeRequestBody, response: { 200: Ok } }, config: perIp(30) },
    async (req) => {
      await requestCode(app, req.log, { email: req.body.email, role: req.body.role, ip: req.ip });
      return { ok: true as const };
    },
  );

  app.post(
    '/api/v1/code.verify',
    { schema: { body: CodeVerifyBody, response: { 200: TokenPair } }, config: perIp(60) },
    async (req) => verifyCode(app, { ...req.body, ip: req.ip }),
  );

  app.post(
    '/api/v1/tokens.refresh',
    // A refresh token that is not (or no longer) valid: 401, although the route needs no access token.
    { schema: { body: RefreshBody, response: { 200: TokenPair, 401: ErrorBody } }, config: perIp(120) },
    async (req) => refreshSession(app, req.body.refresh_token),
  );

  app.post(
    '/api/v1/tokens.revoke',
    { schema: { body: RefreshBody, response: { 200: Ok } }, config: perIp(120) },
    async (req) => {
      await revokeSession(app, req.body.refresh_token);
      return { ok: true as const };
    },
  );
};
