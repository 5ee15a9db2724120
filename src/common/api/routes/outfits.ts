import { z } from 'zod';
import { OUTFIT_NAME_MAX, OUTFIT_TEXT } from '../../economy/outfits';
import { defineRoute, okMessage } from '../contract';
import { intParams } from '../params';

export const outfitSchema = z.object({
  id: z.number().int(),
  /** Names the outfit's picture (cdn.outfit) and its share code (outfitCode): ids are not guessable. */
  publicId: z.string(),
  name: z.string(),
  createdAt: z.string(),
  width: z.number(),
  height: z.number(),
});
export type Outfit = z.infer<typeof outfitSchema>;

const outfitId = intParams(OUTFIT_TEXT.notFound);

export const outfitRoutes = {
  /** Saves what the player wears now (items, skin tone, size) under a name of 1-26 characters. */
  create: defineRoute({
    method: 'POST',
    path: '/api/outfit',
    auth: 'required',
    body: z.object({
      name: z.string({ error: OUTFIT_TEXT.nameRequired }).trim().min(1, { error: OUTFIT_TEXT.nameRequired }).max(OUTFIT_NAME_MAX, { error: OUTFIT_TEXT.nameTooLong }),
    }),
    response: okMessage.extend({ id: z.number().int(), publicId: z.string() }),
  }),
  list: defineRoute({
    method: 'GET',
    path: '/api/outfit/list',
    auth: 'required',
    response: z.array(outfitSchema),
  }),
  /** Only the owner's outfits; items no longer owned are skipped and named in `skipped`. */
  wear: defineRoute({
    method: 'GET',
    path: '/api/outfit/:id/wear',
    auth: 'required',
    params: outfitId,
    response: okMessage.extend({ skipped: z.array(z.object({ id: z.number().int(), name: z.string() })) }),
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: '/api/outfit/:id',
    auth: 'required',
    params: outfitId,
    response: okMessage,
  }),
};
