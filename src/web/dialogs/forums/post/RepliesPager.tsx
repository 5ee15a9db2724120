import { Group, UnstyledButton } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import classes from '../forums.module.css';
import { pagerSlots } from '../pagination';

/** Pages of replies (social-core §2): first, last, pages within 2 of the current, ellipses between. */
export function RepliesPager({ page, pages, onPage }: { page: number; pages: number; onPage(page: number): void }) {
  if (pages <= 1) return null;
  return (
    <Group gap={4} justify="center" component="nav" aria-label="Reply pages" data-testid="forum-pager" wrap="wrap">
      <UnstyledButton className={classes.pageButton} disabled={page <= 1} onClick={() => onPage(page - 1)} aria-label="Previous page">
        <IconChevronLeft size={16} />
      </UnstyledButton>
      {pagerSlots(page, pages).map((slot) =>
        slot.kind === 'gap' ? (
          <span key={slot.key} className={classes.pageGap} aria-hidden>
            …
          </span>
        ) : (
          <UnstyledButton
            key={slot.page}
            className={classes.pageButton}
            data-active={slot.page === page || undefined}
            aria-current={slot.page === page ? 'page' : undefined}
            onClick={() => onPage(slot.page)}
            data-testid={`forum-page-${slot.page}`}
          >
            {slot.page}
          </UnstyledButton>
        ),
      )}
      <UnstyledButton className={classes.pageButton} disabled={page >= pages} onClick={() => onPage(page + 1)} aria-label="Next page">
        <IconChevronRight size={16} />
      </UnstyledButton>
    </Group>
  );
}
