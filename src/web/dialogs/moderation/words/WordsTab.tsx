import { useMemo, useState } from 'react';
import { Alert, Badge, Button, Group, Loader, Paper, Skeleton, Stack, Text, TextInput, Title, Tooltip } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconFilterOff, IconSearch, IconServer } from '@tabler/icons-react';
import { MOBILE_BREAKPOINT } from '@common/dialogs';
import { foldText } from '@common/words/fold';
import { WORDS_TEXT } from '@common/words/rules';
import { EmptyState } from '../../../components/EmptyState';
import parent from '../moderation.module.css';
import { AddWordForm } from './AddWordForm';
import { TryText } from './TryText';
import { WordList } from './WordList';
import classes from './words.module.css';
import { useWordList } from './useWords';

/**
 * The word filter's list, for admins (issue 21 §4): add a word with its action, search, remove,
 * the operator's WORD_FILTER words (read-only here), and a box to try a text against the list.
 * A table on desktop, cards on phones.
 */
export default function WordsTab() {
  const compact = useMediaQuery(`(max-width: ${MOBILE_BREAKPOINT - 0.02}px)`) ?? false;
  const list = useWordList();
  const [search, setSearch] = useState('');
  const words = list.data?.words;
  const shown = useMemo(() => {
    const q = foldText(search.trim());
    return q ? (words ?? []).filter((w) => w.word.includes(q)) : (words ?? []);
  }, [words, search]);

  return (
    <div className={parent.scroll} data-testid="words-tab">
      <Stack gap="md">
        <Stack gap={4}>
          <Group gap="sm">
            <Title order={4}>{WORDS_TEXT.heading}</Title>
            {words && (
              <Badge variant="light" color="gray" data-testid="words-count">
                {WORDS_TEXT.count(words.length)}
              </Badge>
            )}
            {list.isFetching && !list.isPending && <Loader size="xs" />}
          </Group>
          <Text size={compact ? 'xs' : 'sm'} c="dimmed" maw={760}>
            {WORDS_TEXT.intro}
          </Text>
        </Stack>

        <AddWordForm compact={compact} />

        {list.isPending ? (
          <Stack gap="xs">
            {Array.from({ length: 6 }, (_, i) => (
              <Skeleton key={i} height={compact ? 64 : 36} radius="md" />
            ))}
          </Stack>
        ) : list.isError ? (
          <Alert color="red" radius="lg" title={WORDS_TEXT.loadError(list.error.message)}>
            <Button size="xs" variant="light" color="red" onClick={() => void list.refetch()}>
              {WORDS_TEXT.retry}
            </Button>
          </Alert>
        ) : (
          <>
            <TextInput
              placeholder={WORDS_TEXT.search}
              aria-label={WORDS_TEXT.search}
              leftSection={<IconSearch size={16} />}
              value={search}
              onChange={(e) => setSearch(e.currentTarget.value)}
              maw={compact ? undefined : 360}
              data-testid="words-search"
            />
            {list.data.words.length === 0 ? (
              <EmptyState icon={<IconFilterOff size={34} />} title={WORDS_TEXT.empty} testId="words-empty" />
            ) : shown.length === 0 ? (
              <Text size="sm" c="dimmed" ta="center" py="md" data-testid="words-no-match">
                {WORDS_TEXT.noMatch(search.trim())}
              </Text>
            ) : (
              <WordList words={shown} compact={compact} />
            )}
            {list.data.settingsWords.length > 0 && (
              <Paper withBorder radius="md" p="sm" className={classes.settings} data-testid="words-settings">
                <Group gap={8}>
                  <Tooltip label={WORDS_TEXT.fromSettings} withinPortal multiline w={260}>
                    <Badge leftSection={<IconServer size={12} />} variant="outline" color="gray">
                      {WORDS_TEXT.settingsBadge}
                    </Badge>
                  </Tooltip>
                  {list.data.settingsWords.map((w) => (
                    <Badge key={w} variant="light" color="gray" radius="sm" className={classes.word}>
                      {w}
                    </Badge>
                  ))}
                </Group>
                <Text size="xs" c="dimmed" mt={6}>
                  {WORDS_TEXT.fromSettings}
                </Text>
              </Paper>
            )}
            <TryText words={list.data.words} settingsWords={list.data.settingsWords} />
          </>
        )}
      </Stack>
    </div>
  );
}
