import { AccessClaims, type Role } from '@fitjobs/contract';
import { jwtVerify, SignJWT } from 'jose';

const ISSUER = 'fitjobs';
const AUDIENCE = 'fitjobs-api';
const ALGORITHM = 'HS256';
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;

export interface AccessSubject {
  userId: string;
  role: Role;
  activeCompanyId: string | null;
}

const key = (secret: string) => new TextEncoder().encode(secret);

export async function signAccessToken(secret: string, subject: AccessSubject, now: Date): Promise<string> {
  const iat = Math.floor(now.getTime() / 1000);
  return new SignJWT({ roles: [subject.role], active_company_id: subject.activeCompanyId })
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setSubject(subject.userId)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(iat)
    .setExpirationTime(iat + ACCESS_TOKEN_TTL_SECONDS)
    .sign(key(secret));
}

/** Fixed algorithm, issuer and audience: 'alg: none' and foreign tokens are refused. Null when invalid. */
export async function verifyAccessToken(
  secret: string,
  token: string,
  now: Date,
): Promise<AccessSubject | null> {
  try {
    const { payload } = await jwtVerify(token, key(secret), {
      algorithms: [ALGORITHM],
      issuer: ISSUER,
      audience: AUDIENCE,
      currentDate: now,
      requiredClaims: ['sub', 'exp', 'iat'],
    });
    const claims = AccessClaims.safeParse(payload);
    if (!claims.success) return null;
    return {
      userId: claims.data.sub,
      role: claims.data.roles[0] as Role,
      activeCompanyId: claims.data.active_company_id,
    };
  } catch {
    return null;
  }
}
