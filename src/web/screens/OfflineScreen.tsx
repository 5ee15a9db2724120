import { Button, Center, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCloudOff, IconRefresh } from '@tabler/icons-react';
import { OFFLINE_TEXT } from '@common/texts';
import { SocialLinks } from '../components/SocialLinks';
import { VisitorBackdrop } from './VisitorBackdrop';

/** The status call failed or said success:false (avatar-economy §2): explain and offer a reload. */
export function OfflineScreen() {
  return (
    <VisitorBackdrop>
      <Center mih="100vh" p="md">
        <Paper radius="xl" p="xl" shadow="xl" maw={440} w="100%" data-testid="offline-screen">
          <Stack align="center" gap="md" ta="center">
            <ThemeIcon size={72} radius="xl" variant="light" color="dusk">
              <IconCloudOff size={40} />
            </ThemeIcon>
            <Title order={2}>{OFFLINE_TEXT.title}</Title>
            <Text c="dimmed">{OFFLINE_TEXT.body}</Text>
            <Button size="md" leftSection={<IconRefresh size={18} />} onClick={() => window.location.reload()}>
              {OFFLINE_TEXT.retry}
            </Button>
            <SocialLinks />
          </Stack>
        </Paper>
      </Center>
    </VisitorBackdrop>
  );
}
