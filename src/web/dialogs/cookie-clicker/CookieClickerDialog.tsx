import { useEffect, useState } from 'react';
import { Badge, Button, Center, Group, Loader, SegmentedControl, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconCookieOff, IconRefresh } from '@tabler/icons-react';
import { MOBILE_BREAKPOINT } from '@common/dialogs';
import { ACHIEVEMENTS, OFFLINE_RATE } from '@common/games/cookie/constants';
import type { CookieGameState } from '@common/games/cookie/state';
import { useSession } from '../../stores/session';
import { Achievements } from './Achievements';
import { BigCookie } from './BigCookie';
import { Buildings } from './Buildings';
import { ClickUpgrades } from './ClickUpgrades';
import { clickCookie, closeGame, openGame, useCookieGame } from './game';
import { SaveBar } from './SaveBar';
import { Stats } from './Stats';
import classes from './cookie.module.css';

/**
 * The cookie clicker (avatar-economy §2): the big cookie, stats, buildings, click upgrades,
 * achievements and a Save button. The game loads when the dialog opens, autosaves every 5 s
 * and saves when it closes. Three columns on a desktop; on a phone the lists share tabs under
 * the cookie.
 */
export default function CookieClickerDialog() {
  const mobile = useMediaQuery(`(max-width: ${MOBILE_BREAKPOINT - 0.02}px)`) ?? false;
  const game = useCookieGame((s) => s.game);
  const status = useCookieGame((s) => s.status);
  const error = useCookieGame((s) => s.error);

  useEffect(() => {
    void openGame();
    return closeGame;
  }, []);

  if (status === 'error') {
    return (
      <Center py={60} data-testid="cookie-clicker">
        <Stack align="center" gap="sm">
          <IconCookieOff size={48} color="#b97433" />
          <Text fw={700}>The oven would not start.</Text>
          <Text size="sm" c="dimmed" data-testid="cookie-error">
            {error}
          </Text>
          <Button variant="light" leftSection={<IconRefresh size={16} />} onClick={() => void openGame()}>
            Try again
          </Button>
        </Stack>
      </Center>
    );
  }
  if (!game) {
    return (
      <Center py={80} data-testid="cookie-clicker">
        <Stack align="center" gap="xs">
          <Loader color="orange" />
          <Text size="sm" c="dimmed">
            Warming up the oven...
          </Text>
        </Stack>
      </Center>
    );
  }
  return mobile ? <PhoneLayout game={game} /> : <DesktopLayout game={game} />;
}

function Bakery({ game, cookieSize }: { game: CookieGameState; cookieSize: number }) {
  const username = useSession((s) => s.user?.username);
  return (
    <div className={classes.bakery}>
      <div className={classes.bakeryTop}>
        {username && (
          <Text className={classes.bakeryName} data-testid="cookie-bakery-name">
            {username}&rsquo;s bakery
          </Text>
        )}
        <Stats game={game} />
      </div>
      <BigCookie onBake={clickCookie} size={cookieSize} />
      <SaveBar />
    </div>
  );
}

function SectionTitle({ children, aside }: { children: React.ReactNode; aside?: React.ReactNode }) {
  return (
    <Group justify="space-between" mb={8} wrap="nowrap">
      <Text ff="heading" fw={600} fz={17}>
        {children}
      </Text>
      {aside}
    </Group>
  );
}

function AchievementCount({ game }: { game: CookieGameState }) {
  return (
    <Badge variant="light" color="yellow" data-testid="cookie-achievement-count">
      {game.achievements.length}/{ACHIEVEMENTS.length}
    </Badge>
  );
}

function DesktopLayout({ game }: { game: CookieGameState }) {
  return (
    <div className={classes.desktop} data-testid="cookie-clicker">
      <Bakery game={game} cookieSize={290} />
      <section className={classes.panel}>
        <SectionTitle>Buildings</SectionTitle>
        <Buildings game={game} />
      </section>
      <section className={classes.panel}>
        <SectionTitle>Click upgrades</SectionTitle>
        <ClickUpgrades game={game} />
        <div style={{ height: 16 }} />
        <SectionTitle aside={<AchievementCount game={game} />}>Achievements</SectionTitle>
        <Achievements game={game} />
        <OfflineTip />
      </section>
    </div>
  );
}

function OfflineTip() {
  return (
    <Text size="xs" c="dimmed" mt="md" className={classes.tip}>
      While you are away, your buildings keep baking at {OFFLINE_RATE * 100}% of their speed.
    </Text>
  );
}

type Tab = 'buildings' | 'upgrades' | 'achievements';

function PhoneLayout({ game }: { game: CookieGameState }) {
  const [tab, setTab] = useState<Tab>('buildings');
  return (
    <div className={classes.phone} data-testid="cookie-clicker">
      <Bakery game={game} cookieSize={200} />
      <SegmentedControl
        fullWidth
        radius="xl"
        value={tab}
        onChange={(v) => setTab(v as Tab)}
        data={[
          { value: 'buildings', label: 'Buildings' },
          { value: 'upgrades', label: 'Upgrades' },
          { value: 'achievements', label: `Achievements ${game.achievements.length}/${ACHIEVEMENTS.length}` },
        ]}
      />
      {tab === 'buildings' && <Buildings game={game} />}
      {tab === 'upgrades' && <ClickUpgrades game={game} />}
      {tab === 'achievements' && <Achievements game={game} />}
      <OfflineTip />
    </div>
  );
}
