import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { FLOOD_MUTE_LADDER_SECONDS, FLOOD_TEXT } from '@common/world/flood';
import { syntheticLocation } from '@common/world/test-location';
import { sanctions } from '../modules/sanctions/schema';
import { users } from '../modules/users/schema';
import { SOCKET_LIMITS } from './rate-limit';
import { collect, joinAs, nextEvent, useTestTown, type TownClient } from './test-support';

const town = useTestTown({ location: syntheticLocation() });
const BURST = SOCKET_LIMITS.chat.capacity;

/** Sends `n` lines at once (faster than any person types). */
const burst = (client: TownClient, n: number, label: string) => {
  for (let i = 0; i < n; i++) client.emit('chat', { text: `${label} ${i}` });
};

const floodSanctions = (userId: string) =>
  town.t.ctx.db
    .select()
    .from(sanctions)
    .where(and(eq(sanctions.userId, userId), eq(sanctions.kind, 'mute')))
    .orderBy(sanctions.createdAt);

/** Until `check` holds (the sanction is recorded in the background, once). */
async function eventually<T>(read: () => Promise<T>, check: (v: T) => boolean): Promise<T> {
  for (let i = 0; i < 200; i++) {
    const v = await read();
    if (check(v)) return v;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error('condition never held');
}

/** Moves the town's mute clock on past any mute, and ends the recorded ones, as if the time had gone by. */
let skipped = 0;
async function letMuteEnd(userId: string) {
  skipped += FLOOD_MUTE_LADDER_SECONDS.at(-1)! * 1000 + 1000;
  town.world.mutes.now = () => Date.now() + skipped;
  await town.t.ctx.db.update(sanctions).set({ endsAt: sql`now() - interval '1 second'` }).where(eq(sanctions.userId, userId));
  await town.t.ctx.db.update(users).set({ mutedUntil: null }).where(eq(users.id, userId));
}

describe('chat flood control', () => {
  it('mutes a flooder for 30 s instead of cutting them off, tells them the time left, and records it once as a system sanction', async () => {
    const flooder = await joinAs(town, 'Flood_One');
    const ear = await joinAs(town, 'Ear_One');
    const heard = collect(ear.client, 'chat');
    const told = collect(flooder.client, 'notification_message');

    const muted = nextEvent(flooder.client, 'notification_message', (n) => n.message === FLOOD_TEXT.muted(30));
    burst(flooder.client, BURST + 1, 'spam');
    const notice = await muted;
    const left = Date.parse(notice.mutedUntil!) - Date.now();
    expect(left).toBeGreaterThan(25_000);
    expect(left).toBeLessThanOrEqual(30_000);

    // While muted, each line is refused with the time left and reaches nobody; the socket stays.
    const refused = nextEvent(flooder.client, 'notification_message', (n) => n.message.startsWith('You are muted for'));
    flooder.client.emit('chat', { text: 'let me talk' });
    flooder.client.emit('whisper', { to: 'Ear_One', text: 'psst' });
    expect((await refused).mutedUntil).toBe(notice.mutedUntil);
    ear.client.emit('chat', { text: 'marker' });
    await nextEvent(ear.client, 'chat', (c) => c.text === 'marker');
    expect(heard.filter((c) => c.username === 'Flood_One').map((c) => c.text)).toEqual(Array.from({ length: BURST }, (_, i) => `spam ${i}`));
    expect(flooder.client.connected).toBe(true);
    expect(told.filter((n) => n.message === FLOOD_TEXT.muted(30))).toHaveLength(1);

    // One sanction for the flood, whatever was refused after it: 30 s, by the system, with its reason.
    const rows = await eventually(() => floodSanctions(flooder.id), (r) => r.length > 0);
    await new Promise((r) => setTimeout(r, 200));
    expect(await floodSanctions(flooder.id)).toHaveLength(1);
    expect(rows[0]).toMatchObject({ createdBy: null, reason: FLOOD_TEXT.reason });
    expect(rows[0]!.endsAt!.getTime() - rows[0]!.createdAt.getTime()).toBe(30_000);
    expect(town.world.stats.floodMutes).toBeGreaterThanOrEqual(1);
    flooder.client.disconnect();
    ear.client.disconnect();
  });

  it('mutes longer for each flood within the hour, and lets the player talk once a mute is over', async () => {
    const flooder = await joinAs(town, 'Flood_Two');
    const ear = await joinAs(town, 'Ear_Two');
    const mutes = town.world.mutes;
    const steps: number[] = [];
    const recorded: number[] = [];
    for (const seconds of FLOOD_MUTE_LADDER_SECONDS.slice(0, 3)) {
      const muted = nextEvent(flooder.client, 'notification_message', (n) => n.message === FLOOD_TEXT.muted(seconds));
      // The first burst empties the bucket; after a mute the next line is already too fast.
      burst(flooder.client, steps.length === 0 ? BURST + 1 : 1, `flood ${seconds}`);
      const notice = await muted;
      steps.push(Math.round((Date.parse(notice.mutedUntil!) - mutes.now()) / 1000));
      const rows = await eventually(() => floodSanctions(flooder.id), (r) => r.length === steps.length);
      recorded.push((rows.at(-1)!.endsAt!.getTime() - rows.at(-1)!.createdAt.getTime()) / 1000);
      await letMuteEnd(flooder.id);
    }
    expect(steps).toEqual([30, 120, 300]);
    expect(recorded).toEqual([30, 120, 300]);

    // The mute is over: a line at a person's pace (the bucket gives one every 2 s) goes through.
    await new Promise((r) => setTimeout(r, 1000 / SOCKET_LIMITS.chat.perSecond + 100));
    flooder.client.emit('chat', { text: 'sorry, all calm now' });
    expect((await nextEvent(ear.client, 'chat', (c) => c.username === 'Flood_Two')).text).toBe('sorry, all calm now');
    mutes.now = Date.now;
    flooder.client.disconnect();
    ear.client.disconnect();
  });
});
