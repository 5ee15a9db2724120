import fs from 'node:fs';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { defaultItemIds } from '@common/avatar/customization';
import { FRAME_WIDTH, SHEET_HEIGHT, SHEET_WIDTH } from '@common/avatar/sheet';
import { DEFAULT_SKIN_TONE, DEFAULT_THUMBNAIL_SKIN_TONE } from '@common/avatar/skin-tones';
import { writeBody, writeItem } from '../../art/generate-items';
import { designById } from '../../art/items';
import type { TestApp } from '../../test/app';
import { submissionFile, type SubmissionFile } from './files';
import { creatorSubmissions } from './schema';

/**
 * Test pictures and multipart bodies for the creator tests: real PNGs made by sharp, and
 * hand-made broken ones (a header that lies, a file cut short).
 */

/** A 2550x850 sprite with a solid patch in every view at (x, y) of the frame. */
export async function spritePng(color = '#d02020', patch = { x: 150, y: 300, w: 120, h: 140 }): Promise<Buffer> {
  const squares = Array.from({ length: 6 }, (_, col) => ({
    input: { create: { width: patch.w, height: patch.h, channels: 4 as const, background: color } },
    left: col * FRAME_WIDTH + patch.x,
    top: patch.y,
  }));
  return sharp({ create: { width: SHEET_WIDTH, height: SHEET_HEIGHT, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
    .composite(squares)
    .png()
    .toBuffer();
}

export const thumbnailPng = (size = 218, color = '#d02020') =>
  sharp({ create: { width: size, height: size, channels: 4, background: color } })
    .png()
    .toBuffer();

export const plainPng = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 4, background: '#3060c0' } })
    .png()
    .toBuffer();

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(buf: Buffer): number {
  let c = 0xffffffff;
  for (const b of buf) c = crcTable[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}

/**
 * A valid-looking PNG that declares width x height (a decompression bomb declares far more
 * pixels than it carries): signature, IHDR, one small IDAT of zero rows, IEND.
 */
export function declaredPng(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 6, 0, 0, 0], 8); // 8-bit RGBA, no interlace
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', ihdr), chunk('IDAT', deflateSync(Buffer.alloc(1024))), chunk('IEND', Buffer.alloc(0))]);
}

/** A PNG with a text chunk (metadata the server must not keep), inserted after IHDR. */
export function withTextChunk(png: Buffer, text: string): Buffer {
  const afterIhdr = 8 + 25;
  return Buffer.concat([png.subarray(0, afterIhdr), chunk('tEXt', Buffer.from(`Comment\0${text}`, 'latin1')), png.subarray(afterIhdr)]);
}

export const jpegBytes = () => sharp({ create: { width: SHEET_WIDTH, height: SHEET_HEIGHT, channels: 3, background: '#808080' } }).jpeg().toBuffer();

export interface Part {
  name: string;
  value: string | Buffer;
  filename?: string;
  type?: string;
}

/** A multipart/form-data body (the fields and files a browser's FormData would send). */
export function multipart(parts: Part[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----oldroad${Math.random().toString(16).slice(2)}`;
  const pieces: Buffer[] = [];
  for (const p of parts) {
    const head =
      typeof p.value === 'string'
        ? `--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"\r\n\r\n`
        : `--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"; filename="${p.filename ?? `${p.name}.png`}"\r\nContent-Type: ${p.type ?? 'image/png'}\r\n\r\n`;
    pieces.push(Buffer.from(head), typeof p.value === 'string' ? Buffer.from(p.value) : p.value, Buffer.from('\r\n'));
  }
  pieces.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(pieces), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export interface SubmissionForm {
  gender?: string;
  category?: string | number;
  name?: string;
  image?: Buffer;
  thumbnail?: Buffer;
  imageName?: string;
}

export function submissionParts(f: SubmissionForm): Part[] {
  const parts: Part[] = [];
  if (f.gender !== undefined) parts.push({ name: 'gender', value: f.gender });
  if (f.category !== undefined) parts.push({ name: 'category', value: String(f.category) });
  if (f.name !== undefined) parts.push({ name: 'name', value: f.name });
  if (f.image) parts.push({ name: 'image', value: f.image, filename: f.imageName ?? 'sprite.png' });
  if (f.thumbnail) parts.push({ name: 'thumbnail', value: f.thumbnail, filename: 'thumb.png' });
  return parts;
}

/** POSTs a multipart form as a signed-in player. */
export function postForm(t: TestApp, url: string, key: string, parts: Part[]) {
  const { payload, headers } = multipart(parts);
  return t.call({ method: 'POST', url, key, payload, headers });
}

/** The two files a submission's row names now (their version: files.ts), as paths on disk. */
export async function namedFiles(t: TestApp, id: number): Promise<Record<SubmissionFile, string>> {
  const [row] = await t.ctx.db.select().from(creatorSubmissions).where(eq(creatorSubmissions.id, id));
  if (!row) throw new Error(`no submission ${id}`);
  return { image: submissionFile(t.ctx.config, row, 'image'), thumbnail: submissionFile(t.ctx.config, row, 'thumbnail') };
}

/** Every file under DATA_DIR/uploads (to show a refusal wrote none). */
export function uploadedFiles(t: TestApp): string[] {
  const root = path.join(t.ctx.config.dataDir, 'uploads');
  if (!fs.existsSync(root)) return [];
  return (fs.readdirSync(root, { recursive: true, encoding: 'utf8' }) as string[]).filter((f) => fs.statSync(path.join(root, f)).isFile()).sort();
}

/** The art composing needs in these tests: both bodies at the default and thumbnail tones, both default outfits. */
export async function drawTestArt(artDir: string): Promise<void> {
  for (const isMale of [true, false]) {
    for (const tone of new Set([DEFAULT_SKIN_TONE, DEFAULT_THUMBNAIL_SKIN_TONE])) writeBody(artDir, isMale, tone);
    for (const id of defaultItemIds(isMale)) {
      const d = designById(id);
      if (d) await writeItem(artDir, d);
    }
  }
}
