import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { freePort } from './net.ts';

const root = path.resolve(import.meta.dirname, '../..');

async function waitForHealth(url: string, server: ChildProcess, timeoutMs: number) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}`);
    try {
      const res = await fetch(`${url}/healthz`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`server did not become healthy within ${timeoutMs} ms`);
}

/**
 * Starts a real SMTP server (messages land as files in MAIL_DIR, which tests read like an inbox)
 * and the built app on a random port with a fresh DATA_DIR and the demo board.
 */
export default async function globalSetup() {
  const work = mkdtempSync(path.join(tmpdir(), 'fitjobs-e2e-'));
  const mailDir = path.join(work, 'mail');
  mkdirSync(mailDir);
  let n = 0;
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((r) => r.address).join(',');
        n += 1;
        writeFileSync(path.join(mailDir, `${Date.now()}-${n}-${to}.eml`), Buffer.concat(chunks));
        callback();
      });
    },
  });
  const smtpPort = await freePort();
  await new Promise<void>((resolve) => smtp.listen(smtpPort, '127.0.0.1', resolve));

  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: path.join(work, 'data'),
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      PUBLIC_URL: baseUrl,
      ADMIN_EMAILS: 'admin@demo.fitjobs.nz',
      LOG_LEVEL: 'warn',
      // Every journey signs in from 127.0.0.1, and the demo accounts many times an hour.
      SIGNIN_CODES_PER_EMAIL_HOUR: '1000',
      SIGNIN_CODES_PER_IP_HOUR: '1000',
      // Long enough for an Undo a moment later (hire.spec), shorter than the 120 s default so the
      // journeys that wait for a status e-mail do not wait two minutes.
      STATUS_MAIL_DELAY_SECONDS: '45',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await waitForHealth(baseUrl, server, 240_000);
  process.env.E2E_BASE_URL = baseUrl;
  process.env.E2E_MAIL_DIR = mailDir;

  return async () => {
    // A server that already died (crashed or killed mid-run) sends no 'exit' again: do not wait.
    if (server.exitCode === null && server.signalCode === null) {
      const exited = new Promise((r) => server.once('exit', r));
      server.kill('SIGTERM');
      await exited;
    }
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  };
}
