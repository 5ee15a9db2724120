import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { artIsCurrent, generateArt } from '../../src/server/art/generate';

/** Browser tests share one generation of the art, redrawn only when the generator changes. */
export const E2E_ART_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../.test-data/art');

export async function ensureTestArt(): Promise<void> {
  if (artIsCurrent(E2E_ART_DIR)) return;
  console.log(`Drawing the art for browser tests into ${E2E_ART_DIR}...`);
  const ms = await generateArt(E2E_ART_DIR);
  console.log(`Art drawn in ${(ms / 1000).toFixed(1)} s`);
}
