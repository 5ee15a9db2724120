import { useState } from 'react';
import { Button, Group } from '@mantine/core';
import { profileRoutes } from '@common/api/routes/profile';
import { BIO_MAX } from '@common/social/limits';
import { call } from '../../api/client';
import { BBCodeEditor } from '../../components/BBCode';
import { profileKeys } from '../../components/ProfilePopup';
import { queryClient } from '../../queryClient';
import { toast } from '../../toast';

/** The owner's bio editor: the BBCode editor with the bio's 15,000-character limit. */
export function BioEditor({ initial, username, onDone }: { initial: string; username: string; onDone(): void }) {
  const [bio, setBio] = useState(initial);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const save = async () => {
    setSaving(true);
    setError(null);
    try {
      const res = await call(profileRoutes.bio, { body: { bio } }, { quiet: true });
      toast.success(res.message);
      await queryClient.invalidateQueries({ queryKey: profileKeys.full(username) });
      onDone();
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
    } finally {
      setSaving(false);
    }
  };

  return (
    <>
      <BBCodeEditor value={bio} onChange={setBio} maxLength={BIO_MAX} error={error} autoFocus data-testid="bio-editor" />
      <Group justify="flex-end" mt="sm">
        <Button variant="default" onClick={onDone} disabled={saving}>
          Cancel
        </Button>
        <Button onClick={() => void save()} loading={saving} data-testid="save-bio">
          Save bio
        </Button>
      </Group>
    </>
  );
}
