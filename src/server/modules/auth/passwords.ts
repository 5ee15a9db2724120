import { hash, verify } from '@node-rs/argon2';

/**
 * argon2id with OWASP's recommended parameters (19 MiB memory, 2 passes, 1 lane).
 * The hash string carries its parameters, so they can be raised later without a migration.
 */
const OPTIONS = { algorithm: 2 /* Argon2id (a const enum, not importable under isolatedModules) */, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password.normalize('NFC'), OPTIONS);
}

export async function verifyPassword(stored: string | null, password: string): Promise<boolean> {
  if (!stored) {
    // Same work as a real check, so an unknown account is not told apart by timing.
    await hash(password, OPTIONS);
    return false;
  }
  try {
    return await verify(stored, password.normalize('NFC'));
  } catch {
    return false;
  }
}
