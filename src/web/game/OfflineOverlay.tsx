import { Button, Overlay, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconPlugConnectedX, IconRefresh } from '@tabler/icons-react';
import { OFFLINE_TEXT } from '@common/texts';
import { SocialLinks } from '../components/SocialLinks';

/**
 * The offline overlay (live-world §2, §4): over the town while the game server is not
 * connected; Try Again reloads the page. Reconnection keeps trying underneath.
 */
export function OfflineOverlay() {
  return (
    <Overlay fixed={false} backgroundOpacity={0.55} color="#10131f" blur={3} zIndex={150} center data-testid="offline-overlay">
      <Paper radius="xl" p="xl" shadow="xl" maw={420} mx="md">
        <Stack align="center" gap="md" ta="center">
          <ThemeIcon size={64} radius="xl" variant="light" color="dusk">
            <IconPlugConnectedX size={36} />
          </ThemeIcon>
          <Title order={3}>{OFFLINE_TEXT.title}</Title>
          <Text c="dimmed" size="sm">
            {OFFLINE_TEXT.body}
          </Text>
          <Button leftSection={<IconRefresh size={18} />} onClick={() => window.location.reload()}>
            {OFFLINE_TEXT.retry}
          </Button>
          <SocialLinks />
        </Stack>
      </Paper>
    </Overlay>
  );
}
