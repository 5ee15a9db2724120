import { Box, Group, Menu, ScrollArea } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconSettings } from '@tabler/icons-react';
import { MOBILE_BREAKPOINT, TABLET_BREAKPOINT } from '@common/dialogs';
import type { SessionUser } from '@common/api/routes/auth';
import { useDialogs } from '../../stores/dialogs';
import { TOPBAR_HEIGHT, Z } from '../layout';
import { CloseDialogPill, CurrencyPills, HudPill, LevelPill, MenuPill, ProfilePill } from './HudButtons';
import { ProfileSection, SettingsSection, TownSection } from './menuSections';

const DROPDOWN = { zIndex: Z.popover, offset: 8, transitionProps: { transition: 'pop-top-left', duration: 140 } } as const;

/**
 * The top bar over the game (avatar-economy §2): Menu (or CLOSE), coins and gems, level,
 * profile with the unread-mail badge, settings. Under 768 px the three menus merge into one.
 */
export function TopBar({ user, unread }: { user: SessionUser & { username: string }; unread: number }) {
  const dialogOpen = useDialogs((s) => s.index >= 0);
  const mobile = useMediaQuery(`(max-width: ${MOBILE_BREAKPOINT - 0.02}px)`) ?? false;
  const wide = useMediaQuery(`(min-width: ${TABLET_BREAKPOINT}px)`) ?? true;

  return (
    <Box
      component="header"
      data-testid="top-bar"
      pos="fixed"
      top={0}
      left={0}
      right={0}
      h={TOPBAR_HEIGHT}
      px={{ base: 8, sm: 14 }}
      style={{ zIndex: Z.topBar, display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 8, pointerEvents: 'none' }}
    >
      <Group gap={8} wrap="nowrap" style={{ pointerEvents: 'auto' }}>
        {dialogOpen ? (
          <CloseDialogPill />
        ) : (
          <Menu {...DROPDOWN} width={mobile ? 'calc(100vw - 16px)' : 300} position="bottom-start">
            <Menu.Target>
              <MenuPill unread={mobile ? unread : 0} />
            </Menu.Target>
            <Menu.Dropdown data-testid="main-menu">
              <ScrollArea.Autosize mah={`calc(100dvh - ${TOPBAR_HEIGHT + 24}px)`} type="scroll" scrollbarSize={6}>
                {mobile && (
                  <>
                    <ProfileSection username={user.username} unread={unread} withMail={false} />
                    <Menu.Divider />
                  </>
                )}
                <TownSection unread={mobile ? unread : 0} />
                {mobile && (
                  <>
                    <Menu.Divider />
                    <Menu.Label>Settings</Menu.Label>
                    <SettingsSection />
                  </>
                )}
              </ScrollArea.Autosize>
            </Menu.Dropdown>
          </Menu>
        )}
      </Group>
      <Group gap={8} wrap="nowrap" style={{ pointerEvents: 'auto' }}>
        <CurrencyPills coins={user.coins} gems={user.gems} />
        {wide && <LevelPill honor={user.honor} />}
        {!mobile && (
          <>
            <Menu {...DROPDOWN} width={260} position="bottom-end">
              <Menu.Target>
                <ProfilePill username={user.username} unread={unread} />
              </Menu.Target>
              <Menu.Dropdown data-testid="profile-menu">
                <ProfileSection username={user.username} unread={unread} />
              </Menu.Dropdown>
            </Menu>
            <Menu {...DROPDOWN} width={240} position="bottom-end">
              <Menu.Target>
                <HudPill label="Settings" testId="settings-button">
                  <IconSettings size={20} stroke={2.2} />
                </HudPill>
              </Menu.Target>
              <Menu.Dropdown data-testid="settings-menu">
                <SettingsSection />
              </Menu.Dropdown>
            </Menu>
          </>
        )}
      </Group>
    </Box>
  );
}
