import type { RouteRole } from './api/contract';
import { auditRoutes } from './api/routes/audit';
import { creatorRoutes } from './api/routes/creator';
import { feedbackRoutes } from './api/routes/feedback';
import { reportRoutes } from './api/routes/reports';

/**
 * Every dialog name of the spec (avatar-economy §2, social-core §2). The dialog host registers
 * a component for each; one not built yet shows a designed "coming soon" panel.
 */
export const DIALOG_NAMES = [
  'about',
  'feed',
  'outfitsFeed',
  'friendsList',
  'friends',
  'email',
  'forums',
  'guilds',
  'guildFeed',
  'store',
  'outlet',
  'inventory',
  'wardrobe',
  'avatarEditor',
  'outfits',
  'creator',
  'reviewQueue',
  'auditLog',
  'feedbackInbox',
  'moderation',
  'creatorGuide',
  'characterPreview',
  'ad',
  'cookie-clicker',
  'flow',
  'standing',
] as const;
export type DialogName = (typeof DIALOG_NAMES)[number];

export const DIALOG_LABELS: Record<DialogName, string> = {
  about: 'Profile',
  feed: 'My Data',
  outfitsFeed: 'Feed',
  friendsList: 'Friends',
  friends: 'Friends',
  email: 'Mail',
  forums: 'Forums',
  guilds: 'Guilds',
  guildFeed: 'Guild Feed',
  store: 'Store',
  outlet: 'Store',
  inventory: 'Inventory',
  wardrobe: 'Wardrobe',
  avatarEditor: 'Avatar Editor',
  outfits: 'Outfits',
  creator: 'Creator',
  reviewQueue: 'Review Queue',
  auditLog: 'Audit log',
  feedbackInbox: 'Feedback',
  moderation: 'Moderation',
  creatorGuide: 'Creator Guide',
  characterPreview: 'Character Preview Tool',
  ad: 'Support Oldroad',
  'cookie-clicker': 'Cookie Clicker',
  flow: 'FLOW',
  standing: 'Account standing',
};

/**
 * Menu entries (avatar-economy §2): enabled ones open a dialog; the rest are shown disabled.
 * A staff entry is listed only for sessions with the role its dialog's route declares (the
 * server refuses everyone else), so the menu and the server never disagree.
 */
export const MENU_ENTRIES: { key: string; label: string; dialog?: DialogName; disabled?: boolean; isNew?: boolean; role?: RouteRole }[] = [
  { key: 'outlet', label: 'Store', dialog: 'outlet' },
  { key: 'wardrobe', label: 'Wardrobe', dialog: 'wardrobe' },
  { key: 'outfits', label: 'Outfits', dialog: 'outfits' },
  { key: 'friends', label: 'Friends', dialog: 'friends' },
  { key: 'email', label: 'Mail', dialog: 'email' },
  { key: 'forums', label: 'Forums', dialog: 'forums' },
  { key: 'feed', label: 'My Data', dialog: 'feed' },
  { key: 'creator', label: 'Creator', dialog: 'creator' },
  { key: 'moderation', label: 'Moderation', dialog: 'moderation', role: reportRoutes.cases.role },
  { key: 'reviewQueue', label: 'Review Queue', dialog: 'reviewQueue', role: creatorRoutes.reviewList.role },
  { key: 'auditLog', label: 'Audit log', dialog: 'auditLog', role: auditRoutes.list.role },
  { key: 'feedbackInbox', label: 'Feedback', dialog: 'feedbackInbox', role: feedbackRoutes.list.role },
  { key: 'flow', label: 'FLOW', dialog: 'flow' },
  { key: 'cookie-clicker', label: 'Cookie Clicker', dialog: 'cookie-clicker' },
  { key: 'parties', label: 'Parties', disabled: true },
  { key: 'places', label: 'Places', disabled: true },
  { key: 'outfitsFeed', label: 'Feed', dialog: 'outfitsFeed', isNew: true },
  { key: 'guilds', label: 'Guilds', disabled: true },
  { key: 'summons', label: 'Codex', disabled: true },
  { key: 'games', label: 'Games', disabled: true },
  { key: 'condo', label: 'My Condo', disabled: true },
];

/** The ad dialog opens by itself at most once in this interval. */
export const AD_INTERVAL_MS = 24 * 60 * 60 * 1000;
export const MOBILE_BREAKPOINT = 768;
export const TABLET_BREAKPOINT = 1024;
export const UNREAD_MAIL_POLL_MS = 10_000;
