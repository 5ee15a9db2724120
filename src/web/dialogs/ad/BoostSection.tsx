import { Button, Group, Paper, Progress, Stack, Table, Text, ThemeIcon } from '@mantine/core';
import { IconRocket, IconTrophy } from '@tabler/icons-react';
import type { ProductView } from '@common/api/routes/payments';
import type { ProductId } from '@common/payments/catalog';
import classes from './ad.module.css';
import { count, dollars } from './format';
import { Section } from './Section';

/** The boost: the town's goal with its progress, the boost button, and the leaderboard. */
export function BoostSection({
  product,
  goal,
  leaderboard,
  busy,
  onBuy,
}: {
  product: ProductView;
  goal: { target: number; current: number };
  leaderboard: { username: string; amount: number }[];
  busy: ProductId | null;
  onBuy(id: ProductId): void;
}) {
  const percent = Math.min(100, (goal.current / goal.target) * 100);
  return (
    <Section id="boost" title="Boost the town" hint="Every boost brings the town closer to its goal, and puts your name on the board.">
      <div className={classes.boost}>
        <Paper withBorder radius="lg" p="md">
          <Stack gap="sm">
            <Group justify="space-between">
              <Text fw={800}>Town goal</Text>
              <Text fw={700} data-testid="boost-goal">
                ${count(goal.current)} of ${count(goal.target)}
              </Text>
            </Group>
            <Progress value={percent} size="xl" radius="xl" color="orange" striped animated={percent < 100} aria-label="Goal progress" />
            <Text size="sm" c="dimmed">
              {percent >= 100 ? 'Goal reached. Thank you, everyone!' : `${Math.round(percent)}% there.`}
            </Text>
            <Button size="md" leftSection={<IconRocket size={20} />} color="orange" loading={busy === product.id} onClick={() => onBuy(product.id)} data-testid="buy-boost">
              Boost for {dollars(product.priceCents)}
            </Button>
          </Stack>
        </Paper>
        <Paper withBorder radius="lg" p="md" data-testid="boost-leaderboard">
          <Group gap={8} mb="xs">
            <ThemeIcon size={28} radius={14} variant="light" color="yellow">
              <IconTrophy size={16} />
            </ThemeIcon>
            <Text fw={800}>Leaderboard</Text>
          </Group>
          {leaderboard.length === 0 ? (
            <Text size="sm" c="dimmed">
              No boosts yet. Be the first!
            </Text>
          ) : (
            <Table verticalSpacing={4} highlightOnHover>
              <Table.Tbody>
                {leaderboard.map((e, i) => (
                  <Table.Tr key={e.username}>
                    <Table.Td w={28} c="dimmed">
                      {i + 1}
                    </Table.Td>
                    <Table.Td fw={700}>{e.username}</Table.Td>
                    <Table.Td ta="right">${count(e.amount)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
        </Paper>
      </div>
    </Section>
  );
}
