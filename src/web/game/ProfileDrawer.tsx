import { ProfilePopup } from '../components/ProfilePopup';
import { useTown } from './store';

/**
 * The profile opened by tapping an avatar in the town, or a name in the chat (live-world §2):
 * the quick-action popup (social-core §2), a card by the tap on desktop and a bottom drawer on
 * phones. It knows when the profile is the player's own (and then offers no whisper, friend or
 * block).
 */
export function ProfileDrawer() {
  const username = useTown((s) => s.profile);
  return <ProfilePopup username={username} onClose={() => useTown.getState().openProfile(null)} />;
}
