import { eq } from 'drizzle-orm';
import type { TestApp } from '../../test/app';
import type { TestPlayer } from '../../test/players';
import { chatMessages, whispers } from '../chat/schema';
import { creatorSubmissions } from '../creator/schema';
import { forumPosts, forumReplies } from '../forum/schema';
import { items } from '../items/schema';
import { mail } from '../mail/schema';
import { feedComments, feedPosts } from '../outfitsFeed/schema';
import { profileComments } from '../profiles/schema';

/** Rows to report, written straight into the database (the reports tests and the policy table). */

/** Public chat lines by `senderId`, one millisecond apart from `at` on (so their order is fixed). */
export async function chatLines(t: TestApp, lines: { senderId: string; text: string }[], at = Date.now() - 60_000): Promise<string[]> {
  const rows = await t.ctx.db
    .insert(chatMessages)
    .values(lines.map((l, i) => ({ ...l, createdAt: new Date(at + i) })))
    .returning({ id: chatMessages.id });
  return rows.map((r) => r.id);
}

export async function whisperLines(t: TestApp, lines: { senderId: string; recipientId: string; text: string }[], at = Date.now() - 60_000): Promise<string[]> {
  const rows = await t.ctx.db
    .insert(whispers)
    .values(lines.map((l, i) => ({ ...l, createdAt: new Date(at + i) })))
    .returning({ id: whispers.id });
  return rows.map((r) => r.id);
}

export async function aMail(t: TestApp, senderId: string, recipientId: string, message = 'Send me your password'): Promise<string> {
  const [row] = await t.ctx.db.insert(mail).values({ senderId, recipientId, message }).returning({ id: mail.id });
  return row!.id;
}

export async function aForumPost(t: TestApp, authorId: string, opts: { hidden?: boolean } = {}): Promise<string> {
  const [row] = await t.ctx.db
    .insert(forumPosts)
    .values({ authorId, category: 'general', title: 'Free gems here', message: 'Visit my site for free gems, everyone should try it today.', hiddenAt: opts.hidden ? new Date() : null })
    .returning({ id: forumPosts.id });
  return row!.id;
}

export async function aForumReply(t: TestApp, postAuthorId: string, authorId: string): Promise<{ postId: string; replyId: string }> {
  const postId = await aForumPost(t, postAuthorId);
  const [row] = await t.ctx.db.insert(forumReplies).values({ postId, authorId, message: 'You are all idiots' }).returning({ id: forumReplies.id });
  await t.ctx.db.update(forumPosts).set({ replyCount: 1 }).where(eq(forumPosts.id, postId));
  return { postId, replyId: row!.id };
}

export async function aProfileComment(t: TestApp, profileOwnerId: string, senderId: string): Promise<string> {
  const [row] = await t.ctx.db.insert(profileComments).values({ profileOwnerId, senderId, message: 'Nobody likes you' }).returning({ id: profileComments.id });
  return row!.id;
}

export async function aFeedPost(t: TestApp, userId: string, privacy: 'everyone' | 'friends' | 'private' = 'everyone'): Promise<string> {
  const [row] = await t.ctx.db
    .insert(feedPosts)
    .values({ userId, type: 'single', description: 'My outfit of the day, rate it', privacy, status: 'published', publishedAt: new Date() })
    .returning({ id: feedPosts.id });
  return row!.id;
}

export async function aFeedComment(t: TestApp, postId: string, userId: string): Promise<string> {
  const [row] = await t.ctx.db.insert(feedComments).values({ postId, userId, text: 'Ugly, delete this' }).returning({ id: feedComments.id });
  await t.ctx.db.update(feedPosts).set({ commentCount: 1 }).where(eq(feedPosts.id, postId));
  return row!.id;
}

/** An approved creator item for sale in the store. */
export async function aCreatorItem(t: TestApp, creator: TestPlayer): Promise<number> {
  const [item] = await t.ctx.db
    .insert(items)
    .values({ name: 'Stolen Hat', description: 'A copy of someone else’s art', creator: creator.username, category: 7, costCoins: 100, art: 'uploads/items/none' })
    .returning({ id: items.id });
  await t.ctx.db.insert(creatorSubmissions).values({ submitterId: creator.id, name: 'Stolen Hat', gender: 'male', category: 7, status: 'approved', itemId: item!.id, reviewedAt: new Date() });
  return item!.id;
}
