import { sql } from 'drizzle-orm';
import type { TestApp } from '../../test/app';
import type { TestPlayer } from '../../test/players';
import { balancesOf } from '../ledger/service';

/** Players and posts for the forum's integration tests (straight into the database, signed in). */

export const balances = async (t: TestApp, p: TestPlayer) => (await balancesOf(t.ctx, [p.id])).get(p.id)!;

export const longText = (words: string) => `${words} ${'and some more words to pass the fifty character minimum. '.repeat(1)}`.trim();

/** Writes a post through the route (paying its gem); answers its id. */
export async function writePost(t: TestApp, p: TestPlayer, fields: { title?: string; category?: string; message?: string } = {}): Promise<string> {
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
