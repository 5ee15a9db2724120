import type { AppConnections, AppContext } from './context';
import { ArtService } from './art/service';
import { Limiters } from './http/limiter';
import { MailTransport } from './mail/send';
import { ArtFiles } from './modules/cdn/files';
import { SessionCache } from './modules/auth/session-cache';
import { prepareSessionLookup, type SessionLookup } from './modules/auth/sessions';
import { ForumCache } from './modules/forum/cache';
import { buildSearchCounts, type SearchCounts } from './modules/forum/search';
import { buildPaymentProvider } from './modules/payments/provider';
import type { PaymentProvider } from './modules/payments/provider-interface';
import { StoreCatalog } from './modules/store/catalog';
import { StoreViewers } from './modules/store/viewer';
import { WordList } from './modules/words/list';
import { buildOutfitFronts, type OutfitFronts } from './modules/outfits/picture';
import type { World } from './world';

/**
 * The composition root: every long-lived service of an app (its caches, limiters, clients) is
 * built here, once per app, and stopped by the app's close. Modules reach them through
 * `ctx.services`, never through state of their own. The connections they use (database, Redis,
 * change notices) are made by server.ts, or by a test, and handed to buildApp.
 *
 * Caches that follow change notices exist only when the app hears them (`ctx.changes`); without
 * them (null) every read goes to the database.
 */
export interface Services {
  /** The session lookup of every signed-in request, a prepared statement on the planned pool (auth/sessions.ts). */
  sessionLookup: SessionLookup;
  /** Signed-in sessions of read-only routes (auth/session-cache.ts). */
  sessionCache: SessionCache | null;
  /** Forum list and post pages, tagged by what they show (forum/cache.ts). */
  forumCache: ForumCache | null;
  /** Capped counts of forum searches, a minute each (forum/search.ts). */
  searchCounts: SearchCounts;
  /** The for-sale catalog and its encoded pages (store/catalog.ts). */
  storeCatalog: StoreCatalog;
  /** What each player owns and wears, and the store's batched session lookups (store/viewer.ts). */
  storeViewers: StoreViewers;
  /** The word filter's compiled list (words/list.ts). */
  wordList: WordList;
  /** Rate limiters by name and their counters' sweep (http/limiter.ts). */
  limiters: Limiters;
  /** The pooled SMTP transport (mail/send.ts). */
  mail: MailTransport;
  /** The avatar compositor, its caches and what it knows of items (art/service.ts). */
  art: ArtService;
  /** Generated art files served under /cdn, with their ETags (cdn/files.ts). */
  artFiles: ArtFiles;
  /** Outfit pictures (the front view of a look) by look hash (outfits/picture.ts). */
  outfitFronts: OutfitFronts;
  /** Stripe or the built-in test provider; null when payments are closed (payments/provider.ts). */
  payments: PaymentProvider | null;
  /** The town, once attached to the HTTP server (world/index.ts startWorld; it closes itself first). */
  world?: World;
}

/** An app's context: its connections and the services built on them (a context handed in is rebuilt: each app has its own). */
export function buildContext(connections: AppConnections): AppContext {
  const { config, db, pool, planned, redis, log, presence, changes } = connections;
  const ctx = { config, db, pool, planned, redis, log, presence, changes } as AppContext;
  ctx.services = {
    sessionLookup: prepareSessionLookup(planned),
    sessionCache: changes ? new SessionCache(changes) : null,
    forumCache: changes ? new ForumCache(ctx, changes) : null,
    searchCounts: buildSearchCounts(ctx),
    storeCatalog: new StoreCatalog(ctx),
    storeViewers: new StoreViewers(ctx),
    wordList: new WordList(ctx),
    limiters: new Limiters(ctx),
    mail: new MailTransport(),
    art: new ArtService(ctx),
    artFiles: new ArtFiles(),
    outfitFronts: buildOutfitFronts(ctx),
    payments: buildPaymentProvider(ctx),
  };
  return ctx;
}

/** Stops what the services hold: change-notice subscriptions, timers, the SMTP pool. */
export function closeServices(ctx: AppContext): void {
  const s = ctx.services;
  s.sessionCache?.close();
  s.forumCache?.close();
  s.searchCounts.clear();
  s.storeCatalog.close();
  s.storeViewers.close();
  s.wordList.close();
  s.limiters.close();
  s.mail.close();
  s.artFiles.clear();
  s.outfitFronts.clear();
}
