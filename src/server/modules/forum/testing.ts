import { sql } from 'drizzle-orm';
import type { TestApp } from '../../test/app';
import { createSession } from '../auth/sessions';
import { balancesOf, openAccount } from '../ledger/service';
import { users } from '../users/schema';

/** Players and posts for the forum's integration tests (straight into the database, signed in). */

export interface ForumPlayer {
  id: string;
  key: string;
  username: string;
}

/**
 * A signed-in player with balances opened through the ledger. Verified by default, as tipping
 * needs (coins leave an account only once its email is verified); `verified: false` for the
 * refusal.
 */
export async function forumPlayer(t: TestApp, username: string, start: { coins?: number; gems?: number; access?: number; verified?: boolean } = {}): Promise<ForumPlayer> {
  const [u] = await t.ctx.db
    .insert(users)
    .values({ username, email: `${username.toLowerCase()}@forum.test`, access: start.access ?? 0, emailVerifiedAt: start.verified === false ? null : new Date() })
    .returning({ id: users.id });
  await openAccount(t.ctx.db, u!.id, { coins: start.coins ?? 0, gems: start.gems ?? 0 });
  return { id: u!.id, key: await createSession(t.ctx, u!.id), username };
}

export const balances = async (t: TestApp, p: ForumPlayer) => (await balancesOf(t.ctx, [p.id])).get(p.id)!;

export const longText = (words: string) => `${words} ${'and some more words to pass the fifty character minimum. '.repeat(1)}`.trim();

/** Writes a post through the route (paying its gem); answers its id. */
export async function writePost(t: TestApp, p: ForumPlayer, fields: { title?: string; category?: string; message?: string } = {}): Promise<string> {
  const res = await t.call({
    method: 'POST',
    url: '/api/forum/post',
    key: p.key,
    payload: { title: 'A fine title', category: 'general', message: longText('Hello town.'), ...fields },
  });
  if (res.status !== 200) throw new Error(`post: ${JSON.stringify(res.body)}`);
  return res.body.id as string;
}

/** Sets moderation's columns directly (the moderation module owns the routes that do it). */
export async function moderate(t: TestApp, postId: string, set: { pinned?: boolean; locked?: boolean; hidden?: boolean }): Promise<void> {
  if (set.pinned !== undefined) await t.ctx.db.execute(sql`UPDATE forum_posts SET is_pinned = ${set.pinned} WHERE id = ${postId}`);
  if (set.locked !== undefined) await t.ctx.db.execute(sql`UPDATE forum_posts SET is_locked = ${set.locked} WHERE id = ${postId}`);
  if (set.hidden !== undefined) await t.ctx.db.execute(sql`UPDATE forum_posts SET hidden_at = ${set.hidden ? sql`now()` : sql`NULL`} WHERE id = ${postId}`);
  // Pages kept in memory (with `changes`) show it once its notice is heard.
  await t.settled();
}
