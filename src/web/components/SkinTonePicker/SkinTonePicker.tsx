import { UnstyledButton, Tooltip } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { SKIN_TONES } from '@common/avatar/skin-tones';
import classes from './SkinTonePicker.module.css';

export interface SkinTonePickerProps {
  value: number | null;
  onChange(tone: number): void;
  /** The tone being saved (shows a pulse on it). */
  pending?: number | null;
  disabled?: boolean;
  /** Swatch side in px (default 30). */
  size?: number;
}

/** The 23 skin tones (0-22) as round swatches, lightest to darkest. */
export function SkinTonePicker({ value, onChange, pending = null, disabled, size = 30 }: SkinTonePickerProps) {
  return (
    <div className={classes.grid} role="radiogroup" aria-label="Skin tone" style={{ ['--swatch' as string]: `${size}px` }} data-testid="skin-tone-picker">
      {SKIN_TONES.map((color, tone) => (
        <Tooltip key={tone} label={`Skin tone ${tone}`} openDelay={500}>
          <UnstyledButton
            className={classes.swatch}
            role="radio"
            aria-checked={value === tone}
            aria-label={`Skin tone ${tone}`}
            data-tone={tone}
            data-selected={value === tone || undefined}
            data-pending={pending === tone || undefined}
            disabled={disabled}
            style={{ background: color }}
            onClick={() => value !== tone && onChange(tone)}
          >
            {value === tone && <IconCheck size={size * 0.55} stroke={3} color={tone > 11 ? '#fff' : '#5a3a28'} />}
          </UnstyledButton>
        </Tooltip>
      ))}
    </div>
  );
}
