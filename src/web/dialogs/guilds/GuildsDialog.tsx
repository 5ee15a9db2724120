import { Badge, Button, Card, Group, NumberInput, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBuildingCastle, IconCalendarEvent, IconCoins, IconHome, IconMessage, IconTrophy, IconUsers } from '@tabler/icons-react';
import classes from './guilds.module.css';

/**
 * Guilds (live-world §2): a "coming soon" preview of what a guild will have: members,
 * deposits, stats, applying, a guild house, an events calendar, a scrolling banner and an
 * activity grid. Nothing here calls the server; the figures are labelled as a preview.
 */
const PREVIEW_STATS = [
  { label: 'Members', value: '24 / 50', icon: IconUsers },
  { label: 'Treasury', value: '128,400', icon: IconCoins },
  { label: 'Guild level', value: '7', icon: IconTrophy },
];
const PREVIEW_MEMBERS = ['Guild master', 'Officer', 'Officer', 'Member', 'Member', 'Recruit'];
const PREVIEW_ACTIVITY = ['Deposited coins', 'Joined the guild', 'Decorated the guild house', 'Won a FLOW match', 'Planned an event', 'Welcomed a recruit'];
const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const EVENT_DAYS = new Set([5, 12, 19, 26]);

export default function GuildsDialog() {
  return (
    <Stack gap="md" data-testid="guilds-dialog">
      <Paper radius="lg" p="md" className={classes.hero}>
        <Group wrap="nowrap" gap="md">
          <ThemeIcon size={56} radius="xl" color="terracotta">
            <IconBuildingCastle size={32} />
          </ThemeIcon>
          <div>
            <Group gap="xs">
              <Title order={3}>Guilds</Title>
              <Badge color="yellow">Coming soon</Badge>
            </Group>
            <Text size="sm" c="dimmed">
              Found a guild with your friends, pool coins, share a guild house and plan events together. Here is a preview.
            </Text>
          </div>
        </Group>
        <div className={classes.banner} aria-hidden>
          <span>Guild wars this weekend · Recruiting now · Decorate your guild house · Weekly FLOW tournament · </span>
          <span>Guild wars this weekend · Recruiting now · Decorate your guild house · Weekly FLOW tournament · </span>
        </div>
      </Paper>

      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        {PREVIEW_STATS.map((s) => (
          <Card key={s.label} withBorder radius="lg" padding="md">
            <Group gap="sm">
              <s.icon size={22} />
              <div>
                <Text size="xs" c="dimmed" tt="uppercase" fw={800}>
                  {s.label}
                </Text>
                <Text fw={800} size="lg">
                  {s.value}
                </Text>
              </div>
            </Group>
          </Card>
        ))}
      </SimpleGrid>
      <Text size="xs" c="dimmed" ta="right" mt={-8}>
        Preview figures
      </Text>

      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Card withBorder radius="lg">
          <Text fw={800} mb="xs">
            <IconUsers size={16} style={{ verticalAlign: -2 }} /> Members
          </Text>
          <Stack gap={4}>
            {PREVIEW_MEMBERS.map((role, i) => (
              <Group key={i} justify="space-between">
                <Group gap="xs">
                  <div className={classes.dot} />
                  <Text size="sm">{role}</Text>
                </Group>
                <Text size="xs" c="dimmed">
                  —
                </Text>
              </Group>
            ))}
          </Stack>
        </Card>
        <Stack gap="md">
          <Card withBorder radius="lg">
            <Text fw={800} mb="xs">
              <IconCoins size={16} style={{ verticalAlign: -2 }} /> Deposit coins
            </Text>
            <Group wrap="nowrap">
              <NumberInput flex={1} placeholder="Amount" disabled min={1} />
              <Button disabled>Deposit</Button>
            </Group>
          </Card>
          <Card withBorder radius="lg">
            <Group justify="space-between">
              <Text fw={800}>
                <IconHome size={16} style={{ verticalAlign: -2 }} /> Guild house
              </Text>
              <Button size="xs" variant="light" disabled>
                Visit
              </Button>
            </Group>
          </Card>
          <Button fullWidth disabled leftSection={<IconMessage size={16} />}>
            Apply to join
          </Button>
        </Stack>
      </SimpleGrid>

      <Card withBorder radius="lg">
        <Text fw={800} mb="xs">
          <IconCalendarEvent size={16} style={{ verticalAlign: -2 }} /> Events calendar
        </Text>
        <div className={classes.calendar}>
          {WEEKDAYS.map((d) => (
            <Text key={d} size="xs" fw={800} c="dimmed" ta="center">
              {d}
            </Text>
          ))}
          {Array.from({ length: 28 }, (_, i) => (
            <div key={i} className={classes.day} data-event={EVENT_DAYS.has(i + 1) || undefined}>
              {i + 1}
            </div>
          ))}
        </div>
      </Card>

      <Card withBorder radius="lg">
        <Text fw={800} mb="xs">
          Activity
        </Text>
        <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="xs">
          {PREVIEW_ACTIVITY.map((a) => (
            <Paper key={a} p="sm" radius="md" bg="gray.0">
              <Text size="sm">{a}</Text>
            </Paper>
          ))}
        </SimpleGrid>
      </Card>
    </Stack>
  );
}
