/** One button of the replies pager: a page number, or an ellipsis standing for the pages left out. */
export type PagerSlot = { kind: 'page'; page: number } | { kind: 'gap'; key: string };

/** Pages either side of the current one that the pager always shows (social-core §2). */
export const PAGER_NEIGHBOURS = 2;

/**
 * The replies pager (social-core §2 Forums screen): the first page, the last page and every page
 * within 2 of the current one, each run of left-out pages shown as one ellipsis.
 * 1-based; `current` is clamped into 1..total. No pages: nothing to show.
 */
export function pagerSlots(current: number, total: number): PagerSlot[] {
  if (total < 1) return [];
  const at = Math.min(Math.max(1, Math.trunc(current)), total);
  const slots: PagerSlot[] = [];
  for (let page = 1; page <= total; page++) {
    if (page === 1 || page === total || Math.abs(page - at) <= PAGER_NEIGHBOURS) slots.push({ kind: 'page', page });
    else if (slots.at(-1)?.kind !== 'gap') slots.push({ kind: 'gap', key: `gap-${page}` });
  }
  return slots;
}

/** How many pages `count` replies fill at `perPage` a page (at least one page to show). */
export const pageCount = (count: number, perPage: number): number => Math.max(1, Math.ceil(Math.max(0, count) / perPage));
