import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { ReactNode } from 'react';
import { Z } from '../../shell/layout';
import { nestedEscape } from '../escape';

export interface ConfirmOptions {
  title: string;
  /** A line under the title saying what will happen. */
  detail?: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  /** Red confirm button for what cannot be undone (delete, tip). */
  danger?: boolean;
}

/**
 * Asks the player to confirm (wear an outfit, delete a mail, tip a post...): resolves true on
 * confirm, false on cancel, Escape or a click outside. Shown above any open dialog.
 */
export function confirm(opts: ConfirmOptions): Promise<boolean> {
  return new Promise((resolve) => {
    // Escape closes only this question, not the dialog it was asked over.
    let id = '';
    id = modals.openConfirmModal({
      ...nestedEscape(() => modals.close(id)),
      title: opts.title,
      centered: true,
      zIndex: Z.confirm,
      radius: 'lg',
      children: opts.detail ? (
        <Text size="sm" c="dimmed">
          {opts.detail}
        </Text>
      ) : null,
      labels: { confirm: opts.confirmLabel ?? 'Confirm', cancel: opts.cancelLabel ?? 'Cancel' },
      confirmProps: { color: opts.danger ? 'red' : undefined, 'data-testid': 'confirm-yes' } as Record<string, unknown>,
      cancelProps: { variant: 'default', 'data-testid': 'confirm-no' } as Record<string, unknown>,
      onConfirm: () => resolve(true),
      onCancel: () => resolve(false),
      onClose: () => resolve(false),
    });
  });
}
