import { useState } from 'react';
import { Button, Group } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { FORUM_TEXT } from '@common/forum/texts';
import { BBCodeEditor } from '../../../components/BBCode';

export interface EditBoxProps {
  initial: string;
  maxLength: number;
  /** The same check the server makes: a refusal text, or null. */
  problem(message: string): string | null;
  /** Resolves true once saved. */
  onSave(message: string): Promise<boolean>;
  onCancel(): void;
  rows?: number;
  testId: string;
}

/** Editing one's own post or reply in the BBCode editor: Save (checked first) or Cancel. */
export function EditBox({ initial, maxLength, problem, onSave, onCancel, rows = 8, testId }: EditBoxProps) {
  const [text, setText] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  // onSave is the post actions' mutation: it has shown a refusal already (and the words stay).
  const saving = useMutation({
    mutationFn: (words: string) => onSave(words),
    meta: { showsOwnError: true },
    onSuccess: (saved) => {
      if (saved) onCancel();
    },
  });
  const busy = saving.isPending;

  const save = async () => {
    const p = problem(text);
    setError(p);
    if (p || busy) return;
    saving.mutate(text);
  };

  return (
    <div data-testid={testId}>
      <BBCodeEditor value={text} onChange={setText} maxLength={maxLength} rows={rows} error={error} defaultPreview={false} autoFocus />
      <Group justify="flex-end" gap="xs" mt="xs">
        <Button variant="default" onClick={onCancel} disabled={busy}>
          {FORUM_TEXT.cancel}
        </Button>
        <Button leftSection={<IconDeviceFloppy size={16} />} onClick={() => void save()} loading={busy} data-testid={`${testId}-save`}>
          {FORUM_TEXT.save}
        </Button>
      </Group>
    </div>
  );
}
