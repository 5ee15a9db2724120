import { useState } from 'react';
import { Button, Group } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
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
  // A refusal shows under the editor, beside the words to fix.
  const save = useMutation({
    mutationFn: () => call(profileRoutes.bio, { body: { bio } }),
    meta: { showsOwnError: true },
    onSuccess: async (res) => {
      toast.success(res.message);
      await queryClient.invalidateQueries({ queryKey: profileKeys.full(username) });
      onDone();
    },
  });
  const saving = save.isPending;

  return (
    <>
      <BBCodeEditor value={bio} onChange={setBio} maxLength={BIO_MAX} error={save.error?.message ?? null} autoFocus data-testid="bio-editor" />
      <Group justify="flex-end" mt="sm">
        <Button variant="default" onClick={onDone} disabled={saving}>
          Cancel
        </Button>
        <Button onClick={() => save.mutate()} loading={saving} data-testid="save-bio">
          Save bio
        </Button>
      </Group>
    </>
  );
}
