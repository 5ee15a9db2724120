import { loadConfig } from '../src/server/config';
import { artIsCurrent } from '../src/server/art/generate';
import { generateWithProgress } from './art';

/**
 * Generates the art before the server starts when it is missing or was drawn by another
 * version of the generator (the server itself starts in seconds and serves fallbacks).
 */
export async function ensureArt(): Promise<void> {
  const { artDir } = loadConfig();
  if (artIsCurrent(artDir)) return;
  console.log(`Generating the art into ${artDir} (first start, or the generator changed)...`);
  await generateWithProgress(artDir);
}
