import { Group, Text } from '@mantine/core';
import { formatCookies, formatRate } from '@common/games/cookie/format';
import { clickPower, cookiesPerSecond } from '@common/games/cookie/rules';
import type { CookieGameState } from '@common/games/cookie/state';
import classes from './cookie.module.css';

/** Cookies in hand (large), the rate under it, then per click, total baked and clicks. */
export function Stats({ game }: { game: CookieGameState }) {
  return (
    <div className={classes.stats} data-testid="cookie-stats">
      <Text className={classes.bank} data-testid="cookie-count">
        {formatCookies(game.cookies)}
        <span className={classes.bankUnit}>{Math.floor(game.cookies) === 1 ? 'cookie' : 'cookies'}</span>
      </Text>
      <Text className={classes.rate}>
        per second: <b data-testid="cookie-rate">{formatRate(cookiesPerSecond(game))}</b>
      </Text>
      <Group gap={6} justify="center" mt={8} wrap="wrap">
        <Stat label="per click" value={formatCookies(clickPower(game))} testId="cookie-per-click" />
        <Stat label="total baked" value={formatCookies(game.totalCookies)} testId="cookie-total" />
        <Stat label="clicks" value={formatCookies(game.clickCount)} testId="cookie-clicks" />
      </Group>
    </div>
  );
}

function Stat({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <span className={classes.statChip}>
      <b data-testid={testId}>{value}</b> {label}
    </span>
  );
}
