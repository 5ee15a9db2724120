export { ProfilePopup, type ProfilePopupProps } from './ProfilePopup';
export { PlayerName } from './PlayerName';
export { QuickActionCard } from './QuickActionCard';
export { Badges, Crown, NameLine, OnlineDot, ResidentMarker } from './PlayerBits';
export { askFriend, openAbout, removeFriend, setBlocked, setHeart, whisperTo } from './actions';
export { profileKeys, useProfile, useQuickAction } from './queries';
export { PlayerCard } from './PlayerCard';
