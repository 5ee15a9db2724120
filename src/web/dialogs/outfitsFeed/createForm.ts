import type { CreatePostFields } from '@common/api/routes/outfitsFeed';
import { DEFAULT_LAYOUT, DEFAULT_PRIVACY, FEED_TEXT, SLOT_COUNT, UPLOAD_MAX_BYTES, type CollageLayout, type PostType, type Privacy } from '@common/outfitsFeed/limits';
import { descriptionProblem, parseTags, tagsProblem } from '@common/outfitsFeed/rules';
import type { SlotPicture } from './PostPreview';

/** A slot as the form holds it: one of the player's outfits or a chosen image file. */
export type FormSlot = { type: 'outfit'; outfitId: number; name: string; src: string } | { type: 'upload'; file: File; src: string } | null;

export interface PostForm {
  type: PostType;
  layout: CollageLayout;
  slots: FormSlot[];
  description: string;
  tags: string;
  privacy: Privacy;
}

/** §4: single gives 1 empty slot; collage 3 slots with the default layout main-left. */
export const emptyForm = (type: PostType = 'single'): PostForm => ({
  type,
  layout: DEFAULT_LAYOUT,
  slots: Array.from({ length: SLOT_COUNT[type] }, () => null),
  description: '',
  tags: '',
  privacy: DEFAULT_PRIVACY,
});

/** The first problem of the form, in the spec's order (§5), or null. */
export function formProblem(form: PostForm): string | null {
  if (form.slots.some((s) => s === null)) return FEED_TEXT.fillAllSlots;
  return descriptionProblem(form.description) ?? tagsProblem(parseTags(form.tags));
}

/** An image the upload accepts (§5 image files only; we take PNG and JPEG up to 5 MB). */
export function fileProblem(file: File): string | null {
  if (!/^image\/(png|jpeg)$/.test(file.type)) return FEED_TEXT.uploadNotImage;
  if (file.size > UPLOAD_MAX_BYTES) return FEED_TEXT.uploadTooLarge;
  return null;
}

/** The request: the fields as JSON, a file per uploaded slot (slot0-slot2). */
export function toRequest(form: PostForm): { fields: CreatePostFields; files: Map<string, File> } {
  const files = new Map<string, File>();
  const slots = form.slots.map((s, i) => {
    if (s?.type === 'upload') {
      files.set(`slot${i}`, s.file);
      return { type: 'upload' as const, field: `slot${i}` };
    }
    return { type: 'outfit' as const, outfitId: s!.type === 'outfit' ? s!.outfitId : 0 };
  });
  return {
    fields: { type: form.type, layout: form.type === 'collage' ? form.layout : null, slots, description: form.description.trim(), tags: form.tags, privacy: form.privacy },
    files,
  };
}

export const slotPictures = (form: PostForm): (SlotPicture | null)[] =>
  form.slots.map((s) => (s ? { src: s.src, kind: s.type, alt: s.type === 'outfit' ? s.name : s.file.name } : null));
