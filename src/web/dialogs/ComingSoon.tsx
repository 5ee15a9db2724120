import { Badge, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { DIALOG_LABELS, type DialogName } from '@common/dialogs';
import { DIALOG_REGISTRY } from './registry';

/** The designed panel of a dialog that is not built yet: never a blank. */
export function ComingSoon({ name }: { name: DialogName }) {
  const { icon: Icon, comingSoon } = DIALOG_REGISTRY[name];
  return (
    <Stack align="center" gap="md" ta="center" py="xl" px="md" data-testid="coming-soon">
      <ThemeIcon size={96} radius={48} variant="gradient" gradient={{ from: 'terracotta.4', to: 'dusk.5', deg: 135 }}>
        <Icon size={52} stroke={1.6} />
      </ThemeIcon>
      <Badge size="lg" variant="light" color="moss">
        Coming soon
      </Badge>
      <Title order={3}>{DIALOG_LABELS[name]}</Title>
      <Text c="dimmed" maw={380}>
        {comingSoon}
      </Text>
    </Stack>
  );
}
