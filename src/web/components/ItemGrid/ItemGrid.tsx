import { useCallback, useEffect, useLayoutEffect, useRef, useState, type CSSProperties, type KeyboardEvent, type ReactNode } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';
import { INFINITE_SCROLL_MARGIN_PX } from '@common/economy/store';
import { ItemCard } from './ItemCard';
import { gridGeometry, itemGridColumns, ITEM_GRID_GAP, moveFocus } from './layout';
import type { GridItem, ItemCardStatus } from './types';
import classes from './ItemGrid.module.css';

export interface ItemGridProps<T extends GridItem> {
  items: readonly T[];
  /** Accessible name of the grid ("Store items", "Your items"). */
  label: string;
  /** Per-card state: selected, pending equip/unequip, in cart, trying on, wished, disabled. */
  status?: (item: T) => ItemCardStatus;
  /** Click, Enter or Space on a card. */
  onSelect?: (item: T, index: number) => void;
  /** Shows an (i) button on each card; also the `i` key on a focused card. */
  onDetails?: (item: T) => void;
  /** Extra small buttons shown at a card's bottom-right corner (e.g. add to cart). */
  actions?: (item: T, status: ItemCardStatus) => ReactNode;
  /** Price line under the name (default true; wardrobes may hide it). */
  showPrice?: boolean;
  /** A line under the name instead of the price (e.g. the category in a wardrobe). */
  subtitle?: (item: T) => ReactNode;
  /** Leave out the "Owned" badge (screens where everything is owned). */
  hideOwned?: boolean;
  /** Fixed column count, or a function of the grid's width; default 1/3/4/5/6 by width. */
  columns?: number | ((width: number) => number);
  /** Called when the scroll position comes within `endMargin` px of the end (and again after more items arrive). */
  onEndReached?: () => void;
  endMargin?: number;
  /** Shown under the last row, inside the scroll area ("Loading more...", end of list). */
  footer?: ReactNode;
  /** Shown instead of the grid when there are no items. */
  empty?: ReactNode;
  className?: string;
  style?: CSSProperties;
  testId?: string;
}

const NO_STATUS: ItemCardStatus = {};

/**
 * THE item grid of the store, the outlet, the wardrobe, the avatar editor and the in-world
 * inventory: a virtualized (only visible rows are in the page, so 10,000 items scroll
 * smoothly), responsive grid of item cards. It is its own scroll container and fills its
 * parent: give the parent a bounded height (e.g. `flex: 1; min-height: 0`).
 *
 * Keyboard: one card is in the Tab order; arrows, Home, End, PageUp and PageDown move between
 * cards, Enter/Space selects, `i` opens details. Arrow keys do not reach window listeners
 * while focus is in the grid.
 */
export function ItemGrid<T extends GridItem>(props: ItemGridProps<T>) {
  const { items, label, status, onSelect, onDetails, actions, showPrice = true, subtitle, hideOwned, columns, onEndReached, endMargin = INFINITE_SCROLL_MARGIN_PX, footer, empty, className, style, testId } = props;
  const scrollRef = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  const [active, setActive] = useState(0);
  const focusWanted = useRef<number | null>(null);

  useLayoutEffect(() => {
    const el = scrollRef.current;
    if (!el) return;
    const measure = () => setWidth(el.clientWidth - paddingX(el));
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const ro = new ResizeObserver(measure);
    ro.observe(el);
    return () => ro.disconnect();
  }, []);

  const cols = typeof columns === 'number' ? columns : columns ? columns(width) : itemGridColumns(width);
  const geo = gridGeometry(width, items.length, cols);
  const virtualizer = useVirtualizer({
    count: width > 0 ? geo.rows : 0,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => geo.rowHeight,
    overscan: 3,
  });
  useEffect(() => virtualizer.measure(), [virtualizer, geo.rowHeight]);

  // Keep the focusable card inside the list when it shrinks (a new search, a filter).
  const safeActive = Math.min(active, Math.max(0, items.length - 1));

  const checkEnd = useCallback(() => {
    const el = scrollRef.current;
    if (!el || !onEndReached || items.length === 0) return;
    if (el.scrollHeight - el.scrollTop - el.clientHeight <= endMargin) onEndReached();
  }, [onEndReached, endMargin, items.length]);
  // More items arrived, or the list is shorter than the window: ask again if still near the end.
  useEffect(() => checkEnd(), [checkEnd, geo.rows, width]);

  // Focus the wanted card once its row is rendered (it may have been scrolled into view just now).
  useEffect(() => {
    const wanted = focusWanted.current;
    if (wanted === null) return;
    const el = scrollRef.current?.querySelector<HTMLElement>(`[data-index="${wanted}"] [data-card-main]`);
    if (el) {
      focusWanted.current = null;
      el.focus({ preventScroll: true });
    }
  });

  const onKeyDown = useCallback(
    (e: KeyboardEvent<HTMLElement>, index: number) => {
      if (e.altKey || e.ctrlKey || e.metaKey) return;
      if ((e.key === 'i' || e.key === 'I') && onDetails) {
        e.preventDefault();
        const item = items[index];
        if (item) onDetails(item);
        return;
      }
      const next = moveFocus(e.key, index, items.length, geo.columns, Math.max(1, Math.floor((scrollRef.current?.clientHeight ?? 0) / geo.rowHeight)));
      if (next === null) return;
      e.preventDefault();
      e.stopPropagation();
      setActive(next);
      focusWanted.current = next;
      virtualizer.scrollToIndex(Math.floor(next / geo.columns), { align: 'auto' });
    },
    [items, onDetails, geo.columns, geo.rowHeight, virtualizer],
  );

  const rows = virtualizer.getVirtualItems();
  const showEmpty = items.length === 0 && empty !== undefined;

  return (
    <div
      ref={scrollRef}
      className={[classes.scroller, className].filter(Boolean).join(' ')}
      style={style}
      onScroll={checkEnd}
      data-testid={testId ?? 'item-grid'}
      data-columns={geo.columns}
      data-count={items.length}
    >
      {showEmpty ? (
        <div className={classes.empty}>{empty}</div>
      ) : (
        <div role="grid" aria-label={label} aria-rowcount={geo.rows} aria-colcount={geo.columns} style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
          {rows.map((row) => {
            const start = row.index * geo.columns;
            const slice = items.slice(start, start + geo.columns);
            return (
              <div
                key={row.key}
                role="row"
                aria-rowindex={row.index + 1}
                className={classes.row}
                style={{
                  transform: `translateY(${row.start}px)`,
                  height: geo.rowHeight - ITEM_GRID_GAP,
                  gridTemplateColumns: `repeat(${geo.columns}, minmax(0, 1fr))`,
                  gap: ITEM_GRID_GAP,
                }}
              >
                {slice.map((item, i) => {
                  const index = start + i;
                  const st = status?.(item) ?? NO_STATUS;
                  return (
                    <ItemCard
                      key={item.id}
                      item={item}
                      index={index}
                      status={st}
                      showPrice={showPrice}
                      subtitle={subtitle?.(item)}
                      hideOwned={hideOwned}
                      active={index === safeActive}
                      onSelect={onSelect}
                      onDetails={onDetails}
                      actions={actions?.(item, st)}
                      onFocusCard={setActive}
                      onKeyDown={onKeyDown}
                    />
                  );
                })}
              </div>
            );
          })}
        </div>
      )}
      {!showEmpty && footer !== undefined && <div className={classes.footer}>{footer}</div>}
    </div>
  );
}

function paddingX(el: HTMLElement): number {
  if (typeof getComputedStyle === 'undefined') return 0;
  const cs = getComputedStyle(el);
  return (parseFloat(cs.paddingLeft) || 0) + (parseFloat(cs.paddingRight) || 0);
}
