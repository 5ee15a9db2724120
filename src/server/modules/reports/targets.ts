import { and, asc, desc, eq, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { feedUploadImagePath } from '@common/api/routes/outfitsFeed';
import type { Evidence, EvidenceLine } from '@common/api/routes/reports';
import { cdn } from '@common/cdn';
import { REPORT_CONTEXT_LINES, REPORT_PLAYER_CHAT_LINES, REPORT_TEXT, type ReportTargetType } from '@common/moderation-reports';
import { Invalid, NotFound } from '../../errors';
import { chatMessages, whispers } from '../chat/schema';
import { creatorSubmissions } from '../creator/schema';
import { forumPosts, forumReplies } from '../forum/schema';
import { inventory, items } from '../items/schema';
import type { Tx } from '../../db/client';
import { canSeeMail } from '../mail/policy';
import { mail } from '../mail/schema';
import { isSystemSender } from '../mail/system';
import { feedComments, feedPosts, feedSlots } from '../outfitsFeed/schema';
import { visibleTo } from '../outfitsFeed/policy';
import { profileComments, profiles } from '../profiles/schema';
import { users } from '../users/schema';

/**
 * What a report is about, read from the server's own records: who wrote it (the reported
 * player) and the evidence as stored, never anything the client sent. A reporter (`viewer`)
 * only reaches what they can see: anything else answers exactly like a missing row (404), so a
 * report cannot probe for whispers, mail or private posts. The system (viewer null: the word
 * filter's `review`) reads any row.
 */
export interface Target {
  /** The id the case is kept under (a player by their user id, whatever name the report used). */
  targetId: string;
  reportedUserId: string;
  evidence: Evidence & { parties?: string[] };
}

export type Viewer = { id: string } | null;

const iso = (d: Date) => d.toISOString();
const gone = (type: ReportTargetType): never => {
  throw new NotFound(REPORT_TEXT.notFound[type]);
};
const nameOf = (username: string | null) => username ?? '';

/** Reads the target the way `viewer` may see it, or throws. */
export async function readTarget(db: Tx, viewer: Viewer, type: ReportTargetType, id: string): Promise<Target> {
  switch (type) {
    case 'player':
      return player(db, id);
    case 'chat':
      return chatLine(db, id);
    case 'whisper':
      return whisperLine(db, viewer, id);
    case 'mail':
      return mailRow(db, viewer, id);
    case 'forumPost':
      return forumPost(db, id);
    case 'forumReply':
      return forumReply(db, id);
    case 'comment':
      return profileComment(db, id);
    case 'feedPost':
      return feedPost(db, viewer, id);
    case 'feedComment':
      return feedComment(db, viewer, id);
    case 'item':
      return creatorItem(db, viewer, id);
  }
}

/** A player by username (as the client names them) or by id (the system names rows by id). */
async function player(db: Tx, nameOrId: string): Promise<Target> {
  const byId = /^[0-9a-f-]{36}$/i.test(nameOrId);
  const [u] = await db
    .select({ id: users.id, username: users.username, bio: profiles.bio, location: profiles.location, nametag: profiles.nametag, createdAt: users.createdAt })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(byId ? eq(users.id, nameOrId) : sql`lower(${users.username}) = lower(${nameOrId})`);
  if (!u?.username) return gone('player');
  const recent = await db
    .select({ id: chatMessages.id, text: chatMessages.text, at: chatMessages.createdAt, hiddenAt: chatMessages.hiddenAt })
    .from(chatMessages)
    .where(eq(chatMessages.senderId, u.id))
    .orderBy(desc(chatMessages.createdAt))
    .limit(REPORT_PLAYER_CHAT_LINES);
  const details = [{ label: 'Joined', value: iso(u.createdAt).slice(0, 10) }];
  if (u.location) details.push({ label: 'Location', value: u.location });
  if (u.nametag) details.push({ label: 'Name tag', value: u.nametag });
  return {
    targetId: u.id,
    reportedUserId: u.id,
    evidence: {
      author: u.username,
      title: 'Bio',
      text: u.bio ?? '',
      details,
      lines: recent.reverse().map((l) => ({ id: l.id, username: u.username!, text: l.text, at: iso(l.at), ...(l.hiddenAt ? { hidden: true } : {}) })),
      images: [],
    },
  };
}

/** A public line and the town's lines around it (every speaker: it was said in public). */
async function chatLine(db: Tx, id: string): Promise<Target> {
  const [line] = await db
    .select({ id: chatMessages.id, senderId: chatMessages.senderId, text: chatMessages.text, at: chatMessages.createdAt, hiddenAt: chatMessages.hiddenAt, username: users.username })
    .from(chatMessages)
    .innerJoin(users, eq(users.id, chatMessages.senderId))
    .where(eq(chatMessages.id, id));
  if (!line || line.hiddenAt) return gone('chat');
  const cols = { id: chatMessages.id, text: chatMessages.text, at: chatMessages.createdAt, hiddenAt: chatMessages.hiddenAt, username: users.username };
  // Compared with the stored time in SQL: a JS Date keeps milliseconds, PostgreSQL microseconds.
  const key = sql`(SELECT ${chatMessages.createdAt}, ${chatMessages.id} FROM ${chatMessages} WHERE ${chatMessages.id} = ${line.id})`;
  const around = (side: 'before' | 'after') =>
    db
      .select(cols)
      .from(chatMessages)
      .innerJoin(users, eq(users.id, chatMessages.senderId))
      .where(side === 'before' ? sql`(${chatMessages.createdAt}, ${chatMessages.id}) < ${key}` : sql`(${chatMessages.createdAt}, ${chatMessages.id}) > ${key}`)
      .orderBy(...(side === 'before' ? [desc(chatMessages.createdAt), desc(chatMessages.id)] : [asc(chatMessages.createdAt), asc(chatMessages.id)]))
      .limit(REPORT_CONTEXT_LINES);
  const [before, after] = await Promise.all([around('before'), around('after')]);
  const present = (l: typeof before[number], reported = false): EvidenceLine => ({
    id: l.id,
    username: nameOf(l.username),
    text: l.text,
    at: iso(l.at),
    ...(reported ? { reported: true } : {}),
    ...(l.hiddenAt ? { hidden: true } : {}),
  });
  return {
    targetId: line.id,
    reportedUserId: line.senderId,
    evidence: {
      author: nameOf(line.username),
      text: line.text,
      at: iso(line.at),
      details: [],
      lines: [...before.reverse().map((l) => present(l)), present(line, true), ...after.map((l) => present(l))],
      images: [],
    },
  };
}

/**
 * A whisper, reachable by its two parties only (anyone else: 404), with the two parties' other
 * whispers around it and nobody else's. The parties are kept with the evidence: moderators
 * read whisper lines only on a case one of them reported (present.ts).
 */
async function whisperLine(db: Tx, viewer: Viewer, id: string): Promise<Target> {
  const sender = alias(users, 'sender');
  const recipient = alias(users, 'recipient');
  const cols = { id: whispers.id, senderId: whispers.senderId, recipientId: whispers.recipientId, text: whispers.text, at: whispers.createdAt, from: sender.username, to: recipient.username };
  const base = () => db.select(cols).from(whispers).innerJoin(sender, eq(sender.id, whispers.senderId)).innerJoin(recipient, eq(recipient.id, whispers.recipientId));
  const [line] = await base().where(eq(whispers.id, id));
  if (!line || (viewer && viewer.id !== line.senderId && viewer.id !== line.recipientId)) return gone('whisper');
  const between = or(
    and(eq(whispers.senderId, line.senderId), eq(whispers.recipientId, line.recipientId)),
    and(eq(whispers.senderId, line.recipientId), eq(whispers.recipientId, line.senderId)),
  );
  const key = sql`(SELECT ${whispers.createdAt}, ${whispers.id} FROM ${whispers} WHERE ${whispers.id} = ${line.id})`;
  const around = (side: 'before' | 'after') =>
    base()
      .where(and(between, side === 'before' ? sql`(${whispers.createdAt}, ${whispers.id}) < ${key}` : sql`(${whispers.createdAt}, ${whispers.id}) > ${key}`))
      .orderBy(...(side === 'before' ? [desc(whispers.createdAt), desc(whispers.id)] : [asc(whispers.createdAt), asc(whispers.id)]))
      .limit(REPORT_CONTEXT_LINES);
  const [before, after] = await Promise.all([around('before'), around('after')]);
  const present = (l: typeof before[number], reported = false): EvidenceLine => ({
    id: l.id,
    username: nameOf(l.from),
    to: nameOf(l.to),
    text: l.text,
    at: iso(l.at),
    ...(reported ? { reported: true } : {}),
  });
  return {
    targetId: line.id,
    reportedUserId: line.senderId,
    evidence: {
      author: nameOf(line.from),
      text: line.text,
      at: iso(line.at),
      details: [{ label: 'To', value: nameOf(line.to) }],
      lines: [...before.reverse().map((l) => present(l)), present(line, true), ...after.map((l) => present(l))],
      images: [],
      parties: [line.senderId, line.recipientId],
    },
  };
}

/** Mail its reporter still has on their side (mail/policy.ts); the product's own mail is not a player's. */
async function mailRow(db: Tx, viewer: Viewer, id: string): Promise<Target> {
  const sender = alias(users, 'sender');
  const recipient = alias(users, 'recipient');
  const [row] = await db
    .select({ mail, from: sender.username, to: recipient.username })
    .from(mail)
    .innerJoin(sender, eq(sender.id, mail.senderId))
    .innerJoin(recipient, eq(recipient.id, mail.recipientId))
    .where(eq(mail.id, id));
  if (!row || (viewer && !canSeeMail(viewer, row.mail))) return gone('mail');
  if (isSystemSender(row.mail.senderId)) throw new Invalid(REPORT_TEXT.systemMail);
  return {
    targetId: row.mail.id,
    reportedUserId: row.mail.senderId,
    evidence: { author: nameOf(row.from), text: row.mail.message, at: iso(row.mail.createdAt), details: [{ label: 'To', value: nameOf(row.to) }], lines: [], images: [] },
  };
}

/** A forum post players can read (hidden ones are gone for them). */
async function forumPost(db: Tx, id: string): Promise<Target> {
  const [row] = await db.select({ post: forumPosts, username: users.username }).from(forumPosts).innerJoin(users, eq(users.id, forumPosts.authorId)).where(eq(forumPosts.id, id));
  if (!row || row.post.hiddenAt) return gone('forumPost');
  return {
    targetId: row.post.id,
    reportedUserId: row.post.authorId,
    evidence: {
      author: nameOf(row.username),
      title: row.post.title,
      text: row.post.message,
      at: iso(row.post.createdAt),
      details: [{ label: 'Category', value: row.post.category }],
      lines: [],
      images: [],
    },
  };
}

/** A reply players can read: neither it nor its post hidden. */
async function forumReply(db: Tx, id: string): Promise<Target> {
  const [row] = await db
    .select({ reply: forumReplies, title: forumPosts.title, postHidden: forumPosts.hiddenAt, username: users.username })
    .from(forumReplies)
    .innerJoin(forumPosts, eq(forumPosts.id, forumReplies.postId))
    .innerJoin(users, eq(users.id, forumReplies.authorId))
    .where(eq(forumReplies.id, id));
  if (!row || row.reply.hiddenAt || row.postHidden) return gone('forumReply');
  return {
    targetId: row.reply.id,
    reportedUserId: row.reply.authorId,
    evidence: {
      author: nameOf(row.username),
      title: `Reply on "${row.title}"`,
      text: row.reply.message,
      at: iso(row.reply.createdAt),
      details: [{ label: 'Post', value: row.reply.postId }],
      lines: [],
      images: [],
    },
  };
}

/** A profile comment (public on the profile it is on), with the comment it answers. */
async function profileComment(db: Tx, id: string): Promise<Target> {
  const owner = alias(users, 'owner');
  const [row] = await db
    .select({ c: profileComments, author: users.username, owner: owner.username })
    .from(profileComments)
    .innerJoin(users, eq(users.id, profileComments.senderId))
    .innerJoin(owner, eq(owner.id, profileComments.profileOwnerId))
    .where(eq(profileComments.id, id));
  if (!row) return gone('comment');
  const details = [{ label: 'On the profile of', value: nameOf(row.owner) }];
  if (row.c.parentId) {
    const [parent] = await db.select({ message: profileComments.message }).from(profileComments).where(eq(profileComments.id, row.c.parentId));
    if (parent) details.push({ label: 'In reply to', value: parent.message });
  }
  return {
    targetId: row.c.id,
    reportedUserId: row.c.senderId,
    evidence: { author: nameOf(row.author), text: row.c.message, at: iso(row.c.createdAt), details, lines: [], images: [] },
  };
}

/** A feed post the reporter may see (feed policy: privacy, blocks, published), with its pictures. */
async function feedPost(db: Tx, viewer: Viewer, id: string): Promise<Target> {
  const [row] = await db
    .select({ post: feedPosts, username: users.username })
    .from(feedPosts)
    .innerJoin(users, eq(users.id, feedPosts.userId))
    .where(viewer ? and(eq(feedPosts.id, id), visibleTo(viewer.id)) : eq(feedPosts.id, id));
  if (!row) return gone('feedPost');
  const slots = await db.select().from(feedSlots).where(eq(feedSlots.postId, id)).orderBy(asc(feedSlots.position));
  const details = [
    { label: 'Audience', value: row.post.privacy },
    { label: 'Status', value: row.post.status },
  ];
  if (row.post.tags.length > 0) details.push({ label: 'Tags', value: row.post.tags.join(', ') });
  const outfits = slots.filter((s) => s.outfitName).map((s) => s.outfitName!);
  if (outfits.length > 0) details.push({ label: 'Outfits', value: outfits.join(', ') });
  return {
    targetId: row.post.id,
    reportedUserId: row.post.userId,
    evidence: {
      author: nameOf(row.username),
      text: row.post.description,
      at: iso(row.post.createdAt),
      details,
      lines: [],
      images: slots.filter((s) => s.uploadId).map((s) => feedUploadImagePath(s.uploadId!)),
    },
  };
}

/** A comment on a feed post the reporter may see. */
async function feedComment(db: Tx, viewer: Viewer, id: string): Promise<Target> {
  const [row] = await db
    .select({ c: feedComments, username: users.username, description: feedPosts.description })
    .from(feedComments)
    .innerJoin(feedPosts, eq(feedPosts.id, feedComments.postId))
    .innerJoin(users, eq(users.id, feedComments.userId))
    .where(viewer ? and(eq(feedComments.id, id), visibleTo(viewer.id)) : eq(feedComments.id, id));
  if (!row) return gone('feedComment');
  return {
    targetId: row.c.id,
    reportedUserId: row.c.userId,
    evidence: { author: nameOf(row.username), text: row.c.text, at: iso(row.c.createdAt), details: [{ label: 'On the post', value: row.description }], lines: [], images: [] },
  };
}

/**
 * A store item made by a creator (an approved submission), while it is for sale or the reporter
 * owns it; the house's generated items have no creator to report.
 */
async function creatorItem(db: Tx, viewer: Viewer, id: string): Promise<Target> {
  const itemId = Number(id);
  const [row] = await db
    .select({ item: items, submitterId: creatorSubmissions.submitterId, username: users.username })
    .from(items)
    .leftJoin(creatorSubmissions, eq(creatorSubmissions.itemId, items.id))
    .leftJoin(users, eq(users.id, creatorSubmissions.submitterId))
    .where(eq(items.id, itemId));
  if (!row) return gone('item');
  if (viewer && !row.item.forSale) {
    const [owned] = await db.select({ n: sql<number>`1` }).from(inventory).where(and(eq(inventory.userId, viewer.id), eq(inventory.itemId, itemId)));
    if (!owned) return gone('item');
  }
  if (!row.submitterId) throw new Invalid(REPORT_TEXT.houseItem);
  return {
    targetId: String(row.item.id),
    reportedUserId: row.submitterId,
    evidence: {
      author: nameOf(row.username),
      title: row.item.name,
      text: row.item.description,
      at: iso(row.item.createdAt),
      details: [
        { label: 'Price', value: `${row.item.costCoins} coins, ${row.item.costGems} gems` },
        { label: 'For sale', value: row.item.forSale ? 'yes' : 'no' },
      ],
      lines: [],
      images: [cdn.itemPreview(row.item.id)],
    },
  };
}
