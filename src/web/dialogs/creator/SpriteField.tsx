import { useRef } from 'react';
import { Button, Group, Stack, Text } from '@mantine/core';
import { IconPhotoUp } from '@tabler/icons-react';
import { SPRITE_HEIGHT, SPRITE_WIDTH } from '@common/creator/submission';
import classes from './creator.module.css';

export interface SpriteFieldProps {
  /** The sprite shown: a chosen file's object URL or the stored image. */
  spriteUrl: string | null;
  thumbnailUrl: string | null;
  fileName: string | null;
  error: string | null;
  readOnly?: boolean;
  onPick?(file: File): void;
}

/** The sprite sheet: a PNG file input, the whole sheet as a strip and the head thumbnail. */
export function SpriteField({ spriteUrl, thumbnailUrl, fileName, error, readOnly, onPick }: SpriteFieldProps) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <Stack gap={6}>
      <Text size="sm" fw={800}>
        Sprite sheet
      </Text>
      <div className={classes.sprite} data-empty={!spriteUrl || undefined}>
        {spriteUrl ? (
          <img src={spriteUrl} alt="The sprite sheet" data-testid="sprite-image" />
        ) : (
          <Text size="sm" c="dimmed" ta="center" px="md">
            A {SPRITE_WIDTH}x{SPRITE_HEIGHT} PNG: six 425x850 views side by side, as the Creator Guide shows.
          </Text>
        )}
      </div>
      <Group gap="sm" wrap="nowrap" align="center">
        {thumbnailUrl && <img className={classes.thumbLarge} src={thumbnailUrl} alt="Thumbnail" data-testid="thumbnail-image" />}
        {!readOnly && (
          <>
            <input
              ref={input}
              type="file"
              accept="image/png"
              hidden
              data-testid="sprite-input"
              onChange={(e) => {
                const file = e.currentTarget.files?.[0];
                e.currentTarget.value = '';
                if (file) onPick?.(file);
              }}
            />
            <Button variant="light" leftSection={<IconPhotoUp size={16} />} onClick={() => input.current?.click()} data-testid="sprite-pick">
              {spriteUrl ? 'Change image' : 'Choose PNG'}
            </Button>
            <Text size="xs" c="dimmed" truncate miw={0}>
              {fileName ?? ''}
            </Text>
          </>
        )}
      </Group>
      {error && (
        <Text size="sm" c="red" data-testid="sprite-error">
          {error}
        </Text>
      )}
    </Stack>
  );
}
