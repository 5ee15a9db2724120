import { FeedUploadsReview } from '../../outfitsFeed/review';
import classes from '../moderation.module.css';

/** Images uploaded to feed posts, waiting for a moderator: the outfits feed's own review. */
export default function FeedUploadsTab() {
  return (
    <div className={classes.scroll}>
      <FeedUploadsReview />
    </div>
  );
}
