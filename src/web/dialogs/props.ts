import type { Mail } from '@common/api/routes/mail';
import type { DialogName } from '@common/dialogs';

/**
 * What each dialog is opened with, checked by the compiler: `open('email', { composeTo })` is
 * fine, `open('email', { to })` or `open('flow', { tab })` is not. The dialog components take
 * these same types, and the registry holds each name to its component's props. A leaf file
 * (types only), so the dialog store and every dialog can import it.
 */
export interface DialogPropsMap extends Record<DialogName, object> {
  about: AboutDialogProps;
  email: EmailDialogProps;
  forums: ForumsDialogProps;
  store: ShopFilterProps;
  outlet: ShopFilterProps;
  ad: AdDialogProps;
  moderation: ModerationDialogProps;
  feed: NoProps;
  outfitsFeed: NoProps;
  friendsList: NoProps;
  friends: NoProps;
  guilds: NoProps;
  guildFeed: NoProps;
  inventory: NoProps;
  wardrobe: NoProps;
  avatarEditor: NoProps;
  outfits: NoProps;
  creator: NoProps;
  reviewQueue: NoProps;
  auditLog: NoProps;
  feedbackInbox: NoProps;
  creatorGuide: NoProps;
  characterPreview: NoProps;
  'cookie-clicker': NoProps;
  flow: NoProps;
  standing: NoProps;
}

/** A dialog opened with nothing (an empty object is fine, any key is not). */
export type NoProps = Record<string, never>;

export interface AboutDialogProps {
  /** Whose profile; absent: the player's own. */
  username?: string;
}

export interface EmailDialogProps {
  /** Open this mail (the mail itself or its id) once the list is loaded. */
  selectedEmail?: Pick<Mail, 'id'> | string;
  selectedEmailId?: string;
  /** Open a new mail to this player at once (the profile's Email button). */
  composeTo?: string;
}

export interface ForumsDialogProps {
  /** Open this post at once: the post itself (anything with an id) or its id. */
  selectedPost?: { id: string | number } | string;
  selectedPostId?: string;
}

/**
 * The store and the outlet are opened with the filters of the other view when the player
 * switches views. Anything not a tab, a sort or a search string is ignored (useShopList).
 */
export interface ShopFilterProps {
  category?: unknown;
  sortBy?: unknown;
  search?: unknown;
}

/** What the support page is opened with after the provider sends the player back. */
export interface PaymentReturn {
  payment: 'success' | 'cancelled';
  sessionId?: string;
}

export interface AdDialogProps extends Partial<PaymentReturn> {
  /** Opened at this part of the page (the coin and gem buttons open it at the gem packs). */
  section?: 'plans' | 'lifetime' | 'gems' | 'boost';
}

export interface ModerationDialogProps {
  /** The tab shown first. */
  tab?: string;
}
