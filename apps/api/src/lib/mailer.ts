import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Config } from '../config.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Extra headers, e.g. List-Unsubscribe on alerts. */
  headers?: Record<string, string>;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/** SMTP when SMTP_URL is set; otherwise each message becomes an .eml file in DATA_DIR/outbox. */
/** The one logger call the mailer makes: the server passes its pino logger, commands their own. */
export interface InfoLog {
  info(fields: object, message: string): void;
}

export function createMailer(config: Config, log: InfoLog): Mailer {
  if (config.smtpUrl) {
    const transport = nodemailer.createTransport(config.smtpUrl);
    return {
      send: async (m) => {
        await transport.sendMail({ from: config.mailFrom, ...m });
      },
    };
  }
  const outbox = path.join(config.dataDir, 'outbox');
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    send: async (m) => {
      const info = await transport.sendMail({ from: config.mailFrom, ...m });
      await mkdir(outbox, { recursive: true });
      const file = path.join(outbox, `${Date.now()}-${info.messageId.replace(/[^\w.-]/g, '')}.eml`);
      await writeFile(file, info.message as Buffer);
      log.info({ to: m.to, subject: m.subject, file }, 'mail written to outbox');
    },
  };
}

/** Keeps messages in memory; tests read them. */
export function memoryMailer(): Mailer & { sent: MailMessage[]; to(email: string): MailMessage[] } {
  const sent: MailMessage[] = [];
  return {
    sent,
    send: async (m) => {
      sent.push(m);
    },
    to: (email) => sent.filter((m) => m.to === email),
  };
}
