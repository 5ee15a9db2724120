import type { ReactElement } from 'react';
import { ActionIcon, Button, Group, Tooltip } from '@mantine/core';
import {
  IconBan,
  IconBuildingStore,
  IconCoin,
  IconHeart,
  IconHeartFilled,
  IconHourglass,
  IconMail,
  IconShare,
  IconUserCheck,
  IconUserPlus,
} from '@tabler/icons-react';
import type { Profile } from '@common/api/routes/profile';
import { TOOLTIP_DELAY_MS } from '@common/social/limits';
import { FRIEND_TEXT, PROFILE_TEXT } from '@common/social/texts';
import { askFriend, removeFriend, setBlocked, setHeart } from '../../components/ProfilePopup';
import { useDialogs } from '../../stores/dialogs';
import { ReportIconButton } from '../../components/ReportForm';

/** A tooltip after 500 ms (social-core §9); disabled buttons get a wrapper, as they fire no mouse events. */
const tip = (label: string, child: ReactElement<{ disabled?: boolean }>, key?: string) => (
  <Tooltip key={key} label={label} openDelay={TOOLTIP_DELAY_MS} withArrow>
    {child.props.disabled ? <span style={{ display: 'inline-flex' }}>{child}</span> : child}
  </Tooltip>
);

/** What a visitor can do (social-core §2): Friend, Email, Heart, Block, Report (issue 21); Market, Share and Tip are shown disabled. */
export function ActionBar({ profile }: { profile: Profile }) {
  const u = profile.username;
  const friend = profile.isFriends
    ? tip(
        `You and ${u} are friends. Click to remove.`,
        <Button variant="light" color="moss" leftSection={<IconUserCheck size={18} />} onClick={() => void removeFriend(u)} data-testid="about-friend">
          Friends
        </Button>,
      )
    : profile.hasPendingRequest
      ? tip(
          `Waiting for ${u} to answer`,
          <Button variant="light" leftSection={<IconHourglass size={18} />} disabled data-testid="about-friend">
            {FRIEND_TEXT.pending}
          </Button>,
        )
      : tip(
          `Ask ${u} to be friends`,
          <Button variant="light" leftSection={<IconUserPlus size={18} />} onClick={() => void askFriend(u)} disabled={profile.isBlocked} data-testid="about-friend">
            Add Friend
          </Button>,
        );

  return (
    <Group gap={8} data-testid="about-actions">
      {friend}
      {tip(
        `Send ${u} a mail`,
        <Button
          variant="light"
          color="dusk"
          leftSection={<IconMail size={18} />}
          onClick={() => useDialogs.getState().open('email', { composeTo: u })}
          disabled={profile.isBlocked}
          data-testid="about-email"
        >
          Email
        </Button>,
      )}
      {tip(
        profile.isMatch ? `Take your heart back from ${u}` : `You can give one heart at a time`,
        <Button
          variant={profile.isMatch ? 'filled' : 'light'}
          color="pink"
          leftSection={profile.isMatch ? <IconHeartFilled size={18} /> : <IconHeart size={18} />}
          onClick={() => void setHeart(u, !profile.isMatch)}
          disabled={profile.isBlocked}
          data-testid="about-heart"
        >
          {profile.isMatch ? PROFILE_TEXT.removeHeart : PROFILE_TEXT.sendHeart}
        </Button>,
      )}
      {tip(
        profile.isBlocked ? `Let ${u} reach you again` : `Keep ${u} away from you`,
        <Button
          variant="subtle"
          color={profile.isBlocked ? 'gray' : 'red'}
          leftSection={<IconBan size={18} />}
          onClick={() => void setBlocked(u, !profile.isBlocked)}
          data-testid="about-block"
        >
          {profile.isBlocked ? 'Unblock' : 'Block'}
        </Button>,
      )}
      <Group gap={4} ml="auto">
        <ReportIconButton
          target={{ targetType: 'player', targetId: u, name: u }}
          label="Report"
          tooltip={`Report ${u} to the moderators`}
          variant="default"
          size="lg"
          radius="xl"
          iconSize={18}
          data-testid="about-report"
        />
        {(
          [
            ['Market', IconBuildingStore],
            ['Share', IconShare],
            ['Tip', IconCoin],
          ] as const
        ).map(([label, Icon]) =>
          tip(
            `${label} (coming soon)`,
            <ActionIcon variant="default" size="lg" radius="xl" disabled aria-label={label} data-testid={`about-${label.toLowerCase()}`}>
              <Icon size={18} />
            </ActionIcon>,
            label,
          ),
        )}
      </Group>
    </Group>
  );
}
