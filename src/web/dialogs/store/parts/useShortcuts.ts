import { useEffect } from 'react';
import { rotateLeft, rotateRight } from '@common/avatar/views';
import { useShop } from '../state/shop';

/** True when a key press belongs to what has focus (typing, a menu, the item grid's own arrows). */
function typingTarget(el: EventTarget | null): boolean {
  if (!(el instanceof HTMLElement)) return false;
  return el.isContentEditable || !!el.closest('input, textarea, select, [role="listbox"], [role="tablist"], [role="slider"]');
}

/**
 * Store shortcuts (avatar-economy §9): Ctrl/Cmd+P toggles try-on mode, Ctrl/Cmd+C clears the
 * preview (only when no text is selected and focus is not in a text field, so copying still
 * works), arrow left and right rotate the avatar.
 */
export function useStoreShortcuts(view: number, setView: (v: number) => void): void {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.defaultPrevented || e.altKey) return;
      const mod = e.ctrlKey || e.metaKey;
      const key = e.key.toLowerCase();
      if (mod && key === 'p' && !e.shiftKey) {
        e.preventDefault(); // not the print dialog
        useShop.getState().toggleTryOnMode();
        return;
      }
      if (mod && key === 'c' && !e.shiftKey) {
        const selection = window.getSelection()?.toString() ?? '';
        if (selection || typingTarget(e.target)) return;
        e.preventDefault();
        useShop.getState().clearPreview();
        return;
      }
      if (mod || e.shiftKey || typingTarget(e.target)) return;
      // The focused avatar turns itself (its own arrow keys).
      if (e.target instanceof HTMLElement && e.target.closest('[data-testid="avatar-preview"]')) return;
      if (e.key === 'ArrowLeft') setView(rotateLeft(view));
      else if (e.key === 'ArrowRight') setView(rotateRight(view));
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [view, setView]);
}
