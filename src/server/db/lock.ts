import fs from 'node:fs';
import path from 'node:path';
import { isAlive, processStartTime } from './process-identity';

/**
 * One app per DATA_DIR: a second one would fight the first over the embedded database.
 * The lock is a pid file holding the pid and, on Linux, the process's start time. A file
 * whose process is gone (kill -9), or whose pid now names another process (the number was
 * given out again after a restart), is stale and taken over, so an app killed hard starts
 * again by itself.
 */
export class DataDirBusy extends Error {}

export const LOCK_FILE = 'oldroad.pid';

export function acquireDataDirLock(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, LOCK_FILE);
  const mine = ownerLine(process.pid);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(file, mine, { flag: 'wx' });
      return () => {
        try {
          if (fs.readFileSync(file, 'utf8').trim() === mine) fs.unlinkSync(file);
        } catch {
          /* already gone */
        }
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const holder = liveHolder(fs.readFileSync(file, 'utf8'));
      if (holder !== null) throw new DataDirBusy(`Another Oldroad server (pid ${holder}) is already using ${dataDir}; stop it first or set DATA_DIR.`);
      fs.unlinkSync(file);
    }
  }
  throw new DataDirBusy(`Could not lock ${dataDir}`);
}

function ownerLine(pid: number): string {
  const started = processStartTime(pid);
  return started === null ? String(pid) : `${pid} ${started}`;
}

/** The pid of a lock file's holder when it is still that process, else null (stale). */
export function liveHolder(content: string): number | null {
  const [pidText, started] = content.trim().split(/\s+/);
  const pid = Number(pidText);
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid || !isAlive(pid)) return null;
  // A start time that differs (or a process that cannot be read) means the pid was reused.
  if (started !== undefined && processStartTime(pid) !== null && processStartTime(pid) !== started) return null;
  return pid;
}
