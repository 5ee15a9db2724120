import { Center, Stack, Text, Title } from '@mantine/core';
import { PRODUCT_NAME, TOWN_NAME } from '@common/texts';
import { VisitorBackdrop } from './VisitorBackdrop';

/** Shown while the session loads (avatar-economy §2). */
export function LoadingScreen() {
  return (
    <VisitorBackdrop>
      <Center mih="100vh" data-testid="loading-screen">
        <Stack align="center" gap="lg">
          <Title order={1} className="brand-title" fz={{ base: 44, sm: 64 }}>
            {PRODUCT_NAME}
          </Title>
          <div className="loading-dots" role="progressbar" aria-label="Loading">
            <span />
            <span />
            <span />
          </div>
          <Text c="#fff7ea" fw={700} size="lg">
            Walking down to {TOWN_NAME}…
          </Text>
        </Stack>
      </Center>
    </VisitorBackdrop>
  );
}
