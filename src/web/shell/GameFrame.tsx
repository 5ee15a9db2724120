// All of Mantine's styles come with the signed-in app; the visitor screens load only theirs
// (screens/styles/visitor.ts). In a layer, so the order they arrive in never matters.
import '@mantine/core/styles.layer.css';
import { useEffect } from 'react';
import { Box } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { GameScreen } from '@web/game/GameScreen';
import { VerifyEmailBanner } from '@web/hud/VerifyEmailBanner';
import { TownScene } from '../components/scene/TownScene';
import { DialogHost } from '../dialogs/DialogHost';
import { WarningNotice } from '../dialogs/standing/WarningNotice';
import { useDialogs } from '../stores/dialogs';
import { useSession } from '../stores/session';
import { useUnread } from '../stores/unread';
import { openAfterPayment } from '../dialogs/ad/returnFromPayment';
import { maybeOpenAd } from './adSchedule';
import { FinishAccountDialog } from './FinishAccountDialog';
import { TopBar } from './topbar/TopBar';
import { useUnreadMail } from './useUnreadMail';

/**
 * The signed-in screen: the town full-window, the top bar and the dialog host over it. Until an
 * OAuth account has a username only Finish Creating Account is offered (the town, which needs
 * a name to show, waits).
 */
export function GameFrame({ finishAccount }: { finishAccount: boolean }) {
  const user = useSession((s) => s.user);
  useUnreadMail();
  const unread = useUnread((s) => s.unreadMailCount);
  const username = user?.username ?? null;

  useEffect(() => {
    if (!username) return;
    // Back from the payment page: the support page shows the result; else the daily ad, when due.
    if (openAfterPayment(useDialogs.getState().open)) return;
    maybeOpenAd(() => useDialogs.getState().open('ad'), window.localStorage);
  }, [username]);

  useEffect(() => () => useDialogs.getState().close(), []);

  return (
    // Absolute, not fixed: a fixed box would be a stacking context and trap the top bar under
    // the dialog overlay (portaled to <body>), hiding the red CLOSE button.
    <Box pos="absolute" inset={0} style={{ overflow: 'hidden' }} data-testid="game-frame">
      <ModalsProvider>
        {user && username && !finishAccount ? (
          <>
            <GameScreen />
            <TopBar user={{ ...user, username }} unread={unread} />
            <VerifyEmailBanner />
            <DialogHost />
            <WarningNotice />
          </>
        ) : (
          <>
            <TownScene className="scene-fill" />
            <FinishAccountDialog />
          </>
        )}
      </ModalsProvider>
    </Box>
  );
}
