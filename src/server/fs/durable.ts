import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * Durable file writes for uploads that a database row points at. A rename alone is atomic but
 * not durable: after a crash (power, kernel) the new name can point at an empty file, or be
 * gone, while the row that names it committed. So: write a temporary file, fsync it, rename it
 * into place, fsync the folder (the rename itself), and fsync the folders made on the way.
 * Callers write before the transaction that points at the file commits.
 */
export async function writeDurable(file: string, data: Buffer): Promise<void> {
  const dir = path.dirname(file);
  await makeDirDurable(dir);
  const tmp = path.join(dir, `.${path.basename(file)}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`);
  try {
    await writeSynced(tmp, data);
    await fs.rename(tmp, file);
  } catch (err) {
    await fs.rm(tmp, { force: true });
    throw err;
  }
  await syncDir(dir);
}

/** Writes and fsyncs a file under its own name (a staging file, renamed into place later). */
export async function writeSynced(file: string, data: Buffer): Promise<void> {
  const handle = await fs.open(file, 'w', 0o644);
  try {
    await handle.writeFile(data);
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** Renames a (synced) file into place and fsyncs both folders, so the move survives a crash. */
export async function renameDurable(from: string, to: string): Promise<void> {
  await makeDirDurable(path.dirname(to));
  await fs.rename(from, to);
  await syncDir(path.dirname(to));
  if (path.dirname(from) !== path.dirname(to)) await syncDir(path.dirname(from));
}

/** mkdir -p, then fsync the parent of each folder it made, so the folders survive a crash too. */
export async function makeDirDurable(dir: string): Promise<void> {
  const first = await fs.mkdir(dir, { recursive: true });
  if (!first) return;
  for (let d = path.resolve(dir); ; d = path.dirname(d)) {
    await syncDir(path.dirname(d));
    if (d === path.resolve(first) || d === path.dirname(d)) break;
  }
}

export async function syncDir(dir: string): Promise<void> {
  const handle = await fs.open(dir, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}
