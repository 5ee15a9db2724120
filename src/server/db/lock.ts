import fs from 'node:fs';
import path from 'node:path';
import { isAlive } from './embedded';

/**
 * One app per DATA_DIR: a second one would fight the first over the embedded database.
 * The lock is a pid file; a file whose process is gone (kill -9) is stale and taken over.
 */
export class DataDirBusy extends Error {}

export function acquireDataDirLock(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, 'oldroad.pid');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(file, String(process.pid), { flag: 'wx' });
      return () => {
        try {
          if (fs.readFileSync(file, 'utf8').trim() === String(process.pid)) fs.unlinkSync(file);
        } catch {
          /* already gone */
        }
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const pid = Number(fs.readFileSync(file, 'utf8').trim());
      if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && isAlive(pid)) {
        throw new DataDirBusy(`Another Oldroad server (pid ${pid}) is already using ${dataDir}; stop it first or set DATA_DIR.`);
      }
      fs.unlinkSync(file);
    }
  }
  throw new DataDirBusy(`Could not lock ${dataDir}`);
}
