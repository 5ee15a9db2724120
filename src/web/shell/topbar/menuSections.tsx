import { Badge, Group, Menu, Stack, Switch, Text } from '@mantine/core';
import {
  IconAdjustments,
  IconBook2,
  IconConfetti,
  IconDeviceGamepad2,
  IconHeartHandshake,
  IconHome,
  IconLogout,
  IconMail,
  IconMapPin,
  IconRefresh,
  IconRocket,
  IconUser,
  type Icon,
} from '@tabler/icons-react';
import { formatBadge } from '@common/format';
import { DIALOG_LABELS, MENU_ENTRIES } from '@common/dialogs';
import { ACCESS, hasAccess } from '@common/roles';
import { TOWN_NAME } from '@common/texts';
import { DIALOG_REGISTRY } from '../../dialogs/registry';
import { Avatar } from '../../components/Avatar/Avatar';
import { useDialogs } from '../../stores/dialogs';
import { useSession } from '../../stores/session';
import { useSettings } from '../../stores/settings';
import { signOut } from '../actions';
import { LocationCard } from './LocationCard';

/** Icons of the entries that have no dialog yet (avatar-economy §2's disabled ones). */
const PLAIN_ICONS: Record<string, Icon> = {
  parties: IconConfetti,
  places: IconMapPin,
  outfitsFeed: DIALOG_REGISTRY.outfitsFeed.icon,
  guilds: DIALOG_REGISTRY.guilds.icon,
  summons: IconBook2,
  games: IconDeviceGamepad2,
  condo: IconHome,
};

/** The Menu dropdown's contents: town, location card, then every entry of MENU_ENTRIES. */
export function TownSection({ unread = 0 }: { unread?: number }) {
  const open = useDialogs((s) => s.open);
  const access = useSession((s) => s.user?.access ?? 0);
  return (
    <>
      <LocationCard />
      <Menu.Divider />
      {MENU_ENTRIES.filter((entry) => !entry.role || hasAccess(access, ACCESS[entry.role])).map((entry) => {
        const EntryIcon = entry.dialog ? DIALOG_REGISTRY[entry.dialog].icon : (PLAIN_ICONS[entry.key] ?? IconMapPin);
        const dialog = entry.dialog;
        return (
          <Menu.Item
            key={entry.key}
            data-testid={`menu-${entry.key}`}
            disabled={entry.disabled || !dialog}
            leftSection={<EntryIcon size={18} />}
            rightSection={
              entry.isNew ? (
                <Badge size="xs" color="terracotta" variant="filled">
                  New
                </Badge>
              ) : dialog === 'email' && unread > 0 ? (
                <UnreadBadge count={unread} />
              ) : null
            }
            onClick={dialog ? () => open(dialog) : undefined}
          >
            {entry.label}
          </Menu.Item>
        );
      })}
    </>
  );
}

const UnreadBadge = ({ count }: { count: number }) => (
  <Badge size="sm" color="red" circle={count < 10}>
    {formatBadge(count)}
  </Badge>
);

/**
 * The profile dropdown's contents: who is signed in, their profile and mail. In the merged
 * phone menu the town entries already list Mail (with the badge), so it is left out here.
 */
export function ProfileSection({ username, unread, withMail = true }: { username: string; unread: number; withMail?: boolean }) {
  const open = useDialogs((s) => s.open);
  return (
    <>
      <Group gap="sm" p="sm" wrap="nowrap">
        <Avatar username={username} thumbnail size={44} />
        <Stack gap={0} miw={0}>
          <Text fw={800} truncate data-testid="profile-username">
            {username}
          </Text>
          <Text size="xs" c="dimmed">
            Resident of {TOWN_NAME}
          </Text>
        </Stack>
      </Group>
      <Menu.Divider />
      <Menu.Item leftSection={<IconUser size={18} />} onClick={() => open('about', { username })}>
        My Profile
      </Menu.Item>
      {withMail && (
        <Menu.Item leftSection={<IconMail size={18} />} rightSection={unread > 0 ? <UnreadBadge count={unread} /> : null} onClick={() => open('email')}>
          Mail
        </Menu.Item>
      )}
    </>
  );
}

const StandingIcon = DIALOG_REGISTRY.standing.icon;

/** The settings dropdown's contents (avatar-economy §2), and the player's Account standing (issue 21 §3). */
export function SettingsSection() {
  const open = useDialogs((s) => s.open);
  const optimizedMode = useSettings((s) => s.optimizedMode);
  const setOptimizedMode = useSettings((s) => s.setOptimizedMode);
  return (
    <>
      <Menu.Item leftSection={<IconHeartHandshake size={18} />} onClick={() => open('ad')}>
        Support
      </Menu.Item>
      <Menu.Item
        closeMenuOnClick={false}
        leftSection={<IconRocket size={18} />}
        rightSection={<Switch size="sm" checked={optimizedMode} readOnly tabIndex={-1} aria-hidden />}
        onClick={() => setOptimizedMode(!optimizedMode)}
        role="menuitemcheckbox"
        aria-checked={optimizedMode}
        data-testid="optimized-mode"
      >
        Optimized Mode
      </Menu.Item>
      <Menu.Item leftSection={<IconAdjustments size={18} />} disabled>
        Options
      </Menu.Item>
      <Menu.Item leftSection={<StandingIcon size={18} />} onClick={() => open('standing')} data-testid="menu-standing">
        {DIALOG_LABELS.standing}
      </Menu.Item>
      <Menu.Divider />
      <Menu.Item leftSection={<IconRefresh size={18} />} onClick={() => window.location.reload()}>
        Reload
      </Menu.Item>
      <Menu.Item color="red" leftSection={<IconLogout size={18} />} onClick={() => void signOut()} data-testid="logout">
        Logout
      </Menu.Item>
    </>
  );
}
