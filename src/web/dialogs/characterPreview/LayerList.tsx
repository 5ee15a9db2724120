import type React from 'react';
import { ActionIcon, Button, FileButton, Group, Text, Tooltip } from '@mantine/core';
import { IconTrash, IconUpload } from '@tabler/icons-react';
import { ALL_LAYERS, layerLabel, layerName, type Layer } from '@common/avatar/layers';
import type { Upload } from './pictures';
import classes from './characterPreview.module.css';

interface LayerListProps {
  uploads: Record<string, Upload>;
  /** What is drawn at a layer when nothing is uploaded there ("Base body", "Preset"), or null. */
  standIn: (layer: Layer) => string | null;
  onUpload: (layer: Layer, file: File | null) => void;
  onRemove: (layer: Layer) => void;
}

/**
 * The 38 layers, each with its own upload and remove. Numbered in the front views' draw
 * order: a higher number is drawn over a lower one when the avatar faces you.
 */
export function LayerList({ uploads, standIn, onUpload, onRemove }: LayerListProps) {
  return (
    <ol className={classes.layers} data-testid="preview-layers">
      {ALL_LAYERS.map((layer, i) => {
        const name = layerName(layer);
        const label = layerLabel(layer);
        const upload = uploads[name];
        const shown = upload ? null : standIn(layer);
        return (
          <li key={name} className={classes.layer} data-testid={`layer-${name}`} data-uploaded={upload ? true : undefined}>
            <span className={classes.layerNumber}>{i + 1}</span>
            <div className={classes.layerText}>
              <Text size="sm" fw={500} truncate>
                {label}
              </Text>
              {upload ? (
                <Text size="xs" c="terracotta.7" truncate title={upload.fileName}>
                  {upload.fileName}
                </Text>
              ) : shown ? (
                <Text size="xs" c="dimmed">
                  {shown}
                </Text>
              ) : null}
            </div>
            <Group gap={4} wrap="nowrap">
              <FileButton accept="image/png" onChange={(f) => onUpload(layer, f)} inputProps={{ 'data-testid': `upload-${name}`, onClick: (e) => void (e.currentTarget.value = '') } as React.ComponentProps<'input'>}>
                {(props) => (
                  <Button {...props} size="compact-xs" variant={upload ? 'light' : 'default'} leftSection={<IconUpload size={13} />} aria-label={`Upload ${label}`}>
                    {upload ? 'Replace' : 'Upload'}
                  </Button>
                )}
              </FileButton>
              <Tooltip label={`Remove ${label}`} openDelay={400}>
                <ActionIcon size="sm" variant="subtle" color="red" disabled={!upload} aria-label={`Remove ${label}`} onClick={() => onRemove(layer)}>
                  <IconTrash size={15} />
                </ActionIcon>
              </Tooltip>
            </Group>
          </li>
        );
      })}
    </ol>
  );
}
