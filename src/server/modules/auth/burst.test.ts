import { describe, expect, it, vi } from 'vitest';
import { ACCOUNT_TEXT, LOGIN_MAX_FAILURES } from '@common/accounts';
import { loadConfig } from '../../config';
import { useTestApp } from '../../test/app';

/**
 * Sign-in under a burst, as an attacker sends it: many requests at once on real concurrency
 * (app.inject runs them interleaved over the database pool). argon2 is wrapped to count the
 * password checks that really ran: `verify` for an account, `hash` for an unknown email (the
 * same work, so timing does not tell them apart).
 */
const argon = vi.hoisted(() => ({ checks: 0 }));
vi.mock('@node-rs/argon2', async (importOriginal) => {
  const real = await importOriginal<typeof import('@node-rs/argon2')>();
  return {
    ...real,
    verify: (...args: Parameters<typeof real.verify>) => {
      argon.checks++;
      return real.verify(...args);
    },
    hash: (...args: Parameters<typeof real.hash>) => {
      argon.checks++;
      return real.hash(...args);
    },
  };
});

const PER_ADDRESS = 25;
const t = useTestApp({ LOGIN_FAILURES_PER_ADDRESS_PER_HOUR: String(PER_ADDRESS) });

const login = (email: string, password: string, remoteAddress: string) =>
  t.call({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress });

async function account(name: string): Promise<string> {
  const email = `${name.toLowerCase()}@example.test`;
  const res = await t.call({ method: 'POST', url: '/game-api/register', payload: { username: name, email, password: 'right password', confirmPassword: 'right password', gender: 0 } });
  expect(res.status).toBe(200);
  return email;
}

/** The answers of `n` sign-ins sent at once, and how many passwords were checked meanwhile. */
async function burst(n: number, attempt: (i: number) => ReturnType<typeof login>) {
  const before = argon.checks;
  const answers = await Promise.all(Array.from({ length: n }, (_, i) => attempt(i)));
  const statuses = answers.map((a) => a.status);
  return { answers, checks: argon.checks - before, ok: statuses.filter((s) => s === 200).length, refused: statuses.filter((s) => s === 401).length, limited: statuses.filter((s) => s === 429).length };
}

describe('sign-in under a burst', () => {
  it(`checks at most ${LOGIN_MAX_FAILURES} of 30 parallel wrong passwords for one account; the rest are 429 before any check`, async () => {
    const email = await account('Target');
    const run = await burst(30, () => login(email, 'wrong password', '198.51.100.50'));
    expect(run.checks).toBe(LOGIN_MAX_FAILURES);
    expect(run.refused).toBe(LOGIN_MAX_FAILURES);
    expect(run.limited).toBe(30 - LOGIN_MAX_FAILURES);
    expect(run.answers.filter((a) => a.status === 429).every((a) => a.body.message === ACCOUNT_TEXT.tooManyAttempts)).toBe(true);
    // Locked now, right password included, with no check.
    const before = argon.checks;
    expect((await login(email, 'right password', '198.51.100.50')).status).toBe(429);
    expect(argon.checks).toBe(before);
    // The owner elsewhere is not locked out.
    expect((await login(email, 'right password', '198.51.100.51')).status).toBe(200);
  });

  it('gives an unknown email the same answers and the same work as a wrong password', async () => {
    const email = await account('Known');
    const known = await burst(30, () => login(email, 'wrong password', '198.51.100.60'));
    const unknown = await burst(30, () => login('nobody-here@example.test', 'wrong password', '198.51.100.61'));
    for (const run of [known, unknown]) expect([run.checks, run.refused, run.limited]).toEqual([LOGIN_MAX_FAILURES, LOGIN_MAX_FAILURES, 30 - LOGIN_MAX_FAILURES]);
    const bodies = (run: typeof known) => [...new Set(run.answers.map((a) => JSON.stringify(a.body)))].sort();
    expect(bodies(unknown)).toEqual(bodies(known));
  });

  it('gives a right password its reservation back: sign-ins never add up, and a burst leaves no lock', async () => {
    const email = await account('Owner');
    for (let i = 0; i < LOGIN_MAX_FAILURES + 2; i++) expect((await login(email, 'right password', '198.51.100.70')).status).toBe(200);
    // More at once than the limit: those past it wait (429) like any attempt past it would.
    const run = await burst(LOGIN_MAX_FAILURES + 5, () => login(email, 'right password', '198.51.100.70'));
    expect([run.ok, run.limited]).toEqual([LOGIN_MAX_FAILURES, 5]);
    expect((await login(email, 'right password', '198.51.100.70')).status).toBe(200);
  });

  it(`allows ${PER_ADDRESS} failures an hour from one address across accounts, then refuses every sign-in from it`, async () => {
    const address = '198.51.100.80';
    const emails = await Promise.all(['Alder', 'Birch', 'Cedar', 'Damson'].map(account));
    // A spray of guesses over many accounts, each below its own lock, some of them at once.
    const run = await burst(40, (i) => login(i < 30 ? emails[i % 3]!.replace('@', `+${i}@`) : emails[i % 3]!, 'guess', address));
    expect(run.checks).toBe(PER_ADDRESS);
    expect(run.limited).toBe(40 - PER_ADDRESS);
    expect(run.answers.some((a) => a.body.message === ACCOUNT_TEXT.tooManyAttemptsFromAddress)).toBe(true);
    const right = await login(emails[3]!, 'right password', address);
    expect(right.status).toBe(429);
    expect(right.body).toEqual({ success: false, message: ACCOUNT_TEXT.tooManyAttemptsFromAddress });
    expect(Number(right.headers['retry-after'])).toBeGreaterThan(0);
    expect((await login(emails[3]!, 'right password', '198.51.100.81')).status).toBe(200);
  });

  it('defaults to 100 failed sign-ins an hour per address', () => {
    expect(loadConfig({}).LOGIN_FAILURES_PER_ADDRESS_PER_HOUR).toBe(100);
  });
});
