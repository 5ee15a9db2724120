import { Text, UnstyledButton } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { CLICK_UPGRADES } from '@common/games/cookie/constants';
import { formatCookies } from '@common/games/cookie/format';
import type { CookieGameState } from '@common/games/cookie/state';
import { buyClickUpgrade } from './game';
import { CookieDot } from './icons';
import classes from './cookie.module.css';

/** The four one-time click upgrades; the highest bought multiplier is the click power. */
export function ClickUpgrades({ game }: { game: CookieGameState }) {
  return (
    <div className={classes.upgrades} data-testid="cookie-upgrades">
      {CLICK_UPGRADES.map((u, i) => {
        const bought = game.clickUpgrades[i]?.purchased ?? false;
        const affordable = !bought && game.cookies >= u.cost;
        return (
          <UnstyledButton
            key={u.multiplier}
            className={classes.upgrade}
            data-bought={bought || undefined}
            data-affordable={affordable || undefined}
            disabled={!affordable}
            onClick={() => buyClickUpgrade(i)}
            data-testid={`cookie-upgrade-${u.multiplier}`}
            aria-label={bought ? `${u.name} (${u.multiplier}x clicks): bought` : `Buy ${u.name} (${u.multiplier}x clicks) for ${formatCookies(u.cost)} cookies`}
          >
            <span className={classes.multiplier}>{u.multiplier}×</span>
            <Text size="xs" fw={700} lh={1.2} ta="center" className={classes.upgradeName}>
              {u.name}
            </Text>
            <Text size="xs" fw={800} className={classes.price}>
              {bought ? (
                <>
                  <IconCheck size={12} style={{ verticalAlign: -2 }} /> Bought
                </>
              ) : (
                <>
                  <CookieDot />
                  {formatCookies(u.cost)}
                </>
              )}
            </Text>
          </UnstyledButton>
        );
      })}
    </div>
  );
}
