import { beforeAll, describe, expect, it } from 'vitest';
import { SANCTION_TEXT } from '@common/moderation-sanctions';
import { CONNECT_ERRORS } from '@common/world/protocol';
import { longText, writePost } from '../forum/testing';
import { mail } from '../mail/schema';
import { feedOutfit, createPostBody } from '../outfitsFeed/testing';
import { feedPosts } from '../outfitsFeed/schema';
import { profileComments } from '../profiles/schema';
import { nextEvent, useTestTown } from '../../world/test-support';
import { befriend, impose, lift } from './testing';
import { makePlayer, TEST_PASSWORD, type TestPlayer } from '../../test/players';

/**
 * Every sanction refused at every entry point (issue 21 §3), table-driven over the real routes
 * and the town's socket, as src/server/test/policy-table.ts does for policies: each row is one
 * entry point, each column a state of the speaker's account, with the answer the player gets.
 * A mute refuses what strangers read (saying until when) and lets whispers and mail to friends
 * through; a suspension or ban leaves no session (401 everywhere, the town refuses the key) and
 * refuses sign-in with the reason; a lifted mute refuses nothing.
 */
const town = useTestTown({ changes: true });
const t = town.t;

const STATES = ['clear', 'muted', 'suspended', 'banned', 'lifted'] as const;
type State = (typeof STATES)[number];

interface Cast {
  /** The player whose standing changes. */
  s: TestPlayer;
  stranger: TestPlayer;
  friend: TestPlayer;
}

/** What the player got: a status (200 for done) and the message they were shown. */
interface Outcome {
  status: number;
  message?: string;
}

type Expect = { status: 200 } | { status: number; message: string | RegExp };
const OK: Expect = { status: 200 };
const MUTED: Expect = { status: 403, message: /^You are muted until .+ UTC \(\d+ (minute|minutes|hour|hours) from now\): no public chat, whispers and mail to players who are not your friends/ };
const NO_SESSION: Expect = { status: 401, message: 'Not authenticated' };
const TOWN_REFUSES: Expect = { status: 401, message: CONNECT_ERRORS.badKey };
const speech = (signedOut: Expect = NO_SESSION): Record<State, Expect> => ({ clear: OK, muted: MUTED, suspended: signedOut, banned: signedOut, lifted: OK });
const toFriends = (signedOut: Expect = NO_SESSION): Record<State, Expect> => ({ clear: OK, muted: OK, suspended: signedOut, banned: signedOut, lifted: OK });

interface EntryPoint<F> {
  name: string;
  setup: (c: Cast) => Promise<F>;
  attempt: (c: Cast, f: F) => Promise<Outcome>;
  expect: Record<State, Expect>;
}
const entry = <F,>(e: EntryPoint<F>): EntryPoint<unknown> => e as EntryPoint<unknown>;

const http = async (key: string, method: 'GET' | 'POST', url: string, payload?: object): Promise<Outcome> => {
  const res = await t.call({ method, url, key, ...(payload ? { payload } : {}) });
  return { status: res.status, message: res.body?.message };
};

/** Connects as the player; what the town answers a line sent (or why it refused the connection). */
async function inTown(c: Cast, send: (client: ReturnType<typeof town.connect>) => void, done: 'chat' | 'whisper'): Promise<Outcome> {
  const client = town.connect({ sessionKey: c.s.key });
  const joined = await Promise.race([
    nextEvent(client, 'join_room').then(() => null),
    new Promise<string>((resolve) => client.once('connect_error', (err) => resolve(err.message))),
  ]);
  if (joined !== null) return { status: 401, message: joined };
  const outcome = Promise.race([
    nextEvent(client, done, (m) => m.username === c.s.username).then((): Outcome => ({ status: 200 })),
    nextEvent(client, 'notification_message').then((n): Outcome => ({ status: 403, message: n.message })),
  ]);
  send(client);
  const result = await outcome;
  client.disconnect();
  return result;
}

const ENTRY_POINTS: EntryPoint<unknown>[] = [
  entry({
    name: 'forum post',
    setup: async () => null,
    attempt: (c) => http(c.s.key, 'POST', '/api/forum/post', { title: 'Market day', category: 'general', message: longText('Who comes to the market?') }),
    expect: speech(),
  }),
  entry({
    name: 'forum reply',
    setup: (c) => writePost(t, c.stranger),
    attempt: (c, postId) => http(c.s.key, 'POST', `/api/forum/post/${postId as string}/reply`, { message: 'I will be there' }),
    expect: speech(),
  }),
  entry({
    name: 'forum post edit',
    setup: (c) => writePost(t, c.s),
    attempt: (c, postId) => http(c.s.key, 'POST', `/api/forum/post/${postId as string}`, { message: longText('Changed my words after the fact.') }),
    expect: speech(),
  }),
  entry({
    name: 'profile comment',
    setup: async () => null,
    attempt: (c) => http(c.s.key, 'POST', `/api/profile/${c.stranger.username}/comment`, { comment: 'Nice bio' }),
    expect: speech(),
  }),
  entry({
    name: 'reply to a comment on my profile',
    setup: async (c) => (await t.ctx.db.insert(profileComments).values({ profileOwnerId: c.s.id, senderId: c.stranger.id, message: 'Hi' }).returning())[0]!.id,
    attempt: (c, id) => http(c.s.key, 'POST', `/api/profile/comment/${id as string}/reply`, { reply: 'Hello back' }),
    expect: speech(),
  }),
  entry({
    name: 'feed post',
    setup: (c) => feedOutfit(t, c.s.id, 'Sunday best'),
    attempt: async (c, outfitId) => {
      const body = createPostBody({ type: 'single', slots: [{ type: 'outfit', outfitId: outfitId as number }], description: 'My Sunday best outfit', tags: '' });
      const res = await t.call({ method: 'POST', url: '/api/outfits-feed/posts', key: c.s.key, payload: body.payload, headers: body.headers });
      return { status: res.status, message: res.body?.message };
    },
    expect: speech(),
  }),
  entry({
    name: 'feed post edit (new words; its audience alone may change)',
    setup: async (c) =>
      (await t.ctx.db.insert(feedPosts).values({ userId: c.s.id, type: 'single', description: 'My first outfit post', status: 'published', publishedAt: new Date() }).returning())[0]!.id,
    attempt: async (c, postId) => {
      const res = await t.call({ method: 'PATCH', url: `/api/outfits-feed/posts/${postId as string}`, key: c.s.key, payload: { description: 'Now with different words' } });
      return { status: res.status, message: res.body?.message };
    },
    expect: speech(),
  }),
  entry({
    name: 'feed post audience',
    setup: async (c) =>
      (await t.ctx.db.insert(feedPosts).values({ userId: c.s.id, type: 'single', description: 'My second outfit post', status: 'published', publishedAt: new Date() }).returning())[0]!.id,
    attempt: async (c, postId) => {
      const res = await t.call({ method: 'PATCH', url: `/api/outfits-feed/posts/${postId as string}`, key: c.s.key, payload: { privacy: 'friends' } });
      return { status: res.status, message: res.body?.message };
    },
    expect: toFriends(),
  }),
  entry({
    name: 'feed comment',
    setup: async (c) =>
      (await t.ctx.db.insert(feedPosts).values({ userId: c.stranger.id, type: 'single', description: 'A warm winter coat', status: 'published', publishedAt: new Date() }).returning())[0]!.id,
    attempt: (c, postId) => http(c.s.key, 'POST', `/api/outfits-feed/posts/${postId as string}/comments`, { text: 'Lovely coat' }),
    expect: speech(),
  }),
  entry({
    name: 'mail to a stranger',
    setup: async () => null,
    attempt: (c) => http(c.s.key, 'POST', `/api/mail/${c.stranger.username}`, { message: 'Hello stranger' }),
    expect: speech(),
  }),
  entry({
    name: 'mail reply to a stranger',
    setup: async (c) => (await t.ctx.db.insert(mail).values({ senderId: c.stranger.id, recipientId: c.s.id, message: 'Hi there' }).returning())[0]!.id,
    attempt: (c, id) => http(c.s.key, 'POST', `/api/mail/${id as string}/reply`, { message: 'Hello back' }),
    expect: speech(),
  }),
  entry({
    name: 'mail to a friend',
    setup: async () => null,
    attempt: (c) => http(c.s.key, 'POST', `/api/mail/${c.friend.username}`, { message: 'Hello friend' }),
    expect: toFriends(),
  }),
  entry({
    name: 'mail reply to a friend',
    setup: async (c) => (await t.ctx.db.insert(mail).values({ senderId: c.friend.id, recipientId: c.s.id, message: 'Hi pal' }).returning())[0]!.id,
    attempt: (c, id) => http(c.s.key, 'POST', `/api/mail/${id as string}/reply`, { message: 'Hello pal' }),
    expect: toFriends(),
  }),
  entry({
    name: "reading the forum (a muted player still plays)",
    setup: async () => null,
    attempt: (c) => http(c.s.key, 'GET', '/api/forum/all'),
    expect: toFriends(),
  }),
  entry({
    name: 'town: public chat',
    setup: async () => null,
    attempt: (c) => inTown(c, (client) => client.emit('chat', { text: 'hello everyone' }), 'chat'),
    expect: speech(TOWN_REFUSES),
  }),
  entry({
    name: 'town: whisper to a stranger',
    setup: async () => null,
    attempt: (c) => inTown(c, (client) => client.emit('whisper', { to: c.stranger.username, text: 'psst' }), 'whisper'),
    expect: speech(TOWN_REFUSES),
  }),
  entry({
    name: 'town: whisper to a friend',
    setup: async () => null,
    attempt: (c) => inTown(c, (client) => client.emit('whisper', { to: c.friend.username, text: 'psst, friend' }), 'whisper'),
    expect: toFriends(TOWN_REFUSES),
  }),
  entry({
    name: 'sign-in',
    setup: async () => null,
    attempt: async (c) => {
      const res = await t.call({ method: 'POST', url: '/api/auth/login', payload: { email: c.s.email, password: TEST_PASSWORD } });
      return { status: res.status, message: res.body?.message };
    },
    expect: {
      clear: OK,
      muted: OK,
      suspended: { status: 403, message: /^Your account is suspended until .+ UTC\. Reason: test suspend$/ },
      banned: { status: 403, message: SANCTION_TEXT.banned('test ban') },
      lifted: OK,
    },
  }),
];

let mod: TestPlayer;
let admin: TestPlayer;
let n = 0;
beforeAll(async () => {
  mod = await makePlayer(t, { username: 'EpMod', role: 'moderator', password: TEST_PASSWORD });
  admin = await makePlayer(t, { username: 'EpAdmin', role: 'admin', password: TEST_PASSWORD });
});

async function putInState(c: Cast, state: State): Promise<void> {
  if (state === 'muted') await impose(t, mod, c.s, 'mute', 2);
  if (state === 'suspended') await impose(t, mod, c.s, 'suspend', 24);
  if (state === 'banned') await impose(t, admin, c.s, 'ban');
  if (state === 'lifted') await lift(t, mod, (await impose(t, mod, c.s, 'mute', 2)).sanction.id);
}

describe('every sanction at every entry point', () => {
  for (const e of ENTRY_POINTS) {
    it.each(STATES)(`${e.name}: %s`, async (state) => {
      const i = ++n;
      const c: Cast = { s: await makePlayer(t, { username: `Ep${i}s`, coins: 10_000, gems: 50, password: TEST_PASSWORD }), stranger: await makePlayer(t, { username: `Ep${i}x`, coins: 10_000, gems: 50, password: TEST_PASSWORD }), friend: await makePlayer(t, { username: `Ep${i}f`, coins: 10_000, gems: 50, password: TEST_PASSWORD }) };
      await befriend(t, c.s, c.friend);
      const fixture = await e.setup(c);
      await putInState(c, state);
      const got = await e.attempt(c, fixture);
      const want = e.expect[state];
      expect(got.status, JSON.stringify(got)).toBe(want.status);
      if ('message' in want) {
        if (typeof want.message === 'string') expect(got.message).toBe(want.message);
        else expect(got.message).toMatch(want.message);
      }
    });
  }
});
