import { Button, Group, Select, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { reportRoutes } from '@common/api/routes/reports';
import { REPORT_NOTE_MAX, REPORT_REASON_LABELS, REPORT_REASONS, REPORT_TEXT, type ReportReason, type ReportTargetType } from '@common/moderation-reports';
import { call } from '../../api/client';
import { Z } from '../../shell/layout';
import { toast } from '../../toast';

/** What a Report button names: the kind of target, its id as the API takes it, and whose it is (for the title). */
export interface ReportTarget {
  targetType: ReportTargetType;
  targetId: string;
  /** The player it is about (an item: its name). */
  name: string;
}

const REASONS = REPORT_REASONS.map((value) => ({ value, label: REPORT_REASON_LABELS[value] }));

/**
 * The one report form (issue 21 §1): a reason and an optional note (max REPORT_NOTE_MAX, with
 * a counter). The server reads the reported content itself; the form sends only what it is.
 * The answer is a toast; the form closes on success and stays (with the note) on a refusal.
 */
export function ReportForm({ target, onDone }: { target: ReportTarget; onDone: () => void }) {
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const tooLong = note.length > REPORT_NOTE_MAX;

  const write = useMutation({
    mutationFn: (why: ReportReason) => call(reportRoutes.report, { body: { targetType: target.targetType, targetId: target.targetId, reason: why, note: note.trim() || undefined } }),
    onSuccess: (res) => {
      toast.success(res.message);
      onDone();
    },
  });
  const busy = write.isPending;
  const send = () => {
    if (!reason) return setProblem(REPORT_TEXT.badReason);
    if (tooLong) return;
    write.mutate(reason);
  };

  return (
    <Stack gap="sm" data-testid="report-form" data-target-type={target.targetType}>
      <Select
        label={REPORT_TEXT.reasonLabel}
        placeholder={REPORT_TEXT.reasonPlaceholder}
        data={REASONS}
        value={reason}
        onChange={(v) => {
          setReason(v as ReportReason | null);
          setProblem(null);
        }}
        error={problem}
        allowDeselect={false}
        maxDropdownHeight={340}
        comboboxProps={{ zIndex: Z.confirm + 11, withinPortal: true }}
        data-testid="report-reason"
        required
      />
      <Textarea
        label={REPORT_TEXT.noteLabel}
        placeholder={REPORT_TEXT.notePlaceholder}
        value={note}
        onChange={(e) => setNote(e.currentTarget.value)}
        autosize
        minRows={3}
        maxRows={8}
        error={tooLong ? REPORT_TEXT.noteTooLong : undefined}
        data-testid="report-note"
      />
      <Text size="xs" c={tooLong ? 'red' : 'dimmed'} ta="right" mt={-6} data-testid="report-note-count">
        {note.length}/{REPORT_NOTE_MAX}
      </Text>
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onDone} disabled={busy}>
          {REPORT_TEXT.cancel}
        </Button>
        <Button color="red" onClick={() => void send()} loading={busy} disabled={tooLong} data-testid="report-send">
          {REPORT_TEXT.send}
        </Button>
      </Group>
    </Stack>
  );
}
