/** The moderators' review queue shows this as its 'Feed uploads' tab. */
export { FeedUploadsReview } from './FeedUploadsReview';
