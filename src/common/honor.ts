/** Honor: 100 points per level; the ring shows the progress inside the current level. */
export const HONOR_PER_LEVEL = 100;
export const levelOf = (honor: number): number => Math.trunc(honor / HONOR_PER_LEVEL);
export const ringPercentOf = (honor: number): number => ((honor % HONOR_PER_LEVEL) + HONOR_PER_LEVEL) % HONOR_PER_LEVEL;
