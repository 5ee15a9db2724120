import { useRef } from 'react';
import { ActionIcon, Alert, Button, Group, ScrollArea, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconArrowLeft, IconPhotoUp, IconPlus, IconX } from '@tabler/icons-react';
import { cdn } from '@common/cdn';
import { UPLOAD_ACCEPT } from '@common/outfitsFeed/limits';
import { useOutfits } from '../../components/Dressing';
import { fileProblem, type FormSlot } from './createForm';
import classes from './feed.module.css';

/** One slot of the form: its picture, or a button to fill it. */
export function SlotTile({ index, slot, main, onChoose, onClear }: { index: number; slot: FormSlot; main: boolean; onChoose(): void; onClear(): void }) {
  if (!slot) {
    return (
      <button type="button" className={classes.slotPicker} onClick={onChoose} data-testid={`slot-${index}`} style={{ cursor: 'pointer', background: 'none' }}>
        <IconPlus size={28} />
        <Text size="sm" fw={700}>
          Slot {index + 1}
          {main ? ' (main)' : ''}
        </Text>
        <Text size="xs" c="dimmed" ta="center">
          Outfit or image
        </Text>
      </button>
    );
  }
  return (
    <div className={classes.slotPicker} data-filled="true" data-testid={`slot-${index}`}>
      <img src={slot.src} alt={slot.type === 'outfit' ? slot.name : slot.file.name} style={{ objectFit: slot.type === 'upload' ? 'cover' : 'contain' }} />
      <ActionIcon className={classes.slotClear} size="sm" radius="xl" color="dark" variant="filled" onClick={onClear} aria-label={`Clear slot ${index + 1}`}>
        <IconX size={14} />
      </ActionIcon>
      <Text size="xs" fw={700} truncate style={{ position: 'absolute', bottom: 0, left: 0, right: 0, background: 'rgb(255 255 255 / 80%)', padding: '2px 6px' }}>
        {slot.type === 'outfit' ? slot.name : slot.file.name}
      </Text>
    </div>
  );
}

/** Picks what fills a slot: one of the player's outfits, or an image file (PNG or JPEG). */
export function SlotChooser({ onPick, onBack, onError, error }: { onPick(slot: FormSlot): void; onBack(): void; onError(m: string | null): void; error: string | null }) {
  const outfits = useOutfits();
  const input = useRef<HTMLInputElement>(null);
  const choose = (file: File | undefined) => {
    if (!file) return;
    const problem = fileProblem(file);
    if (problem) return onError(problem);
    onPick({ type: 'upload', file, src: URL.createObjectURL(file) });
  };
  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Button variant="default" size="xs" leftSection={<IconArrowLeft size={14} />} onClick={onBack}>
          Back
        </Button>
        <Button size="xs" leftSection={<IconPhotoUp size={16} />} onClick={() => input.current?.click()} data-testid="slot-upload">
          Upload image
        </Button>
        <input ref={input} type="file" accept="image/png,image/jpeg" hidden data-accept={UPLOAD_ACCEPT} onChange={(e) => choose(e.currentTarget.files?.[0])} data-testid="slot-file" />
      </Group>
      {error && (
        <Alert color="red" variant="light" py={8}>
          {error}
        </Alert>
      )}
      <Text size="sm" fw={700}>
        Your outfits
      </Text>
      <ScrollArea.Autosize mah="55vh">
        {outfits.isSuccess && outfits.data.length === 0 && (
          <Text c="dimmed" size="sm" ta="center" py="lg">
            No outfits, yet :) Save one in the Wardrobe, or upload an image.
          </Text>
        )}
        <SimpleGrid cols={{ base: 3, sm: 5 }} spacing="xs">
          {(outfits.data ?? []).map((o) => (
            <button type="button" key={o.id} className={classes.outfitChoice} onClick={() => onPick({ type: 'outfit', outfitId: o.id, name: o.name, src: cdn.outfit(o.publicId) })} data-testid="slot-outfit">
              <img src={cdn.outfit(o.publicId)} alt={o.name} loading="lazy" />
              <Text size="xs" fw={700} truncate maw="100%">
                {o.name}
              </Text>
            </button>
          ))}
        </SimpleGrid>
      </ScrollArea.Autosize>
    </Stack>
  );
}
