import { Anchor, Group, Paper, Text } from '@mantine/core';
import { IconMail } from '@tabler/icons-react';
import { PAYMENTS_TEXT } from '@common/payments/texts';

/** The disclaimer and the contact link (SUPPORT_EMAIL). */
export function Disclaimer({ supportEmail }: { supportEmail: string }) {
  return (
    <Paper radius="lg" p="md" bg="var(--mantine-color-gray-0)" data-testid="ad-disclaimer">
      <Text size="xs" c="dimmed">
        {PAYMENTS_TEXT.disclaimer}
      </Text>
      <Group gap={6} mt="xs">
        <IconMail size={16} />
        <Text size="sm">
          Questions about a payment? <Anchor href={`mailto:${supportEmail}`}>{supportEmail}</Anchor>
        </Text>
      </Group>
    </Paper>
  );
}
