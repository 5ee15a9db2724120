import { inArray, sql } from 'drizzle-orm';
import { categoryByKey, type LayerKey } from '@common/avatar/categories';
import { houseItemId } from '@common/avatar/customization';
import type { CollageLayout, Privacy } from '@common/outfitsFeed/limits';
import { POST_FEE_GEMS } from '@common/outfitsFeed/limits';
import { demoOutfitItems } from '../modules/items/demo-outfits';
import { grantItems } from '../modules/items/service';
import { items } from '../modules/items/schema';
import { spend, transfer } from '../modules/ledger/service';
import type { Tx } from '../db/client';
import { outfits } from '../modules/outfits/schema';
import { feedComments, feedPosts, feedSlots, feedTips } from '../modules/outfitsFeed/schema';

/**
 * A few outfit posts among the demo players, so a fresh demo's Feed has cards to browse,
 * comment on and tip. Each post shows the poster's own saved outfits (written here: the
 * player's demo look, or a variation of it, whose items they are given), costs its gem like
 * any post, and its tips move coins through the ledger. The posters' and tippers' opening
 * grants include what this costs and earns them (demoFeedOpening), so every demo player's
 * balance stays the one the README advertises. Written once, with the players: a post only
 * for a poster created just now, a tip only when tipper and poster both were.
 */

/** A demo look's skin tone; the same as the player's look in items/demo-outfits.ts (demo.test.ts checks). */
export const DEMO_SKIN_TONES: Record<string, number> = { Ava: 3, Bruno: 12, Cleo: 19, Dario: 8, Esme: 6, Finn: 15 };

/** A saved outfit: the player's demo look with some slots changed (design numbers) or emptied (null). */
interface DemoOutfit {
  name: string;
  changes?: Partial<Record<LayerKey, number | null>>;
}

interface DemoFeedPost {
  author: string;
  layout?: CollageLayout;
  outfits: DemoOutfit[];
  description: string;
  tags: string[];
  privacy?: Privacy;
  /** Hours ago it was published. */
  hoursAgo: number;
  comments: { author: string; text: string }[];
  tips: { from: string; amount: number }[];
}

const POSTS: DemoFeedPost[] = [
  {
    author: 'Ava',
    outfits: [{ name: 'Plaid Sunday' }],
    description: 'Heart sweater, plaid skirt and my candy knee socks: the outfit I keep coming back to. Found the socks in the outlet for almost nothing!',
    tags: ['cozy', 'plaid', 'weekend'],
    hoursAgo: 30,
    comments: [
      { author: 'Cleo', text: 'The heart sweater is a classic!' },
      { author: 'Bruno', text: 'Candy socks forever.' },
      { author: 'Finn', text: 'Plaid suits you. Fountain photo shoot later?' },
    ],
    tips: [{ from: 'Cleo', amount: 500 }],
  },
  {
    author: 'Cleo',
    layout: 'main-left',
    outfits: [
      { name: 'Gala Wings' },
      { name: 'Rainy Day Gold', changes: { coat: 7, wings: null, glasses: null, handheld: 4, shoes: 4 } },
      { name: 'Beach Crown', changes: { coat: null, wings: null, top: 4, bottom: 2, shoes: 3, glasses: 2 } },
    ],
    description: 'One crown, three moods. Fairy wings for the gala, a yellow raincoat for the drizzle, and sandals for the beach. Which one should I wear to the café tonight?',
    tags: ['crown', 'collage', 'three moods'],
    hoursAgo: 20,
    comments: [
      { author: 'Ava', text: 'Three looks, zero misses.' },
      { author: 'Esme', text: 'The raincoat one is my favourite!' },
      { author: 'Finn', text: 'A golden crown with a yellow raincoat should not work, and yet here we are. Teach me your ways, Cleo.' },
    ],
    tips: [{ from: 'Ava', amount: 100 }],
  },
  {
    author: 'Dario',
    outfits: [{ name: 'Painter at Work' }],
    description: 'Beret on, sunflower in hand: drawing lantern wings all afternoon. My first item submission is waiting in the review queue!',
    tags: ['creator', 'beret', 'art'],
    hoursAgo: 12,
    comments: [
      { author: 'Bruno', text: 'That beret! Can I borrow it?' },
      { author: 'Dario', text: 'Only if you bring it back with paint on it.' },
    ],
    tips: [{ from: 'Bruno', amount: 10 }],
  },
  {
    author: 'Esme',
    layout: 'main-top',
    outfits: [
      { name: 'Raincoat Stroll' },
      { name: 'Cafe Corner', changes: { coat: 2, bag: 4, handheld: 6 } },
      { name: 'Picnic Day', changes: { coat: null, top: 0, bag: 2, handheld: 1 } },
    ],
    description: 'A week of quiet days by the old road sign: a stroll in the rain, a corner seat at the café, ice cream on the grass.',
    tags: ['rainy', 'cafe', 'picnic'],
    hoursAgo: 6,
    comments: [
      { author: 'Finn', text: 'Cosy vibes all round.' },
      { author: 'Cleo', text: 'Coffee at the café, my treat.' },
    ],
    tips: [],
  },
  {
    author: 'Finn',
    outfits: [{ name: 'Leather and Ink' }],
    description: 'New ink on the right arm and the old leather jacket. For friends only, before I change my mind about the horns.',
    tags: ['tattoo', 'leather'],
    privacy: 'friends',
    hoursAgo: 2,
    comments: [
      { author: 'Ava', text: 'Keep the horns!' },
      { author: 'Esme', text: 'Matching tattoos next?' },
    ],
    tips: [{ from: 'Esme', amount: 50 }],
  },
];

const tipsSeeded = (created: Set<string>) => POSTS.flatMap((p) => (created.has(p.author) ? p.tips.filter((t) => created.has(t.from)).map((t) => ({ ...t, to: p.author })) : []));

/**
 * What the demo feed costs and earns `username` when `created` are the players made now: the
 * difference to add to their opening grant so the advertised balance is what they end with.
 */
export function demoFeedOpening(username: string, created: Set<string>): { coins: number; gems: number } {
  if (!created.has(username)) return { coins: 0, gems: 0 };
  const tips = tipsSeeded(created);
  const given = tips.filter((t) => t.from === username).reduce((n, t) => n + t.amount, 0);
  const received = tips.filter((t) => t.to === username).reduce((n, t) => n + t.amount, 0);
  return { coins: given - received, gems: POSTS.filter((p) => p.author === username).length * POST_FEE_GEMS };
}

/** The item ids an outfit wears: the player's demo look with its changes. */
function outfitItems(author: string, outfit: DemoOutfit): Partial<Record<LayerKey, number>> {
  const worn = { ...demoOutfitItems(author) };
  for (const [key, design] of Object.entries(outfit.changes ?? {}) as [LayerKey, number | null][]) {
    if (design === null) delete worn[key];
    else worn[key] = houseItemId(categoryByKey(key).id, design);
  }
  return worn;
}

const ago = (hours: number, plusMinutes = 0) => sql`now() - make_interval(hours => ${hours}) + make_interval(mins => ${plusMinutes})`;

/** Writes the demo posts for players created just now (ids by username), paying fees and tips through the ledger. */
export async function seedDemoOutfitsFeed(tx: Tx, idOf: Map<string | null, string>, created: Set<string>): Promise<void> {
  for (const post of POSTS) {
    const authorId = idOf.get(post.author);
    if (!authorId || !created.has(post.author)) continue;

    // The poster's saved outfits, and the pieces they wear (those the catalog has).
    const slots: { outfitId: number; outfitName: string }[] = [];
    for (const outfit of post.outfits) {
      const worn = outfitItems(post.author, outfit);
      const [row] = await tx
        .insert(outfits)
        .values({ userId: authorId, name: outfit.name, worn, skinTone: DEMO_SKIN_TONES[post.author] ?? 0, width: 1, height: 1, createdAt: ago(post.hoursAgo + 1) })
        .returning({ id: outfits.id });
      slots.push({ outfitId: row!.id, outfitName: outfit.name });
      const ids = Object.values(worn);
      const present = ids.length ? await tx.select({ id: items.id }).from(items).where(inArray(items.id, ids)) : [];
      await grantItems(tx, authorId, present.map((r) => r.id));
    }

    const comments = post.comments.flatMap((c) => (idOf.get(c.author) ? [{ userId: idOf.get(c.author)!, text: c.text }] : []));
    const tips = post.tips.flatMap((t) => (idOf.get(t.from) && created.has(t.from) ? [{ userId: idOf.get(t.from)!, amount: t.amount }] : []));
    const [row] = await tx
      .insert(feedPosts)
      .values({
        userId: authorId,
        type: post.layout ? 'collage' : 'single',
        layout: post.layout ?? null,
        description: post.description,
        tags: post.tags,
        privacy: post.privacy ?? 'everyone',
        status: 'published',
        commentCount: comments.length,
        tipCount: tips.length,
        tipTotal: tips.reduce((n, t) => n + t.amount, 0),
        publishedAt: ago(post.hoursAgo),
        createdAt: ago(post.hoursAgo),
      })
      .returning({ id: feedPosts.id });
    const postId = row!.id;
    await spend(tx, authorId, 'gems', POST_FEE_GEMS, 'post_fee', postId);
    await tx.insert(feedSlots).values(slots.map((s, position) => ({ postId, position, ...s })));
    if (comments.length) await tx.insert(feedComments).values(comments.map((c, k) => ({ postId, ...c, createdAt: ago(post.hoursAgo, (k + 1) * 25) })));
    for (const [k, tip] of tips.entries()) {
      await transfer(tx, tip.userId, authorId, 'coins', tip.amount, 'tip', postId);
      await tx.insert(feedTips).values({ postId, userId: tip.userId, amount: tip.amount, createdAt: ago(post.hoursAgo, (k + 1) * 40) });
    }
  }
}
