// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ItemGrid } from './ItemGrid';
import type { GridItem } from './types';

/** jsdom lays nothing out: give scroll containers a 600x400 box so rows get rendered. */
beforeAll(() => {
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => 600 });
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => 400 });
  Object.defineProperty(HTMLElement.prototype, 'offsetWidth', { configurable: true, get: () => 600 });
  Object.defineProperty(HTMLElement.prototype, 'offsetHeight', { configurable: true, get: () => 400 });
  HTMLElement.prototype.scrollTo = function () {};
  window.matchMedia ??= ((q: string) => ({ matches: false, media: q, addEventListener() {}, removeEventListener() {}, addListener() {}, removeListener() {}, onchange: null, dispatchEvent: () => false })) as typeof window.matchMedia;
});
afterEach(cleanup);

const items: GridItem[] = Array.from({ length: 10_000 }, (_, i) => ({
  id: i + 1,
  name: `Item ${i + 1}`,
  category: 10,
  rarity: i % 4,
  costCoins: 100 + i,
  costGems: 0,
  canBuyWithCoins: true,
  alreadyOwned: i === 1,
  isEquipped: false,
}));

const show = (ui: React.ReactElement) => render(<MantineProvider>{ui}</MantineProvider>);

describe('ItemGrid', () => {
  it('puts only the visible rows of 10,000 items in the page', () => {
    show(<ItemGrid items={items} label="Store items" />);
    const grid = screen.getByTestId('item-grid');
    expect(grid.dataset.columns).toBe('4');
    const cards = screen.getAllByTestId('item-card');
    expect(cards.length).toBeGreaterThan(4);
    expect(cards.length).toBeLessThan(80);
  });

  it('shows rarity labels, prices and states', () => {
    show(
      <ItemGrid
        items={items.slice(0, 8)}
        label="Store items"
        status={(it) => ({ selected: it.id === 1, inCart: it.id === 3, pending: it.id === 4 ? 'unequip' : it.id === 5 ? 'equip' : null })}
      />,
    );
    const cards = screen.getAllByTestId('item-card');
    expect(cards[0].dataset.selected).toBe('true');
    expect(cards[1].querySelector('[data-testid="badge-owned"]')).not.toBeNull();
    expect(cards[1].querySelector('[data-testid="rarity"]')!.textContent).toBe('RARE');
    expect(cards[3].querySelector('[data-testid="rarity"]')!.textContent).toBe('LEGENDARY');
    expect(cards[0].querySelector('[data-testid="rarity"]')).toBeNull();
    expect(cards[2].querySelector('[data-testid="badge-cart"]')).not.toBeNull();
    expect(cards[3].dataset.pending).toBe('unequip');
    expect(cards[4].dataset.pending).toBe('equip');
    expect(cards[0].textContent).toContain('100');
  });

  it('selects with click and keyboard, moving by card and by row', () => {
    const onSelect = vi.fn();
    const onDetails = vi.fn();
    show(<ItemGrid items={items.slice(0, 20)} label="Store items" onSelect={onSelect} onDetails={onDetails} />);
    const mains = () => Array.from(document.querySelectorAll<HTMLButtonElement>('[data-card-main]'));
    expect(mains().filter((b) => b.tabIndex === 0)).toHaveLength(1);
    fireEvent.click(mains()[2]);
    expect(onSelect).toHaveBeenCalledWith(items[2], 2);
    mains()[0].focus();
    fireEvent.keyDown(mains()[0], { key: 'ArrowDown' });
    expect(document.activeElement).toBe(mains()[4]);
    fireEvent.keyDown(mains()[4], { key: 'ArrowRight' });
    expect(document.activeElement).toBe(mains()[5]);
    expect(mains()[5].tabIndex).toBe(0);
    fireEvent.keyDown(mains()[5], { key: 'i' });
    expect(onDetails).toHaveBeenCalledWith(items[5]);
  });

  it('asks for more near the end and shows the empty state when there is nothing', () => {
    const more = vi.fn();
    const { unmount } = show(<ItemGrid items={items.slice(0, 3)} label="Store items" onEndReached={more} footer="Scroll for more" />);
    expect(more).toHaveBeenCalled();
    expect(screen.getByText('Scroll for more')).toBeTruthy();
    unmount();
    show(<ItemGrid items={[]} label="Store items" empty="No items in this category" footer="x" />);
    expect(screen.getByText('No items in this category')).toBeTruthy();
    expect(screen.queryByText('x')).toBeNull();
  });
});
