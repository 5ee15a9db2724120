import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import type { FastifyReply, FastifyRequest } from 'fastify';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const DAY = 'public, max-age=86400';
export const REVALIDATE = 'no-cache';

export const contentTypeOf = (file: string) =>
  file.endsWith('.png') ? 'image/png' : file.endsWith('.webp') ? 'image/webp' : file.endsWith('.gif') ? 'image/gif' : file.endsWith('.json') ? 'application/json' : file.endsWith('.pdf') ? 'application/pdf' : 'application/octet-stream';

/** Generated files read once and kept in memory (they only change when the art is regenerated). */
const files = new Map<string, { buf: Buffer; etag: string } | null>();
const MAX_FILES = 4000;

export async function readArtFile(file: string): Promise<{ buf: Buffer; etag: string } | null> {
  if (files.has(file)) return files.get(file)!;
  const buf = await fs.readFile(file).catch(() => null);
  const entry = buf ? { buf, etag: `"${createHash('sha1').update(buf).digest('base64url').slice(0, 20)}"` } : null;
  // Missing files are not remembered: the art may be generated while the app runs.
  if (entry) {
    if (files.size >= MAX_FILES) files.delete(files.keys().next().value!);
    files.set(file, entry);
  }
  return entry;
}

/** Sends a body with its ETag and cache policy, or 304 when the client already has it. */
export function sendImage(req: FastifyRequest, reply: FastifyReply, buf: Buffer, etag: string, type: string, cacheControl: string) {
  reply.header('etag', etag).header('cache-control', cacheControl).header('content-type', type);
  const match = req.headers['if-none-match'];
  if (match && match.split(',').some((t) => t.trim() === etag || t.trim() === `W/${etag}`)) return reply.status(304).send();
  return reply.send(buf);
}
