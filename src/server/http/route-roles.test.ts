import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import type { RouteDef, RouteRole } from '@common/api/contract';
import { ACCESS, ROLE_TEXT } from '@common/roles';
import { registeredRoutes } from '../app';
import { createSession } from '../modules/auth/sessions';
import { users } from '../modules/users/schema';
import { useTestApp } from '../test/app';

/**
 * Every route the contract declares with a `role` (src/common/api/routes/*, found by walking
 * their exports, so a new staff route is tested the day it is declared) is registered, and
 * refuses a player (403, ROLE_TEXT), a moderator when it is the admins' (403), and anyone
 * without a session (401), before its handler runs. And no staff-looking path goes without one.
 */
const t = useTestApp();
const keys = { player: '', moderator: '' };

type Declared = Pick<RouteDef, 'method' | 'path' | 'auth' | 'role' | 'params'>;
const ROUTES_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../common/api/routes');

async function declaredRoutes(): Promise<Declared[]> {
  const found: Declared[] = [];
  const walk = (value: unknown, depth: number) => {
    if (!value || typeof value !== 'object' || depth > 2) return;
    const v = value as Partial<Declared>;
    if (typeof v.method === 'string' && typeof v.path === 'string' && typeof v.auth === 'string') return void found.push(v as Declared);
    for (const inner of Object.values(value)) walk(inner, depth + 1);
  };
  for (const file of fs.readdirSync(ROUTES_DIR).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))) {
    walk(await import(path.join(ROUTES_DIR, file)), 0);
  }
  return found;
}

/** A path with its parameters filled by values its schema takes (a number, or a uuid), so the request reaches the role check. */
function urlOf(def: Declared): string {
  const candidates = ['1', '00000000-0000-4000-8000-000000000001', 'male.png'];
  return def.path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    if (name === 'file') return 'male.png';
    if (name === 'flag') return '1';
    const fits = candidates.find((c) => def.params?.safeParse({ ...Object.fromEntries([...def.path.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => [m[1], '1'])), [name]: c }).success);
    return fits ?? '1';
  });
}

let routes: Declared[] = [];
beforeAll(async () => {
  routes = await declaredRoutes();
  for (const who of ['player', 'moderator'] as const) {
    const [u] = await t.ctx.db
      .insert(users)
      .values({ username: `Role${who}`, email: `${who}@roles.test`, access: ACCESS[who], emailVerifiedAt: new Date() })
      .returning({ id: users.id });
    keys[who] = await createSession(t.ctx, u!.id);
  }
});

const ask = (def: Declared, key?: string) =>
  t.call({ method: def.method as 'GET', url: urlOf(def), key, ...(def.method === 'GET' ? {} : { payload: {} }) });
const refusalOf = (role: RouteRole) => (role === 'admin' ? ROLE_TEXT.adminsOnly : ROLE_TEXT.moderatorsOnly);

describe('routes that declare a role', () => {
  it('are registered, and refuse players, lower staff and anonymous askers before anything else', async () => {
    const staff = routes.filter((r) => r.role);
    expect(staff.length).toBeGreaterThanOrEqual(16);
    const registered = registeredRoutes(t.app);
    const failures: string[] = [];
    for (const def of staff) {
      const known = registered.some((r) => r.url === def.path && [r.method].flat().includes(def.method));
      if (!known) failures.push(`${def.method} ${def.path}: not registered`);
      const anonymous = await ask(def);
      if (anonymous.status !== 401) failures.push(`${def.method} ${def.path} anonymous: ${anonymous.status}`);
      const player = await ask(def, keys.player);
      if (player.status !== 403 || player.body.message !== refusalOf(def.role!)) failures.push(`${def.method} ${def.path} player: ${player.status} ${player.body.message}`);
      if (def.role === 'admin') {
        const moderator = await ask(def, keys.moderator);
        if (moderator.status !== 403 || moderator.body.message !== ROLE_TEXT.adminsOnly) failures.push(`${def.method} ${def.path} moderator: ${moderator.status}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('cover every staff-looking path (moderation, admin, review queues)', () => {
    const staffLooking = routes.filter((r) => /^\/api\/(moderation|admin)\/|\/review\b|\/moderation\//.test(r.path));
    expect(staffLooking.length).toBeGreaterThan(10);
    expect(staffLooking.filter((r) => !r.role).map((r) => `${r.method} ${r.path}`)).toEqual([]);
  });
});
