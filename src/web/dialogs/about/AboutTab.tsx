import { useState } from 'react';
import { Button, Group, Paper, Progress, SimpleGrid, Stack, Text, ThemeIcon, Title, Tooltip } from '@mantine/core';
import { IconCalendar, IconCoin, IconHeart, IconMapPin, IconPencil, IconStar } from '@tabler/icons-react';
import type { Profile } from '@common/api/routes/profile';
import { levelOf, ringPercentOf } from '@common/honor';
import { TIPS_PLACEHOLDER, TOOLTIP_DELAY_MS } from '@common/social/limits';
import { longDate } from '@common/social/time';
import { PROFILE_TEXT } from '@common/social/texts';
import { BBCodeView } from '../../components/BBCode';
import { LocationLabel } from '../../components/CountryPicker';
import { PlayerName } from '../../components/ProfilePopup';
import classes from './about.module.css';
import { BioEditor } from './BioEditor';
import { LocationEditor } from './LocationEditor';

/** The About tab (social-core §2): the bio as rich text, then Match, Level, Joined, Location and a disabled Tips tile. */
export function AboutTab({ profile }: { profile: Profile }) {
  const [editing, setEditing] = useState(false);
  const level = levelOf(profile.honor);

  return (
    <Stack gap="md">
      <Paper className={classes.bio} radius="lg" p="md" style={{ ['--accent' as string]: profile.bioColor ?? 'var(--mantine-color-terracotta-3)' }}>
        <Group justify="space-between" mb={6}>
          <Title order={5} c="dimmed" tt="uppercase" fz="xs" lts={1}>
            Bio
          </Title>
          {profile.isOwn && !editing && (
            <Button size="compact-sm" variant="subtle" leftSection={<IconPencil size={14} />} onClick={() => setEditing(true)} data-testid="edit-bio">
              Edit bio
            </Button>
          )}
        </Group>
        {editing ? (
          <BioEditor initial={profile.bio} username={profile.username} onDone={() => setEditing(false)} />
        ) : (
          <BBCodeView
            text={profile.bio}
            data-testid="bio"
            empty={
              <Text c="dimmed" fs="italic" size="sm">
                {profile.isOwn ? PROFILE_TEXT.emptyOwnBio : PROFILE_TEXT.emptyBio}
              </Text>
            }
          />
        )}
      </Paper>

      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <Tile icon={IconHeart} color="pink" label="Match" testId="tile-match">
          {profile.match ? <PlayerName username={profile.match} fz="md" /> : <Text c="dimmed">{PROFILE_TEXT.notMatched}</Text>}
        </Tile>
        <Tile icon={IconStar} color="yellow" label="Level" testId="tile-level">
          <Group gap="xs" wrap="nowrap">
            <Text fw={800} fz="lg">
              {level}
            </Text>
            <Tooltip label={`${ringPercentOf(profile.honor)} / 100 honor to level ${level + 1}`} openDelay={TOOLTIP_DELAY_MS}>
              <Progress value={ringPercentOf(profile.honor)} color="yellow" radius="xl" flex={1} size="md" />
            </Tooltip>
          </Group>
        </Tile>
        <Tile icon={IconCalendar} color="dusk" label="Joined" testId="tile-joined">
          <Text fw={700}>{longDate(profile.createdAt)}</Text>
        </Tile>
        <Tile icon={IconMapPin} color="moss" label="Location" testId="tile-location">
          {profile.isOwn ? (
            <LocationEditor location={profile.location} username={profile.username} />
          ) : (
            <Text fw={700}>{profile.location ? <LocationLabel name={profile.location} /> : <Text span c="dimmed">Somewhere in town</Text>}</Text>
          )}
        </Tile>
        <Tooltip label="Tips are coming soon" openDelay={TOOLTIP_DELAY_MS}>
          <div>
            <Tile icon={IconCoin} color="gray" label="Tips" testId="tile-tips" disabled>
              <Text fw={800} c="dimmed">
                {TIPS_PLACEHOLDER.toLocaleString('en-US')}
              </Text>
            </Tile>
          </div>
        </Tooltip>
      </SimpleGrid>
    </Stack>
  );
}

function Tile({ icon: Icon, color, label, children, testId, disabled }: { icon: typeof IconHeart; color: string; label: string; children: React.ReactNode; testId: string; disabled?: boolean }) {
  return (
    <Paper withBorder radius="lg" p="sm" className={classes.tile} data-disabled={disabled || undefined} data-testid={testId} aria-disabled={disabled || undefined}>
      <Group gap="sm" wrap="nowrap" align="center">
        <ThemeIcon size={38} radius="xl" variant="light" color={color}>
          <Icon size={20} />
        </ThemeIcon>
        <Stack gap={0} miw={0} flex={1}>
          <Text size="xs" c="dimmed" tt="uppercase" fw={800} lts={0.5}>
            {label}
          </Text>
          {children}
        </Stack>
      </Group>
    </Paper>
  );
}
