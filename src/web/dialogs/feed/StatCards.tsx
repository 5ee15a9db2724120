import { Group, Paper, SimpleGrid, Text, ThemeIcon } from '@mantine/core';
import { IconMessageCircle, IconMessageReply, IconMessages, IconNews } from '@tabler/icons-react';
import { ACTIVITY_TEXT, type FeedStats } from '@common/api/routes/activity';
import { formatCount } from '@common/format';
import classes from './feed.module.css';

const CARDS: { key: keyof FeedStats; icon: typeof IconNews; color: string; tint: string }[] = [
  { key: 'totalProfileComments', icon: IconMessageCircle, color: 'terracotta', tint: 'linear-gradient(135deg, #fff1ea, #fde0d3)' },
  { key: 'totalProfileReplies', icon: IconMessageReply, color: 'dusk', tint: 'linear-gradient(135deg, #eef1fb, #dadfee)' },
  { key: 'totalForumPosts', icon: IconNews, color: 'moss', tint: 'linear-gradient(135deg, #f0f9ec, #e1f0da)' },
  { key: 'totalForumReplies', icon: IconMessages, color: 'yellow', tint: 'linear-gradient(135deg, #fff9db, #fff3bf)' },
];

/** The four totals of My Data (avatar-economy §3 feed stats). */
export function StatCards({ stats }: { stats: FeedStats | undefined }) {
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
      {CARDS.map(({ key, icon: Icon, color, tint }) => (
        <Paper key={key} radius="lg" p="md" className={classes.stat} style={{ background: tint }} data-testid={`stat-${key}`}>
          <Group gap="sm" wrap="nowrap" align="center">
            <ThemeIcon size={40} radius="xl" color={color} variant="filled">
              <Icon size={22} />
            </ThemeIcon>
            <div>
              <Text className={classes.statValue} data-testid="stat-value">
                {stats ? formatCount(stats[key]) : '–'}
              </Text>
              <Text size="xs" fw={700} c="dimmed" tt="uppercase" lh={1.2}>
                {ACTIVITY_TEXT.stats[key]}
              </Text>
            </div>
          </Group>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
