import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { renameDurable, writeDurable } from './durable';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'oldroad-durable-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

describe('durable file writes', () => {
  it('write the whole file under its name, in folders made on the way, leaving no temporary file', async () => {
    const file = path.join(root, 'uploads/submissions/7/image.png');
    const data = Buffer.alloc(300_000, 7);
    await writeDurable(file, data);
    expect(fs.readFileSync(file).equals(data)).toBe(true);
    expect(fs.readdirSync(path.dirname(file))).toEqual(['image.png']);
    // Replacing keeps the name and swaps the bytes whole.
    await writeDurable(file, Buffer.from('second'));
    expect(fs.readFileSync(file, 'utf8')).toBe('second');
  });

  it('fsync the file before the rename and the folder after it', async () => {
    const synced: string[] = [];
    const open = fsp.open;
    const spy = vi.spyOn(fsp, 'open').mockImplementation(async (...args: Parameters<typeof fsp.open>) => {
      const handle = await open(...args);
      const sync = handle.sync.bind(handle);
      handle.sync = async () => {
        synced.push(path.basename(String(args[0])).replace(/\.\d+\.[0-9a-f]+\.tmp$/, '.tmp'));
        return sync();
      };
      return handle;
    });
    try {
      await writeDurable(path.join(root, 'order/thumb.png'), Buffer.from('x'));
    } finally {
      spy.mockRestore();
    }
    expect(synced.slice(-2)).toEqual(['.thumb.png.tmp', 'order']);
  });

  it('leave nothing behind when the write fails', async () => {
    const dir = path.join(root, 'blocked');
    fs.mkdirSync(dir);
    fs.mkdirSync(path.join(dir, 'taken.png')); // a folder where the file should go: rename fails
    await expect(writeDurable(path.join(dir, 'taken.png'), Buffer.from('x'))).rejects.toThrow();
    expect(fs.readdirSync(dir)).toEqual(['taken.png']);
  });

  it('move a staged file into place', async () => {
    const staged = path.join(root, 'staging-a.png');
    fs.writeFileSync(staged, 'staged');
    await renameDurable(staged, path.join(root, 'moved/a.png'));
    expect(fs.existsSync(staged)).toBe(false);
    expect(fs.readFileSync(path.join(root, 'moved/a.png'), 'utf8')).toBe('staged');
  });
});
