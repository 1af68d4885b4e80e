import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

const Bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('FitJobs <no-reply@fitjobs.co.nz>'),
  PUBLIC_URL: z.string().optional(),
  JWT_SECRET: z.string().min(32).optional(),
  REDIS_URL: z.string().optional(),
  ADMIN_EMAILS: z.string().default(''),
  SEED_DEMO: Bool.default(true),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().optional(),
  WEB_SSR: z.string().optional(),
  SIGNIN_CODES_PER_EMAIL_HOUR: z.coerce.number().int().positive().default(5),
  SIGNIN_CODES_PER_IP_HOUR: z.coerce.number().int().positive().default(20),
  STATUS_MAIL_DELAY_SECONDS: z.coerce.number().int().min(0).max(86_400).default(120),
});

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  publicUrl: string;
  jwtSecret: string;
  redisUrl: string | undefined;
  adminEmails: string[];
  seedDemo: boolean;
  logLevel: string;
  /** Folder of the built web app; the API serves it when it exists. */
  webDist: string;
  /** The web app's server-rendering module (entry-server.tsx, built); unset or missing: none. */
  webSsr: string | undefined;
  /** Sign-in code requests allowed per e-mail and per IP address in any hour. */
  codesPerEmailPerHour: number;
  codesPerIpPerHour: number;
  /** Grace period before a shortlisted/rejected e-mail goes out (undo sends nothing). */
  statusMailDelaySeconds: number;
}

/** Reads every environment variable once (DESIGN.md section 4). */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    throw new Error(`Invalid environment: ${z.prettifyError(parsed.error)}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  mkdirSync(dataDir, { recursive: true });
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    jwtSecret: e.JWT_SECRET ?? persistedSecret(dataDir),
    redisUrl: e.REDIS_URL,
    adminEmails: parseEmails(e.ADMIN_EMAILS),
    seedDemo: e.SEED_DEMO,
    logLevel: e.LOG_LEVEL,
    webDist: path.resolve(e.WEB_DIST ?? new URL('../../web/dist', import.meta.url).pathname),
    webSsr: path.resolve(
      e.WEB_SSR ?? new URL('../../web/dist-ssr/entry-server.js', import.meta.url).pathname,
    ),
    codesPerEmailPerHour: e.SIGNIN_CODES_PER_EMAIL_HOUR,
    codesPerIpPerHour: e.SIGNIN_CODES_PER_IP_HOUR,
    statusMailDelaySeconds: e.STATUS_MAIL_DELAY_SECONDS,
  };
}

export function parseEmails(list: string): string[] {
  return list
    .split(',')
    .map((s) => s.trim().toLowerCase())
    .filter(Boolean);
}

/** A generated secret kept in DATA_DIR so a restart keeps everyone signed in. */
function persistedSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** Config for tests: no files, fixed secret, nothing from the real environment. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    env: 'test',
    port: 0,
    host: '127.0.0.1',
    dataDir: overrides.dataDir ?? path.join(process.cwd(), 'data', 'test'),
    databaseUrl: undefined,
    smtpUrl: undefined,
    mailFrom: 'FitJobs <no-reply@fitjobs.test>',
    publicUrl: 'http://localhost:3000',
    jwtSecret: 'test-secret-that-is-long-enough-for-hs256-signing',
    redisUrl: undefined,
    adminEmails: ['admin@fitjobs.test'],
    seedDemo: false,
    logLevel: 'silent',
    webDist: path.join(process.cwd(), 'apps', 'web', 'dist'),
    webSsr: undefined,
    codesPerEmailPerHour: 5,
    codesPerIpPerHour: 20,
    statusMailDelaySeconds: 120,
    ...overrides,
  };
}
