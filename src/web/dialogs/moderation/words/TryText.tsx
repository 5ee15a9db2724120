import { useMemo, useState } from 'react';
import { Badge, Group, Paper, Stack, Text, Textarea } from '@mantine/core';
import { IconFlask } from '@tabler/icons-react';
import type { WordEntry } from '@common/api/routes/words';
import { compileWords, screenWith } from '@common/words/match';
import { WORD_ACTION_HINTS, WORD_ACTION_LABELS, WORDS_TEXT } from '@common/words/rules';
import { RedactedText } from '../../../components/Redacted';
import { ACTION_COLORS } from './actions';

/**
 * Try a text against the list as it stands, with the server's own matcher (src/common/words):
 * what would be posted, which entries hit and what the strongest of them does.
 */
export function TryText({ words, settingsWords }: { words: WordEntry[]; settingsWords: string[] }) {
  const [text, setText] = useState('');
  const compiled = useMemo(
    () => compileWords([...words.map((w) => ({ word: w.word, action: w.action, minutes: w.minutes })), ...settingsWords.map((word) => ({ word, action: 'censor' as const, minutes: null }))]),
    [words, settingsWords],
  );
  const result = useMemo(() => (text.trim() ? screenWith(compiled, text) : null), [compiled, text]);
  const hits = result ? [...new Map(result.hits.map((h) => [h.word, h])).values()] : [];

  return (
    <Paper withBorder radius="lg" p="md" data-testid="words-try">
      <Stack gap="sm">
        <Group gap={8}>
          <IconFlask size={18} />
          <Text fw={800}>{WORDS_TEXT.tryLabel}</Text>
        </Group>
        <Textarea placeholder={WORDS_TEXT.tryPlaceholder} value={text} onChange={(e) => setText(e.currentTarget.value)} autosize minRows={2} maxRows={5} data-testid="words-try-input" />
        {result &&
          (hits.length === 0 ? (
            <Text size="sm" c="dimmed" data-testid="words-try-clean">
              {WORDS_TEXT.tryClean}
            </Text>
          ) : (
            <Stack gap={6} data-testid="words-try-result">
              <Group gap={6}>
                <Text size="sm" fw={600}>
                  {WORDS_TEXT.tryHits}:
                </Text>
                {hits.map((h) => (
                  <Badge key={h.word} color={ACTION_COLORS[h.action]} variant="light" radius="sm">
                    {h.word} · {WORD_ACTION_LABELS[h.action]}
                  </Badge>
                ))}
              </Group>
              <Text size="sm" data-testid="words-try-outcome">
                {result.action === 'mute' ? (
                  <b>{WORDS_TEXT.tryRefused}</b>
                ) : (
                  <>
                    <b>{result.action === 'hide' ? WORDS_TEXT.tryHeld : WORDS_TEXT.tryResult}:</b> <RedactedText text={result.text} />
                  </>
                )}
              </Text>
              {result.action && result.action !== 'censor' && (
                <Text size="xs" c={ACTION_COLORS[result.action]} fw={600}>
                  {WORD_ACTION_HINTS[result.action]}
                </Text>
              )}
            </Stack>
          ))}
      </Stack>
    </Paper>
  );
}
