import sharp from 'sharp';
import { categoryById } from '@common/avatar/categories';
import { defaultCustomization, wornItems, type Customization } from '@common/avatar/customization';
import { SHEET_HEIGHT, SHEET_WIDTH } from '@common/avatar/sheet';
import { DEFAULT_THUMBNAIL_SKIN_TONE } from '@common/avatar/skin-tones';
import { SUBMISSION_TEXT } from '@common/creator/texts';
import { trimPng } from '../../art/layer-cache';
import { artService } from '../../art/service';
import type { AppContext } from '../../context';
import { Invalid, NotFound } from '../../errors';
import { customizationOf } from '../customization/service';
import type { UserRow } from '../users/schema';

/**
 * A checked 2550x850 sprite worn over a look in all six views, by the same compositor that
 * draws every avatar: the sprite takes its category's place in each view's draw order
 * (replacing whatever the look wears there). Nothing is written anywhere: the answer is the
 * encoded sheet.
 */
export async function composeWithSprite(ctx: AppContext, look: Customization, category: number, sprite: Buffer): Promise<Buffer> {
  const key = categoryById(category)?.key;
  const sheet = await trimPng(sprite);
  if (!key || !sheet) throw new Invalid(SUBMISSION_TEXT.imageDamaged, 'image');
  const art = artService(ctx);
  await art.learnItems(wornItems(look).map(([, id]) => id));
  const raw = await art.compositor.composeRaw(look, new Map([[key, sheet]]));
  if (!raw) throw new NotFound(SUBMISSION_TEXT.previewNoBody);
  return sharp(raw, { raw: { width: SHEET_WIDTH, height: SHEET_HEIGHT, channels: 4 } })
    .png({ compressionLevel: 3, adaptiveFiltering: false })
    .toBuffer();
}

/** The sprite on the player's own avatar (what they wear now, their body and skin tone). */
export async function previewOnPlayer(ctx: AppContext, user: Pick<UserRow, 'id' | 'isMale'>, category: number, sprite: Buffer): Promise<Buffer> {
  const own = await customizationOf(ctx, user.id);
  return composeWithSprite(ctx, own?.customization ?? defaultCustomization(user.isMale), category, sprite);
}

/** The sprite on the default character of one body (the moderators' review). */
export function previewOnBody(ctx: AppContext, isMale: boolean, category: number, sprite: Buffer): Promise<Buffer> {
  return composeWithSprite(ctx, { ...defaultCustomization(isMale), skinTone: DEFAULT_THUMBNAIL_SKIN_TONE }, category, sprite);
}
