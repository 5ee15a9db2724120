import { SubmissionsReview } from '../../reviewQueue/SubmissionsReview';
import classes from '../moderation.module.css';

/** Creator submissions to review: the review queue's own component. */
export default function SubmissionsTab() {
  return (
    <div className={classes.column}>
      <SubmissionsReview />
    </div>
  );
}
