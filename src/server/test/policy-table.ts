import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { ROLE_TEXT, type RoleName } from '@common/roles';
import { blocks } from '../modules/users/schema';
import type { TestApp } from './app';
import { makePlayer, type TestPlayer } from './players';

/**
 * A tiny runner for policy tables (issue 19 §4): for each action on a resource, one row per
 * kind of asker, each with the answer the real route must give (status, and the text when it
 * refuses), run through app.inject against a fresh resource per row. A table names every
 * row (the compiler checks), so a new action cannot forget one.
 *
 * The askers, all signed in (but the first), verified, with coins and gems:
 * - anonymous: no session;
 * - player: a player with no tie to the resource;
 * - owner: whose it is (author, creator, recipient: each table says);
 * - other: the resource's other party where it has one (a mail's sender, a comment's author
 *   on the owner's profile), else another player with no tie;
 * - blocked: a player the owner blocks; blocker: a player who blocks the owner;
 * - moderator, admin.
 */
export const ASKERS = ['anonymous', 'player', 'owner', 'other', 'blocked', 'blocker', 'moderator', 'admin'] as const;
export type Asker = (typeof ASKERS)[number];
export type SignedIn = Exclude<Asker, 'anonymous'>;

export type World = Record<SignedIn, TestPlayer>;

export interface Answer {
  status: number;
  /** The refusal's text (or the success's message when given). */
  message?: string;
}

export const ok = (message?: string): Answer => ({ status: 200, ...(message === undefined ? {} : { message }) });
export const refused = (status: number, message: string): Answer => ({ status, message });
export const NOT_SIGNED_IN = refused(401, 'Not authenticated');
export const STAFF_ONLY = refused(403, ROLE_TEXT.moderatorsOnly);

/** One action of a table: a fresh resource per row (`setup`), the request, every row's answer. */
export interface PolicyAction<F> {
  action: string;
  setup: (w: World) => Promise<F>;
  request: (f: F, w: World) => InjectOptions | Promise<InjectOptions>;
  expect: Record<Asker, Answer>;
}

/** An action's rows, typed against its own fixture. */
export const action = <F>(a: PolicyAction<F>): PolicyAction<unknown> => a as PolicyAction<unknown>;

/** The username of an asker of the world made with `prefix` (for the texts that name a player). */
export const askerName = (prefix: string, who: SignedIn): string => `${prefix}${who[0]!.toUpperCase()}${who.slice(1)}`;

const ROLES: Record<SignedIn, RoleName> = { player: 'player', owner: 'player', other: 'player', blocked: 'player', blocker: 'player', moderator: 'moderator', admin: 'admin' };

/**
 * The askers of one test file, made once (names start with `prefix`, so a file's players
 * stand apart): players straight into the database with a session, verified (tips need it),
 * 100,000 coins and 100 gems through the ledger; `blocked` is blocked by the owner, and
 * `blocker` blocks the owner.
 */
export function useWorld(t: TestApp, prefix: string): World {
  const world = {} as World;
  beforeAll(async () => {
    for (const who of Object.keys(ROLES) as SignedIn[]) {
      world[who] = await makePlayer(t, { username: askerName(prefix, who), role: ROLES[who], coins: 100_000, gems: 100 });
    }
    await t.ctx.db.insert(blocks).values([
      { blockerId: world.owner.id, blockedId: world.blocked.id },
      { blockerId: world.blocker.id, blockedId: world.owner.id },
    ]);
  });
  return world;
}

/** Runs a table: a describe per resource, a test per action and asker. */
export function policyTable(t: TestApp, world: World, resource: string, actions: PolicyAction<unknown>[]): void {
  describe(`policy: ${resource}`, () => {
    for (const a of actions) {
      it.each(ASKERS)(`${a.action}: %s`, async (asker) => {
        const fixture = await a.setup(world);
        const request = await a.request(fixture, world);
        const key = asker === 'anonymous' ? undefined : world[asker].key;
        const res = await t.call({ ...request, key } as InjectOptions & { key?: string });
        const want = a.expect[asker];
        expect({ status: res.status, message: want.message === undefined ? undefined : res.body?.message }, JSON.stringify(res.body)).toEqual(want);
      });
    }
  });
}
