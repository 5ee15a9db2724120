import cliProgress from 'cli-progress';
import { loadConfig } from '../src/server/config';
import { generateArt } from '../src/server/art/generate';

/** `npm run art`: draws all the generated art into ART_DIR (default DATA_DIR/art). */
export async function generateWithProgress(artDir: string): Promise<void> {
  const bar = new cliProgress.SingleBar(
    { format: 'Drawing Old Road Town |{bar}| {value}/{total} {label}', hideCursor: true, clearOnComplete: false },
    cliProgress.Presets.shades_classic,
  );
  let started = false;
  const ms = await generateArt(artDir, {
    onProgress: (done, total, label) => {
      if (!started) {
        bar.start(total, 0, { label: '' });
        started = true;
      }
      bar.update(done, { label });
    },
  });
  bar.stop();
  console.log(`Art generated in ${(ms / 1000).toFixed(1)} s into ${artDir}`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await generateWithProgress(loadConfig().artDir);
}
