import { useState } from 'react';
import { Button, Group, Modal, Stack, Text, TextInput, type ButtonProps } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { outfitRoutes } from '@common/api/routes/outfits';
import { OUTFIT_NAME_MAX, OUTFIT_TEXT } from '@common/economy/outfits';
import { WARDROBE_TEXT } from '@common/economy/inventory';
import { ApiError, call } from '../../api/client';
import { Z } from '../../shell/layout';
import { toast } from '../../toast';
import { nestedEscape } from '../escape';
import { OUTFITS_QUERY_KEY } from './useDressing';

/**
 * Save Outfit (avatar-economy §2): asks for a name (at most 26 characters) and saves what the
 * player wears now (POST /api/outfit). Failures show the server's message or 'Error creating
 * outfit.'.
 */
const failure = (err: unknown) => (err instanceof ApiError && err.message ? err.message : OUTFIT_TEXT.createError);

export function SaveOutfitButton(props: ButtonProps & { onSaved?: (id: number) => void }) {
  const { onSaved, ...buttonProps } = props;
  const qc = useQueryClient();
  const [opened, setOpened] = useState(false);
  const [name, setName] = useState('');
  // A refusal shows under the name and as a toast, with 'Error creating outfit.' when the
  // server gave no words.
  const write = useMutation({
    mutationFn: () => call(outfitRoutes.create, { body: { name: name.trim() } }),
    meta: { showsOwnError: true },
    onSuccess: async (res) => {
      toast.success(res.message);
      await qc.invalidateQueries({ queryKey: OUTFITS_QUERY_KEY });
      setOpened(false);
      setName('');
      onSaved?.(res.id);
    },
    onError: (err) => toast.error(failure(err)),
  });
  const saving = write.isPending;
  const error = write.error ? failure(write.error) : null;
  const save = () => write.mutate();

  return (
    <>
      <Button leftSection={<IconDeviceFloppy size={18} />} onClick={() => setOpened(true)} data-testid="save-outfit" {...buttonProps}>
        {WARDROBE_TEXT.saveOutfit}
      </Button>
      <Modal
        opened={opened}
        onClose={() => setOpened(false)}
        {...nestedEscape(() => setOpened(false))}
        centered
        radius="lg"
        zIndex={Z.confirm}
        title={
          <Text ff="heading" fw={600} fz={20}>
            {WARDROBE_TEXT.saveOutfit}
          </Text>
        }
      >
        <form
          onSubmit={(e) => {
            e.preventDefault();
            if (name.trim()) void save();
          }}
        >
          <Stack gap="md">
            <Text size="sm" c="dimmed">
              Saves what you are wearing now, with your skin tone and size, so you can put it all back on in one click.
            </Text>
            <TextInput
              label="Outfit name"
              placeholder="Sunday best"
              value={name}
              maxLength={OUTFIT_NAME_MAX}
              onChange={(e) => setName(e.currentTarget.value.slice(0, OUTFIT_NAME_MAX))}
              error={error}
              data-autofocus
              data-testid="outfit-name"
              rightSection={
                <Text size="xs" c="dimmed" pr={6}>
                  {name.length}/{OUTFIT_NAME_MAX}
                </Text>
              }
              rightSectionWidth={56}
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setOpened(false)}>
                Cancel
              </Button>
              <Button type="submit" loading={saving} disabled={!name.trim()} data-testid="outfit-save-confirm">
                Save
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </>
  );
}
