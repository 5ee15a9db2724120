import { ActionIcon, Badge, Group, Paper, Stack, Table, Text, Tooltip } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import type { WordEntry } from '@common/api/routes/words';
import { timeAgo } from '@common/social/time';
import { WORD_ACTION_LABELS, WORDS_TEXT } from '@common/words/rules';
import { confirm } from '../../../components/confirm';
import { toast } from '../../../toast';
import { ACTION_COLORS } from './actions';
import classes from './words.module.css';
import { useRemoveWord } from './useWords';

function ActionBadge({ entry }: { entry: WordEntry }) {
  return (
    <Badge color={ACTION_COLORS[entry.action]} variant="light" radius="sm" data-testid="word-action">
      {WORD_ACTION_LABELS[entry.action]}
      {entry.minutes !== null && ` · ${WORDS_TEXT.minutes(entry.minutes)}`}
    </Badge>
  );
}

function RemoveButton({ entry }: { entry: WordEntry }) {
  const remove = useRemoveWord();
  const run = async () => {
    const ok = await confirm({ title: WORDS_TEXT.removeTitle(entry.word), detail: WORDS_TEXT.removeDetail, confirmLabel: WORDS_TEXT.remove, danger: true });
    if (!ok) return;
    const res = await remove.mutateAsync(entry.id).catch(() => null);
    if (res) toast.success(res.message);
  };
  return (
    <Tooltip label={WORDS_TEXT.removeLabel(entry.word)} withinPortal>
      <ActionIcon variant="subtle" color="red" aria-label={WORDS_TEXT.removeLabel(entry.word)} loading={remove.isPending} onClick={() => void run()} data-testid="word-remove">
        <IconTrash size={17} />
      </ActionIcon>
    </Tooltip>
  );
}

/** The entries: a table on desktop, cards on phones, each with its action and a remove button. */
export function WordList({ words, compact }: { words: WordEntry[]; compact: boolean }) {
  if (compact) {
    return (
      <Stack gap={8} data-testid="words-list">
        {words.map((w) => (
          <Paper key={w.id} withBorder radius="md" p="sm" data-testid="word-row" data-word={w.word}>
            <Group justify="space-between" wrap="nowrap" gap="xs">
              <Stack gap={4} miw={0}>
                <Text fw={700} className={classes.word}>
                  {w.word}
                </Text>
                <Group gap={6}>
                  <ActionBadge entry={w} />
                  <Text size="xs" c="dimmed">
                    {WORDS_TEXT.addedBy(w.by)} · {timeAgo(w.updatedAt)}
                  </Text>
                </Group>
              </Stack>
              <RemoveButton entry={w} />
            </Group>
          </Paper>
        ))}
      </Stack>
    );
  }
  return (
    <Table striped highlightOnHover verticalSpacing={6} data-testid="words-list">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{WORDS_TEXT.colWord}</Table.Th>
          <Table.Th w={190}>{WORDS_TEXT.colAction}</Table.Th>
          <Table.Th w={190}>{WORDS_TEXT.colBy}</Table.Th>
          <Table.Th w={150}>{WORDS_TEXT.colWhen}</Table.Th>
          <Table.Th w={48} />
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {words.map((w) => (
          <Table.Tr key={w.id} data-testid="word-row" data-word={w.word}>
            <Table.Td>
              <Text fw={700} className={classes.word}>
                {w.word}
              </Text>
            </Table.Td>
            <Table.Td>
              <ActionBadge entry={w} />
            </Table.Td>
            <Table.Td>
              <Text size="sm" c={w.by ? undefined : 'dimmed'}>
                {w.by ?? WORDS_TEXT.addedBy(null)}
              </Text>
            </Table.Td>
            <Table.Td>
              <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                {timeAgo(w.updatedAt)}
              </Text>
            </Table.Td>
            <Table.Td>
              <RemoveButton entry={w} />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
