import { useMemo, useState } from 'react';
import { ActionIcon, Button, CloseButton, Group, SegmentedControl, Select, Skeleton, Stack, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconBook2, IconPlus, IconSearch, IconShirtSport } from '@tabler/icons-react';
import { MOBILE_BREAKPOINT } from '@common/dialogs';
import { SUBMISSION_FILTER_LABELS, SUBMISSION_FILTERS, SUBMISSION_SEARCH_MAX, type SubmissionFilter } from '@common/creator/submission';
import { SUBMISSION_TEXT } from '@common/creator/texts';
import { useDialogs } from '../../stores/dialogs';
import { EmptyState, LoadError } from '../wardrobe/states';
import { visibleSubmissions } from './logic';
import { SubmissionDrawer, type DrawerSubject } from './SubmissionDrawer';
import { SubmissionRow } from './SubmissionRow';
import { useSubmissions } from './useSubmissions';
import classes from './creator.module.css';

const FILTER_DATA = SUBMISSION_FILTERS.map((f) => ({ value: f, label: SUBMISSION_FILTER_LABELS[f] }));
/** The creator-guide dialogs opened from the header (icons only on phones). */
const TOOLS = [
  { dialog: 'creatorGuide', label: 'Creator Guide', Icon: IconBook2, testId: 'open-creator-guide' },
  { dialog: 'characterPreview', label: 'Preview Tool', Icon: IconShirtSport, testId: 'open-preview-tool' },
] as const;

/**
 * Creator submissions (avatar-economy §2): the player's own item designs filtered by status and
 * searched by category or body, New Submission, and the drawer to make, edit or read one. The
 * Creator Guide and the Character Preview Tool open from the header.
 */
export default function CreatorDialog() {
  const mobile = useMediaQuery(`(max-width: ${MOBILE_BREAKPOINT - 0.02}px)`) ?? false;
  const open = useDialogs((s) => s.open);
  const submissions = useSubmissions();
  const [filter, setFilter] = useState<SubmissionFilter>('all');
  const [term, setTerm] = useState('');
  const [subject, setSubject] = useState<DrawerSubject | null>(null);
  const [newCount, setNewCount] = useState(0);

  const shown = useMemo(() => visibleSubmissions(submissions.data ?? [], filter, term), [submissions.data, filter, term]);
  // The drawer follows the list: an edited submission shows its saved state.
  const current: DrawerSubject | null =
    subject?.kind === 'existing' ? { kind: 'existing', submission: submissions.data?.find((s) => s.id === subject.submission.id) ?? subject.submission } : subject;

  const startNew = () => {
    setNewCount((n) => n + 1);
    setSubject({ kind: 'new', key: newCount + 1 });
  };

  let body;
  if (submissions.isError) {
    body = <LoadError message={SUBMISSION_TEXT.listError(submissions.error.message)} onRetry={() => void submissions.refetch()} />;
  } else if (submissions.isPending) {
    body = (
      <Stack gap="sm">
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} height={84} radius="lg" />
        ))}
      </Stack>
    );
  } else if (shown.length === 0) {
    body = term.trim() ? (
      <EmptyState text={SUBMISSION_TEXT.noMatch} hint="Search by category (Hat, Top, Wings...) or by body (male, female)." />
    ) : (
      <EmptyState text={SUBMISSION_TEXT.emptyFilter(filter)} hint={filter === 'all' || filter === 'pending' ? 'Draw an item on the 2550x850 template, then send it in for review.' : undefined}>
        {(filter === 'all' || filter === 'pending') && (
          <Button variant="light" mt="xs" leftSection={<IconPlus size={16} />} onClick={startNew}>
            {SUBMISSION_TEXT.newButton}
          </Button>
        )}
      </EmptyState>
    );
  } else {
    body = (
      <Stack gap="sm" data-testid="submission-list">
        {shown.map((s) => (
          <SubmissionRow key={s.id} submission={s} onOpen={() => setSubject({ kind: 'existing', submission: s })} />
        ))}
      </Stack>
    );
  }

  return (
    <div className={classes.body} data-testid="creator-dialog">
      <Group justify="space-between" gap="sm" wrap="nowrap" className={classes.toolbar}>
        {mobile ? (
          <Select
            flex={1}
            data={FILTER_DATA}
            value={filter}
            onChange={(v) => v && setFilter(v as SubmissionFilter)}
            allowDeselect={false}
            aria-label="Show"
            comboboxProps={{ zIndex: 1000 }}
            data-testid="submission-filter"
          />
        ) : (
          <SegmentedControl radius="xl" data={FILTER_DATA} value={filter} onChange={(v) => setFilter(v as SubmissionFilter)} data-testid="submission-filter" />
        )}
        <Group gap={6} wrap="nowrap">
          {TOOLS.map(({ dialog, label, Icon, testId }) =>
            mobile ? (
              <ActionIcon key={dialog} variant="light" color="dusk" size="lg" radius="xl" aria-label={label} onClick={() => open(dialog)} data-testid={testId}>
                <Icon size={18} />
              </ActionIcon>
            ) : (
              <Button key={dialog} variant="subtle" color="dusk" leftSection={<Icon size={16} />} onClick={() => open(dialog)} data-testid={testId}>
                {label}
              </Button>
            ),
          )}
        </Group>
      </Group>
      <div className={classes.scroll}>{body}</div>
      <Group gap="sm" wrap="nowrap" className={classes.footer}>
        <TextInput
          flex={1}
          radius="xl"
          placeholder="Search by category or body"
          aria-label="Search submissions"
          leftSection={<IconSearch size={16} />}
          value={term}
          maxLength={SUBMISSION_SEARCH_MAX}
          onChange={(e) => setTerm(e.currentTarget.value.slice(0, SUBMISSION_SEARCH_MAX))}
          rightSection={term ? <CloseButton size="sm" aria-label="Clear search" onClick={() => setTerm('')} /> : null}
          data-testid="submission-search"
        />
        <Button leftSection={<IconPlus size={16} />} onClick={startNew} data-testid="new-submission">
          {mobile ? 'New' : SUBMISSION_TEXT.newButton}
        </Button>
      </Group>
      <SubmissionDrawer subject={current} onClose={() => setSubject(null)} />
    </div>
  );
}
