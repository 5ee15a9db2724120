import type { FocusEvent, KeyboardEvent } from 'react';

/** Marks the focused element so Mantine's modals listening on window leave its Escape alone. */
const markFocused = (e: FocusEvent) => (e.target as HTMLElement).setAttribute?.('data-mantine-stop-propagation', 'true');

/**
 * Props for a drawer or modal opened over a dialog, so that Escape closes only it. The dialog
 * host closes on Escape (a window listener) unless a layer marked data-nested-layer is open, the
 * key was handled (prevented) or its target is marked data-mantine-stop-propagation; so the
 * sheet marks itself and whatever gets focus in it, and closes itself.
 */
export function nestedEscape(onClose: () => void) {
  return {
    closeOnEscape: false,
    'data-nested-layer': true,
    onFocusCapture: markFocused,
    onKeyDown: (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      e.preventDefault();
      onClose();
    },
  };
}

/** The same for a popover, which closes itself on Escape. */
export const popoverEscape = {
  onFocusCapture: markFocused,
  onKeyDown: (e: KeyboardEvent) => {
    if (e.key === 'Escape') e.preventDefault();
  },
};
