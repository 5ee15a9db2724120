import { useRef } from 'react';
import { Badge, Group, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { reviewPreviewUrl } from '@common/api/routes/creator';
import { MOBILE_BREAKPOINT } from '@common/dialogs';
import type { Submission } from '@common/creator/submission';
import { REVIEW_TEXT } from '@common/creator/texts';
import { SheetViews } from '../creator/SheetViews';
import { GenderIcon } from '../creator/SubmissionRow';
import { shortDate } from '../creator/useSubmissions';
import { DecisionForms } from './DecisionForms';
import classes from './reviewQueue.module.css';

/**
 * One pending submission: who sent what, the sprite on both bodies in six views, and the
 * decision. When the creator edits it while it is open, the queue brings the new revision: the
 * previews reload, the forms start over from its fields (keyed by revision) and a badge says so.
 */
export function ReviewCard({ submission: s, onDecided }: { submission: Submission; onDecided(): Promise<unknown> }) {
  const mobile = useMediaQuery(`(max-width: ${MOBILE_BREAKPOINT - 0.02}px)`) ?? false;
  const opened = useRef(s.revision);
  const changed = s.revision !== opened.current;
  const height = mobile ? 170 : 200;
  const columns = mobile ? 3 : 6;
  return (
    <article className={classes.card} data-testid="review-card" data-submission-id={s.id} data-revision={s.revision}>
      <Group gap="sm" wrap="nowrap" className={classes.head}>
        <img className={classes.thumb} src={s.thumbnailUrl} alt="" />
        <Stack gap={0} miw={0} flex={1}>
          <Group gap={6} wrap="nowrap" miw={0}>
            <span className={classes.emoji} title={s.categoryName}>
              {s.categoryEmoji}
            </span>
            <GenderIcon gender={s.gender} />
            <Text fw={800} truncate data-testid="review-name">
              {s.name}
            </Text>
            {changed && (
              <Badge color="orange" variant="light" className={classes.badge} data-testid="review-changed">
                {REVIEW_TEXT.changedBadge}
              </Badge>
            )}
          </Group>
          <Text size="xs" c="dimmed" truncate>
            {s.categoryName} · by <b>{s.submitter}</b> · {shortDate(s.createdAt)}
          </Text>
        </Stack>
      </Group>
      <div className={classes.columns}>
        <Stack gap="xs" miw={0}>
          <Text size="sm" fw={800}>
            Female body
          </Text>
          <SheetViews url={reviewPreviewUrl(s.id, 'female', s.revision)} height={height} label="Female body wearing the submission" testId="review-female" columns={columns} />
          <Text size="sm" fw={800}>
            Male body
          </Text>
          <SheetViews url={reviewPreviewUrl(s.id, 'male', s.revision)} height={height} label="Male body wearing the submission" testId="review-male" columns={columns} />
        </Stack>
        <DecisionForms key={s.revision} submission={s} onDecided={onDecided} />
      </div>
    </article>
  );
}
