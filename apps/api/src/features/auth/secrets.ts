import { createHash, createHmac, hkdfSync, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** A key of its own for sign-in codes, derived from the JWT secret so one secret is all we keep. */
function codeKey(jwtSecret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', jwtSecret, 'fitjobs', 'login-code-hmac', 32));
}

/** Six digits from a CSPRNG; leading zeros kept. */
export function newLoginCode(): string {
  return randomInt(0, 1_000_000).toString().padStart(6, '0');
}

/** The stored form of a code: an HMAC bound to the e-mail, so a leaked table row reveals nothing. */
export function hashLoginCode(jwtSecret: string, email: string, code: string): string {
  return createHmac('sha256', codeKey(jwtSecret)).update(`${email}\n${code}`).digest('hex');
}

export function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && timingSafeEqual(x, y);
}

/** 256 random bits; only its SHA-256 is stored. */
export function newRefreshToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashRefreshToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
