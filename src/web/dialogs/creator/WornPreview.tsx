import { Button, Group, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { creatorRoutes } from '@common/api/routes/creator';
import { multipartBody } from '@common/api/contract';
import { call } from '../../api/client';
import { SheetViews } from './SheetViews';
import { failureText } from './useSubmissions';

export interface WornPreviewProps {
  /** A new sprite not sent yet, with a number that changes when another file is chosen. */
  file: { blob: Blob; key: number } | null;
  /** Or an own submission already stored (when no new file was chosen). */
  submissionId: number | null;
  category: number | null;
  height: number;
  columns?: 3 | 6;
}

/**
 * The upload worn by the player's own avatar in all six views, composed by the server's
 * compositor (POST /game-api/creator/preview, which stores nothing).
 */
export function WornPreview({ file, submissionId, category, height, columns }: WornPreviewProps) {
  const source = file ? `file-${file.key}` : submissionId ? `submission-${submissionId}` : null;
  const preview = useQuery({
    queryKey: ['creator', 'preview', source, category],
    enabled: source !== null && category !== null,
    staleTime: Infinity,
    gcTime: 60_000,
    retry: false,
    queryFn: ({ signal }) =>
      call(
        creatorRoutes.preview,
        {
          body: multipartBody(
            creatorRoutes.preview.multipart,
            { category: category!, submissionId: file ? undefined : (submissionId ?? undefined) },
            file ? { image: file.blob } : {},
          ),
        },
        { signal },
      ),
  });

  let hint: string | null = null;
  if (!source) hint = 'Choose your sprite sheet to see it on your avatar.';
  else if (category === null) hint = 'Choose a category to see it on your avatar.';
  else if (preview.isError) hint = failureText(preview.error);

  return (
    <Stack gap={6} data-testid="worn-preview" data-state={preview.isSuccess ? 'ready' : preview.isError ? 'error' : 'waiting'}>
      <Text size="sm" fw={800}>
        On your avatar
      </Text>
      {hint ? (
        <Group gap="sm">
          <Text size="sm" c={preview.isError ? 'red' : 'dimmed'} data-testid="worn-preview-hint">
            {hint}
          </Text>
          {preview.isError && (
            <Button size="compact-sm" variant="light" onClick={() => void preview.refetch()} data-testid="worn-preview-retry">
              Try again
            </Button>
          )}
        </Group>
      ) : (
        <SheetViews url={preview.data?.sheet ?? null} height={height} label="Your avatar wearing the upload" testId="worn-views" columns={columns} />
      )}
    </Stack>
  );
}
