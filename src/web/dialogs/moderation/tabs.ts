import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { IconFilter, IconFlag, IconMessageReport, IconPalette, IconPhoto, type Icon } from '@tabler/icons-react';
import type { RouteRole } from '@common/api/contract';
import { feedbackRoutes } from '@common/api/routes/feedback';
import { reportRoutes } from '@common/api/routes/reports';
import { creatorRoutes } from '@common/api/routes/creator';
import { outfitsFeedRoutes } from '@common/api/routes/outfitsFeed';
import { MODERATION_DIALOG_TEXT as T } from '@common/moderation-reports';
import { staffRoutes } from '@common/api/routes/staff';
import { STAFF_UI_TEXT } from '@common/staff-tools';
import { IconTool, IconUserSearch } from '@tabler/icons-react';
import { wordsRoutes } from '@common/api/routes/words';
import { WORDS_TEXT } from '@common/words/rules';

/**
 * The Moderation dialog's tabs, one line each, in the order shown. A tab names the role its
 * routes declare, so nobody sees a tab the server would refuse; its component is loaded when
 * the tab opens. Each tab lives in its own folder here (cases/, review/, players/, staff/, words/).
 */
export interface ModerationTab {
  value: string;
  label: string;
  icon: Icon;
  role?: RouteRole;
  component: LazyExoticComponent<ComponentType>;
}

export const MODERATION_TABS: ModerationTab[] = [
  { value: 'cases', label: T.casesTab, icon: IconFlag, role: reportRoutes.cases.role, component: lazy(() => import('./cases/CasesTab')) },
  { value: 'submissions', label: T.submissionsTab, icon: IconPalette, role: creatorRoutes.reviewList.role, component: lazy(() => import('./review/SubmissionsTab')) },
  { value: 'feedUploads', label: T.feedUploadsTab, icon: IconPhoto, role: outfitsFeedRoutes.reviewQueue.role, component: lazy(() => import('./review/FeedUploadsTab')) },
  { value: 'feedback', label: T.feedbackTab, icon: IconMessageReport, role: feedbackRoutes.list.role, component: lazy(() => import('./review/FeedbackTab')) },
  { value: 'players', label: STAFF_UI_TEXT.playersTab, icon: IconUserSearch, role: staffRoutes.lookup.role, component: lazy(() => import('./players/PlayersTab')) },
  { value: 'staff', label: STAFF_UI_TEXT.staffTab, icon: IconTool, role: staffRoutes.announce.role, component: lazy(() => import('./staff/StaffTab')) },
  { value: 'words', label: WORDS_TEXT.tab, icon: IconFilter, role: wordsRoutes.list.role, component: lazy(() => import('./words/WordsTab')) },
];
