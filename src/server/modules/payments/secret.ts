import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../../config';

/** Where the generated webhook secret is kept when STRIPE_WEBHOOK_SECRET is unset. */
export const WEBHOOK_SECRET_FILE = 'stripe-webhook-secret';

const generated = new Map<string, string>();

/**
 * The secret webhook signatures are checked with: STRIPE_WEBHOOK_SECRET, else one generated
 * once into DATA_DIR (so every process of one app, and its restarts, agree; the built-in test
 * provider signs with it). Written with `wx`: two processes starting together keep one secret.
 */
export function webhookSecret(config: Config): string {
  if (config.STRIPE_WEBHOOK_SECRET) return config.STRIPE_WEBHOOK_SECRET;
  const file = path.join(config.dataDir, WEBHOOK_SECRET_FILE);
  const known = generated.get(file);
  if (known) return known;
  let secret: string;
  try {
    secret = fs.readFileSync(file, 'utf8').trim();
  } catch {
    fs.mkdirSync(config.dataDir, { recursive: true });
    try {
      fs.writeFileSync(file, `whsec_${randomBytes(24).toString('base64url')}\n`, { flag: 'wx', mode: 0o600 });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
    secret = fs.readFileSync(file, 'utf8').trim();
  }
  generated.set(file, secret);
  return secret;
}
