import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
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
  DATABASE_READ_URLS: z.string().optional(),
  READ_MAX_LAG_SECONDS: z.coerce.number().positive().max(3600).default(10),
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(1),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('FitJobs <no-reply@fitjobs.co.nz>'),
  PUBLIC_URL: z.string().optional(),
  JWT_SECRET: z.string().min(32).optional(),
  REDIS_URL: z.string().optional(),
  ADMIN_EMAILS: z.string().optional(),
  SEED_DEMO: Bool.default(true),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().optional(),
  WEB_SSR: z.string().optional(),
  SIGNIN_CODES_PER_EMAIL_HOUR: z.coerce.number().int().positive().default(5),
  SIGNIN_CODES_PER_IP_HOUR: z.coerce.number().int().positive().default(20),
  TRUST_PROXY: z.string().optional(),
  RESUME_VIEWS_PER_COMPANY_DAY: z.coerce.number().int().positive().default(100),
  STATUS_MAIL_DELAY_SECONDS: z.coerce.number().int().min(0).max(86_400).default(120),
  AUD_PER_NZD: z.coerce.number().positive().max(100).default(0.91),
});

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** PostgreSQL streaming replicas for public reads (decision 0215); empty: the primary reads too. */
  databaseReadUrls: string[];
  /** A replica further behind the primary than this is skipped until it catches up. */
  readMaxLagSeconds: number;
  /** API processes `npm start` runs (Node's cluster) on one port; 1 is the plain single process. */
  webConcurrency: number;
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
  /**
   * Whose X-Forwarded-For counts (Fastify's trustProxy): false trusts nobody (the socket's address
   * is the client's), a number trusts that many proxy hops, a list trusts those addresses/CIDRs.
   */
  trustProxy: false | number | string[];
  /** Resumes (opened or downloaded) one company may read in any 24 hours; then 429. */
  resumeViewsPerCompanyDay: number;
  /** Grace period before a shortlisted/rejected e-mail goes out (undo sends nothing). */
  statusMailDelaySeconds: number;
  /** Australian dollars to one New Zealand dollar: the salary filter and sorts compare AUD and NZD pay by it. */
  audPerNzd: number;
}

/** The demo board's admin account (seed/demo.ts). */
export const DEMO_ADMIN_EMAIL = 'admin@demo.fitjobs.nz';

/** The web app's two builds (`npm run build`): WEB_DIST and WEB_SSR, else apps/web's own. */
export function webBuildPaths(e: { WEB_DIST?: string; WEB_SSR?: string }): {
  webDist: string;
  webSsr: string;
} {
  return {
    webDist: path.resolve(e.WEB_DIST ?? new URL('../../web/dist', import.meta.url).pathname),
    webSsr: path.resolve(
      e.WEB_SSR ?? new URL('../../web/dist-ssr/entry-server.js', import.meta.url).pathname,
    ),
  };
}

/** Reads every environment variable once (DESIGN.md section 4). */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    throw new Error(`Invalid environment: ${z.prettifyError(parsed.error)}`);
  }
  const e = parsed.data;
  // Replicas and several processes need PostgreSQL: PGlite is one process's own database.
  if (!e.DATABASE_URL && (e.DATABASE_READ_URLS?.trim() || e.WEB_CONCURRENCY > 1)) {
    throw new Error('Invalid environment: DATABASE_READ_URLS and WEB_CONCURRENCY above 1 need DATABASE_URL');
  }
  const dataDir = path.resolve(e.DATA_DIR);
  mkdirSync(dataDir, { recursive: true });
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    databaseReadUrls: parseList(e.DATABASE_READ_URLS),
    readMaxLagSeconds: e.READ_MAX_LAG_SECONDS,
    webConcurrency: e.WEB_CONCURRENCY,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    jwtSecret: e.JWT_SECRET ?? persistedSecret(dataDir),
    redisUrl: e.REDIS_URL,
    // ADMIN_EMAILS decides who is an admin at every sign-in (decision 0110); left unset, the demo
    // board's admin stays one, as the README promises.
    adminEmails: parseEmails(e.ADMIN_EMAILS ?? (e.SEED_DEMO ? DEMO_ADMIN_EMAIL : '')),
    seedDemo: e.SEED_DEMO,
    logLevel: e.LOG_LEVEL,
    ...webBuildPaths(e),
    codesPerEmailPerHour: e.SIGNIN_CODES_PER_EMAIL_HOUR,
    codesPerIpPerHour: e.SIGNIN_CODES_PER_IP_HOUR,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    resumeViewsPerCompanyDay: e.RESUME_VIEWS_PER_COMPANY_DAY,
    statusMailDelaySeconds: e.STATUS_MAIL_DELAY_SECONDS,
    audPerNzd: e.AUD_PER_NZD,
  };
}

/** proxy-addr's names for address ranges, accepted besides addresses and CIDRs. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/**
 * TRUST_PROXY: unset or empty trusts nobody; a whole number is a hop count; otherwise a comma list of
 * addresses, CIDRs or range names. Anything else stops the start: a typo must not trust everyone.
 */
export function parseTrustProxy(raw: string | undefined): false | number | string[] {
  const value = raw?.trim() ?? '';
  if (value === '') return false;
  if (/^\d+$/.test(value)) return Number(value);
  const entries = value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  for (const entry of entries) {
    const [address, bits, extra] = entry.split('/');
    const version = isIP(address ?? '');
    const bitsOk = bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= (version === 6 ? 128 : 32));
    const ok = PROXY_RANGE_NAMES.has(entry) || (version !== 0 && bitsOk && extra === undefined);
    if (!ok) {
      throw new Error(
        `Invalid environment: TRUST_PROXY entry '${entry}' is not a hop count, an IP address, a CIDR or loopback/linklocal/uniquelocal`,
      );
    }
  }
  return entries;
}

function parseList(raw: string | undefined): string[] {
  return (raw ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
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
    databaseReadUrls: [],
    readMaxLagSeconds: 10,
    webConcurrency: 1,
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
    trustProxy: false,
    resumeViewsPerCompanyDay: 100,
    statusMailDelaySeconds: 120,
    audPerNzd: 0.91,
    ...overrides,
  };
}
