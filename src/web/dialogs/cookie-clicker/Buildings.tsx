import { Text, UnstyledButton } from '@mantine/core';
import { BUILDINGS } from '@common/games/cookie/constants';
import { formatCookies, formatRate } from '@common/games/cookie/format';
import { buildingCost } from '@common/games/cookie/rules';
import type { CookieGameState } from '@common/games/cookie/state';
import { buyBuilding } from './game';
import { BUILDING_LOOK, CookieDot } from './icons';
import classes from './cookie.module.css';

/**
 * The ten buildings (the spec hides this list, which would leave them unreachable): price,
 * rate and how many are owned; a building the cookies do not cover is disabled.
 */
export function Buildings({ game }: { game: CookieGameState }) {
  return (
    <div className={classes.buildings} data-testid="cookie-buildings">
      {BUILDINGS.map((b) => {
        const owned = game.upgrades[b.id].count;
        const cost = buildingCost(b.id, owned);
        const affordable = game.cookies >= cost;
        const look = BUILDING_LOOK[b.id];
        return (
          <UnstyledButton
            key={b.id}
            className={classes.building}
            data-affordable={affordable || undefined}
            disabled={!affordable}
            onClick={() => buyBuilding(b.id)}
            data-testid={`cookie-building-${b.id}`}
            aria-label={`Buy ${b.name} for ${formatCookies(cost)} cookies (owned: ${owned})`}
          >
            <span className={classes.buildingIcon} style={{ color: look.color, background: look.bg }} aria-hidden>
              <look.icon size={24} stroke={1.8} />
            </span>
            <span className={classes.buildingText}>
              <Text fw={800} size="sm" lh={1.2} truncate>
                {b.name}
              </Text>
              <Text size="xs" c="dimmed" lh={1.25} className={classes.buildingBlurb}>
                {b.blurb}
              </Text>
              <span className={classes.buildingNumbers}>
                <Text span size="xs" fw={800} className={classes.price} data-testid={`cookie-building-${b.id}-cost`}>
                  <CookieDot />
                  {formatCookies(cost)}
                </Text>
                <Text span size="xs" c="dimmed" fw={600}>
                  +{formatRate(b.cps)}/s each
                </Text>
              </span>
            </span>
            <span className={classes.owned} data-testid={`cookie-building-${b.id}-owned`} title="Owned">
              {owned}
            </span>
          </UnstyledButton>
        );
      })}
    </div>
  );
}
