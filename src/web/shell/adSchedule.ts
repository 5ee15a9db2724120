import { AD_INTERVAL_MS } from '@common/dialogs';

/** Where the browser keeps when the ad dialog last opened by itself (avatar-economy §3). */
export const AD_LAST_SHOWN_KEY = 'oldroad.adLastShown';

/** True when the ad has never opened by itself, or did so at least AD_INTERVAL_MS ago. */
export function isAdDue(lastShown: string | null, now: number): boolean {
  const at = Number(lastShown);
  if (!lastShown || !Number.isFinite(at)) return true;
  // A clock set back (last shown "in the future") must not silence the ad forever.
  return now - at >= AD_INTERVAL_MS || at > now + AD_INTERVAL_MS;
}

/** Opens the ad when due and remembers that it did; storage failures only mean no ad. */
export function maybeOpenAd(open: () => void, storage: Pick<Storage, 'getItem' | 'setItem'>, now = Date.now()): boolean {
  try {
    if (!isAdDue(storage.getItem(AD_LAST_SHOWN_KEY), now)) return false;
    storage.setItem(AD_LAST_SHOWN_KEY, String(now));
  } catch {
    return false;
  }
  open();
  return true;
}
