import { Button, type ButtonProps } from '@mantine/core';
import { IconFlag } from '@tabler/icons-react';
import { REPORT_TEXT } from '@common/moderation-reports';
import type { ReportTarget } from './ReportForm';
import { openReport } from './openReport';

export interface ReportButtonProps {
  target: ReportTarget;
  size?: ButtonProps['size'];
  iconSize?: number;
  /** Runs before the form opens (a card closes itself first). */
  before?: () => void;
  'data-testid'?: string;
}

/** The subtle "Report" button beside a post, a reply, a mail or a player's card: opens the report form. */
export function ReportButton({ target, size = 'xs', iconSize = 14, before, 'data-testid': testId }: ReportButtonProps) {
  return (
    <Button
      variant="subtle"
      color="gray"
      size={size}
      leftSection={<IconFlag size={iconSize} />}
      onClick={() => {
        before?.();
        openReport(target);
      }}
      data-testid={testId}
    >
      {REPORT_TEXT.title}
    </Button>
  );
}
