import { useState } from 'react';
import { Badge, Group, Text, Tooltip, UnstyledButton } from '@mantine/core';
import { IconGenderFemale, IconGenderMale } from '@tabler/icons-react';
import type { Submission, SubmissionStatus } from '@common/creator/submission';
import { SUBMISSION_FILTER_LABELS } from '@common/creator/submission';
import { SUBMISSION_TEXT } from '@common/creator/texts';
import { cdn } from '@common/cdn';
import { submissionStanding } from './logic';
import { shortDate } from './useSubmissions';
import classes from './creator.module.css';

export const STATUS_COLOR: Record<SubmissionStatus, string> = { pending: 'yellow', approved: 'moss', rejected: 'red' };

/** The status, except that an approved item a moderator took out of the store shows as Withdrawn. */
export function StatusBadge({ submission: s }: { submission: Pick<Submission, 'status' | 'withdrawnAt'> }) {
  const withdrawn = submissionStanding(s) === 'withdrawn';
  return (
    <Badge
      color={withdrawn ? 'gray' : STATUS_COLOR[s.status]}
      variant="light"
      radius="sm"
      data-testid="submission-status"
      data-status={s.status}
      data-withdrawn={withdrawn}
    >
      {withdrawn ? SUBMISSION_TEXT.withdrawnBadge : SUBMISSION_FILTER_LABELS[s.status]}
    </Badge>
  );
}

export function GenderIcon({ gender, size = 18 }: { gender: Submission['gender']; size?: number }) {
  const label = gender === 'male' ? 'Male' : 'Female';
  return (
    <Tooltip label={label} withinPortal={false}>
      <span className={classes.gender} data-gender={gender} aria-label={label} role="img">
        {gender === 'male' ? <IconGenderMale size={size} /> : <IconGenderFemale size={size} />}
      </span>
    </Tooltip>
  );
}

/** One submission in the list: thumbnail, category emoji, body, name, status, date (avatar-economy §2). */
export function SubmissionRow({ submission: s, onOpen }: { submission: Submission; onOpen(): void }) {
  const [failed, setFailed] = useState(false);
  const withdrawn = submissionStanding(s) === 'withdrawn';
  return (
    <UnstyledButton
      className={classes.row}
      onClick={onOpen}
      data-testid="submission-row"
      data-submission-id={s.id}
      data-status={s.status}
      data-withdrawn={withdrawn}
    >
      <img className={classes.thumb} src={failed ? cdn.fallbackClothing() : s.thumbnailUrl} alt="" onError={() => setFailed(true)} />
      <div className={classes.rowMain}>
        <Group gap={6} wrap="nowrap" miw={0}>
          <span className={classes.emoji} role="img" aria-label={s.categoryName} title={s.categoryName}>
            {s.categoryEmoji}
          </span>
          <GenderIcon gender={s.gender} />
          <Text fw={800} truncate data-testid="submission-name">
            {s.name}
          </Text>
        </Group>
        <Text size="xs" c="dimmed" truncate>
          {s.categoryName} · {shortDate(s.createdAt)}
        </Text>
        {s.status === 'rejected' && s.reason && (
          <Text size="xs" c="red.8" lineClamp={2} data-testid="submission-reason">
            {s.reason}
          </Text>
        )}
        {withdrawn && s.withdrawnReason && (
          <Text size="xs" c="dimmed" lineClamp={2} data-testid="submission-reason">
            {SUBMISSION_TEXT.withdrawnReason(s.withdrawnReason)}
          </Text>
        )}
      </div>
      <StatusBadge submission={s} />
    </UnstyledButton>
  );
}
