import type { FastifyInstance } from 'fastify';
import { activityModule } from './activity/routes';
import { auditModule } from './audit/routes';
import { authModule } from './auth/routes';
import { cdnModule } from './cdn/routes';
import { feedbackModule } from './feedback/routes';
import { paymentsModule } from './payments/routes';
import { chatModule } from './chat/routes';
import { cookieModule } from './cookie/routes';
import { creatorModule } from './creator/routes';
import { customizationModule } from './customization/routes';
import { flowModule } from './flow/routes';
import { forumActivity } from './forum/activity';
import { forumModule } from './forum/routes';
import { friendsModule } from './friends/routes';
import { inventoryModule } from './inventory/routes';
import { mailModule } from './mail/routes';
import { moderationModule } from './moderation/routes';
import { outfitsModule } from './outfits/routes';
import { outfitsFeedModule } from './outfitsFeed/routes';
import { profileCommentActivity } from './profiles/activity';
import { profilesModule } from './profiles/routes';
import { radioModule } from './radio/routes';
import { reportsModule } from './reports/routes';
import { sanctionsModule } from './sanctions/routes';
import { staffModule } from './staff/routes';
import { statusModule } from './status/routes';
import { storeModule } from './store/routes';
import { usersModule } from './users/routes';
import { wordsModule } from './words/routes';

/** Every HTTP module of the app, registered in this order by app.ts. */
export const modules: ((app: FastifyInstance) => void | Promise<void>)[] = [statusModule, radioModule, authModule, mailModule, activityModule([profileCommentActivity, forumActivity]), chatModule, friendsModule, profilesModule, usersModule, customizationModule, storeModule, inventoryModule, outfitsModule, outfitsFeedModule, flowModule, forumModule, moderationModule, reportsModule, cookieModule, creatorModule, auditModule, wordsModule, paymentsModule, feedbackModule, cdnModule];

// Trust and safety (issue 21 §3, §5): sanctions and standing, the player lookup and staff tools.
modules.push(sanctionsModule, staffModule);
