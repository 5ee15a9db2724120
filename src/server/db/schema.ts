// Every table of the app, one module's schema file each. drizzle-kit reads this file.
export * from '../modules/users/schema';
export * from '../modules/auth/schema';
export * from '../modules/friends/schema';
export * from '../modules/mail/schema';
export * from '../modules/items/schema';
export * from '../modules/customization/schema';
export * from '../modules/chat/schema';
export * from '../modules/ledger/schema';
export * from '../modules/outfits/schema';
export * from '../modules/profiles/schema';
export * from '../modules/flow/schema';
export * from '../modules/cookie/schema';
export * from '../modules/audit/schema';
export * from '../modules/outfitsFeed/schema';
export * from '../modules/forum/schema';
export * from '../modules/creator/schema';
