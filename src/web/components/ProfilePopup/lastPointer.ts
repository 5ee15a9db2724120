/**
 * Where the player last pressed (mouse, pen or finger), in viewport pixels. The town reports
 * an avatar tap by username only; the desktop card opens next to the press that caused it.
 */
let last = { x: typeof window === 'undefined' ? 0 : window.innerWidth / 2, y: typeof window === 'undefined' ? 0 : window.innerHeight / 2 };

if (typeof window !== 'undefined') {
  window.addEventListener('pointerdown', (e) => (last = { x: e.clientX, y: e.clientY }), { capture: true, passive: true });
}

export const lastPointer = (): { x: number; y: number } => last;
