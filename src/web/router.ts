import { create } from 'zustand';

export { PATHS, loginUrl, safeCallbackUrl } from './paths';

/**
 * The few URLs the app has (live-world §2): `/`, `/login?callbackUrl=`, `/reset-password?token=`.
 * A tiny history-API router; everything else on screen is a dialog opened by name.
 */
interface Location {
  path: string;
  search: URLSearchParams;
}

// No window when the landing is rendered at build time (screens/landing/prerender.tsx): the root.
const hasWindow = typeof window !== 'undefined';
const read = (): Location =>
  hasWindow ? { path: window.location.pathname, search: new URLSearchParams(window.location.search) } : { path: '/', search: new URLSearchParams() };

export const useLocation = create<Location>()(() => read());

if (hasWindow) window.addEventListener('popstate', () => useLocation.setState(read(), true));

export function navigate(to: string, opts: { replace?: boolean } = {}): void {
  if (opts.replace) window.history.replaceState(null, '', to);
  else window.history.pushState(null, '', to);
  useLocation.setState(read(), true);
}
