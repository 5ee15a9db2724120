import { preloadToasts } from '../ToastHost';

/** Each lazily loaded screen may toast: the toasts' code loads beside it, not with the landing. */
export const withToasts =
  <T>(load: () => Promise<T>) =>
  () => {
    preloadToasts();
    return load();
  };
