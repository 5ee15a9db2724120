import { z } from 'zod';

/**
 * The product's social links (live-world §1: a chat community, a photo-sharing page and a
 * social network page), shown on the login and offline screens. Their addresses are the
 * operator's (SOCIAL_*_URL); a link not configured is not shown.
 */
export const SOCIAL_KINDS = ['community', 'photos', 'network'] as const;
export type SocialKind = (typeof SOCIAL_KINDS)[number];

export const SOCIAL_LABELS: Record<SocialKind, string> = {
  community: 'Chat community',
  photos: 'Photos',
  network: 'Social network',
};

export const socialLink = z.object({ kind: z.enum(SOCIAL_KINDS), label: z.string(), url: z.url() });
export type SocialLink = z.infer<typeof socialLink>;
