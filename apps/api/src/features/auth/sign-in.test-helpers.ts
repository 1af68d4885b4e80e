import type { TokenPair } from '@fitjobs/contract';
import type { TestApp } from '../../test/app.ts';

let ipCounter = 0;
/** A fresh client address, so one test's requests never count against another's per-IP limits. */
export function freshIp(): string {
  ipCounter += 1;
  return `10.0.${Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 1}`;
}

/** The code of the newest sign-in e-mail to the address. */
export function lastCode(t: TestApp, email: string): string {
  const mail = t.mailer.to(email).at(-1);
  const code = mail && /\b(\d{6})\b/.exec(mail.text)?.[1];
  if (!code) throw new Error(`no code e-mailed to ${email}`);
  return code;
}

export function requestCode(t: TestApp, email: string, role = 'employee', ip = freshIp()) {
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/code.request',
    payload: { email, role },
    remoteAddress: ip,
  });
}

export function verifyCode(t: TestApp, email: string, code: string, ip = freshIp()) {
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/code.verify',
    payload: { email, code },
    remoteAddress: ip,
  });
}

/** The whole e-mail code flow through HTTP; answers the token pair. */
export async function signInByCode(t: TestApp, email: string, role = 'employee'): Promise<TokenPair> {
  const requested = await requestCode(t, email, role);
  if (requested.statusCode !== 200)
    throw new Error(`code.request ${requested.statusCode}: ${requested.body}`);
  const res = await verifyCode(t, email, lastCode(t, email));
  if (res.statusCode !== 200) throw new Error(`code.verify ${res.statusCode}: ${res.body}`);
  return res.json();
}

/** The claims of an access token (read only; the server verifies signatures). */
export function claimsOf(token: string): { sub: string; roles: string[]; active_company_id: string | null } {
  const payload = token.split('.')[1] ?? '';
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
