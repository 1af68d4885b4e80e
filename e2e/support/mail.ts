import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const mailDir = () => {
  const dir = process.env.E2E_MAIL_DIR;
  if (!dir) throw new Error('E2E_MAIL_DIR is not set: run through playwright.config.ts');
  return dir;
};

/** Raw messages received for an address, oldest first. */
export function inbox(email: string): string[] {
  return readdirSync(mailDir())
    .filter((f) => f.toLowerCase().endsWith(`-${email.toLowerCase()}.eml`))
    .sort((a, b) => Number(a.split('-')[0]) - Number(b.split('-')[0]))
    .map((f) => unfold(readFileSync(path.join(mailDir(), f), 'utf8')));
}

/**
 * Long lines as written: headers folded at 78 characters (RFC 5322) and quoted-printable soft
 * line breaks are joined, so a test can match a whole subject or sentence.
 */
function unfold(raw: string): string {
  return raw.replace(/\r?\n(?=[ \t])/g, '').replace(/=\r?\n/g, '');
}

/** Waits for a message to the address that matches, and returns it. */
export async function waitForMail(
  email: string,
  match: RegExp,
  after = 0,
  timeoutMs = 15_000,
): Promise<string> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const found = inbox(email)
      .slice(after)
      .find((m) => match.test(m));
    if (found) return found;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no mail to ${email} matching ${match} within ${timeoutMs} ms`);
}

/** The 6-digit sign-in code of the newest code e-mail to the address. */
export async function waitForCode(email: string, after = 0): Promise<string> {
  const message = await waitForMail(email, /\b\d{6}\b/, after);
  const code = /\b(\d{6})\b/.exec(
    message
      .split(/\r?\n\r?\n/)
      .slice(1)
      .join('\n'),
  )?.[1];
  if (!code) throw new Error('code e-mail without a code');
  return code;
}
