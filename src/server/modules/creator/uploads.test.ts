import fs from 'node:fs';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { categoryByKey } from '@common/avatar/categories';
import { SUBMISSION_IMAGE_MAX_BYTES } from '@common/creator/submission';
import { SUBMISSION_TEXT } from '@common/creator/texts';
import { useTestApp } from '../../test/app';
import { checkPng, declaredSize } from './png';
import { creatorSubmissions } from './schema';
import { declaredPng, jpegBytes, namedFiles, plainPng, postForm, spritePng, submissionParts, thumbnailPng, uploadedFiles, withTextChunk } from './testing';
import { makePlayer, type TestPlayer } from '../../test/players';

const t = useTestApp();
const hat = categoryByKey('hat').id;
let ana: TestPlayer;
let sprite: Buffer;
let thumb: Buffer;

beforeAll(async () => {
  ana = await makePlayer(t, { username: 'Ana' });
  sprite = await spritePng();
  thumb = await thumbnailPng();
});

const submit = (image: Buffer, thumbnail: Buffer = thumb, imageName = 'sprite.png') =>
  postForm(t, '/game-api/creator/submission', ana.key, submissionParts({ gender: 'female', category: hat, name: 'Test', image, thumbnail, imageName }));

/** Each refusal answers its own message, and leaves no row and no file behind. */
async function refused(res: { status: number; body: { success: boolean; message: string } }, status: number, message: string) {
  expect(res.status).toBe(status);
  expect(res.body).toEqual({ success: false, message, ...(status === 400 ? { field: expect.any(String) } : {}) });
  expect(await t.ctx.db.select().from(creatorSubmissions)).toEqual([]);
  expect(uploadedFiles(t)).toEqual([]);
}

describe('upload checks', () => {
  it('refuses a truncated PNG', async () => {
    const cut = sprite.subarray(0, Math.floor(sprite.length / 2));
    await refused(await submit(cut), 400, SUBMISSION_TEXT.imageDamaged);
    await refused(await submit(sprite, thumb.subarray(0, 60)), 400, SUBMISSION_TEXT.thumbnailDamaged);
  });

  it('refuses a JPEG renamed .png (by its bytes, not its name)', async () => {
    await refused(await submit(await jpegBytes(), thumb, 'sprite.png'), 400, SUBMISSION_TEXT.imageNotPng);
    await refused(await submit(sprite, await sharp(thumb).jpeg().toBuffer()), 400, SUBMISSION_TEXT.thumbnailNotPng);
    await refused(await submit(Buffer.from('GIF89a not a png at all')), 400, SUBMISSION_TEXT.imageNotPng);
  });

  it('refuses a pixel flood from its header, without decoding it', async () => {
    const bomb = declaredPng(100_000, 100_000);
    expect(bomb.length).toBeLessThan(2000);
    expect(declaredSize(bomb)).toEqual({ width: 100_000, height: 100_000 });
    const heapBefore = process.memoryUsage().rss;
    await refused(await submit(bomb), 400, SUBMISSION_TEXT.imageFlood(100_000, 100_000));
    // 10^10 RGBA pixels would be 40 GB; the refusal used next to nothing.
    expect(process.memoryUsage().rss - heapBefore).toBeLessThan(200 * 1024 * 1024);
    await refused(await submit(sprite, declaredPng(30_000, 30_000)), 400, SUBMISSION_TEXT.thumbnailFlood(30_000, 30_000));
    // A header that fits but a body that does not carry the pixels: damaged, not decoded into memory.
    await refused(await submit(declaredPng(2550, 850)), 400, SUBMISSION_TEXT.imageDamaged);
  });

  it('refuses a sprite of the wrong size and a thumbnail too large', async () => {
    await refused(await submit(await plainPng(425, 850)), 400, SUBMISSION_TEXT.imageWrongSize(425, 850));
    await refused(await submit(await plainPng(2550, 851)), 400, SUBMISSION_TEXT.imageWrongSize(2550, 851));
    await refused(await submit(sprite, await plainPng(600, 400)), 400, SUBMISSION_TEXT.thumbnailWrongSize(600, 400));
  });

  it('refuses an oversized file while it streams in', async () => {
    // A real PNG padded past the cap with a private chunk: refused for its size, whatever it holds.
    const padding = Buffer.alloc(SUBMISSION_IMAGE_MAX_BYTES);
    const big = Buffer.concat([sprite.subarray(0, sprite.length - 12), lengthPrefixed('abCd', padding), sprite.subarray(sprite.length - 12)]);
    await refused(await submit(big), 413, SUBMISSION_TEXT.imageTooBig);
    await refused(await submit(sprite, Buffer.concat([thumb, Buffer.alloc(600 * 1024)])), 413, SUBMISSION_TEXT.thumbnailTooBig);
  });

  it('keeps no metadata: the stored files are fresh PNGs without the upload’s text chunks', async () => {
    const tagged = withTextChunk(sprite, 'GPS 51.5N 0.1W, Canon EOS, secret');
    expect(tagged.includes(Buffer.from('secret'))).toBe(true);
    const res = await submit(tagged, withTextChunk(thumb, 'secret'));
    expect(res.status).toBe(200);
    const named = await namedFiles(t, res.body.submission.id);
    for (const f of [named.image, named.thumbnail]) {
      const stored = fs.readFileSync(f);
      expect(stored.includes(Buffer.from('secret'))).toBe(false);
      expect(stored.includes(Buffer.from('tEXt'))).toBe(false);
    }
    const meta = await sharp(fs.readFileSync(named.image)).metadata();
    expect([meta.width, meta.height, meta.channels]).toEqual([2550, 850, 4]);
  });

  it('re-encodes a greyscale PNG to 8-bit RGBA', async () => {
    const grey = await sharp(await plainPng(2550, 850)).greyscale().toColourspace('b-w').png().toBuffer();
    const out = await checkPng(grey, 'image');
    const meta = await sharp(out).metadata();
    expect([meta.channels, meta.depth]).toEqual([4, 'uchar']);
  });
});

function lengthPrefixed(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  return Buffer.concat([len, Buffer.from(type, 'latin1'), data, Buffer.alloc(4)]);
}
