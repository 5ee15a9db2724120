import fs from 'node:fs';
import { eq } from 'drizzle-orm';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cdn } from '@common/cdn';
import { categoryByKey } from '@common/avatar/categories';
import { defaultCustomization, defaultItemIds, houseItemId } from '@common/avatar/customization';
import { DEFAULT_THUMBNAIL_SKIN_TONE } from '@common/avatar/skin-tones';
import { fallbackClothingPng } from '../../art/fallback';
import { writeBody, writeItem } from '../../art/generate-items';
import { designById } from '../../art/items';
import { runTask } from '../../art/tasks';
import { loadTownLocation } from '../../art/town';
import { useTestApp } from '../../test/app';
import { createSession } from '../auth/sessions';
import { seedCatalog } from '../items/service';
import { outfits } from '../outfits/schema';
import { users } from '../users/schema';

const artDir = fs.mkdtempSync(path.join(os.tmpdir(), 'oldroad-cdn-test-'));
const t = useTestApp({ ART_DIR: artDir });
let key = '';

beforeAll(async () => {
  // Only the art these requests need: two bodies, the default outfit, one emoji batch.
  writeBody(artDir, false, 0);
  writeBody(artDir, false, DEFAULT_THUMBNAIL_SKIN_TONE);
  writeBody(artDir, false, 5);
  for (const id of defaultItemIds(false)) await writeItem(artDir, designById(id)!);
  await runTask(artDir, { kind: 'emojis', from: 0, to: 2 });
  await seedCatalog(t.ctx);
  const [u] = await t.ctx.db.insert(users).values({ username: 'Mila', email: 'mila@x.test', isMale: false }).returning();
  key = await createSession(t.ctx, u!.id);
});
afterAll(() => fs.rmSync(artDir, { recursive: true, force: true }));

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
const size = async (buf: Buffer) => {
  const m = await sharp(buf).metadata();
  return { format: m.format, width: m.width, height: m.height };
};
const isFallback = (buf: Buffer) => Buffer.compare(buf, fallbackClothingPng()) === 0;

describe('avatar images', () => {
  it('draws a player by username as a 2550x850 sheet, revalidated by ETag', async () => {
    const res = await get(cdn.avatarSheet('mila'));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(await size(res.rawPayload)).toEqual({ format: 'png', width: 2550, height: 850 });
    const again = await get(cdn.avatarSheet('mila'), { 'if-none-match': String(res.headers.etag) });
    expect(again.statusCode).toBe(304);
  });

  it('serves the half-size sheet and the 218x218 WebP thumbnail', async () => {
    expect(await size((await get(cdn.avatarSheetSmall('Mila'))).rawPayload)).toEqual({ format: 'png', width: 1278, height: 425 });
    const thumb = await get(cdn.userThumbnail('Mila'));
    expect(thumb.headers['content-type']).toBe('image/webp');
    expect(await size(thumb.rawPayload)).toEqual({ format: 'webp', width: 218, height: 218 });
  });

  it('serves a look by hash as immutable, with 304 on a matching ETag', async () => {
    const { body } = await t.call({ method: 'GET', url: '/api/profile/customization/Mila' });
    const res = await get(cdn.lookSheet(body.look));
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const etag = String(res.headers.etag);
    const cached = await get(cdn.lookSheet(body.look), { 'if-none-match': etag });
    expect(cached.statusCode).toBe(304);
    expect(cached.rawPayload.length).toBe(0);
  });

  it('gives a changed look a new hash and a new picture', async () => {
    const before = await get(cdn.avatarSheet('Mila'));
    await t.call({ method: 'POST', url: '/api/customization/skinTone', payload: { skinTone: 5 }, key });
    const after = await get(cdn.avatarSheet('Mila'));
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(Buffer.compare(after.rawPayload, before.rawPayload)).not.toBe(0);
  });

  it('draws the default character for an unknown player instead of a broken image', async () => {
    const res = await get(cdn.avatarSheet('no-such-player'));
    expect(res.statusCode).toBe(200);
    expect(await size(res.rawPayload)).toEqual({ format: 'png', width: 2550, height: 850 });
  });

  it('sends a try-on customization to its hashed look, dropping items that do not fit their slot', async () => {
    const c = defaultCustomization(false);
    const encode = (x: object) => Buffer.from(JSON.stringify(x)).toString('base64url');
    const signedIn = { 'x-session-key': key };
    const res = await get(cdn.lookPreview(encode(c)), signedIn);
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toMatch(/^\/cdn\/look\/[A-Za-z0-9_-]{22}\.png$/);
    const sneaky = await get(cdn.lookPreview(encode({ ...c, hat: c.top })), signedIn);
    expect(sneaky.headers.location).toBe(res.headers.location);
    expect(isFallback((await get(cdn.lookPreview('not-json'), signedIn)).rawPayload)).toBe(true);
  });

  it('composes try-on previews only for signed-in players, at a bounded rate', async () => {
    const encode = (x: object) => Buffer.from(JSON.stringify(x)).toString('base64url');
    const preview = cdn.lookPreview(encode(defaultCustomization(true)));
    expect((await get(preview)).statusCode).toBe(401);
    const [u] = await t.ctx.db.insert(users).values({ username: 'Tryer', email: 'tryer@x.test' }).returning();
    const headers = { 'x-session-key': await createSession(t.ctx, u!.id) };
    const codes: number[] = [];
    for (let i = 0; i < 121; i++) codes.push((await get(preview, headers)).statusCode);
    expect(codes.slice(0, 120).every((c) => c === 302)).toBe(true);
    expect(codes[120]).toBe(429);
  });

  it('answers the fallback for a made-up look hash', async () => {
    const res = await get(cdn.lookSheet('AAAAAAAAAAAAAAAAAAAAAA'));
    expect(res.statusCode).toBe(200);
    expect(isFallback(res.rawPayload)).toBe(true);
  });
});

describe('item, body, emoji and map files', () => {
  it('serves an item preview and sprite, and the fallback for an unknown item', async () => {
    const id = defaultItemIds(false)[0]!;
    expect(await size((await get(cdn.itemPreview(id))).rawPayload)).toEqual({ format: 'png', width: 256, height: 256 });
    expect(await size((await get(cdn.itemSprite(id))).rawPayload)).toEqual({ format: 'png', width: 2550, height: 850 });
    expect(isFallback((await get(cdn.itemPreview(987654))).rawPayload)).toBe(true);
    // A catalog item whose art was not generated here also answers the fallback.
    expect(isFallback((await get(cdn.itemSprite(houseItemId(categoryByKey('wings').id, 2)))).rawPayload)).toBe(true);
  });

  it('serves base bodies by body type and tone', async () => {
    expect(await size((await get(cdn.baseBody(false, 0))).rawPayload)).toEqual({ format: 'png', width: 2550, height: 850 });
    expect(isFallback((await get('/cdn/body/female99.png')).rawPayload)).toBe(true);
  });

  it('serves catalog emojis and refuses anything else', async () => {
    const ok = await get('/emojis/pepe.png');
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['content-type']).toBe('image/png');
    expect((await get('/emojis/..%2F..%2Fmanifest.json')).statusCode).toBe(404);
    expect((await get('/emojis/not-an-emoji.png')).statusCode).toBe(404);
  });

  it('serves the town colliders as the same data the world server uses', async () => {
    const res = await get(cdn.mapColliders());
    expect(res.headers['content-type']).toContain('application/json');
    expect(JSON.parse(res.payload)).toEqual(loadTownLocation());
  });

  it('answers the fallback image for art not generated yet', async () => {
    const res = await get(cdn.itemPreview(houseItemId(categoryByKey('horns').id, 3)));
    expect(res.statusCode).toBe(200);
    expect(isFallback(res.rawPayload)).toBe(true);
  });
});

describe('scenery that is not drawn yet', () => {
  it('answers 404 for a missing landing or map picture instead of the clothing stand-in', async () => {
    const landing = await t.call({ method: 'GET', url: '/cdn/landing/2.webp' });
    expect(landing.status).toBe(404);
    const map = await t.call({ method: 'GET', url: '/cdn/map/old-road-town/background.png' });
    expect(map.status).toBe(404);
  });
});

describe('outfit pictures', () => {
  it("serves a saved outfit's front view (425x850), public and revalidated by ETag", async () => {
    const saved = await t.call({ method: 'POST', url: '/api/outfit', payload: { name: 'Picture day' }, key });
    expect(saved.body.publicId).toMatch(/^[A-Za-z0-9_-]{24}$/);
    const res = await get(cdn.outfit(saved.body.publicId));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(isFallback(res.rawPayload)).toBe(false);
    expect(await size(res.rawPayload)).toEqual({ format: 'png', width: 425, height: 850 });
    expect((await get(cdn.outfit(saved.body.publicId), { 'if-none-match': String(res.headers.etag) })).statusCode).toBe(304);

    await t.call({ method: 'DELETE', url: `/api/outfit/${saved.body.id}`, key });
    expect(isFallback((await get(cdn.outfit(saved.body.publicId))).rawPayload)).toBe(true);
  });

  it('answers the fallback for an unknown outfit or a malformed name', async () => {
    expect(isFallback((await get(cdn.outfit('A'.repeat(24)))).rawPayload)).toBe(true);
    expect(isFallback((await get('/cdn/outfit/abc.png')).rawPayload)).toBe(true);
  });

  it("cannot be found by counting: another player's outfits answer only to their random public id", async () => {
    const [other] = await t.ctx.db.insert(users).values({ username: 'Counted', email: 'counted@x.test', isMale: false }).returning();
    const otherKey = await createSession(t.ctx, other!.id);
    const theirs = await t.call({ method: 'POST', url: '/api/outfit', payload: { name: 'Private look' }, key: otherKey });
    expect(isFallback((await get(cdn.outfit(theirs.body.publicId))).rawPayload)).toBe(false);
    // Every number around theirs (their own included) answers the stand-in picture.
    for (let n = Math.max(1, theirs.body.id - 5); n <= theirs.body.id + 5; n++) expect(isFallback((await get(`/cdn/outfit/${n}.png`)).rawPayload)).toBe(true);
    // Public ids share nothing that counting could follow.
    const next = await t.call({ method: 'POST', url: '/api/outfit', payload: { name: 'Second look' }, key: otherKey });
    expect(next.body.publicId).not.toBe(theirs.body.publicId);
    expect(next.body.publicId.slice(0, 8)).not.toBe(theirs.body.publicId.slice(0, 8));
  });

  it('keeps showing a numeric code shared before public ids (migration 0021), and only that one', async () => {
    const mine = await t.call({ method: 'POST', url: '/api/outfit', payload: { name: 'Shared in 2025' }, key });
    const unshared = await t.call({ method: 'POST', url: '/api/outfit', payload: { name: 'Never shared' }, key });
    await t.ctx.db.update(outfits).set({ sharedByNumber: true }).where(eq(outfits.id, mine.body.id));
    expect(isFallback((await get(`/cdn/outfit/${mine.body.id}.png`)).rawPayload)).toBe(false);
    expect(isFallback((await get(`/cdn/outfit/${unshared.body.id}.png`)).rawPayload)).toBe(true);
  });
});
