import fs from 'node:fs/promises';
import path from 'node:path';
import { syncDir } from '../../fs/durable';

/**
 * Copies the folder `from` into `to` (made here) as hard links: instant, and the links keep the
 * bytes even when the app removes a file a moment later. Where links are not allowed (another
 * file system) the file is copied. Only plain files and folders are taken.
 */
export async function linkTree(from: string, to: string): Promise<{ files: number; bytes: number }> {
  const count = { files: 0, bytes: 0 };
  await fs.mkdir(to, { recursive: true });
  for (const entry of await fs.readdir(from, { withFileTypes: true }).catch(missingIsEmpty)) {
    const source = path.join(from, entry.name);
    const target = path.join(to, entry.name);
    if (entry.isDirectory()) {
      const inner = await linkTree(source, target);
      count.files += inner.files;
      count.bytes += inner.bytes;
    } else if (entry.isFile()) {
      try {
        await fs.link(source, target);
      } catch (err) {
        const code = (err as NodeJS.ErrnoException).code;
        if (code === 'ENOENT') continue; // a file whose row never committed, removed meanwhile
        if (code !== 'EXDEV' && code !== 'EPERM' && code !== 'ENOTSUP' && code !== 'EMLINK') throw err;
        await fs.copyFile(source, target);
      }
      count.files++;
      count.bytes += (await fs.stat(target)).size;
    }
  }
  return count;
}

function missingIsEmpty(err: NodeJS.ErrnoException): [] {
  if (err.code === 'ENOENT') return [];
  throw err;
}

/** fsyncs every file and folder under `dir` (files written by tar are not), deepest first. */
export async function syncTree(dir: string): Promise<void> {
  for (const entry of await fs.readdir(dir, { withFileTypes: true })) {
    const inner = path.join(dir, entry.name);
    if (entry.isDirectory()) await syncTree(inner);
    else if (entry.isFile()) {
      const handle = await fs.open(inner, 'r');
      try {
        await handle.sync();
      } finally {
        await handle.close();
      }
    }
  }
  await syncDir(dir);
}

/** The names in a folder (none when it does not exist). */
export const entriesOf = (dir: string): Promise<string[]> => fs.readdir(dir).catch(missingIsEmpty);
