import { z } from 'zod';
import { customizationSchema, heightValue, skinToneValue, widthValue } from '../../avatar/customization';
import { defineRoute, okMessage } from '../contract';

/** A player's customization as the profile call answers it (avatar-economy §7). */
export const profileCustomizationSchema = customizationSchema.extend({
  success: z.literal(true),
  /** Hash of the composed look: cdn.lookSheet(look) is the sheet of exactly this look. */
  look: z.string(),
});
export type ProfileCustomization = z.infer<typeof profileCustomizationSchema>;

export const customizationRoutes = {
  profile: defineRoute({
    method: 'GET',
    path: '/api/profile/customization/:username',
    auth: 'optional',
    params: z.object({ username: z.string().min(1).max(64) }),
    response: profileCustomizationSchema,
  }),
  skinTone: defineRoute({
    method: 'POST',
    path: '/api/customization/skinTone',
    auth: 'required',
    body: z.object({ skinTone: skinToneValue }),
    response: okMessage,
  }),
  size: defineRoute({
    method: 'POST',
    path: '/api/customization/size',
    auth: 'required',
    body: z.object({ height: heightValue, width: widthValue }),
    response: okMessage,
  }),
};
