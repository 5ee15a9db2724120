import FeedbackInboxDialog from '../../feedbackInbox/FeedbackInboxDialog';
import classes from '../moderation.module.css';

/** What players wrote to the team and the payments' notes: the feedback inbox. */
export default function FeedbackTab() {
  return (
    <div className={classes.scroll}>
      <FeedbackInboxDialog />
    </div>
  );
}
