import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDir } from '../../../scripts/web-build-plugins';
import { buildApp } from '../app';
import { SESSION_COOKIE } from '../modules/auth/sessions';
import { LANDING_PAGE } from './web-files';
import { useTestApp } from '../test/app';

/**
 * The built web app is sent compressed (issue 23): the build writes .br and .gz copies beside
 * each text file (scripts/web-build-plugins.ts) and the server sends the best one a browser
 * accepts, through its per-request file serving, with its cache and 404 rules unchanged.
 */
const t = useTestApp();
let web: FastifyInstance;
let root: string;

// Text that compresses like a script does (repeated identifiers), well over the 1 KB floor.
const script = Array.from({ length: 400 }, (_, i) => `export const value${i % 37} = "old road ${i % 11}";`).join('\n');
const page = `<!doctype html><html><head><title>Oldroad</title>${'<link rel="stylesheet" href="/assets/app.css">'.repeat(40)}</head><body><div id="root"></div></body></html>`;
// The page with the landing drawn in it (scripts/prerender-landing.ts), sent to visitors at /.
const landing = page.replace('<div id="root"></div>', `<div id="root" data-prerendered="landing">${'<h1>Oldroad</h1>'.repeat(20)}</div>`);
const APP = '/assets/app-abc123.js';
const ONLY_GZIP = '/assets/chat-def456.js';
const TINY = '/assets/tiny-aaa111.js';
const FONT = '/assets/nunito-bbb222.woff2';

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'oldroad-web-'));
  fs.mkdirSync(path.join(root, 'assets'));
  fs.mkdirSync(path.join(root, '.vite'));
  fs.writeFileSync(path.join(root, 'index.html'), page);
  fs.writeFileSync(path.join(root, LANDING_PAGE), landing);
  fs.writeFileSync(path.join(root, APP), script);
  fs.writeFileSync(path.join(root, ONLY_GZIP), script.replaceAll('road', 'lane'));
  fs.writeFileSync(path.join(root, TINY), 'export const a = 1;');
  fs.writeFileSync(path.join(root, FONT), Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 7919) % 256)));
  fs.writeFileSync(path.join(root, '.vite/chunks.json'), JSON.stringify({ secret: 'build report' }).repeat(100));
  await precompressDir(root);
  // A copy the build did not make (or that went missing): the next best is sent.
  fs.rmSync(path.join(root, `${ONLY_GZIP}.br`));
  web = await buildApp(t.ctx, { webRoot: root });
  await web.ready();
});

afterAll(async () => {
  await web?.close();
  fs.rmSync(root, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string, headers: Record<string, string> = {}) =>
  web.inject({ method: 'GET', url, headers: { ...(acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding }), ...headers } });

describe('the build', () => {
  it('writes brotli and gzip copies of text files that decompress to the file, and none of tiny, binary or report files', () => {
    expect(zlib.brotliDecompressSync(fs.readFileSync(path.join(root, `${APP}.br`))).toString()).toBe(script);
    expect(zlib.gunzipSync(fs.readFileSync(path.join(root, `${APP}.gz`))).toString()).toBe(script);
    expect(fs.statSync(path.join(root, `${APP}.br`)).size).toBeLessThan(script.length / 5);
    expect(fs.existsSync(path.join(root, 'index.html.br'))).toBe(true);
    expect(fs.existsSync(path.join(root, `${TINY}.br`))).toBe(false);
    expect(fs.existsSync(path.join(root, `${FONT}.br`))).toBe(false);
    expect(fs.existsSync(path.join(root, '.vite/chunks.json.br'))).toBe(false);
  });
});

describe('sending the web app', () => {
  it('sends brotli to a browser that takes it, with its type, Vary and the immutable cache of hashed assets', async () => {
    const res = await get(APP, 'gzip, deflate, br, zstd');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Number(res.headers['content-length'])).toBe(fs.statSync(path.join(root, `${APP}.br`)).size);
    expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toBe(script);
  });

  it('sends gzip to a browser that takes only gzip, or refuses brotli', async () => {
    for (const accepts of ['gzip', 'br;q=0, gzip', '*']) {
      const res = await get(APP, accepts);
      expect(res.headers['content-encoding'], accepts).toBe('gzip');
      expect(zlib.gunzipSync(res.rawPayload).toString()).toBe(script);
    }
  });

  it('sends the file itself to a client that takes no compression, still saying it varies', async () => {
    for (const accepts of [undefined, 'identity', '']) {
      const res = await get(APP, accepts);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding'], String(accepts)).toBeUndefined();
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(res.body).toBe(script);
    }
  });

  it('falls back to the next copy when one is missing: gzip without a .br, the file without any', async () => {
    const gz = await get(ONLY_GZIP, 'br, gzip');
    expect(gz.statusCode).toBe(200);
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(script.replaceAll('road', 'lane'));
    const tiny = await get(TINY, 'br, gzip');
    expect(tiny.statusCode).toBe(200);
    expect(tiny.headers['content-encoding']).toBeUndefined();
    expect(tiny.body).toBe('export const a = 1;');
  });

  it('sends fonts and pictures as they are, without Vary', async () => {
    const res = await get(FONT, 'br, gzip');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers.vary).toBeUndefined();
    expect(res.rawPayload.length).toBe(4096);
  });

  it('sends the page compressed and revalidated, at any screen of the app and at / to a signed-in player', async () => {
    const signedIn = { cookie: `${SESSION_COOKIE}=abc` };
    for (const [url, headers] of [['/', signedIn], ['/index.html', {}], ['/reset-password?token=abc', {}], ['/login?callbackUrl=%2F', {}], ['/login', signedIn]] as const) {
      const res = await get(url, 'br', headers);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-encoding'], url).toBe('br');
      expect(res.headers['content-type'], url).toMatch(/^text\/html/);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(zlib.brotliDecompressSync(res.rawPayload).toString(), url).toBe(page);
    }
  });

  it('sends a visitor at / the page with the landing drawn in it, compressed and revalidated', async () => {
    for (const url of ['/', '/?from=poster']) {
      const res = await get(url, 'br');
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-encoding'], url).toBe('br');
      expect(res.headers['content-type'], url).toMatch(/^text\/html/);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(zlib.brotliDecompressSync(res.rawPayload).toString(), url).toBe(landing);
    }
    // A browser that takes no compression gets the same page.
    expect((await get('/')).body).toBe(landing);
  });

  it('sends a visitor the plain page when the build has no landing page', async () => {
    const file = path.join(root, LANDING_PAGE);
    fs.renameSync(file, `${file}.away`);
    try {
      expect((await get('/')).body).toBe(page);
    } finally {
      fs.renameSync(`${file}.away`, file);
    }
  });

  it('answers a missing file with a 404, never the page, whatever the browser accepts', async () => {
    for (const accepts of ['br, gzip', undefined]) {
      const res = await get('/assets/app-old999.js', accepts);
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.json()).toMatchObject({ success: false });
    }
  });

  it('never sends the build reports', async () => {
    for (const url of ['/.vite/chunks.json', '/.vite/chunks.json.br']) {
      const res = await get(url, 'br');
      expect(res.statusCode, url).toBe(404);
      expect(res.body).not.toContain('build report');
    }
  });

  it('answers a repeated request with 304 for the copy the browser holds', async () => {
    const first = await get(APP, 'br');
    const again = await get(APP, 'br', { 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
    // The gzip copy is another file: the brotli ETag does not stand for it.
    const other = await get(APP, 'gzip', { 'if-none-match': String(first.headers.etag) });
    expect(other.statusCode).toBe(200);
    expect(other.headers['content-encoding']).toBe('gzip');
  });
});
