import { useState } from 'react';
import { Button, Group } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
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
  const [busy, setBusy] = useState(false);

  const save = async () => {
    const p = problem(text);
    setError(p);
    if (p || busy) return;
    setBusy(true);
    try {
      if (await onSave(text)) onCancel();
    } finally {
      setBusy(false);
    }
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
