import { useState } from 'react';
import { Alert, Box, Center, Loader, Stack, Tabs } from '@mantine/core';
import { IconInfoCircle, IconMessage2, IconUsers } from '@tabler/icons-react';
import { PROFILE_TEXT } from '@common/social/texts';
import { useProfile } from '../../components/ProfilePopup';
import { AboutTab } from './AboutTab';
import { ActionBar } from './ActionBar';
import classes from './about.module.css';
import { CommentsTab } from './CommentsTab';
import { MutualsTab } from './MutualsTab';
import { OwnerButtons } from './OwnerButtons';
import { ProfileHeader } from './ProfileHeader';
import type { AboutDialogProps } from '../props';

type Tab = 'about' | 'comments' | 'mutuals';

/**
 * The full profile (social-core §2 about): the player's avatar, name and badges; for others an
 * action bar (Friend, Email, Heart, Block, Report and the disabled Market, Share, Tip); tabs
 * About, Comments and Mutuals (the last two load when first opened). The owner edits their bio
 * and location here, and members get floating buttons for name tag and colours.
 */
export default function AboutDialog({ username }: AboutDialogProps) {
  const name = typeof username === 'string' ? username : '';
  const { data: profile, error, isPending } = useProfile(name);
  const [tab, setTab] = useState<Tab>('about');

  if (!name) return <Alert color="red">{PROFILE_TEXT.loadError(PROFILE_TEXT.userNotFound)}</Alert>;
  if (isPending) {
    return (
      <Center py={80}>
        <Loader />
      </Center>
    );
  }
  if (error) {
    return (
      <Alert color="red" variant="light" radius="lg" icon={<IconInfoCircle />} data-testid="about-error">
        {PROFILE_TEXT.loadError(error.message)}
      </Alert>
    );
  }

  return (
    <Box className={classes.layout} data-testid="about-dialog" data-username={profile.username}>
      <ProfileHeader profile={profile} />
      <Stack gap="md" miw={0} className={classes.main}>
        {!profile.isOwn && <ActionBar profile={profile} />}
        <Tabs value={tab} onChange={(v) => setTab((v as Tab) ?? 'about')} keepMounted={false} variant="pills" radius="xl">
          <Tabs.List className={classes.tabs}>
            <Tabs.Tab value="about" leftSection={<IconInfoCircle size={16} />} data-testid="tab-about">
              About
            </Tabs.Tab>
            <Tabs.Tab value="comments" leftSection={<IconMessage2 size={16} />} data-testid="tab-comments">
              Comments
            </Tabs.Tab>
            <Tabs.Tab value="mutuals" leftSection={<IconUsers size={16} />} data-testid="tab-mutuals">
              Mutuals
            </Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="about" pt="md">
            <AboutTab profile={profile} />
          </Tabs.Panel>
          <Tabs.Panel value="comments" pt="md">
            <CommentsTab profile={profile} />
          </Tabs.Panel>
          <Tabs.Panel value="mutuals" pt="md">
            <MutualsTab profile={profile} />
          </Tabs.Panel>
        </Tabs>
      </Stack>
      {profile.isOwn && <OwnerButtons profile={profile} />}
    </Box>
  );
}
