import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categoryByKey } from '@common/avatar/categories';
import { SUBMISSIONS_PENDING_MAX } from '@common/creator/submission';
import { SUBMISSION_TEXT } from '@common/creator/texts';
import { useTestApp } from '../../test/app';
import { creatorSubmissions } from './schema';
import { drawTestArt, namedFiles, plainPng, postForm, spritePng, submissionParts, thumbnailPng, uploadedFiles } from './testing';
import { makePlayer, type TestPlayer } from '../../test/players';

const artDir = fs.mkdtempSync(path.join(os.tmpdir(), 'oldroad-creator-test-'));
const t = useTestApp({ ART_DIR: artDir });
const hat = categoryByKey('hat').id;
const top = categoryByKey('top').id;
let ana: TestPlayer;
let ben: TestPlayer;
let mod: TestPlayer;
let sprite: Buffer;
let thumb: Buffer;

beforeAll(async () => {
  await drawTestArt(artDir);
  ana = await makePlayer(t, { username: 'Ana' });
  ben = await makePlayer(t, { username: 'Ben' });
  mod = await makePlayer(t, { username: 'Mona', role: 'moderator' });
  sprite = await spritePng();
  thumb = await thumbnailPng();
}, 120_000);
afterAll(() => fs.rmSync(artDir, { recursive: true, force: true }));

const create = (key: string, f: Parameters<typeof submissionParts>[0]) => postForm(t, '/game-api/creator/submission', key, submissionParts(f));
const list = (key: string) => t.call({ method: 'GET', url: '/game-api/creator/submission', key });

describe('own submissions', () => {
  it('creates, lists, edits (image optional) and removes a pending submission', async () => {
    const made = await create(ana.key, { gender: 'female', category: hat, name: '  Red Beanie ', image: sprite, thumbnail: thumb });
    expect(made.status).toBe(200);
    expect(made.body).toMatchObject({ success: true, message: SUBMISSION_TEXT.created });
    const s = made.body.submission;
    expect(s).toMatchObject({ name: 'Red Beanie', gender: 'female', category: hat, categoryName: 'Hat', categoryEmoji: '🎩', status: 'pending', submitter: 'Ana', reason: null, itemId: null });
    const first = await namedFiles(t, s.id);
    const uploadsDir = path.join(t.ctx.config.dataDir, 'uploads');
    expect(uploadedFiles(t)).toEqual([first.image, first.thumbnail].map((f) => path.relative(uploadsDir, f)));
    expect(path.basename(first.image)).toMatch(/^image\.[0-9a-f]{16}\.png$/);

    const mine = await list(ana.key);
    expect(mine.body.map((x: { id: number }) => x.id)).toEqual([s.id]);
    expect((await list(ben.key)).body).toEqual([]);

    // Edit without files: fields change, the picture stays.
    const edited = await postForm(t, `/game-api/creator/submission/${s.id}`, ana.key, submissionParts({ gender: 'male', category: top, name: 'Red Tee' }));
    expect(edited.status).toBe(200);
    expect(edited.body.submission).toMatchObject({ id: s.id, gender: 'male', category: top, categoryName: 'Top', name: 'Red Tee', status: 'pending' });
    expect(edited.body.submission.imageUrl).not.toBe(s.imageUrl); // a new version busts caches
    const img = await t.call({ method: 'GET', url: edited.body.submission.imageUrl, key: ana.key });
    expect(img.status).toBe(200);
    expect(img.headers['content-type']).toBe('image/png');

    // Edit with a new image replaces the stored one.
    const blue = await spritePng('#2040d0');
    await postForm(t, `/game-api/creator/submission/${s.id}`, ana.key, submissionParts({ gender: 'male', category: top, name: 'Blue Tee', image: blue }));
    const stored = fs.readFileSync((await namedFiles(t, s.id)).image);
    const px = await sharp(stored).extract({ left: 200, top: 350, width: 1, height: 1 }).raw().toBuffer();
    expect([...px]).toEqual([0x20, 0x40, 0xd0, 255]);

    const removed = await t.call({ method: 'POST', url: `/game-api/creator/submission/${s.id}/remove`, key: ana.key });
    expect(removed.body).toEqual({ success: true, message: SUBMISSION_TEXT.removed });
    expect((await list(ana.key)).body).toEqual([]);
    expect(uploadedFiles(t)).toEqual([]);
  });

  it('checks the fields in the spec order and refuses a missing image or thumbnail', async () => {
    expect((await create(ana.key, { category: hat, name: 'X', image: sprite, thumbnail: thumb })).body.message).toBe(SUBMISSION_TEXT.needFields);
    expect((await create(ana.key, { gender: 'male', name: 'X', image: sprite, thumbnail: thumb })).body.message).toBe(SUBMISSION_TEXT.needFields);
    expect((await create(ana.key, { gender: 'male', category: '', name: 'X', image: sprite, thumbnail: thumb })).body.message).toBe(SUBMISSION_TEXT.needFields);
    expect((await create(ana.key, { gender: 'male', category: hat, name: '  ', image: sprite, thumbnail: thumb })).body.message).toBe(SUBMISSION_TEXT.needFields);
    expect((await create(ana.key, { gender: 'male', category: 999, name: 'X', image: sprite, thumbnail: thumb })).body.message).toBe(SUBMISSION_TEXT.badCategory);
    expect((await create(ana.key, { gender: 'male', category: hat, name: 'x'.repeat(41), image: sprite, thumbnail: thumb })).body.message).toBe(SUBMISSION_TEXT.nameTooLong);
    expect((await create(ana.key, { gender: 'male', category: hat, name: 'X', thumbnail: thumb })).body.message).toBe(SUBMISSION_TEXT.needImage);
    expect((await create(ana.key, { gender: 'male', category: hat, name: 'X', image: sprite })).body.message).toBe(SUBMISSION_TEXT.needThumbnail);
    const json = await t.call({ method: 'POST', url: '/game-api/creator/submission', key: ana.key, payload: { gender: 'male' } });
    expect(json.status).toBe(400);
    expect(await t.ctx.db.select().from(creatorSubmissions)).toEqual([]);
    expect(uploadedFiles(t)).toEqual([]);
  });

  it('lets only the owner change a submission, and only while it is pending', async () => {
    const s = (await create(ana.key, { gender: 'female', category: hat, name: 'Mine', image: sprite, thumbnail: thumb })).body.submission;
    const edit = (key: string) => postForm(t, `/game-api/creator/submission/${s.id}`, key, submissionParts({ gender: 'male', category: hat, name: 'Taken' }));
    const remove = (key: string) => t.call({ method: 'POST', url: `/game-api/creator/submission/${s.id}/remove`, key });

    for (const key of [ben.key, mod.key]) {
      expect(await edit(key)).toMatchObject({ status: 403, body: { success: false, message: SUBMISSION_TEXT.notOwner } });
      expect(await remove(key)).toMatchObject({ status: 403, body: { success: false, message: SUBMISSION_TEXT.notOwner } });
    }
    // A refused edit that carried new pictures changes neither the owner's pictures nor leaves its own behind.
    const before = (await t.app.inject({ method: 'GET', url: s.imageUrl, headers: { 'x-session-key': ana.key } })).rawPayload;
    const intruder = submissionParts({ gender: 'male', category: hat, name: 'Taken', image: await spritePng('#20d020'), thumbnail: await thumbnailPng(218, '#20d020') });
    expect(await postForm(t, `/game-api/creator/submission/${s.id}`, ben.key, intruder)).toMatchObject({ status: 403 });
    expect((await t.app.inject({ method: 'GET', url: s.imageUrl, headers: { 'x-session-key': ana.key } })).rawPayload.equals(before)).toBe(true);
    const named = await namedFiles(t, s.id);
    expect(fs.readdirSync(path.dirname(named.image)).sort()).toEqual([path.basename(named.image), path.basename(named.thumbnail)].sort());
    expect((await t.call({ method: 'POST', url: '/game-api/creator/submission/999999/remove', key: ana.key })).status).toBe(404);
    expect((await t.call({ method: 'POST', url: '/game-api/creator/submission/abc/remove', key: ana.key })).body.message).toContain(SUBMISSION_TEXT.notFound);

    // Pictures: the owner and moderators see them; to anyone else the submission does not exist.
    expect((await t.call({ method: 'GET', url: s.thumbnailUrl, key: ana.key })).status).toBe(200);
    expect((await t.call({ method: 'GET', url: s.imageUrl, key: mod.key })).status).toBe(200);
    expect((await t.call({ method: 'GET', url: s.imageUrl, key: ben.key })).status).toBe(404);
    expect((await t.call({ method: 'GET', url: s.imageUrl })).status).toBe(401);

    const reject = await t.call({ method: 'POST', url: `/api/creator/review/${s.id}/reject`, key: mod.key, payload: { revision: 1, reason: 'Too plain' } });
    expect(reject.status).toBe(200);
    expect(await edit(ana.key)).toMatchObject({ status: 409, body: { message: SUBMISSION_TEXT.notPending } });
    expect(await remove(ana.key)).toMatchObject({ status: 409, body: { message: SUBMISSION_TEXT.notPending } });
    const [row] = await t.ctx.db.select().from(creatorSubmissions).where(eq(creatorSubmissions.id, s.id));
    expect(row).toMatchObject({ name: 'Mine', status: 'rejected', reason: 'Too plain' });
    expect((await list(ana.key)).body[0]).toMatchObject({ id: s.id, status: 'rejected', reason: 'Too plain' });
  });
});

describe('the pending cap', () => {
  it('refuses a new submission past the cap of pending ones, storing nothing', async () => {
    const busy = await makePlayer(t, { username: 'Busy' });
    await t.ctx.db.insert(creatorSubmissions).values(Array.from({ length: SUBMISSIONS_PENDING_MAX }, (_, i) => ({ submitterId: busy.id, name: `Pending ${i}`, gender: 'male', category: hat })));
    const filesBefore = uploadedFiles(t);
    const res = await create(busy.key, { gender: 'male', category: hat, name: 'One too many', image: sprite, thumbnail: thumb });
    expect(res).toMatchObject({ status: 409, body: { success: false, message: SUBMISSION_TEXT.tooManyPending } });
    expect(uploadedFiles(t)).toEqual(filesBefore);
    expect(await t.ctx.db.select().from(creatorSubmissions).where(eq(creatorSubmissions.submitterId, busy.id))).toHaveLength(SUBMISSIONS_PENDING_MAX);
  });
});

describe('preview on the player’s own avatar', () => {
  it('composes the upload over the player’s look in six views and stores nothing', async () => {
    const before = uploadedFiles(t);
    const rows = (await t.ctx.db.select().from(creatorSubmissions)).length;
    const res = await postForm(t, '/game-api/creator/preview', ben.key, [
      { name: 'category', value: String(hat) },
      { name: 'image', value: sprite },
    ]);
    expect(res.status).toBe(200);
    const png = Buffer.from(res.body.sheet.replace(/^data:image\/png;base64,/, ''), 'base64');
    const meta = await sharp(png).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 2550, 850]);
    // The red patch is on top of the body in every view (a hat is drawn late in every group).
    for (let col = 0; col < 6; col++) {
      const px = await sharp(png).extract({ left: col * 425 + 200, top: 350, width: 1, height: 1 }).raw().toBuffer();
      expect([...px]).toEqual([0xd0, 0x20, 0x20, 255]);
    }
    // And the player is in it: the body is drawn outside the patch.
    const { data } = await sharp(png).extract({ left: 0, top: 0, width: 425, height: 850 }).raw().toBuffer({ resolveWithObject: true });
    expect(data.filter((_, i) => i % 4 === 3 && data[i]! > 0).length).toBeGreaterThan(120 * 140 * 2);
    expect(uploadedFiles(t)).toEqual(before);
    expect((await t.ctx.db.select().from(creatorSubmissions)).length).toBe(rows);
  });

  it('previews an own submission by id, and refuses bad pictures with their message', async () => {
    const s = (await create(ben.key, { gender: 'male', category: hat, name: 'Cap', image: sprite, thumbnail: thumb })).body.submission;
    const byId = await postForm(t, '/game-api/creator/preview', ben.key, [
      { name: 'category', value: String(hat) },
      { name: 'submissionId', value: String(s.id) },
    ]);
    expect(byId.status).toBe(200);
    expect(byId.body.sheet).toMatch(/^data:image\/png;base64,/);
    const someoneElses = await postForm(t, '/game-api/creator/preview', ana.key, [
      { name: 'category', value: String(hat) },
      { name: 'submissionId', value: String(s.id) },
    ]);
    expect(someoneElses.status).toBe(404);
    const small = await postForm(t, '/game-api/creator/preview', ben.key, [
      { name: 'category', value: String(hat) },
      { name: 'image', value: await plainPng(425, 850) },
    ]);
    expect(small.body.message).toBe(SUBMISSION_TEXT.imageWrongSize(425, 850));
  });
});
