import { OfflineScreen } from '../OfflineScreen';
import { LandingView } from './LandingView';
import { useServerStatus } from './useServerStatus';

/**
 * Root for visitors (avatar-economy §2): rotating backgrounds, the server status, sign in /
 * register. While the status is on its way the landing shows with its status pill empty (the
 * page may already show it, prerendered: LandingView); a failed status means the offline screen.
 */
export function LandingScreen() {
  const { status, offline } = useServerStatus();
  if (offline) return <OfflineScreen />;
  return <LandingView status={status} />;
}
