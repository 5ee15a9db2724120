import { Alert, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { MOBILE_BREAKPOINT } from '@common/dialogs';
import type { Submission } from '@common/creator/submission';
import { SUBMISSION_TEXT } from '@common/creator/texts';
import { offersWornPreview, submissionStanding } from './logic';
import { SpriteField } from './SpriteField';
import { GenderIcon, StatusBadge } from './SubmissionRow';
import { shortDate } from './useSubmissions';
import { WornPreview } from './WornPreview';

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Stack gap={2} miw={0}>
      <Text size="xs" c="dimmed" fw={700} tt="uppercase">
        {label}
      </Text>
      <Group gap={6} wrap="nowrap" miw={0}>
        {children}
      </Group>
    </Stack>
  );
}

/**
 * An approved or rejected submission: read-only, with the reviewer's reason when rejected or
 * withdrawn from the store. A rejected one's files are deleted, so it offers no preview.
 */
export function SubmissionDetails({ submission: s }: { submission: Submission }) {
  const mobile = useMediaQuery(`(max-width: ${MOBILE_BREAKPOINT - 0.02}px)`) ?? false;
  const standing = submissionStanding(s);
  return (
    <Stack gap="md" pb="md" data-testid="submission-details">
      {standing === 'rejected' && s.reason && (
        <Alert color="red" title={SUBMISSION_TEXT.rejectedTitle} data-testid="details-reason">
          {s.reason}
        </Alert>
      )}
      {standing === 'forSale' && (
        <Alert color="moss" title={SUBMISSION_TEXT.inStoreTitle} data-testid="details-in-store">
          {SUBMISSION_TEXT.inStoreBody}
        </Alert>
      )}
      {standing === 'withdrawn' && (
        <Alert color="gray" title={SUBMISSION_TEXT.withdrawnTitle} data-testid="details-withdrawn">
          <Stack gap={4}>
            <Text size="sm">{SUBMISSION_TEXT.withdrawnBody}</Text>
            {s.withdrawnReason && (
              <Text size="sm" fw={700} data-testid="details-withdrawn-reason">
                {SUBMISSION_TEXT.withdrawnReason(s.withdrawnReason)}
              </Text>
            )}
          </Stack>
        </Alert>
      )}
      {offersWornPreview(s) ? (
        <SpriteField spriteUrl={s.imageUrl} thumbnailUrl={s.thumbnailUrl} fileName={null} error={null} readOnly />
      ) : (
        <Text size="sm" c="dimmed" data-testid="details-files-deleted">
          {SUBMISSION_TEXT.filesDeleted}
        </Text>
      )}
      <SimpleGrid cols={2} spacing="md">
        <Fact label="Name">
          <Text fw={800} truncate>
            {s.name}
          </Text>
        </Fact>
        <Fact label="Status">
          <StatusBadge submission={s} />
        </Fact>
        <Fact label="Category">
          <Text>
            {s.categoryEmoji} {s.categoryName}
          </Text>
        </Fact>
        <Fact label="Body">
          <GenderIcon gender={s.gender} />
          <Text>{s.gender === 'male' ? 'Male' : 'Female'}</Text>
        </Fact>
        <Fact label="Submitted">
          <Text>{shortDate(s.createdAt)}</Text>
        </Fact>
        {s.reviewedAt && (
          <Fact label="Reviewed">
            <Text>{shortDate(s.reviewedAt)}</Text>
          </Fact>
        )}
        {standing === 'withdrawn' && s.withdrawnAt && (
          <Fact label={SUBMISSION_TEXT.withdrawnLabel}>
            <Text data-testid="details-withdrawn-at">{shortDate(s.withdrawnAt)}</Text>
          </Fact>
        )}
      </SimpleGrid>
      {/* A rejected submission's files are deleted: there is nothing to wear. */}
      {offersWornPreview(s) && (
        <WornPreview file={null} submissionId={s.id} category={s.category} height={mobile ? 170 : 160} columns={mobile ? 3 : 6} />
      )}
    </Stack>
  );
}
