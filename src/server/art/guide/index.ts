import fs from 'node:fs';
import path from 'node:path';
import { CREATOR_GUIDE_FILE } from './files';
import { creatorGuidePdf } from './pdf';
import { guidePictures } from './pictures';

/**
 * Writes the Creator Guide PDF into the art folder. Its pictures are cut from the generated
 * bodies and items, so it is written after them.
 */
export async function writeCreatorGuide(artDir: string): Promise<void> {
  const pdf = await creatorGuidePdf(await guidePictures(artDir));
  const file = path.join(artDir, CREATOR_GUIDE_FILE);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  // Written whole, then renamed: a server reading the file never sees half of it.
  fs.writeFileSync(`${file}.tmp`, pdf);
  fs.renameSync(`${file}.tmp`, file);
}
