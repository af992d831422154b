// The only reader of process.env. A bad value stops start-up with a readable list, never a stack trace.
import net from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { parseSmtpUrl, SMTP_URL_HINT, type SmtpSettings } from './smtp-url';

const ROOT = path.resolve(import.meta.dirname, '../../..');

const optionalString = z
  .string()
  .optional()
  .transform((v) => (v && v.trim() !== '' ? v.trim() : undefined));

/** Which proxy in front of us may say who the client is (X-Forwarded-For, X-Forwarded-Proto). */
export type TrustProxy = { kind: 'none' } | { kind: 'hops'; hops: number } | { kind: 'addresses'; entries: string[] };

const PROXY_ENTRY = 'TRUST_PROXY must be empty, a hop count (1, 2 …) or proxy addresses (10.0.0.1, 10.0.0.0/8, ::1, loopback) separated by commas';

function validProxyEntry(entry: string): boolean {
  if (entry === 'loopback') return true;
  const [address, bits, extra] = entry.split('/');
  if (extra !== undefined || !address) return false;
  const family = net.isIP(address);
  if (family === 0) return false;
  if (bits === undefined) return true;
  if (!/^\d{1,3}$/.test(bits)) return false;
  return Number(bits) <= (family === 4 ? 32 : 128);
}

const trustProxy = z
  .string()
  .optional()
  .transform((raw, ctx): TrustProxy => {
    const value = (raw ?? '').trim().toLowerCase();
    if (value === '' || value === 'false' || value === '0' || value === 'none') return { kind: 'none' };
    if (/^\d+$/.test(value)) {
      const hops = Number(value);
      if (hops > 10) ctx.addIssue({ code: 'custom', message: 'TRUST_PROXY hop count must be between 0 and 10' });
      return { kind: 'hops', hops };
    }
    const entries = value
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean);
    if (entries.length === 0 || !entries.every(validProxyEntry)) ctx.addIssue({ code: 'custom', message: PROXY_ENTRY });
    return { kind: 'addresses', entries };
  });

const booleanFlag = (fallback: 'true' | 'false') =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : typeof v === 'string' ? v.trim().toLowerCase() : v),
    z
      .enum(['true', 'false', '1', '0'], { message: 'must be true or false' })
      .default(fallback)
      .transform((v) => v === 'true' || v === '1'),
  );

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce
    .number({ message: 'PORT must be a number between 1 and 65535' })
    .int('PORT must be a whole number')
    .min(1, 'PORT must be between 1 and 65535')
    .max(65535, 'PORT must be between 1 and 65535')
    .default(3000),
  HOST: z.string().default('0.0.0.0'),
  PUBLIC_URL: optionalString,
  DATA_DIR: z.string().default('data'),
  DATABASE_PATH: optionalString,
  /**
   * Where product data lives: sqlite (the embedded default, one machine) or postgres (DATABASE_URL,
   * else the embedded cluster's `vowly` database that the job queue uses, tables in its public schema).
   */
  DATA_ENGINE: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : typeof v === 'string' ? v.trim().toLowerCase() : v),
    z.enum(['sqlite', 'postgres'], { message: 'DATA_ENGINE must be sqlite or postgres' }).default('sqlite'),
  ),
  DATABASE_URL: optionalString,
  SQLITE_SYNCHRONOUS: z.enum(['NORMAL', 'FULL']).default('NORMAL'),
  ADMIN_EMAIL: optionalString,
  ADMIN_PASSWORD: optionalString,
  /** `npm run web` seeds the demo couple and /demo only when asked (npm start always does). */
  SEED_DEMO: z
    .enum(['true', 'false', '1', '0', ''])
    .default('false')
    .transform((v) => v === 'true' || v === '1'),
  SESSION_SECRET: optionalString,
  APP_GATE_PASSWORD: optionalString,
  GOOGLE_CLIENT_ID: optionalString,
  GOOGLE_CLIENT_SECRET: optionalString,
  RESEND_API_KEY: optionalString,
  /** Resend's webhook signing secret (whsec_…): delivered, bounced, complained and opened update each e-mail's status. */
  RESEND_WEBHOOK_SECRET: optionalString,
  /** Any SMTP server (issue 28 item 1): smtp://user:pass@host:587 (STARTTLS) or smtps://user:pass@host:465. */
  SMTP_URL: optionalString.refine((v) => v === undefined || parseSmtpUrl(v) !== null, SMTP_URL_HINT),
  /**
   * Which way e-mail leaves: resend, smtp or outbox (kept on this server). Unset, it follows
   * RESEND_API_KEY or SMTP_URL; production without either refuses sends unless this says outbox.
   */
  EMAIL_TRANSPORT: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : typeof v === 'string' ? v.trim().toLowerCase() : v),
    z.enum(['resend', 'smtp', 'outbox'], { message: 'EMAIL_TRANSPORT must be resend, smtp or outbox' }).optional(),
  ),
  EMAIL_FROM: z.string().default('Vowly <hello@vowly.local>'),
  CLOUDINARY_URL: optionalString,
  STRIPE_SECRET_KEY: optionalString,
  STRIPE_WEBHOOK_SECRET: optionalString,
  /** Production without Stripe keys: the labelled $0 test checkout only when this is true. */
  ALLOW_TEST_CHECKOUT: booleanFlag('false'),
  /** The reverse proxy whose X-Forwarded-For / X-Forwarded-Proto we believe; default none. */
  TRUST_PROXY: trustProxy,
  SUPPORT_EMAIL: z.string().default('support@vowly.app'),
  /** /metrics answers only with `Authorization: Bearer <METRICS_TOKEN>`; unset, there is no /metrics. */
  METRICS_TOKEN: optionalString,
  /** json (one JSON object per line), pretty (readable lines), or auto: pretty in a terminal, JSON otherwise. */
  LOG_FORMAT: z.enum(['auto', 'json', 'pretty']).default('auto'),
  LOG_REQUESTS: z
    .enum(['true', 'false', '1', '0'])
    .default('true')
    .transform((v) => v === 'true' || v === '1'),
  WORKER_CONCURRENCY: z.coerce.number().int().min(1).max(32).default(2),
  /** Seconds without a worker heartbeat after which /healthz answers 503 and healthcheck-worker fails. */
  WORKER_HEALTH_TIMEOUT: z.coerce
    .number({ message: 'WORKER_HEALTH_TIMEOUT must be a number of seconds' })
    .min(1, 'WORKER_HEALTH_TIMEOUT must be at least 1 second')
    .max(3600, 'WORKER_HEALTH_TIMEOUT must be at most 3600 seconds')
    .default(60),
  VITE_DEV_URL: optionalString,
  /** Where the Vite client build lives (tests give each run its own). */
  CLIENT_BUILD_DIR: z.string().default('dist/client'),
});

/** Every setting the app reads (compose.yaml passes each one: tests/ops/compose.test.ts). */
export const SETTING_NAMES = Object.keys(envSchema.shape) as (keyof typeof envSchema.shape)[];
/** Settings for development and the tests only, which a deployment never sets. */
export const DEVELOPMENT_SETTINGS: readonly string[] = ['VITE_DEV_URL', 'CLIENT_BUILD_DIR'];
/** The database password compose.yaml once defaulted to; a queue database still using it is refused. */
export const PLACEHOLDER_DATABASE_PASSWORD = 'vowly-change-me';

export type Env = z.infer<typeof envSchema> & {
  dataDir: string;
  databasePath: string;
  uploadsDir: string;
  pgDir: string;
  clientBuildDir: string;
  isProduction: boolean;
  /**
   * The origin of every link we send out (e-mails, and the links pages show): PUBLIC_URL's, else
   * the listening address http://localhost:PORT. Never a request's Host header (issue 28 item 10).
   */
  publicOrigin: string;
  /** How e-mail leaves (see emailTransportOf). */
  emailTransport: EmailTransportName;
  /** The SMTP server when emailTransport is smtp. */
  smtp?: SmtpSettings;
  /**
   * Production with no e-mail service and no EMAIL_TRANSPORT=outbox: start-up warns, the announce
   * pages say e-mail is not being sent and sends are refused (issue 28 item 2).
   */
  emailNotSent: boolean;
};

export type EmailTransportName = 'resend' | 'smtp' | 'outbox';

/** EMAIL_TRANSPORT when set (its service must be configured), else Resend or SMTP by which is configured; both need a choice. */
function emailTransportOf(env: { EMAIL_TRANSPORT?: EmailTransportName; RESEND_API_KEY?: string; SMTP_URL?: string }): EmailTransportName | string {
  if (env.EMAIL_TRANSPORT === 'resend' && !env.RESEND_API_KEY) return 'EMAIL_TRANSPORT: resend needs RESEND_API_KEY';
  if (env.EMAIL_TRANSPORT === 'smtp' && !env.SMTP_URL) return 'EMAIL_TRANSPORT: smtp needs SMTP_URL';
  if (env.EMAIL_TRANSPORT) return env.EMAIL_TRANSPORT;
  if (env.RESEND_API_KEY && env.SMTP_URL) return 'EMAIL_TRANSPORT: both RESEND_API_KEY and SMTP_URL are set; say which to use (resend or smtp)';
  return env.RESEND_API_KEY ? 'resend' : env.SMTP_URL ? 'smtp' : 'outbox';
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    throw new ConfigError(result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`));
  }
  const env = result.data;
  let publicOrigin = new URL(`http://localhost:${env.PORT}`).origin;
  if (env.PUBLIC_URL) {
    const url = URL.canParse(env.PUBLIC_URL) ? new URL(env.PUBLIC_URL) : null;
    if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:')) {
      throw new ConfigError(['PUBLIC_URL: must be the address people use to reach this site, e.g. https://wedding.example.com']);
    }
    publicOrigin = url.origin;
  }
  if (env.DATABASE_URL && URL.canParse(env.DATABASE_URL) && decodeURIComponent(new URL(env.DATABASE_URL).password) === PLACEHOLDER_DATABASE_PASSWORD) {
    throw new ConfigError([
      `DATABASE_URL: uses the example password '${PLACEHOLDER_DATABASE_PASSWORD}'. Choose a password of your own for the queue's PostgreSQL (POSTGRES_PASSWORD with compose.yaml).`,
    ]);
  }
  const emailTransport = emailTransportOf(env);
  if (emailTransport !== 'resend' && emailTransport !== 'smtp' && emailTransport !== 'outbox') throw new ConfigError([emailTransport]);
  const dataDir = path.resolve(env.DATA_DIR);
  return {
    ...env,
    dataDir,
    databasePath: env.DATABASE_PATH ? path.resolve(env.DATABASE_PATH) : path.join(dataDir, 'vowly.db'),
    uploadsDir: path.join(dataDir, 'uploads'),
    pgDir: path.join(dataDir, 'pg'),
    clientBuildDir: path.resolve(ROOT, env.CLIENT_BUILD_DIR),
    isProduction: env.NODE_ENV === 'production',
    publicOrigin,
    emailTransport,
    ...(emailTransport === 'smtp' && env.SMTP_URL ? { smtp: parseSmtpUrl(env.SMTP_URL) ?? undefined } : {}),
    emailNotSent: env.NODE_ENV === 'production' && emailTransport === 'outbox' && env.EMAIL_TRANSPORT !== 'outbox',
  };
}

/**
 * The web and worker processes in production refuse to start without PUBLIC_URL: every e-mailed
 * link is built from it, and a fallback to localhost would mail links nobody can open.
 */
export function requirePublicUrl(config: Env): void {
  if (config.isProduction && !config.PUBLIC_URL) {
    throw new ConfigError([
      'PUBLIC_URL: required in production (NODE_ENV=production). Set it to the address people use to reach this site, e.g. PUBLIC_URL=https://wedding.example.com; every link in every e-mail is built from it.',
    ]);
  }
}

let cached: Env | undefined;
export function env(): Env {
  cached ??= parseEnv();
  return cached;
}
