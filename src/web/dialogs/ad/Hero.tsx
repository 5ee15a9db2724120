import { Alert, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconClockPause, IconFlask, IconHeartHandshake } from '@tabler/icons-react';
import { PAYMENTS_TEXT } from '@common/payments/texts';
import classes from './ad.module.css';

/** The page's head: why support the town; in test mode, that no money moves; closed, that buying waits. */
export function Hero({ mode }: { mode: 'stripe' | 'test' | 'off' | undefined }) {
  return (
    <Stack gap="sm">
      <Group className={classes.hero} gap="md" wrap="nowrap">
        <ThemeIcon size={56} radius={28} color="white" variant="white" className={classes.heroIcon}>
          <IconHeartHandshake size={32} color="var(--mantine-color-terracotta-6)" />
        </ThemeIcon>
        <Stack gap={2}>
          <Title order={2} c="white">
            Support Old Road Town
          </Title>
          <Text size="sm" c="rgba(255,255,255,0.9)">
            Memberships, gems and boosts keep the lights on in town. Thank you for being here.
          </Text>
        </Stack>
      </Group>
      {mode === 'off' && (
        <Alert color="gray" radius="lg" icon={<IconClockPause size={20} />} data-testid="ad-closed" title={PAYMENTS_TEXT.closed}>
          You can look around: plans, bundles and gem packs can be bought once the town's card payments are set up.
        </Alert>
      )}
      {mode === 'test' && (
        <Alert color="yellow" radius="lg" icon={<IconFlask size={20} />} className={classes.testBanner} data-testid="ad-test-mode" title={PAYMENTS_TEXT.testBanner}>
          Pay with the test card 4242 4242 4242 4242 (any future date, any code). 4000 0000 0000 0002 is declined.
        </Alert>
      )}
    </Stack>
  );
}
