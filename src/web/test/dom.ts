/**
 * What jsdom lacks and Mantine needs, for component tests under `@vitest-environment jsdom`:
 * matchMedia (nothing matches: the desktop layout) and a ResizeObserver that observes nothing.
 * Call in a beforeAll.
 */
export function installDomShims(): void {
  window.matchMedia ??= ((q: string) => ({ matches: false, media: q, addEventListener() {}, removeEventListener() {}, addListener() {}, removeListener() {}, onchange: null, dispatchEvent: () => false })) as typeof window.matchMedia;
  window.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
}
