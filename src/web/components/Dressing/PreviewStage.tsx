import type { ReactNode } from 'react';
import { Badge, Skeleton } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import type { Customization } from '@common/avatar/customization';
import { Avatar } from '../Avatar';
import classes from './Dressing.module.css';

export interface PreviewStageProps {
  /** The look to show (the server composes any customization); undefined while loading. */
  customization: Customization | undefined;
  /** "Preview" badge: the look differs from what is worn. */
  previewing?: boolean;
  /** Something in the top-right corner (a maximize toggle). */
  corner?: ReactNode;
  /** Under the avatar's rotate buttons. */
  children?: ReactNode;
  /** Offer the avatar zoom (0.5-2) beside the rotate buttons. */
  zoomable?: boolean;
  className?: string;
  style?: React.CSSProperties;
  testId?: string;
}

/** Room left under the avatar for its rotate buttons. */
const CONTROLS = 40;

/**
 * The live preview: the avatar as it will look, rotatable (6 views, arrows too), zoomable where
 * the dialog offers it, sized to fill the stage it is given.
 */
export function PreviewStage({ customization, previewing, corner, children, zoomable, className, style, testId = 'preview-stage' }: PreviewStageProps) {
  const { ref, width, height } = useElementSize();
  const size = Math.max(120, Math.floor(Math.min(height - CONTROLS, width * 2 - 16)));
  return (
    <div className={[classes.stage, className].filter(Boolean).join(' ')} style={style} data-testid={testId} data-previewing={previewing || undefined}>
      {previewing && (
        <Badge className={classes.stageBadge} color="moss" variant="filled" size="sm">
          Preview
        </Badge>
      )}
      {corner && <div className={classes.stageCorner}>{corner}</div>}
      <div ref={ref} style={{ flex: 1, minHeight: 0, width: '100%', display: 'flex', alignItems: 'flex-end', justifyContent: 'center' }}>
        {height > 0 &&
          (customization ? (
            <Avatar customization={customization} size={size} rotatable zoomable={zoomable} />
          ) : (
            <Skeleton width={size / 2} height={size} radius="xl" mb={CONTROLS} />
          ))}
      </div>
      {children}
    </div>
  );
}
