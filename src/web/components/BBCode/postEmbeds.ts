import type { ComponentType, ReactNode } from 'react';
import type { PostQuickInfo } from '@common/bbcode/post-card';

/**
 * The cards a [post]{id}[/post] code draws belong to the dialogs that own those posts (the forum's
 * preview card, the outfit feed's embed). The dialogs hand them in here (dialogs/postEmbeds.ts),
 * so shared components never import a dialog. Until they are handed in, a code that is no forum
 * post shows 'Post not found' and a forum post its title.
 */
export interface PostEmbeds {
  /** The forum post preview card, `embedded` (a little narrower and flatter). */
  ForumPost: ComponentType<{ post: PostQuickInfo; embedded: boolean; onOpen(): void }>;
  /** An outfit post's card, or `children` (the 'Post not found' line) when there is none. */
  FeedPost: ComponentType<{ id: string; children: ReactNode }>;
}

let embeds: PostEmbeds | null = null;

export function providePostEmbeds(next: PostEmbeds): void {
  embeds = next;
}

export function postEmbeds(): PostEmbeds | null {
  return embeds;
}
