import { Group, Paper, Stack, Text } from '@mantine/core';
import { IconCloud } from '@tabler/icons-react';
import { TOWN_LOCATION, TOWN_NAME } from '@common/texts';

/** The town's flag, drawn (colour emoji flags are missing on many systems). */
function Flag() {
  return (
    <svg width="30" height="20" viewBox="0 0 3 2" role="img" aria-label={`Flag of ${TOWN_LOCATION.country}`} style={{ borderRadius: 3, flex: 'none' }}>
      <rect width="1" height="2" fill="#009246" />
      <rect x="1" width="1" height="2" fill="#fff" />
      <rect x="2" width="1" height="2" fill="#ce2b37" />
    </svg>
  );
}

/** The Menu's head: town name and its location card (flag, 29 degrees, cloudy, 2045). */
export function LocationCard() {
  return (
    <Paper
      radius="lg"
      p="sm"
      m={4}
      data-testid="location-card"
      style={{ background: 'linear-gradient(135deg, var(--mantine-color-dusk-7), var(--mantine-color-terracotta-6))', color: '#fff' }}
    >
      <Group justify="space-between" wrap="nowrap" gap="md">
        <Stack gap={0} miw={0}>
          <Text fw={800} fz="lg" ff="heading" truncate>
            {TOWN_NAME}
          </Text>
          <Group gap={6} wrap="nowrap">
            <Flag />
            <Text size="sm" opacity={0.9}>
              {TOWN_LOCATION.country} · {TOWN_LOCATION.year}
            </Text>
          </Group>
        </Stack>
        <Stack gap={0} align="flex-end">
          <Text fw={800} fz={26} lh={1}>
            {TOWN_LOCATION.temperatureC}°
          </Text>
          <Group gap={4} wrap="nowrap">
            <IconCloud size={16} />
            <Text size="sm">{TOWN_LOCATION.weather}</Text>
          </Group>
        </Stack>
      </Group>
    </Paper>
  );
}
