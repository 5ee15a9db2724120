import type { MantineColor } from '@mantine/core';
import type { WordAction } from '@common/words/rules';

/** How each action reads on the word list: a mild grey for censoring, red for a mute. */
export const ACTION_COLORS: Record<WordAction, MantineColor> = { censor: 'gray', review: 'blue', hide: 'yellow', mute: 'red' };
