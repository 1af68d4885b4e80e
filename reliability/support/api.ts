import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export interface Answer<T = unknown> {
  status: number;
  body: T;
}

export interface Caller {
  /** Bearer token of a signed-in user. */
  token?: string;
  /**
   * The client's address as the proxy in front would report it (the server trusts
   * X-Forwarded-For from loopback: TRUST_PROXY in support/server.ts): the simulated users each get their own, as real ones would, so the per-IP
   * limits apply to each of them rather than to the test machine as a whole.
   */
  ip?: string;
}

export async function post<T = unknown>(
  baseUrl: string,
  route: string,
  body: unknown,
  caller: Caller = {},
): Promise<Answer<T>> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (caller.token) headers.authorization = `Bearer ${caller.token}`;
  if (caller.ip) headers['x-forwarded-for'] = caller.ip;
  const res = await fetch(`${baseUrl}${route}`, { method: 'POST', headers, body: JSON.stringify(body) });
  const text = await res.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    // not JSON (an HTML page or an empty body): keep the text
  }
  return { status: res.status, body: parsed as T };
}

/** The newest sign-in code e-mailed to `email`, read from the outbox folder (no SMTP_URL set). */
function codeFromOutbox(dataDir: string, email: string): string {
  const outbox = path.join(dataDir, 'outbox');
  const mails = readdirSync(outbox)
    .sort((a, b) => Number(b.split('-')[0]) - Number(a.split('-')[0]))
    .map((f) => readFileSync(path.join(outbox, f), 'utf8'))
    .filter((m) => new RegExp(`^To: ${email.replace(/[.+]/g, '\\$&')}$`, 'im').test(m));
  const code = mails.map((m) => /sign-in code is (\d{6})/.exec(m)?.[1]).find((c): c is string => Boolean(c));
  if (!code) throw new Error(`no sign-in code for ${email} in ${outbox}`);
  return code;
}

/** Signs in like a person: asks for a code, reads it from the e-mail, verifies it. */
export async function signIn(
  server: { url: string; dataDir: string },
  email: string,
  ip: string,
  role: 'employee' | 'employer' = 'employee',
): Promise<string> {
  const requested = await post(server.url, '/api/v1/code.request', { email, role }, { ip });
  if (requested.status !== 200) throw new Error(`code.request for ${email}: ${requested.status}`);
  const code = codeFromOutbox(server.dataDir, email);
  const verified = await post<{ access_token: string }>(
    server.url,
    '/api/v1/code.verify',
    { email, code },
    { ip },
  );
  if (verified.status !== 200) throw new Error(`code.verify for ${email}: ${verified.status}`);
  return verified.body.access_token;
}
