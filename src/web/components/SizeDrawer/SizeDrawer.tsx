import { useEffect, useState, type ReactNode } from 'react';
import { Badge, Button, Drawer, Group, Slider, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconArrowsVertical, IconArrowsHorizontal, IconRestore } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { customizationRoutes } from '@common/api/routes/customization';
import type { Customization } from '@common/avatar/customization';
import { MOBILE_BREAKPOINT } from '@common/dialogs';
import { SIZE_SLIDER, SIZE_TEXT, sizePercent } from '@common/economy/inventory';
import { call } from '../../api/client';
import { Z } from '../../shell/layout';
import { toast } from '../../toast';
import { Avatar } from '../Avatar';
import { nestedEscape } from '../escape';
import { lookChanged } from '../Dressing/useDressing';
import classes from './SizeDrawer.module.css';

export interface Size {
  width: number;
  height: number;
}

export interface SizeDrawerProps {
  opened: boolean;
  onClose(): void;
  /** The saved size; the sliders start here each time the drawer opens. */
  size: Size;
  /** The look to preview at the new size (sizes scale where the avatar is drawn). */
  customization?: Customization;
}

const snap = (v: number) => Math.round(v / SIZE_SLIDER.step) * SIZE_SLIDER.step;
const MARKS = [{ value: SIZE_SLIDER.min }, { value: 1 }, { value: SIZE_SLIDER.max }];

/**
 * The size drawer (live-world §4, §5): height and width sliders 0.85-1.15 in steps of 0.01,
 * shown as percent change from 1; Reset to Default sets both to 0.999. Apply saves them
 * (POST /api/customization/size, the server's message toasted); closing without applying
 * reverts the sliders.
 */
export function SizeDrawer({ opened, onClose, size, customization }: SizeDrawerProps) {
  const mobile = useMediaQuery(`(max-width: ${MOBILE_BREAKPOINT - 0.02}px)`) ?? false;
  const [draft, setDraft] = useState<Size>(size);
  // Every opening starts from the saved size: what was not applied is gone.
  useEffect(() => {
    if (opened) setDraft({ width: size.width, height: size.height });
  }, [opened, size.width, size.height]);

  const changed = Math.abs(draft.width - size.width) > 1e-9 || Math.abs(draft.height - size.height) > 1e-9;
  const close = () => {
    setDraft({ width: size.width, height: size.height });
    onClose();
  };
  const write = useMutation({
    mutationFn: () => call(customizationRoutes.size, { body: { height: draft.height, width: draft.width } }),
    onSuccess: async (res) => {
      toast.success(res.message);
      await lookChanged();
      onClose();
    },
  });
  const saving = write.isPending;
  const apply = () => write.mutate();

  const slider = (key: keyof Size, label: string, icon: ReactNode) => (
    <div>
      <Group justify="space-between" mb={6}>
        <Group gap={6}>
          {icon}
          <Text fw={800}>{label}</Text>
        </Group>
        <Badge variant="light" color={Math.abs(draft[key] - 1) < 0.005 ? 'gray' : 'terracotta'} size="lg" data-testid={`size-${key}-value`}>
          {sizePercent(draft[key])}
        </Badge>
      </Group>
      <Slider
        aria-label={label}
        data-testid={`size-${key}`}
        min={SIZE_SLIDER.min}
        max={SIZE_SLIDER.max}
        step={SIZE_SLIDER.step}
        value={draft[key]}
        onChange={(v) => setDraft((d) => ({ ...d, [key]: snap(v) }))}
        label={sizePercent}
        marks={MARKS}
        color="terracotta"
        size="lg"
      />
      <Group justify="space-between" mt={18}>
        <Text size="xs" c="dimmed">
          {sizePercent(SIZE_SLIDER.min)}
        </Text>
        <Text size="xs" c="dimmed">
          {sizePercent(SIZE_SLIDER.max)}
        </Text>
      </Group>
    </div>
  );

  return (
    <Drawer
      opened={opened}
      onClose={close}
      {...nestedEscape(close)}
      position={mobile ? 'bottom' : 'right'}
      size={mobile ? 600 : 380}
      zIndex={Z.confirm}
      radius={mobile ? 'lg' : 0}
      title={
        <Text ff="heading" fw={600} fz={22}>
          {SIZE_TEXT.title}
        </Text>
      }
      data-testid="size-drawer"
    >
      <Stack gap="lg" pb="md">
        {customization && (
          <div className={classes.stage} data-compact={mobile || undefined}>
            <div className={classes.figure} style={{ transform: `scale(${draft.width}, ${draft.height})` }}>
              <Avatar customization={customization} size={mobile ? 180 : 260} />
            </div>
            <div className={classes.ruler} aria-hidden />
          </div>
        )}
        {slider('height', SIZE_TEXT.height, <IconArrowsVertical size={18} />)}
        {slider('width', SIZE_TEXT.width, <IconArrowsHorizontal size={18} />)}
        <Group grow>
          <Button variant="default" leftSection={<IconRestore size={16} />} onClick={() => setDraft({ width: SIZE_SLIDER.reset, height: SIZE_SLIDER.reset })} data-testid="size-reset">
            {SIZE_TEXT.reset}
          </Button>
          <Button onClick={() => void apply()} loading={saving} disabled={!changed} data-testid="size-apply">
            {SIZE_TEXT.apply}
          </Button>
        </Group>
      </Stack>
    </Drawer>
  );
}
