import { useEffect, useState } from 'react';
import { Box, Button, CloseButton, Group, Text, ThemeIcon } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useMutation } from '@tanstack/react-query';
import { IconMailExclamation } from '@tabler/icons-react';
import { VERIFY_BANNER_TEXT } from '@common/accounts';
import { authRoutes } from '@common/api/routes/auth';
import { MOBILE_BREAKPOINT } from '@common/dialogs';
import { TOAST_LONG_MS } from '@common/texts';
import { call } from '../api/client';
import { TOPBAR_HEIGHT, Z } from '../shell/layout';
import { useSession } from '../stores/session';
import { toast } from '../toast';

/** Hidden for the rest of this tab's session (per player), not for good: it comes back next time. */
const HIDDEN_KEY = 'oldroad.verifyBannerHidden';
const hiddenFor = (userId: string) => window.sessionStorage.getItem(HIDDEN_KEY) === userId;

/**
 * While the player's email is not verified: a HUD card under the top bar saying so, where the
 * link went and what waits on it, with Resend (limited by the server) and a close button. It
 * never blocks play. When the tab comes back into view the session is re-read, so a link opened
 * in another tab or on the phone makes it go away.
 */
export function VerifyEmailBanner() {
  const user = useSession((s) => s.user);
  const mobile = useMediaQuery(`(max-width: ${MOBILE_BREAKPOINT - 1}px)`) ?? false;
  const [hidden, setHidden] = useState(() => (user ? hiddenFor(user._id) : false));
  const waiting = !!user && !user.emailVerified;

  const resend = useMutation({
    mutationFn: () => call(authRoutes.resendVerification, {}),
    onSuccess: (res) => toast.success(res.message, TOAST_LONG_MS),
  });

  useEffect(() => {
    if (!waiting) return;
    const recheck = () => {
      if (document.visibilityState !== 'visible') return;
      call(authRoutes.session, {})
        .then((res) => useSession.getState().patchUser({ emailVerified: res.user.emailVerified }))
        .catch(() => {});
    };
    document.addEventListener('visibilitychange', recheck);
    window.addEventListener('focus', recheck);
    return () => {
      document.removeEventListener('visibilitychange', recheck);
      window.removeEventListener('focus', recheck);
    };
  }, [waiting]);

  if (!user || !waiting || hidden) return null;
  const hide = () => {
    window.sessionStorage.setItem(HIDDEN_KEY, user._id);
    setHidden(true);
  };

  return (
    <Box
      className="hud-glass"
      role="status"
      data-testid="verify-banner"
      pos="fixed"
      top={TOPBAR_HEIGHT + 8}
      left={mobile ? 8 : '50%'}
      // On phones the zoom buttons sit on the right under the top bar.
      right={mobile ? 64 : undefined}
      w={mobile ? undefined : 'min(620px, calc(100vw - 32px))'}
      style={{ zIndex: Z.banner, borderRadius: 18, padding: '10px 8px 10px 12px', transform: mobile ? undefined : 'translateX(-50%)' }}
    >
      <Group wrap="nowrap" gap="sm" align="flex-start">
        {!mobile && (
          <ThemeIcon size={38} radius="xl" color="yellow" variant="light" style={{ flex: 'none' }}>
            <IconMailExclamation size={22} />
          </ThemeIcon>
        )}
        <Box flex={1} miw={0}>
          <Text fw={800} fz="sm" lh={1.3}>
            {VERIFY_BANNER_TEXT.title}
          </Text>
          <Text fz="xs" lh={1.4} c="gray.3" data-testid="verify-banner-text" style={{ overflowWrap: 'anywhere' }}>
            {user.email ? VERIFY_BANNER_TEXT.sentTo(user.email) : VERIFY_BANNER_TEXT.noEmail}
          </Text>
          {user.email && (
            <Button
              mt={8}
              size="compact-sm"
              color="yellow.4"
              c="dark.8"
              loading={resend.isPending}
              onClick={() => resend.mutate()}
              data-testid="verify-resend"
            >
              {VERIFY_BANNER_TEXT.resend}
            </Button>
          )}
        </Box>
        <CloseButton
          aria-label={VERIFY_BANNER_TEXT.dismiss}
          title={VERIFY_BANNER_TEXT.dismiss}
          onClick={hide}
          variant="transparent"
          c="gray.3"
          data-testid="verify-banner-close"
        />
      </Group>
    </Box>
  );
}
