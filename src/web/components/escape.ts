import type { KeyboardEvent } from 'react';

/**
 * Props for a drawer or modal opened over a dialog, so that Escape closes only it. The dialog
 * host (DialogHost) stays open while a layer marked data-nested-layer is open, and when the key
 * was handled (prevented). The sheet closes itself on a key nothing inside it handled already:
 * a popover or a sheet opened inside it (React passes the key up through its portal) took it.
 */
export function nestedEscape(onClose: () => void) {
  return {
    closeOnEscape: false,
    'data-nested-layer': true,
    onKeyDown: (e: KeyboardEvent) => {
      if (e.key !== 'Escape' || e.defaultPrevented) return;
      e.preventDefault();
      onClose();
    },
  };
}

/** For a popover, which closes itself on Escape: the key is handled, so nothing beneath closes. */
export const popoverEscape = {
  onKeyDown: (e: KeyboardEvent) => {
    if (e.key === 'Escape') e.preventDefault();
  },
};
