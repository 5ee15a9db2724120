import { ActionIcon, Tooltip, type ActionIconProps } from '@mantine/core';
import { IconFlag } from '@tabler/icons-react';
import { TOOLTIP_DELAY_MS } from '@common/social/limits';
import type { ReportTarget } from './ReportForm';
import { openReport } from './openReport';

export interface ReportIconButtonProps {
  target: ReportTarget;
  /** What the button says to a screen reader and in its tooltip ("Report comment"). */
  label: string;
  /** The tooltip, when it says more than the label ("Report this item to the moderators"). */
  tooltip?: string;
  size?: ActionIconProps['size'];
  iconSize?: number;
  /** Subtle beside content; `default` (with `radius`) where it sits in a row of such buttons. */
  variant?: 'subtle' | 'default';
  radius?: ActionIconProps['radius'];
  className?: string;
  ml?: ActionIconProps['ml'];
  'data-testid'?: string;
}

/**
 * The flag-only Report button where a worded one does not fit (a comment's corner, an item's
 * card, a profile's action row): opens the report form. ReportButton is the worded one.
 */
export function ReportIconButton({ target, label, tooltip, size, iconSize = 16, variant = 'subtle', radius, className, ml, 'data-testid': testId }: ReportIconButtonProps) {
  return (
    <Tooltip label={tooltip ?? label} openDelay={TOOLTIP_DELAY_MS} withArrow>
      <ActionIcon
        variant={variant}
        color={variant === 'subtle' ? 'gray' : undefined}
        size={size}
        radius={radius}
        ml={ml}
        className={className}
        aria-label={label}
        onClick={() => openReport(target)}
        data-testid={testId}
      >
        <IconFlag size={iconSize} />
      </ActionIcon>
    </Tooltip>
  );
}
