import { sql } from 'drizzle-orm';
import { POST_FEE_GEMS } from '@common/forum/limits';
import { forumPosts, forumReplies } from '../modules/forum/schema';
import { spend } from '../modules/ledger/service';
import type { Tx } from '../db/client';

/**
 * A few forum threads among the demo players, so a fresh demo's Forums has something to read,
 * search and reply to. Each post is paid for like any other (1 gem through the ledger); the
 * announcement is Finn's (a moderator), pinned. Written once, with the players.
 */
interface DemoThread {
  author: string;
  category: string;
  title: string;
  message: string;
  pinned?: boolean;
  replies: { author: string; message: string }[];
}

const THREADS: DemoThread[] = [
  {
    author: 'Finn',
    category: 'announcements',
    title: 'Welcome to the Old Road Town forums',
    message:
      '[b]Welcome, neighbours![/b]\nThis is the place to show off outfits, share creations and talk about town life.\n[list][*]Be kind.[*]Keep it safe for everyone.[*]Posts cost 1 gem, so make them count.[/list]\nModerators keep an eye on things; use [i]Mark as NSFW[/i] when something does not belong.',
    pinned: true,
    replies: [{ author: 'Ava', message: 'So happy the forums are open! See everyone at the fountain.' }],
  },
  {
    author: 'Ava',
    category: 'clothes',
    title: 'Show us your favourite outfit this week',
    message:
      'I have been living in my plaid skirt and candy knee socks all week. What are you wearing around town? Post your outfit codes below and tell us where you found the pieces!',
    replies: [
      { author: 'Cleo', message: 'The heart sweater is a classic. I paired mine with gold hoops.' },
      { author: 'Bruno', message: 'Still hunting for a good hat in the outlet. Any tips?' },
      { author: 'Ava', message: '@Bruno try sorting by price, the cheaper hats are underrated.' },
    ],
  },
  {
    author: 'Dario',
    category: 'creativity',
    title: 'My first item submission: lantern wings',
    message:
      'I drew a pair of lantern wings and sent them to the review queue today. The Creator Guide helped a lot with the six views. Has anyone else submitted something? How long did the review take?',
    replies: [{ author: 'Esme', message: 'Lantern wings sound lovely. Share a screenshot when they are approved!' }],
  },
  {
    author: 'Esme',
    category: 'general',
    title: 'Best spots in town for a quiet chat',
    message:
      'The bench by the old road sign is my favourite place to sit and whisper with friends. Where do you like to hang out when the square gets busy in the evening?',
    replies: [],
  },
];

/** The gems `username`'s demo posts cost: their opening grant includes it, so their balance is the one advertised. */
export const demoForumFees = (username: string): number => THREADS.filter((t) => t.author === username).length * POST_FEE_GEMS;

/** Writes the demo threads for players created just now (ids by username), paying each post's fee. */
export async function seedDemoForum(tx: Tx, idOf: Map<string | null, string>, created: Set<string>): Promise<void> {
  for (const [i, thread] of THREADS.entries()) {
    const authorId = idOf.get(thread.author);
    if (!authorId || !created.has(thread.author)) continue;
    const replies = thread.replies.flatMap((r) => (idOf.get(r.author) ? [{ authorId: idOf.get(r.author)!, message: r.message }] : []));
    // Older threads first, each reply a little after its post, so the lists read naturally.
    const at = sql`now() - make_interval(hours => ${(THREADS.length - i) * 5})`;
    const [post] = await tx
      .insert(forumPosts)
      .values({ authorId, category: thread.category, title: thread.title, message: thread.message, isPinned: thread.pinned ?? false, replyCount: replies.length, createdAt: at })
      .returning({ id: forumPosts.id });
    await spend(tx, authorId, 'gems', POST_FEE_GEMS, 'post_fee', post!.id);
    if (replies.length) {
      await tx.insert(forumReplies).values(replies.map((r, k) => ({ postId: post!.id, ...r, createdAt: sql`now() - make_interval(hours => ${(THREADS.length - i) * 5}) + make_interval(mins => ${(k + 1) * 20})` })));
    }
  }
}
