import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { DataDirNotReachable, startEmbeddedPostgres } from './embedded';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'oldroad-perm-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));
const asRoot = typeof process.getuid === 'function' && process.getuid() === 0;

// Only as root does the embedded PostgreSQL run as another user (`postgres`) than the app.
describe.runIf(asRoot)('a DATA_DIR the embedded PostgreSQL user cannot enter', () => {
  it('fails at start naming the folder in the way and how to fix it', async () => {
    const locked = path.join(root, 'private');
    fs.mkdirSync(path.join(locked, 'data'), { recursive: true });
    fs.chmodSync(root, 0o755);
    fs.chmodSync(locked, 0o700); // like /root: only its owner may enter
    const started = startEmbeddedPostgres(path.join(locked, 'data'), pino({ level: 'silent' }));
    await expect(started).rejects.toThrow(DataDirNotReachable);
    await expect(started).rejects.toThrow(`cannot enter ${locked}, on the way to ${path.join(locked, 'data')}`);
    await expect(started).rejects.toThrow(`chmod o+x ${locked}`);
    // Nothing was made in it.
    expect(fs.existsSync(path.join(locked, 'data', 'pg'))).toBe(false);
  });
});
