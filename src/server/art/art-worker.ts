import { parentPort, workerData } from 'node:worker_threads';
import { runTask, type ArtTask } from './tasks';

/** A generation worker: runs the tasks the main thread hands it, one at a time. */
const { artDir } = workerData as { artDir: string };
parentPort!.on('message', async (task: ArtTask | null) => {
  if (!task) return process.exit(0);
  try {
    await runTask(artDir, task);
    parentPort!.postMessage({ ok: true });
  } catch (err) {
    parentPort!.postMessage({ ok: false, error: err instanceof Error ? err.stack : String(err) });
  }
});
parentPort!.postMessage({ ready: true });
