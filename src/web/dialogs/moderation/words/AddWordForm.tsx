import { useState } from 'react';
import { Button, Group, NumberInput, Paper, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { WORD_ACTION_HINTS, WORD_ACTION_LABELS, WORD_ACTIONS, WORD_MAX, WORD_MUTE_MINUTES_DEFAULT, WORD_MUTE_MINUTES_MAX, WORD_MUTE_MINUTES_MIN, WORDS_TEXT, wordProblem, type WordAction } from '@common/words/rules';
import { toast } from '../../../toast';
import classes from './words.module.css';
import { ACTION_COLORS } from './actions';
import { useAddWord } from './useWords';

/**
 * Adds a word (or a phrase, or a word with * for any ending) with its action; a mute asks for
 * its minutes. Adding a word already listed changes its action. The server's refusal shows
 * under the field it names.
 */
export function AddWordForm({ compact }: { compact: boolean }) {
  const [word, setWord] = useState('');
  const [action, setAction] = useState<WordAction>('censor');
  const [minutes, setMinutes] = useState<number | ''>(WORD_MUTE_MINUTES_DEFAULT);
  const [error, setError] = useState<{ field: 'word' | 'minutes'; message: string } | null>(null);
  const add = useAddWord();
  const mute = action === 'mute';

  const submit = async () => {
    const problem = wordProblem(word);
    if (problem) return setError({ field: 'word', message: problem });
    if (mute && (typeof minutes !== 'number' || minutes < WORD_MUTE_MINUTES_MIN || minutes > WORD_MUTE_MINUTES_MAX)) return setError({ field: 'minutes', message: WORDS_TEXT.minutesRange });
    setError(null);
    try {
      const res = await add.mutateAsync({ word, action, ...(mute ? { minutes: minutes as number } : {}) });
      toast.success(res.message);
      setWord('');
    } catch (err) {
      const e = err as { message: string; field?: string };
      setError({ field: e.field === 'minutes' ? 'minutes' : 'word', message: e.message });
    }
  };

  return (
    <Paper withBorder radius="lg" p="md" className={classes.addCard} data-testid="words-add">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <Stack gap="sm">
          <Group align="flex-start" gap="sm" wrap={compact ? 'wrap' : 'nowrap'}>
            <TextInput
              label={WORDS_TEXT.wordLabel}
              placeholder={WORDS_TEXT.wordPlaceholder}
              value={word}
              onChange={(e) => {
                setWord(e.currentTarget.value);
                if (error?.field === 'word') setError(null);
              }}
              maxLength={WORD_MAX * 2}
              error={error?.field === 'word' ? error.message : undefined}
              className={classes.wordInput}
              data-testid="words-word"
            />
            {mute && (
              <NumberInput
                label={WORDS_TEXT.minutesLabel}
                value={minutes}
                onChange={(v) => setMinutes(typeof v === 'number' ? v : '')}
                min={WORD_MUTE_MINUTES_MIN}
                max={WORD_MUTE_MINUTES_MAX}
                allowDecimal={false}
                w={compact ? '100%' : 130}
                error={error?.field === 'minutes' ? error.message : undefined}
                data-testid="words-minutes"
              />
            )}
          </Group>
          <Group align="flex-end" justify="space-between" gap="sm" wrap={compact ? 'wrap' : 'nowrap'}>
            <Stack gap={6} miw={0} w={compact ? '100%' : undefined}>
              <Text size="sm" fw={600}>
                {WORDS_TEXT.actionLabel}
              </Text>
              <SegmentedControl
                value={action}
                onChange={(v) => setAction(v as WordAction)}
                data={WORD_ACTIONS.map((a) => ({ value: a, label: WORD_ACTION_LABELS[a] }))}
                color={ACTION_COLORS[action]}
                fullWidth={compact}
                className={classes.actions}
                data-testid="words-action"
              />
              <Text size="xs" c="dimmed" data-testid="words-action-hint">
                {WORD_ACTION_HINTS[action]}
              </Text>
            </Stack>
            <Button type="submit" leftSection={<IconPlus size={16} />} loading={add.isPending} fullWidth={compact} mb={compact ? 0 : 22} data-testid="words-submit">
              {WORDS_TEXT.add}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
