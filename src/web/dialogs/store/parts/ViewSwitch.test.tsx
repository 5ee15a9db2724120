// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { STORE_TEXT } from '@common/economy/store';
import { useDialogs } from '../../../stores/dialogs';
import { installDomShims } from '../../../test/dom';
import { initialFilters } from './useShopList';
import { ViewSwitch } from './ViewSwitch';

beforeAll(installDomShims);
afterEach(() => {
  cleanup();
  useDialogs.getState().close();
});

describe('Outlet | Shop', () => {
  it('puts the store variant in the outlet’s place with the same filters, and back', () => {
    useDialogs.getState().open('about', { username: 'Ava' });
    useDialogs.getState().open('outlet');
    const shop = { category: 'Hat', sortBy: 'price_low' as const, searchInput: 'scarf' };
    const { rerender } = render(
      <MantineProvider>
        <ViewSwitch current="outlet" shop={shop} />
      </MantineProvider>,
    );
    fireEvent.click(screen.getByText(STORE_TEXT.views.store.label));
    // No new history entry: Back still leads to what was open before the store.
    expect(useDialogs.getState().history).toEqual([
      { name: 'about', props: { username: 'Ava' } },
      { name: 'store', props: { category: 'Hat', sortBy: 'price_low', search: 'scarf' } },
    ]);
    rerender(
      <MantineProvider>
        <ViewSwitch current="store" shop={{ ...shop, sortBy: 'popular' }} />
      </MantineProvider>,
    );
    fireEvent.click(screen.getByText(STORE_TEXT.views.outlet.label));
    expect(useDialogs.getState().history.at(-1)).toEqual({ name: 'outlet', props: { category: 'Hat', sortBy: 'popular', search: 'scarf' } });
    expect(useDialogs.getState().index).toBe(1);
  });

  it('opens with the filters it was given, ignoring what is not a tab, a sort or a search', () => {
    expect(initialFilters({ category: 'Hat', sortBy: 'oldest', search: 'cap' })).toEqual({ category: 'Hat', sortBy: 'oldest', search: 'cap' });
    expect(initialFilters({ category: 'Spaceships', sortBy: 'cheapest', search: 42 })).toEqual({ category: 'All', sortBy: 'newest', search: '' });
    expect(initialFilters().sortBy).toBe('newest');
    expect(initialFilters({ search: 'x'.repeat(40) }).search).toHaveLength(26);
  });
});
