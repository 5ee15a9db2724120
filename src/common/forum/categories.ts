import { PRODUCT_NAME } from '../texts';

/**
 * Forum categories (social-core §3): id, label and icon, written once. `icon` is a Tabler icon
 * name (https://tabler.io/icons, kebab-case); the web maps it to its component.
 *
 * - all: every category; a filter only, nobody posts there.
 * - announcements: a filter for players; moderators and admins (access >= 1) post there.
 * - oldroad: the chat category, named after the product.
 */
export const FORUM_CATEGORY_IDS = ['all', 'announcements', 'oldroad', 'general', 'clothes', 'creativity'] as const;
export type ForumCategoryId = (typeof FORUM_CATEGORY_IDS)[number];
/** The categories a post can be in (every id but the `all` filter). */
export type PostCategoryId = Exclude<ForumCategoryId, 'all'>;

export interface ForumCategory {
  id: ForumCategoryId;
  label: string;
  icon: string;
  /** Only a filter in the list: nobody posts here (all). */
  filterOnly: boolean;
  /** The least session `access` that may post here (0 everyone, 1 moderators and admins). */
  postAccess: number;
}

export const FORUM_CATEGORIES: readonly ForumCategory[] = [
  { id: 'all', label: 'All posts', icon: 'layout-list', filterOnly: true, postAccess: Infinity },
  { id: 'announcements', label: 'Announcements', icon: 'speakerphone', filterOnly: false, postAccess: 1 },
  { id: 'oldroad', label: PRODUCT_NAME, icon: 'message-circle', filterOnly: false, postAccess: 0 },
  { id: 'general', label: 'General', icon: 'messages', filterOnly: false, postAccess: 0 },
  { id: 'clothes', label: 'Clothes', icon: 'shirt', filterOnly: false, postAccess: 0 },
  { id: 'creativity', label: 'Creativity', icon: 'palette', filterOnly: false, postAccess: 0 },
];

export const POST_CATEGORY_IDS = FORUM_CATEGORY_IDS.filter((id): id is PostCategoryId => id !== 'all');

const byId = new Map(FORUM_CATEGORIES.map((c) => [c.id as string, c]));

export function forumCategory(id: string): ForumCategory | undefined {
  return byId.get(id);
}

export function isForumCategory(id: string): id is ForumCategoryId {
  return byId.has(id);
}

/** May a player with this access post in the category? */
export function canPostIn(id: string, access: number): boolean {
  const c = byId.get(id);
  return c !== undefined && !c.filterOnly && access >= c.postAccess;
}

/** The categories the create-post dialog offers (social-core §5: without All posts, and without Announcements for players). */
export function postableCategories(access: number): ForumCategory[] {
  return FORUM_CATEGORIES.filter((c) => canPostIn(c.id, access));
}
