/**
 * Arrow keys held down, as a direction. Keys typed into a form field (the chat input) are
 * ignored, and everything is released when the window loses focus.
 */
export class ArrowKeys {
  private readonly held = new Set<string>();
  private readonly onDown = (e: KeyboardEvent) => {
    if (isTyping(e.target)) return;
    if (e.key.startsWith('Arrow')) {
      this.held.add(e.key);
      e.preventDefault();
    }
  };
  private readonly onUp = (e: KeyboardEvent) => {
    this.held.delete(e.key);
  };
  private readonly onBlur = () => this.held.clear();

  constructor() {
    window.addEventListener('keydown', this.onDown);
    window.addEventListener('keyup', this.onUp);
    window.addEventListener('blur', this.onBlur);
  }

  direction(): { x: number; y: number } {
    const x = (this.held.has('ArrowRight') ? 1 : 0) - (this.held.has('ArrowLeft') ? 1 : 0);
    const y = (this.held.has('ArrowDown') ? 1 : 0) - (this.held.has('ArrowUp') ? 1 : 0);
    const len = Math.hypot(x, y);
    return len === 0 ? { x: 0, y: 0 } : { x: x / len, y: y / len };
  }

  dispose(): void {
    window.removeEventListener('keydown', this.onDown);
    window.removeEventListener('keyup', this.onUp);
    window.removeEventListener('blur', this.onBlur);
  }
}

export function isTyping(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null;
  return !!el && (el.tagName === 'INPUT' || el.tagName === 'TEXTAREA' || el.isContentEditable);
}
