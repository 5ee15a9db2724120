import { useState } from 'react';
import { Button, Drawer, Popover, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconPalette } from '@tabler/icons-react';
import { customizationRoutes } from '@common/api/routes/customization';
import { SKIN_TONES } from '@common/avatar/skin-tones';
import { MOBILE_BREAKPOINT } from '@common/dialogs';
import { EDITOR_TEXT } from '@common/economy/inventory';
import { ApiError, call } from '../../api/client';
import { runMutation } from '../../queryClient';
import { Z } from '../../shell/layout';
import { toast } from '../../toast';
import { nestedEscape, popoverEscape } from '../escape';
import { errorMessage, lookChanged } from '../Dressing/useDressing';
import { SkinTonePicker } from './SkinTonePicker';

/**
 * Sets the player's skin tone right away (POST /api/customization/skinTone): the server's
 * message is toasted on success or failure (live-world §8), the look reloads and the town sees
 * it.
 */
export async function saveSkinTone(skinTone: number): Promise<boolean> {
  try {
    const res = await runMutation(() => call(customizationRoutes.skinTone, { body: { skinTone } }));
    toast.success(res.message);
    await lookChanged();
    return true;
  } catch (err) {
    // A refusal was toasted by the mutation; anything else is told here.
    if (!(err instanceof ApiError)) toast.error(errorMessage(err, 'Could not change skin tone'));
    return false;
  }
}

/** Picking a tone: the tone being saved, shown as chosen until the look reloads. */
export function useSkinToneSaver(): { pending: number | null; pick(tone: number): void } {
  const [pending, setPending] = useState<number | null>(null);
  return {
    pending,
    pick: (tone) => {
      setPending(tone);
      void saveSkinTone(tone).finally(() => setPending(null));
    },
  };
}

/** The 23 swatches inline, bound to the player's tone (where there is room for them). */
export function SkinToneInline({ value, size = 26 }: { value: number | null; size?: number }) {
  const { pending, pick } = useSkinToneSaver();
  return <SkinTonePicker value={pending ?? value} pending={pending} onChange={pick} size={size} disabled={pending !== null} />;
}

export interface SkinToneControlProps {
  /** The player's current tone (from the customization query). */
  value: number | null;
  label?: string;
  fullWidth?: boolean;
  size?: 'xs' | 'sm' | 'md';
}

/**
 * "Change skin tone": a button with the current swatch opening the 23 tones, in a popover on
 * desktop and a bottom sheet titled Skin Tones on phones.
 */
export function SkinToneControl({ value, label = EDITOR_TEXT.changeSkinTone, fullWidth, size = 'sm' }: SkinToneControlProps) {
  const mobile = useMediaQuery(`(max-width: ${MOBILE_BREAKPOINT - 0.02}px)`) ?? false;
  const [opened, setOpened] = useState(false);
  const { pending, pick } = useSkinToneSaver();
  const shown = pending ?? value;
  const swatch = (
    <span
      aria-hidden
      style={{ width: 16, height: 16, borderRadius: '50%', background: shown === null ? '#ddd' : SKIN_TONES[shown], boxShadow: '0 0 0 1px rgba(0,0,0,0.15)' }}
    />
  );
  const button = (
    <Button
      variant="light"
      color="terracotta"
      size={size}
      fullWidth={fullWidth}
      leftSection={swatch}
      rightSection={<IconPalette size={16} />}
      onClick={() => setOpened((o) => !o)}
      data-testid="skin-tone-button"
    >
      {label}
    </Button>
  );
  const picker = <SkinTonePicker value={shown} pending={pending} onChange={pick} size={mobile ? 36 : 28} disabled={pending !== null} />;

  if (mobile) {
    return (
      <>
        {button}
        <Drawer
          opened={opened}
          onClose={() => setOpened(false)}
          {...nestedEscape(() => setOpened(false))}
          position="bottom"
          size={250}
          zIndex={Z.confirm}
          radius="lg"
          title={
            <Text ff="heading" fw={600} fz={20}>
              {EDITOR_TEXT.skinTones}
            </Text>
          }
          styles={{ body: { paddingBottom: 28 } }}
          data-testid="skin-tone-sheet"
        >
          {picker}
        </Drawer>
      </>
    );
  }
  return (
    <Popover opened={opened} onChange={setOpened} width={300} position="bottom" shadow="xl" radius="lg" withArrow zIndex={Z.confirm}>
      <Popover.Target>{button}</Popover.Target>
      <Popover.Dropdown data-testid="skin-tone-popover" {...popoverEscape}>
        <Text ff="heading" fw={600} fz="lg" mb="xs">
          {EDITOR_TEXT.skinTones}
        </Text>
        {picker}
      </Popover.Dropdown>
    </Popover>
  );
}
