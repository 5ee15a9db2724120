import { useState } from 'react';
import { Alert, Badge, Button, Group, Skeleton, Stack, Text, Textarea } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { IconArchive } from '@tabler/icons-react';
import { cdn } from '@common/cdn';
import { creatorRoutes } from '@common/api/routes/creator';
import { WITHDRAW_REASON_MAX, type Submission } from '@common/creator/submission';
import { REVIEW_TEXT } from '@common/creator/texts';
import { call } from '../../api/client';
import { confirm } from '../../components/confirm';
import { toast } from '../../toast';
import { GenderIcon } from '../creator/SubmissionRow';
import { failureText, shortDate } from '../creator/useSubmissions';
import { EmptyState, LoadError } from '../wardrobe/states';
import { useApprovedItems, useRefreshReviewQueue } from './useReviewQueue';
import classes from './reviewQueue.module.css';

/**
 * The moderators' Approved list: items approved from creators, newest first. One still for
 * sale can be withdrawn (a reason, then a confirm): it leaves the store at once, buyers keep
 * it, and the creator gets a mail. Withdrawn ones show when and why.
 */
export function ApprovedList() {
  const approved = useApprovedItems();
  const refresh = useRefreshReviewQueue();
  if (approved.isError) return <LoadError message={failureText(approved.error)} onRetry={() => void approved.refetch()} />;
  if (approved.isPending)
    return (
      <Stack gap="sm">
        <Skeleton height={120} radius="lg" />
        <Skeleton height={120} radius="lg" />
      </Stack>
    );
  if (approved.data.length === 0) return <EmptyState text={REVIEW_TEXT.inStoreEmpty} hint={REVIEW_TEXT.inStoreHint} />;
  return (
    <Stack gap="sm" data-testid="approved-list">
      {approved.data.map((s) => (
        <ApprovedRow key={s.id} submission={s} onChanged={refresh} />
      ))}
    </Stack>
  );
}

function ApprovedRow({ submission: s, onChanged }: { submission: Submission; onChanged(): Promise<unknown> }) {
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  // A refusal is toasted and also shown under the reason.
  const withdrawing = useMutation({
    mutationFn: (why: string) => call(creatorRoutes.withdraw, { params: { id: s.id }, body: { reason: why } }),
    onSuccess: async (res) => {
      toast.success(res.message);
      setReason('');
      await onChanged();
    },
    onError: (err) => setProblem(failureText(err)),
  });
  const busy = withdrawing.isPending;
  const withdrawn = s.withdrawnAt !== null;

  const withdraw = async () => {
    const why = reason.trim();
    if (!why) return setProblem(REVIEW_TEXT.withdrawReasonRequired);
    setProblem(null);
    const sure = await confirm({
      title: REVIEW_TEXT.withdrawTitle(s.name),
      detail: (
        <>
          {REVIEW_TEXT.withdrawExplain}
          <br />
          <br />
          <b>Reason:</b> {why}
        </>
      ),
      confirmLabel: REVIEW_TEXT.withdrawConfirm,
      danger: true,
    });
    if (!sure) return;
    withdrawing.mutate(why);
  };

  return (
    <article className={classes.card} data-testid="approved-row" data-submission-id={s.id} data-withdrawn={withdrawn}>
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <img className={classes.thumb} src={s.itemId ? cdn.itemPreview(s.itemId) : s.thumbnailUrl} alt="" />
        <Stack gap={2} miw={0} flex={1}>
          <Group gap={6} wrap="nowrap" miw={0}>
            <span className={classes.emoji} title={s.categoryName}>
              {s.categoryEmoji}
            </span>
            <GenderIcon gender={s.gender} />
            <Text fw={800} truncate data-testid="approved-name">
              {s.name}
            </Text>
          </Group>
          <Text size="xs" c="dimmed" className={classes.meta}>
            {s.categoryName} · by <b>{s.submitter}</b>
            {s.reviewedAt ? ` · approved ${shortDate(s.reviewedAt)}` : ''}
            {s.itemId ? ` · item #${s.itemId}` : ''}
          </Text>
        </Stack>
        <Badge color={withdrawn ? 'gray' : 'moss'} variant="light" radius="sm" className={classes.badge} data-testid="approved-state">
          {withdrawn ? REVIEW_TEXT.withdrawnBadge : REVIEW_TEXT.forSaleBadge}
        </Badge>
      </Group>
      {withdrawn ? (
        <Alert color="gray" radius="md" p="xs" title={`${REVIEW_TEXT.withdrawnBadge} ${shortDate(s.withdrawnAt!)}`} data-testid="withdrawn-reason">
          {s.withdrawnReason}
        </Alert>
      ) : (
        <div className={classes.withdraw}>
          <Textarea
            aria-label={REVIEW_TEXT.withdrawReasonLabel}
            placeholder={REVIEW_TEXT.withdrawReasonLabel}
            autosize
            minRows={1}
            maxRows={4}
            maxLength={WITHDRAW_REASON_MAX}
            value={reason}
            error={problem}
            onChange={(e) => {
              setReason(e.currentTarget.value);
              if (problem) setProblem(null);
            }}
            data-testid="withdraw-reason"
          />
          <Button color="red" variant="light" leftSection={<IconArchive size={16} />} loading={busy} onClick={() => void withdraw()} data-testid="withdraw">
            {REVIEW_TEXT.withdrawButton}
          </Button>
        </div>
      )}
    </article>
  );
}
