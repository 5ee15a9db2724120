import { Drawer, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { MOBILE_BREAKPOINT } from '@common/dialogs';
import type { Submission } from '@common/creator/submission';
import { SUBMISSION_TEXT } from '@common/creator/texts';
import { nestedEscape } from '../../components/Dressing';
import { Z } from '../../shell/layout';
import { SubmissionDetails } from './SubmissionDetails';
import { SubmissionForm } from './SubmissionForm';

/** What the drawer shows: a new submission, or one of the player's own. */
export type DrawerSubject = { kind: 'new'; key: number } | { kind: 'existing'; submission: Submission };

/**
 * The detail drawer (avatar-economy §2), titled New Submission, Edit Submission (an own pending
 * one) or Submission Details (approved and rejected ones are read-only).
 */
export function SubmissionDrawer({ subject, onClose }: { subject: DrawerSubject | null; onClose(): void }) {
  const mobile = useMediaQuery(`(max-width: ${MOBILE_BREAKPOINT - 0.02}px)`) ?? false;
  const existing = subject?.kind === 'existing' ? subject.submission : null;
  const title = !subject ? '' : !existing ? SUBMISSION_TEXT.newTitle : existing.status === 'pending' ? SUBMISSION_TEXT.editTitle : SUBMISSION_TEXT.detailsTitle;
  return (
    <Drawer
      opened={subject !== null}
      onClose={onClose}
      {...nestedEscape(onClose)}
      position={mobile ? 'bottom' : 'right'}
      size={mobile ? '100%' : 600}
      zIndex={Z.confirm}
      radius={mobile ? 'lg' : 0}
      title={
        <Text ff="heading" fw={600} fz={22} data-testid="drawer-title">
          {title}
        </Text>
      }
      data-testid="submission-drawer"
    >
      {subject &&
        (existing && existing.status !== 'pending' ? (
          <SubmissionDetails submission={existing} />
        ) : (
          <SubmissionForm key={existing ? `s${existing.id}` : `n${subject.kind === 'new' ? subject.key : 0}`} existing={existing} onDone={onClose} />
        ))}
    </Drawer>
  );
}
