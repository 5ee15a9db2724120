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

const read = (): Location => ({ path: window.location.pathname, search: new URLSearchParams(window.location.search) });

export const useLocation = create<Location>()(() => read());

window.addEventListener('popstate', () => useLocation.setState(read(), true));

export function navigate(to: string, opts: { replace?: boolean } = {}): void {
  if (opts.replace) window.history.replaceState(null, '', to);
  else window.history.pushState(null, '', to);
  useLocation.setState(read(), true);
}
