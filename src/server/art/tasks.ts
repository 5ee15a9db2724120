import path from 'node:path';
import sharp from 'sharp';
import { SKIN_TONE_COUNT } from '@common/avatar/skin-tones';
import { BADGES } from '@common/badges';
import { CUSTOM_EMOJIS } from '@common/emoji/custom-emojis';
import { emojiSvg } from './emojis';
import { fallbackClothingPng } from './fallback';
import { write, writeBody, writeItem } from './generate-items';
import { ITEM_DESIGNS } from './items';
import { townBackgroundSvg, townForegroundSvg } from './map';
import { renderSvg } from './sheet';
import { badgeSvg, coinSvg, crownSvg, flowGemSvg, gemSvg } from './ui';

/** One unit of generation work (small enough to spread over worker threads). */
export type ArtTask =
  | { kind: 'body'; isMale: boolean; tone: number }
  | { kind: 'item'; index: number }
  | { kind: 'emojis'; from: number; to: number }
  | { kind: 'map' }
  | { kind: 'ui' }
  | { kind: 'landing' };

/** Everything `npm run art` draws, the slowest first so the workers finish together. */
export function allTasks(): ArtTask[] {
  const tasks: ArtTask[] = [{ kind: 'map' }];
  ITEM_DESIGNS.forEach((_, index) => tasks.push({ kind: 'item', index }));
  for (const isMale of [false, true]) for (let tone = 0; tone < SKIN_TONE_COUNT; tone++) tasks.push({ kind: 'body', isMale, tone });
  for (let i = 0; i < CUSTOM_EMOJIS.length; i += 20) tasks.push({ kind: 'emojis', from: i, to: Math.min(CUSTOM_EMOJIS.length, i + 20) });
  tasks.push({ kind: 'ui' });
  return tasks;
}

export const taskLabel = (t: ArtTask) =>
  t.kind === 'body' ? `body ${t.isMale ? 'male' : 'female'} ${t.tone}` : t.kind === 'item' ? `item ${ITEM_DESIGNS[t.index]!.name}` : t.kind;

export async function runTask(artDir: string, t: ArtTask): Promise<void> {
  switch (t.kind) {
    case 'body':
      return writeBody(artDir, t.isMale, t.tone);
    case 'item':
      return writeItem(artDir, ITEM_DESIGNS[t.index]!);
    case 'emojis':
      for (const e of CUSTOM_EMOJIS.slice(t.from, t.to)) {
        const png = renderSvg(emojiSvg(e));
        write(artDir, `emojis/${e.file}`, e.file.endsWith('.webp') ? await sharp(png).webp({ lossless: true }).toBuffer() : png);
      }
      return;
    case 'map':
      write(artDir, 'map/old-road-town/background.png', renderSvg(townBackgroundSvg(), undefined, true));
      write(artDir, 'map/old-road-town/foreground.png', renderSvg(townForegroundSvg(), undefined, true));
      return;
    case 'ui':
      for (let k = 0; k < 5; k++) write(artDir, `ui/flow-gem-${k}.png`, renderSvg(flowGemSvg(k)));
      write(artDir, 'ui/crown.png', renderSvg(crownSvg()));
      write(artDir, 'ui/coin.png', renderSvg(coinSvg()));
      write(artDir, 'ui/gem.png', renderSvg(gemSvg()));
      for (const b of BADGES) write(artDir, `ui/badge-${b.bit}.png`, renderSvg(badgeSvg(b.bit)));
      write(artDir, 'fallback/clothing.png', fallbackClothingPng());
      return;
    case 'landing':
      return writeLandings(artDir);
  }
}

/**
 * Three landing backgrounds cut from the town (needs the map): morning over the plaza,
 * a golden afternoon on the shops, and a blue evening.
 */
async function writeLandings(artDir: string): Promise<void> {
  const dir = path.join(artDir, 'map/old-road-town');
  const town = await sharp(path.join(dir, 'background.png'))
    .composite([{ input: path.join(dir, 'foreground.png') }])
    .png()
    .toBuffer();
  const views = [
    { left: 1750, wash: null },
    { left: 3300, wash: { r: 255, g: 170, b: 80, alpha: 0.22 } },
    { left: 400, wash: { r: 40, g: 50, b: 120, alpha: 0.38 } },
  ];
  for (const [i, v] of views.entries()) {
    let img = sharp(await sharp(town).extract({ left: v.left, top: 0, width: 1666, height: 1000 }).resize(1600, 960).png().toBuffer());
    // A translucent wash of light keeps the colours while changing the time of day.
    if (v.wash) img = img.composite([{ input: { create: { width: 1600, height: 960, channels: 4, background: v.wash } } }]);
    write(artDir, `landing/${i + 1}.webp`, await img.webp({ quality: 82 }).toBuffer());
  }
}
