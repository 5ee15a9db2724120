import { Box, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconLogin2, IconUserPlus } from '@tabler/icons-react';
import type { FormEvent } from 'react';
import { PRODUCT_NAME, TOWN_NAME } from '@common/texts';
import { PATHS, navigate } from '../../router';
import { VisitorBackdrop } from '../VisitorBackdrop';
import { LandingBackgrounds } from './LandingBackgrounds';
import { statusLine } from './useServerStatus';

export interface LandingStatus {
  onlinePlayerCount: number;
  playerCount: number;
}

/** Where each of the landing's two ways in leads (the sign-in screen, or its register view). */
const WAYS_IN = {
  signIn: { path: PATHS.login, view: undefined },
  register: { path: PATHS.login, view: 'register' },
} as const;

/**
 * The landing as drawn (avatar-economy §2): the town behind, the name, the server status and
 * the two ways in. Without a status yet, its pill keeps its place, empty.
 *
 * The server sends this same markup in the page itself to a visitor (prerender.tsx, built once),
 * so it shows before the app's code has run on a slow phone. Each way in is therefore a form
 * that works without that code (a plain GET of /login, ?view=register); once the app runs, it
 * goes there without a page load.
 */
export function LandingView({ status }: { status?: LandingStatus }) {
  const go = (way: keyof typeof WAYS_IN) => (e: FormEvent) => {
    e.preventDefault();
    const { path, view } = WAYS_IN[way];
    navigate(view ? `${path}?view=${view}` : path);
  };
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
          <Paper
            radius="xl"
            px="lg"
            py={6}
            bg="rgba(255,255,255,0.12)"
            style={{ border: '1px solid rgba(255,255,255,0.18)', visibility: status ? undefined : 'hidden' }}
            data-testid={status ? 'server-status' : undefined}
            aria-hidden={status ? undefined : true}
          >
            <Group gap={10} wrap="nowrap">
              <Box w={10} h={10} bg="moss.4" style={{ borderRadius: '50%', boxShadow: '0 0 0 4px rgba(130, 193, 102, 0.25)' }} />
              <Text fw={700} c="white">
                {statusLine(status?.onlinePlayerCount ?? 0, status?.playerCount ?? 0)}
              </Text>
            </Group>
          </Paper>
          <Group gap="md" justify="center">
            <form method="get" action={WAYS_IN.signIn.path} onSubmit={go('signIn')}>
              <Button type="submit" size="lg" leftSection={<IconLogin2 size={20} />}>
                Sign in
              </Button>
            </form>
            <form method="get" action={WAYS_IN.register.path} onSubmit={go('register')}>
              <input type="hidden" name="view" value={WAYS_IN.register.view} />
              <Button type="submit" size="lg" variant="white" color="dark" leftSection={<IconUserPlus size={20} />}>
                Register
              </Button>
            </form>
          </Group>
        </Stack>
      </Stack>
    </VisitorBackdrop>
  );
}
