import path from 'node:path';
import { z } from 'zod';
import { BOOST_GOAL_DEFAULT } from '@common/payments/catalog';

const optionalString = z
  .string()
  .optional()
  .transform((v) => (v && v.trim() !== '' ? v.trim() : undefined));

const flag = z
  .string()
  .optional()
  .transform((v) => v === '1' || v === 'true' || v === 'yes');

/**
 * Every environment variable the app reads, validated at boot. Defaults make
 * `npm start` work on a fresh machine with nothing set. The README's table mirrors this.
 */
export const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** The interface to listen on: this machine only unless set (0.0.0.0 opens it to the network). */
  HOST: z.string().trim().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().default('./data'),
  /** Generated art (bodies, items, map, emojis, composed looks); default DATA_DIR/art. */
  ART_DIR: optionalString,
  DATABASE_URL: optionalString,
  /**
   * Connections of each of the process's two pools (queries, named statements); unset: sized
   * at start from what the server allows (see poolSizeFor in db/client.ts).
   */
  DB_POOL_MAX: z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int().min(1).max(500).optional()),
  REDIS_URL: optionalString,
  SMTP_URL: optionalString,
  MAIL_FROM: z.string().default('Oldroad <no-reply@oldroad.local>'),
  PUBLIC_URL: optionalString,
  ALLOWED_ORIGINS: optionalString,
  /** Behind a reverse proxy: how many proxy hops to trust for the client address (X-Forwarded-For). */
  TRUST_PROXY: z.coerce.number().int().min(0).max(10).default(0),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SEED_DEMO: flag,
  GOOGLE_CLIENT_ID: optionalString,
  GOOGLE_CLIENT_SECRET: optionalString,
  FACEBOOK_CLIENT_ID: optionalString,
  FACEBOOK_CLIENT_SECRET: optionalString,
  DISCORD_CLIENT_ID: optionalString,
  DISCORD_CLIENT_SECRET: optionalString,
  /** Test/dev only: send every OAuth provider to this OAuth2 issuer (e.g. a local mock server). */
  OAUTH_TEST_ISSUER: optionalString,
  RADIO_STREAM_URL: optionalString,
  /** Social links on the login and offline screens; unset ones are not shown. */
  SOCIAL_COMMUNITY_URL: optionalString.pipe(z.url().optional()),
  SOCIAL_PHOTOS_URL: optionalString.pipe(z.url().optional()),
  SOCIAL_NETWORK_URL: optionalString.pipe(z.url().optional()),
  WORD_FILTER: optionalString,
  /** With the demo world seeded, its residents walk the town; `0` turns them off. */
  DEMO_RESIDENTS: z
    .string()
    .optional()
    .transform((v) => !['0', 'false', 'no', 'off'].includes((v ?? '').trim().toLowerCase())),
  /** Payments (issue 20): unset, the built-in test provider takes test cards and no money moves (see TEST_PAYMENTS). */
  STRIPE_SECRET_KEY: optionalString,
  /**
   * The built-in test provider when STRIPE_SECRET_KEY is unset: `on` or `off`. Unset, it is on
   * with the demo world (the embedded database, or SEED_DEMO) and off otherwise, so a
   * deployment on its own database that has no Stripe keys yet never grants gems for a test card.
   */
  TEST_PAYMENTS: z.enum(['on', 'off']).optional(),
  /** Verifies webhook signatures; default: one generated once into DATA_DIR (payments/secret.ts). */
  STRIPE_WEBHOOK_SECRET: optionalString,
  /** Tests only: talk to this stand-in for Stripe's API (e.g. http://127.0.0.1:12111). */
  STRIPE_API_URL: optionalString.pipe(z.url().optional()),
  /** The support page's contact link. */
  SUPPORT_EMAIL: z.string().trim().default('support@oldroad.local'),
  /** The boost goal's target in dollars, set by the operator. */
  BOOST_GOAL: z.coerce.number().int().min(1).max(100_000_000).default(BOOST_GOAL_DEFAULT),
  /** New accounts (password or provider sign-up) one address may make per hour. */
  REGISTRATIONS_PER_HOUR: z.coerce.number().int().min(1).default(10),
  /** Failed sign-ins one address may make per hour, across every account it tries. */
  LOGIN_FAILURES_PER_ADDRESS_PER_HOUR: z.coerce.number().int().min(1).default(100),
  /** Forgot-password requests one address may make per hour, across every email it names. */
  RESET_REQUESTS_PER_ADDRESS_PER_HOUR: z.coerce.number().int().min(1).default(20),
});

export type Env = z.output<typeof configSchema>;

export interface Config extends Env {
  /** The demo world is seeded: on the embedded database, or with SEED_DEMO. */
  demoWorld: boolean;
  /** Who takes card payments: Stripe, the built-in test provider, or nobody yet. */
  payments: 'stripe' | 'test' | 'off';
  dataDir: string;
  artDir: string;
  publicUrl: string;
  allowedOrigins: string[];
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  const allowedOrigins = e.ALLOWED_ORIGINS
    ? e.ALLOWED_ORIGINS.split(',').map((o) => o.trim()).filter(Boolean)
    : [publicUrl, `http://localhost:${e.PORT}`, `http://127.0.0.1:${e.PORT}`, 'http://localhost:5173'];
  const artDir = path.resolve(e.ART_DIR ?? path.join(e.DATA_DIR, 'art'));
  const demoWorld = e.DATABASE_URL ? e.SEED_DEMO : true;
  const payments = e.STRIPE_SECRET_KEY ? 'stripe' : (e.TEST_PAYMENTS ?? (demoWorld ? 'on' : 'off')) === 'on' ? 'test' : 'off';
  return { ...e, demoWorld, payments, dataDir: path.resolve(e.DATA_DIR), artDir, publicUrl, allowedOrigins };
}
