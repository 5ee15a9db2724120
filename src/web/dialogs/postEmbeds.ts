import { lazy } from 'react';
import { providePostEmbeds } from '../components/BBCode/postEmbeds';

/**
 * Hands the [post] code its cards: the forum's preview card and the outfit feed's embed, each
 * loaded with its dialog's code when a text first shows one. The dialog registry imports this,
 * so the cards are there before any dialog draws a text.
 */
providePostEmbeds({
  ForumPost: lazy(() => import('./forums/PostPreviewCard').then((m) => ({ default: m.PostPreviewCard }))),
  FeedPost: lazy(() => import('./outfitsFeed/FeedPostEmbed').then((m) => ({ default: m.FeedPostEmbed }))),
});
