import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import type { CreatePostFields } from '@common/api/routes/outfitsFeed';
import type { TestApp } from '../../test/app';
import { outfits } from '../outfits/schema';

/** A saved outfit of the player's (nothing worn: the base body). */
export async function feedOutfit(t: TestApp, userId: string, name: string): Promise<number> {
  const [o] = await t.ctx.db.insert(outfits).values({ userId, name, skinTone: 3, width: 1, height: 1 }).returning({ id: outfits.id });
  return o!.id;
}

export const pngImage = (w = 40, h = 60) => sharp({ create: { width: w, height: h, channels: 4, background: { r: 200, g: 80, b: 120, alpha: 1 } } }).png().toBuffer();
export const jpegImage = (w = 40, h = 60) => sharp({ create: { width: w, height: h, channels: 3, background: { r: 20, g: 80, b: 220 } } }).jpeg().toBuffer();

function pngChunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}

/** A small, valid PNG file that declares width x height pixels (a decompression bomb's header). */
export function pixelFloodPng(width = 100_000, height = 100_000): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale
  const rows = deflateSync(Buffer.alloc(1 + 64)); // a first row; the rest never arrives
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), pngChunk('IHDR', ihdr), pngChunk('IDAT', rows), pngChunk('IEND', Buffer.alloc(0))]);
}

export interface UploadPart {
  field: string;
  filename: string;
  type: string;
  data: Buffer;
}

/** A multipart body of the create request: the post's fields as JSON plus its files. */
export function createPostBody(fields: CreatePostFields, files: UploadPart[] = []): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----feed${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="post"\r\n\r\n${JSON.stringify(fields)}\r\n`)];
  for (const f of files) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${f.field}"; filename="${f.filename}"\r\nContent-Type: ${f.type}\r\n\r\n`), f.data, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
