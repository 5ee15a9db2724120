import { useState } from 'react';
import { Button, Group, NumberInput, SegmentedControl, Select, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { IconCheck, IconCoin, IconDiamond, IconX } from '@tabler/icons-react';
import { creatorRoutes } from '@common/api/routes/creator';
import { CREATOR_SHARE_PERCENT, REJECT_REASON_MAX, SUBMISSION_NAME_MAX, type Submission } from '@common/creator/submission';
import { REVIEW_TEXT } from '@common/creator/texts';
import type { Rarity } from '@common/economy/store';
import { ApiError, call } from '../../api/client';
import { toast } from '../../toast';
import { CATEGORY_OPTIONS } from '../creator/SubmissionForm';
import { failureText } from '../creator/useSubmissions';

const RARITY_OPTIONS = ([0, 1, 2, 3] as const).map((r) => ({ value: String(r), label: REVIEW_TEXT.rarity(r) }));

/**
 * A moderator's decision on one pending submission: Approve (name, category, rarity, a coin
 * and/or gem price; the item enters the store at once) or Reject with a required reason.
 * Each decision names the revision shown (the server refuses it with 409 when the creator
 * changed the submission since, or another moderator decided it first); the server's answer
 * is toasted and the queue refreshes, after a refusal too, so the new version shows.
 */
export function DecisionForms({ submission: s, onDecided }: { submission: Submission; onDecided(): Promise<unknown> }) {
  const [mode, setMode] = useState<'approve' | 'reject'>('approve');
  const [name, setName] = useState(s.name);
  const [category, setCategory] = useState<string | null>(String(s.category));
  const [rarity, setRarity] = useState<string>('0');
  const [coins, setCoins] = useState<number | string>('');
  const [gems, setGems] = useState<number | string>('');
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  // A refusal is toasted and also shown in the form.
  const deciding = useMutation({
    mutationFn: (send: () => Promise<{ message: string }>) => send(),
    onSuccess: async (res) => {
      toast.success(res.message);
      await onDecided();
    },
    onError: async (err) => {
      setProblem(failureText(err));
      // Changed or decided meanwhile: show the queue as it is now.
      if (err instanceof ApiError && err.status === 409) await onDecided();
    },
  });
  const busy = deciding.isPending;
  const decide = (send: () => Promise<{ message: string }>) => deciding.mutate(send);

  const approve = () => {
    const costCoins = Number(coins) || 0;
    const costGems = Number(gems) || 0;
    if (!name.trim()) return setProblem(REVIEW_TEXT.nameRequired);
    if (costCoins + costGems <= 0) return setProblem(REVIEW_TEXT.needPrice);
    setProblem(null);
    decide(() =>
      call(
        creatorRoutes.approve,
        { params: { id: s.id }, body: { revision: s.revision, name: name.trim(), category: Number(category), rarity: Number(rarity) as Rarity, costCoins, costGems } }
      ),
    );
  };

  const reject = () => {
    if (!reason.trim()) return setProblem(REVIEW_TEXT.reasonRequired);
    setProblem(null);
    decide(() => call(creatorRoutes.reject, { params: { id: s.id }, body: { revision: s.revision, reason: reason.trim() } }));
  };

  if (s.canReview === false)
    return (
      <Text size="sm" c="dimmed" data-testid="decision-own">
        {REVIEW_TEXT.ownSubmissionNote}
      </Text>
    );

  return (
    <Stack gap="sm" data-testid="decision">
      <SegmentedControl
        fullWidth
        radius="xl"
        value={mode}
        onChange={(v) => {
          setMode(v as 'approve' | 'reject');
          setProblem(null);
        }}
        data={[
          { value: 'approve', label: 'Approve' },
          { value: 'reject', label: 'Reject' },
        ]}
        data-testid="decision-mode"
      />
      {mode === 'approve' ? (
        <>
          <TextInput label="Name" value={name} maxLength={SUBMISSION_NAME_MAX} onChange={(e) => setName(e.currentTarget.value)} data-testid="approve-name" />
          <SimpleGrid cols={2} spacing="sm">
            <Select label="Category" data={CATEGORY_OPTIONS} value={category} onChange={setCategory} allowDeselect={false} searchable comboboxProps={{ zIndex: 1000 }} data-testid="approve-category" />
            <Select label="Rarity" data={RARITY_OPTIONS} value={rarity} onChange={(v) => setRarity(v ?? '0')} allowDeselect={false} comboboxProps={{ zIndex: 1000 }} data-testid="approve-rarity" />
            <NumberInput label="Coins" min={0} allowDecimal={false} allowNegative={false} thousandSeparator="," value={coins} onChange={setCoins} leftSection={<IconCoin size={16} />} data-testid="approve-coins" />
            <NumberInput label="Gems" min={0} allowDecimal={false} allowNegative={false} thousandSeparator="," value={gems} onChange={setGems} leftSection={<IconDiamond size={16} />} data-testid="approve-gems" />
          </SimpleGrid>
          <Text size="xs" c="dimmed">
            {s.submitter} earns {CREATOR_SHARE_PERCENT}% of every coin sale.
          </Text>
        </>
      ) : (
        <Textarea
          label="Reason"
          description="The creator reads this in a mail."
          autosize
          minRows={3}
          maxRows={6}
          maxLength={REJECT_REASON_MAX}
          value={reason}
          onChange={(e) => setReason(e.currentTarget.value)}
          data-testid="reject-reason"
        />
      )}
      {problem && (
        <Text size="sm" c="red" data-testid="decision-problem">
          {problem}
        </Text>
      )}
      <Group justify="flex-end">
        {mode === 'approve' ? (
          <Button color="moss" leftSection={<IconCheck size={16} />} loading={busy} onClick={approve} data-testid="approve">
            Approve
          </Button>
        ) : (
          <Button color="red" leftSection={<IconX size={16} />} loading={busy} onClick={reject} data-testid="reject">
            Reject
          </Button>
        )}
      </Group>
    </Stack>
  );
}
