import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import {
  IconBook2,
  IconBuildingCastle,
  IconBuildingStore,
  IconCookie,
  IconDatabase,
  IconFlag,
  IconGavel,
  IconHanger,
  IconHeartHandshake,
  IconLayoutGrid,
  IconMail,
  IconMessageReport,
  IconMessages,
  IconNews,
  IconPalette,
  IconShirt,
  IconShoppingBag,
  IconShieldCheck,
  IconShieldSearch,
  IconShirtSport,
  IconSparkles,
  IconUser,
  IconUsers,
  IconUsersGroup,
  IconWand,
  type Icon,
} from '@tabler/icons-react';
import type { DialogName } from '@common/dialogs';
import type { DialogPropsMap } from './props';
// The [post] code's cards come from the forum and feed dialogs (components never import dialogs).
import './postEmbeds';

/** What the host needs to show one dialog name. */
export interface DialogRegistration<N extends DialogName = DialogName> {
  /**
   * The built dialog, lazily loaded: `component: lazy(() => import('./wardrobe/WardrobeDialog'))`.
   * It receives the props the dialog was opened with. Absent: the "coming soon" panel.
   */
  component?: LazyExoticComponent<ComponentType<DialogPropsMap[N]>>;
  icon: Icon;
  /** One line about what is coming, shown until the component exists. */
  comingSoon: string;
  /** Width on desktop (mobile is always full screen). */
  size?: 'md' | 'lg' | 'xl' | number;
}

/** Every dialog name of the spec (DIALOG_NAMES), registered once: name -> component. */
export const DIALOG_REGISTRY: { [N in DialogName]: DialogRegistration<N> } = {
  about: { component: lazy(() => import('./about/AboutDialog')), icon: IconUser, comingSoon: 'Profiles with bios, badges, comments and friends are on their way.', size: 1040 },
  feed: { component: lazy(() => import('./feed/FeedDialog')), icon: IconDatabase, comingSoon: 'Your activity at a glance: comments, forum posts and replies.', size: 1000 },
  outfitsFeed: { component: lazy(() => import('./outfitsFeed/OutfitsFeedDialog')), icon: IconNews, comingSoon: 'Share outfits and collages, tip creators and leave comments.', size: 1240 },
  friendsList: { component: lazy(() => import('./friendsList/FriendsListDialog')), icon: IconUsers, comingSoon: 'Search your friends, see who is online and send a whisper.', size: 1100 },
  friends: { component: lazy(() => import('./friends/FriendsDialog')), icon: IconUsers, comingSoon: 'Your friends, requests and mutual friends in one place.', size: 1000 },
  email: { component: lazy(() => import('./email/EmailDialog')), icon: IconMail, comingSoon: 'Send letters to other residents and keep the ones you love.', size: 'xl' },
  forums: { component: lazy(() => import('./forums/ForumsDialog')), icon: IconMessages, comingSoon: 'Town forums for news, help, trading and everything else.', size: 980 },
  guilds: { component: lazy(() => import('./guilds/GuildsDialog')), icon: IconBuildingCastle, comingSoon: 'Found a guild, share a guild house and plan events together.' },
  guildFeed: { icon: IconUsersGroup, comingSoon: 'What your guild has been up to.' },
  store: { component: lazy(() => import('./store/StoreDialog')), icon: IconShoppingBag, comingSoon: 'Browse new items, try them on and fill your cart.', size: 1240 },
  outlet: { component: lazy(() => import('./outlet/OutletDialog')), icon: IconBuildingStore, comingSoon: 'Browse new items, try them on and fill your cart.', size: 1180 },
  inventory: { component: lazy(() => import('./inventory/InventoryDialog')), icon: IconLayoutGrid, comingSoon: 'Everything you own, ready to put on.', size: 980 },
  wardrobe: { component: lazy(() => import('./wardrobe/WardrobeDialog')), icon: IconHanger, comingSoon: 'Dress your avatar, pick a skin tone and save outfits.', size: 1120 },
  avatarEditor: { component: lazy(() => import('./avatarEditor/AvatarEditorDialog')), icon: IconWand, comingSoon: 'Stage changes to your look and apply them at once.', size: 1240 },
  outfits: { component: lazy(() => import('./outfits/OutfitsDialog')), icon: IconShirt, comingSoon: 'Your saved outfits, one click to wear again.', size: 1040 },
  creator: { component: lazy(() => import('./creator/CreatorDialog')), icon: IconPalette, comingSoon: 'Draw your own items and submit them to the store.', size: 1000 },
  reviewQueue: { component: lazy(() => import('./reviewQueue/ReviewQueueDialog')), icon: IconGavel, comingSoon: 'Pending creator submissions, waiting for a moderator.', size: 1180 },
  auditLog: { component: lazy(() => import('./auditLog/AuditLogDialog')), icon: IconShieldSearch, comingSoon: 'Who did what: every act of moderators and admins.', size: 1100 },
  feedbackInbox: { component: lazy(() => import('./feedbackInbox/FeedbackInboxDialog')), icon: IconMessageReport, comingSoon: 'What players wrote to the team, and the payments’ notes.', size: 900 },
  moderation: { component: lazy(() => import('./moderation/ModerationDialog')), icon: IconFlag, comingSoon: 'Reports to decide, submissions and uploads to review.', size: 1240 },
  creatorGuide: { component: lazy(() => import('./creatorGuide/CreatorGuideDialog')), icon: IconBook2, comingSoon: 'How to draw an item: the template, the layers and the rules.', size: 1000 },
  characterPreview: { component: lazy(() => import('./characterPreview/CharacterPreviewDialog')), icon: IconShirtSport, comingSoon: 'Try your drawings on both bodies in all six views before you submit them.', size: 880 },
  ad: {
    component: lazy(() => import('./ad/AdDialog')),
    size: 1180,
    icon: IconHeartHandshake,
    comingSoon: 'Oldroad is made by a small team. Soon you will be able to support the town and top up coins and gems here.',
  },
  'cookie-clicker': { component: lazy(() => import('./cookie-clicker/CookieClickerDialog')), icon: IconCookie, comingSoon: 'A very big cookie, and a very small break.', size: 1120 },
  flow: { component: lazy(() => import('./flow/FlowDialog')), icon: IconSparkles, size: 'xl', comingSoon: 'Match gems on a 6x6 board to earn honor and level up.' },
  standing: { component: lazy(() => import('./standing/StandingDialog')), icon: IconShieldCheck, comingSoon: 'Your mutes, suspensions and warnings, with reasons and ends.', size: 640 },
};
