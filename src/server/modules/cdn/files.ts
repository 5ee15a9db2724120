import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const DAY = 'public, max-age=86400';
export const REVALIDATE = 'no-cache';

export const contentTypeOf = (file: string) =>
  file.endsWith('.png') ? 'image/png' : file.endsWith('.webp') ? 'image/webp' : file.endsWith('.gif') ? 'image/gif' : file.endsWith('.json') ? 'application/json' : file.endsWith('.pdf') ? 'application/pdf' : 'application/octet-stream';

const MAX_FILES = 4000;
const MAX_FILE_BYTES = 256 * 1024 * 1024;

export interface ArtFile {
  buf: Buffer;
  etag: string;
}

/**
 * Generated files read once and cached in memory (they only change when the art is regenerated),
 * by count and by bytes, one read per file at a time; the app's one cache is built by services.ts.
 */
export class ArtFiles {
  private readonly cache = new LRUCache<string, ArtFile>({
    max: MAX_FILES,
    maxSize: MAX_FILE_BYTES,
    sizeCalculation: (f) => Math.max(1, f.buf.length),
    // Missing files are not cached (undefined): the art may be generated while the app runs.
    fetchMethod: async (file) => {
      const buf = await fs.readFile(file).catch(() => null);
      return buf ? { buf, etag: `"${createHash('sha1').update(buf).digest('base64url').slice(0, 20)}"` } : undefined;
    },
  });

  async read(file: string): Promise<ArtFile | null> {
    return (await this.cache.fetch(file)) ?? null;
  }

  clear(): void {
    this.cache.clear();
  }
}

/** Sends a body with its ETag and cache policy, or 304 when the client already has it. */
export function sendImage(req: FastifyRequest, reply: FastifyReply, buf: Buffer, etag: string, type: string, cacheControl: string) {
  reply.header('etag', etag).header('cache-control', cacheControl).header('content-type', type);
  const match = req.headers['if-none-match'];
  if (match && match.split(',').some((t) => t.trim() === etag || t.trim() === `W/${etag}`)) return reply.status(304).send();
  return reply.send(buf);
}
