import {
  IconBowl,
  IconBuildingBank,
  IconBuildingFactory2,
  IconBuildingMonument,
  IconChefHat,
  IconClockBolt,
  IconCookie,
  IconFlame,
  IconFlask2,
  IconOld,
  IconPick,
  IconPointer,
  IconRocket,
  IconWand,
  IconWheat,
  type Icon,
} from '@tabler/icons-react';
import type { AchievementId, BuildingId } from '@common/games/cookie/constants';

/** How each building and achievement looks: an icon and its tint. */
export const BUILDING_LOOK: Record<BuildingId, { icon: Icon; color: string; bg: string }> = {
  cursor: { icon: IconPointer, color: '#6b4a2b', bg: '#f3e6d6' },
  grandma: { icon: IconOld, color: '#a0466b', bg: '#fbe3ee' },
  farm: { icon: IconWheat, color: '#5b8a22', bg: '#e8f4d8' },
  mine: { icon: IconPick, color: '#5c6470', bg: '#e6e9ee' },
  factory: { icon: IconBuildingFactory2, color: '#8a5a1e', bg: '#f6e6cf' },
  bank: { icon: IconBuildingBank, color: '#1f7a5a', bg: '#dcf3ea' },
  temple: { icon: IconBuildingMonument, color: '#b7791f', bg: '#fdf0cf' },
  wizard: { icon: IconWand, color: '#6a3fb5', bg: '#ece4fb' },
  shipment: { icon: IconRocket, color: '#2c5fb3', bg: '#e0eafb' },
  lab: { icon: IconFlask2, color: '#0f8a8a', bg: '#d9f3f3' },
};

export const ACHIEVEMENT_ICON: Record<AchievementId, Icon> = {
  'baked-100': IconCookie,
  'baked-1000': IconBowl,
  'baked-10000': IconChefHat,
  'rate-10': IconClockBolt,
  'rate-100': IconFlame,
};

/** A small cookie drawn inline, used before prices. */
export function CookieDot({ size = 12 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 20 20" aria-hidden style={{ verticalAlign: -2, marginRight: 3, flex: 'none' }}>
      <circle cx="10" cy="10" r="9" fill="#e0a253" stroke="#9b5c24" strokeWidth="1.5" />
      <circle cx="7" cy="7" r="1.6" fill="#4a2812" />
      <circle cx="13" cy="8.5" r="1.4" fill="#4a2812" />
      <circle cx="9" cy="13" r="1.5" fill="#4a2812" />
    </svg>
  );
}
