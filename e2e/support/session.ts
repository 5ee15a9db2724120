import type { BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import type { DialogName } from '@common/dialogs';
import { AD_LAST_SHOWN_KEY } from '../../src/web/shell/adSchedule';
import type { E2EServer } from './server';

/**
 * Players for browser tests, the way every file does it: accounts registered through the real
 * routes, API calls with a session key, a page signed in by its cookie, dialogs opened through
 * the documented hook window.__oldroadDialogs (src/web/stores/dialogs.ts).
 */

/**
 * The support (ad) dialog opens by itself once a day, when the signed-in frame first shows
 * (src/web/shell/GameFrame.tsx → adSchedule.ts: maybeOpenAd reads AD_LAST_SHOWN_KEY from
 * localStorage). Marks it as just shown in every page of the context, before the app's code
 * runs, so it stays out of the way; also in frames that may not touch storage.
 */
export async function keepAdAway(target: Page | BrowserContext): Promise<void> {
  const context = 'context' in target ? target.context() : target;
  await context.addInitScript((key) => {
    try {
      window.localStorage.setItem(key, String(Date.now()));
    } catch {
      /* a sandboxed frame: it shows no ad either */
    }
  }, AD_LAST_SHOWN_KEY);
}

export interface Account {
  username: string;
  email: string;
  password: string;
}

/** `<username>@<domain>` with a password every file's players share. */
export const account = (username: string, domain = 'town.test', password = 'a cosy password'): Account => ({
  username,
  email: `${username.toLowerCase()}@${domain}`,
  password,
});

export interface ApiAnswer<T> {
  status: number;
  body: T;
}

/** A JSON call to the app, as a player when `key` (their session key) is given. */
export async function apiCall<T = any>(server: E2EServer, method: string, url: string, body?: unknown, key?: string): Promise<ApiAnswer<T>> {
  const res = await fetch(`${server.url}${url}`, {
    method,
    headers: { ...(key ? { 'x-session-key': key } : {}), ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
    body: body !== undefined ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    /* not JSON */
  }
  return { status: res.status, body: parsed as T };
}

/** Registers `a` through the real route (gender 1 unless given) and answers its session key and id. */
export async function registerAccount(server: E2EServer, a: Account, gender = 1): Promise<{ key: string; id: string }> {
  const reg = await apiCall(server, 'POST', '/game-api/register', { username: a.username, email: a.email, password: a.password, confirmPassword: a.password, gender });
  expect(reg.status, `register ${a.username}: ${JSON.stringify(reg.body)}`).toBe(200);
  return logIn(server, a);
}

/** Signs `a` in through the API (no page) and answers its session key and id. */
export async function logIn(server: E2EServer, a: Pick<Account, 'email' | 'password'>): Promise<{ key: string; id: string }> {
  const login = await apiCall<{ serverSessionKey: string; user: { _id: string } }>(server, 'POST', '/api/auth/login', { email: a.email, password: a.password });
  expect(login.status, `sign in ${a.email}: ${JSON.stringify(login.body)}`).toBe(200);
  return { key: login.body.serverSessionKey, id: login.body.user._id };
}

/**
 * Players' API calls by name: `register` them first, then `call(name, method, url, body)`
 * answers the JSON body (`status` too with `answer`), with that player's session key.
 */
export function playersApi(server: E2EServer) {
  const keys: Record<string, string> = {};
  const ids: Record<string, string> = {};
  return {
    keys,
    ids,
    async register(a: Account, gender = 1) {
      const { key, id } = await registerAccount(server, a, gender);
      keys[a.username] = key;
      ids[a.username] = id;
      return key;
    },
    answer: <T = any>(username: string, method: string, url: string, body?: unknown) => apiCall<T>(server, method, url, body, keys[username]),
    call: async <T = any>(username: string, method: string, url: string, body?: unknown): Promise<T> => (await apiCall<T>(server, method, url, body, keys[username])).body,
  };
}

export interface SignInOptions {
  /** The town is left out (`/?town=off`) unless true: dialogs are most stories. */
  town?: boolean;
  /** Waits for the top bar (default) or only for the dialog hook. */
  waitFor?: 'top-bar' | 'dialogs';
  /** Leave the daily support dialog to open by itself (its own stories). */
  keepAd?: boolean;
  /** The first page load's limit (a cold build on a busy machine can be slow). */
  timeout?: number;
}

/**
 * Signs `page` in as `a` by the session cookie (the API's sign-in, as the sign-in form does)
 * and opens the app; with the support dialog kept away unless `keepAd`.
 */
export async function signIn(page: Page, server: E2EServer, a: Pick<Account, 'email' | 'password'>, opts: SignInOptions = {}): Promise<{ key: string; id: string }> {
  if (!opts.keepAd) await keepAdAway(page);
  const login = await page.request.post(`${server.url}/api/auth/login`, { data: { email: a.email, password: a.password } });
  expect(login.status()).toBe(200);
  const body = (await login.json()) as { serverSessionKey: string; user: { _id: string } };
  await page.goto(opts.town ? `${server.url}/` : `${server.url}/?town=off`, opts.timeout ? { timeout: opts.timeout } : {});
  if ((opts.waitFor ?? 'top-bar') === 'top-bar') await page.getByTestId('top-bar').waitFor(opts.timeout ? { timeout: opts.timeout } : {});
  await page.waitForFunction(() => !!window.__oldroadDialogs);
  return { key: body.serverSessionKey, id: body.user._id };
}

/** Opens a dialog through the app's hook and waits until the dialog host shows it. */
export async function openDialog(page: Page, name: DialogName | string, props?: Record<string, unknown>): Promise<void> {
  await page.evaluate(([n, p]) => window.__oldroadDialogs!.open(n as never, p as never), [name, props] as const);
  await expect.poll(() => page.getByTestId('dialog').getAttribute('data-dialog')).toBe(name);
}
