import { beforeAll, describe, expect, it } from 'vitest';
import { registeredRoutes } from '../app';
import { createSession } from '../modules/auth/sessions';
import { users } from '../modules/users/schema';
import { useTestApp } from '../test/app';

const t = useTestApp();
let key = '';

beforeAll(async () => {
  // An admin, so every route gets past its session and role checks to its parameters.
  const [admin] = await t.ctx.db.insert(users).values({ username: 'Walker', email: 'walker@x.test', isMale: true, access: 2 }).returning();
  key = await createSession(t.ctx, admin!.id);
});

/** Values no id of ours can take: out of int4 (and of every number type), signs, fractions, non-uuids, NUL. */
const BAD_IDS = ['2147483648', '99999999999999999999', '-1', '0', '1.5', '1e400', 'NaN', 'not-a-uuid', '00000000-0000-0000-0000-00000000000g', '%00', 'a%00b', `${'9'.repeat(400)}`];

describe('every registered route with a path parameter', () => {
  it('answers malformed and out-of-range ids (and NUL bytes) without a 500', async () => {
    const routes = registeredRoutes(t.app).filter((r) => r.url.includes('/:'));
    expect(routes.length).toBeGreaterThan(40);
    const failures: string[] = [];
    let requests = 0;
    for (const route of routes) {
      const methods = (Array.isArray(route.method) ? route.method : [route.method]).filter((m) => m !== 'HEAD' && m !== 'OPTIONS');
      for (const method of methods) {
        for (const bad of BAD_IDS) {
          // Each parameter in turn gets the bad value; the others a plausible one.
          const names = [...route.url.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1]!);
          for (const target of names) {
            const url = route.url.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => (name === target ? bad : name === 'flag' ? '1' : '1'));
            const res = await t.app.inject({
              method: method as 'GET',
              url,
              headers: { 'x-session-key': key, ...(method === 'GET' ? {} : { 'content-type': 'application/json' }) },
              ...(method === 'GET' ? {} : { payload: '{}' }),
            });
            requests++;
            if (res.statusCode >= 500) failures.push(`${method} ${url} -> ${res.statusCode} ${res.body.slice(0, 120)}`);
          }
        }
      }
    }
    expect(failures).toEqual([]);
    expect(requests).toBeGreaterThan(500);
  });

  it('refuses a malformed id with a 400 and a message that names it', async () => {
    const forum = await t.call({ method: 'GET', url: '/api/forum/post/not-a-uuid/quick-info', key });
    expect(forum).toMatchObject({ status: 400, body: { success: false, message: 'id: must be a uuid' } });
    const item = await t.call({ method: 'GET', url: '/api/inventory/2147483648/equip/1', key });
    expect(item).toMatchObject({ status: 400, body: { success: false, message: 'id: must be a whole number from 1 to 2,147,483,647' } });
    const reply = await t.call({ method: 'POST', url: '/api/moderation/forum/post/00000000-0000-4000-8000-000000000000/reply/x/hide', key, payload: { hidden: true } });
    expect(reply).toMatchObject({ status: 400, body: { message: 'replyId: must be a uuid' } });
  });
});
