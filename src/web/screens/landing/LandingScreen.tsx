import { Box, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconLogin2, IconUserPlus } from '@tabler/icons-react';
import { PRODUCT_NAME, TOWN_NAME } from '@common/texts';
import { PATHS, navigate } from '../../router';
import { LoadingScreen } from '../LoadingScreen';
import { OfflineScreen } from '../OfflineScreen';
import { VisitorBackdrop } from '../VisitorBackdrop';
import { LandingBackgrounds } from './LandingBackgrounds';
import { statusLine, useServerStatus } from './useServerStatus';

/** Root for visitors (avatar-economy §2): rotating backgrounds, the server status, sign in / register. */
export function LandingScreen() {
  const { status, offline, loading } = useServerStatus();
  if (offline) return <OfflineScreen />;
  if (loading || !status) return <LoadingScreen />;

  return (
    <VisitorBackdrop layers={<LandingBackgrounds />}>
      <Stack data-testid="landing-screen" flex={1} justify="center" align="center" p="md">
        <Stack className="landing-hero" align="center" gap="xl" ta="center" px={{ base: 'lg', sm: 48 }} py={{ base: 'xl', sm: 40 }}>
          <Stack gap={4} align="center">
            <Text c="#ffd9a0" fw={800} tt="uppercase" lts="0.2em" size="sm">
              Welcome to {TOWN_NAME}
            </Text>
            <Title order={1} className="brand-title" fz={{ base: 56, sm: 96 }} lh={1}>
              {PRODUCT_NAME}
            </Title>
            <Text c="#fff7ea" fw={600} size="lg" maw={460} style={{ textShadow: '0 1px 8px rgba(20, 24, 44, 0.6)' }}>
              Walk the old road, dress your avatar, and make friends in a cosy town that is always open.
            </Text>
          </Stack>
          <Paper radius="xl" px="lg" py={6} bg="rgba(255,255,255,0.12)" style={{ border: '1px solid rgba(255,255,255,0.18)' }} data-testid="server-status">
            <Group gap={10} wrap="nowrap">
              <Box w={10} h={10} bg="moss.4" style={{ borderRadius: '50%', boxShadow: '0 0 0 4px rgba(130, 193, 102, 0.25)' }} />
              <Text fw={700} c="white">
                {statusLine(status.onlinePlayerCount, status.playerCount)}
              </Text>
            </Group>
          </Paper>
          <Group gap="md" justify="center">
            <Button size="lg" leftSection={<IconLogin2 size={20} />} onClick={() => navigate(PATHS.login)}>
              Sign in
            </Button>
            <Button size="lg" variant="white" color="dark" leftSection={<IconUserPlus size={20} />} onClick={() => navigate(`${PATHS.login}?view=register`)}>
              Register
            </Button>
          </Group>
        </Stack>
      </Stack>
    </VisitorBackdrop>
  );
}
