import { Alert, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { MOBILE_BREAKPOINT } from '@common/dialogs';
import type { Submission } from '@common/creator/submission';
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

/** An approved or rejected submission: read-only, with the reviewer's reason when rejected. */
export function SubmissionDetails({ submission: s }: { submission: Submission }) {
  const mobile = useMediaQuery(`(max-width: ${MOBILE_BREAKPOINT - 0.02}px)`) ?? false;
  return (
    <Stack gap="md" pb="md" data-testid="submission-details">
      {s.status === 'rejected' && s.reason && (
        <Alert color="red" title="Not approved" data-testid="details-reason">
          {s.reason}
        </Alert>
      )}
      {s.status === 'approved' && (
        <Alert color="moss" title="In the store">
          This item is for sale in the store under your name.
        </Alert>
      )}
      <SpriteField spriteUrl={s.imageUrl} thumbnailUrl={s.thumbnailUrl} fileName={null} error={null} readOnly />
      <SimpleGrid cols={2} spacing="md">
        <Fact label="Name">
          <Text fw={800} truncate>
            {s.name}
          </Text>
        </Fact>
        <Fact label="Status">
          <StatusBadge status={s.status} />
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
      </SimpleGrid>
      <WornPreview file={null} submissionId={s.id} category={s.category} height={mobile ? 170 : 160} columns={mobile ? 3 : 6} />
    </Stack>
  );
}
