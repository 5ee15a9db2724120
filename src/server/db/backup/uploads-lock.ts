import { sql } from 'drizzle-orm';
import type { Db } from '../client';

/**
 * The advisory lock ('oldr' 'upld' as two int4 halves) that keeps a backup's copy of
 * DATA_DIR/uploads in step with its database snapshot.
 *
 * Files are written before the row that names them commits, so every file a snapshot's rows
 * name was already on disk when the snapshot was taken. Files are removed only after the row
 * that stopped naming them committed (an edit's old version, a rejected or deleted
 * submission); such a removal could fall between a backup's snapshot (still naming the file)
 * and its copy of the folder. So a backup holds this lock exclusively from just before its
 * snapshot until it has linked every upload into its archive folder (a moment: links, not
 * copies), and removals hold it shared: each removal happens wholly before the snapshot or
 * wholly after the copy.
 */
export const UPLOADS_LOCK: readonly [number, number] = [0x6f6c6472, 0x75706c64];

/** Removes files that committed rows no longer name, never while a backup copies the uploads. */
export async function removeOutsideBackup(db: Db, remove: () => Promise<unknown>): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock_shared(${UPLOADS_LOCK[0]}, ${UPLOADS_LOCK[1]})`);
    await remove();
  });
}
