import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { LAYER_KEYS, categoryByKey } from '@common/avatar/categories';
import { emptyCustomization, houseItemId, withWorn, wornItems, type Customization } from '@common/avatar/customization';
import { Compositor } from '../src/server/art/compositor';
import { artIsCurrent } from '../src/server/art/generate';
import { bodyFile, writeBody, writeItem } from '../src/server/art/generate-items';
import { designById } from '../src/server/art/items';
import { LayerCache } from '../src/server/art/layer-cache';
import { loadConfig } from '../src/server/config';
import { adminQuery, withDatabase } from '../src/server/test/database';

/**
 * `npm run bench:art` (not a test): the compositor against a naive sharp.composite of the
 * same 30 full-size layers, then cached-avatar requests per second against a running app.
 * Uses ART_DIR when it holds current art; otherwise draws the few layers it needs.
 */
const config = loadConfig();
const artDir = artIsCurrent(config.artDir) ? config.artDir : fs.mkdtempSync(path.join(os.tmpdir(), 'oldroad-bench-art-'));
const SKIP = new Set(['wings', 'handheld', 'bag', 'coat', 'beard', 'horns']);
const keys = LAYER_KEYS.filter((k) => !SKIP.has(k)).slice(0, 29);

function outfit(design: number): Customization {
  let c = emptyCustomization(false);
  for (const k of keys) c = withWorn(c, k, houseItemId(categoryByKey(k).id, design));
  return c;
}
const looks = [0, 1, 2, 3].map(outfit);

if (artDir !== config.artDir) {
  console.log(`(no current art in ${config.artDir}: drawing the bench's layers into ${artDir})`);
  writeBody(artDir, false, 0);
  for (const c of looks) for (const [, id] of wornItems(c)) await writeItem(artDir, designById(id)!);
}
const resolve = (id: number) => (designById(id) ? `items/${id}` : null);
const layerFiles = (c: Customization) => [bodyFile(false, 0), ...wornItems(c).map(([, id]) => `items/${id}/sprite.png`)].map((f) => path.join(artDir, f));

const time = async (f: () => Promise<unknown>) => {
  const t = performance.now();
  await f();
  return performance.now() - t;
};

// Naive: one sharp.composite of the 30 full-size layer files into a sheet PNG.
const naive = async (c: Customization) => {
  const [base, ...rest] = layerFiles(c);
  await sharp(base).composite(rest.map((input) => ({ input }))).png().toBuffer();
};
await naive(looks[0]!); // warm sharp itself
const naiveMs: number[] = [];
for (const c of looks) naiveMs.push(await time(() => naive(c)));

// Ours, everything cold (layers decoded and trimmed on the way).
const cold = new Compositor(artDir, resolve, new LayerCache());
const coldMs = await time(() => cold.compose(looks[0]!));
// Ours, a look never composed before whose layers were seen (the steady state of a town).
const warm = new Compositor(artDir, resolve, new LayerCache());
for (const c of looks) await warm.composeRaw(c);
const sheetMs: number[] = [];
for (let round = 0; round < 2; round++) for (const c of looks) sheetMs.push(await time(() => warm.compose(c)));

const avg = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
const layers = layerFiles(looks[0]!).length;
console.log(`layers per sheet:                   ${layers}`);
console.log(`naive sharp.composite:              ${avg(naiveMs).toFixed(0)} ms per sheet`);
console.log(`compositor, all caches cold:        ${coldMs.toFixed(0)} ms (decodes and trims ${layers} layers once)`);
console.log(`compositor, new look, layers cached: ${avg(sheetMs).toFixed(0)} ms per sheet (sheet + half sheet + thumbnail)`);
console.log(`ratio to naive:                     ${(avg(sheetMs) / avg(naiveMs)).toFixed(3)} (target <= 0.1)`);

await requestsPerSecond();

/** Cached-avatar requests/s: a running app (BENCH_URL), or one started here over a scratch database. */
async function requestsPerSecond(): Promise<void> {
  let base = process.env.BENCH_URL;
  let stop = async () => {};
  if (!base) {
    const adminUrl = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
    if (!adminUrl) {
      console.log('requests/s: skipped (set BENCH_URL to a running app, or TEST_DATABASE_URL to start one)');
      return;
    }
    const name = `oldroad_bench_${process.pid}`;
    await adminQuery(adminUrl, `CREATE DATABASE ${name}`);
    const port = 31_000 + (process.pid % 900);
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'oldroad-bench-data-'));
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
      env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, ART_DIR: artDir, DATABASE_URL: withDatabase(adminUrl, name), SEED_DEMO: '1', LOG_LEVEL: 'warn', NODE_ENV: 'production' },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    base = `http://127.0.0.1:${port}`;
    stop = async () => {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
      await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name}`);
      fs.rmSync(dataDir, { recursive: true, force: true });
    };
    await waitFor(`${base}/api/status`);
  }
  try {
    // The demo players are seeded just after the app starts listening.
    let look: string | undefined;
    for (let i = 0; i < 120 && !look; i++) {
      const res = await get(`${base}/api/profile/customization/Ava`);
      look = res.status === 200 ? (JSON.parse(res.body.toString()) as { look: string }).look : undefined;
      if (!look) await new Promise((r) => setTimeout(r, 250));
    }
    if (!look) throw new Error('No demo player Ava to draw');
    const url = `${base}/cdn/look/${look}.thumb.webp`;
    await get(url); // composed once; from here on it is the cache
    const agent = new http.Agent({ keepAlive: true, maxSockets: 32 });
    const seconds = 5;
    const until = Date.now() + seconds * 1000;
    let count = 0;
    await Promise.all(
      Array.from({ length: 32 }, async () => {
        while (Date.now() < until) {
          await get(url, agent);
          count++;
        }
      }),
    );
    agent.destroy();
    console.log(`cached avatar (${url.split('/').pop()}): ${Math.round(count / seconds)} requests/s (target >= 5000)`);
  } finally {
    await stop();
  }
}

function get(url: string, agent?: http.Agent): Promise<{ status: number; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

async function waitFor(url: string): Promise<void> {
  for (let i = 0; i < 240; i++) {
    try {
      if ((await get(url)).status === 200) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`The app did not start at ${url}`);
}
