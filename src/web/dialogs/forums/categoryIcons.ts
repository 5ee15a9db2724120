import {
  IconLayoutList,
  IconMessageCircle,
  IconMessages,
  IconPalette,
  IconShirt,
  IconSpeakerphone,
  type Icon,
} from '@tabler/icons-react';
import { forumCategory } from '@common/forum/categories';

/**
 * The pictures of the forum categories: src/common/forum names each category's Tabler icon
 * (kebab-case); the web bundles only these. An unknown name falls back to the speech bubbles.
 */
const ICONS: Record<string, Icon> = {
  'layout-list': IconLayoutList,
  speakerphone: IconSpeakerphone,
  'message-circle': IconMessageCircle,
  messages: IconMessages,
  shirt: IconShirt,
  palette: IconPalette,
};

/** A category's icon component from its icon name (or its id, looked up in the categories). */
export function categoryIcon(iconOrId: string | undefined): Icon {
  if (!iconOrId) return IconMessages;
  return ICONS[iconOrId] ?? ICONS[forumCategory(iconOrId)?.icon ?? ''] ?? IconMessages;
}
