import { Group, Paper, Text, ThemeIcon } from '@mantine/core';
import { IconMailHeart, IconMailOpened } from '@tabler/icons-react';
import { formatBadge } from '@common/format';
import { useSession } from '../../stores/session';
import classes from './email.module.css';

/** A friendly line over the folders: how many letters wait, or that all is read. */
export function MailHero({ unread, loading }: { unread: number; loading: boolean }) {
  const username = useSession((s) => s.user?.username ?? '');
  const letters = unread === 1 ? 'letter' : 'letters';
  return (
    <Paper radius="lg" px="md" py="sm" className={classes.hero} data-testid="mail-hero">
      <span className={classes.heroDots} aria-hidden />
      <Group gap="sm" wrap="nowrap">
        <ThemeIcon size={44} radius="xl" variant="gradient" gradient={{ from: 'terracotta.5', to: 'terracotta.7', deg: 135 }} className={classes.heroEnvelope}>
          {unread > 0 ? <IconMailHeart size={26} /> : <IconMailOpened size={26} />}
        </ThemeIcon>
        <div>
          <Text ff="heading" fw={600} fz="lg" lh={1.2}>
            {loading ? `Checking your mailbox, ${username}...` : unread > 0 ? `${formatBadge(unread)} unread ${letters}, ${username}!` : `All caught up, ${username}`}
          </Text>
          <Text size="sm" c="dimmed">
            {loading ? 'One moment.' : unread > 0 ? 'The post owl has been busy.' : 'Why not write to a neighbour?'}
          </Text>
        </div>
      </Group>
    </Paper>
  );
}
