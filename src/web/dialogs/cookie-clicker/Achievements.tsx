import { Text, Tooltip } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { ACHIEVEMENTS } from '@common/games/cookie/constants';
import type { CookieGameState } from '@common/games/cookie/state';
import classes from './cookie.module.css';
import { ACHIEVEMENT_ICON } from './icons';

/** Every achievement, unlocked ones in colour and locked ones greyed with what unlocks them. */
export function Achievements({ game }: { game: CookieGameState }) {
  const have = new Set(game.achievements.map((a) => a.id));
  return (
    <div className={classes.achievements} data-testid="cookie-achievements">
      {ACHIEVEMENTS.map((a) => {
        const unlocked = have.has(a.id);
        const Icon = ACHIEVEMENT_ICON[a.id];
        return (
          <Tooltip key={a.id} label={a.description} multiline w={200}>
            <div className={classes.achievement} data-unlocked={unlocked || undefined} data-testid={`cookie-achievement-${a.id}`}>
              <span className={classes.achievementIcon} aria-hidden>
                {unlocked ? <Icon size={18} /> : <IconLock size={16} />}
              </span>
              <span style={{ minWidth: 0 }}>
                <Text size="sm" fw={800} lh={1.2} truncate>
                  {a.name}
                </Text>
                <Text size="xs" c="dimmed" lh={1.2} truncate>
                  {unlocked ? 'Unlocked' : a.description}
                </Text>
              </span>
            </div>
          </Tooltip>
        );
      })}
    </div>
  );
}
