import { useCallback, useMemo, useState } from 'react';
import { useDebouncedValue } from '@mantine/hooks';
import { SEARCH_MAX, STORE_SEARCH_DEBOUNCE_MS, STORE_SORTS, type StoreItem, type StoreSort } from '@common/economy/store';
import { STORE_CATEGORY_TABS } from '@common/avatar/categories';
import type { ItemCardStatus } from '../../../components/ItemGrid';
import { inCart } from '../state/cart';
import type { ListFilters, StoreVariant } from '../state/listModes';
import { runCheckout } from '../state/checkout';
import { useShop } from '../state/shop';
import { useStoreList } from '../state/useStoreList';
import { ALL_CATEGORIES, categoriesOfTab } from './Filters';
import type { ShopFilterProps } from '../../props';

/**
 * The filters a store dialog opens with (its dialog props): the other variant passes its own
 * when the player switches views. Anything not a tab, a sort or a search string is ignored.
 */
export type { ShopFilterProps };

export function initialFilters(props: ShopFilterProps = {}): { category: string; sortBy: StoreSort; search: string } {
  const category = typeof props.category === 'string' && STORE_CATEGORY_TABS.some((t) => t.label === props.category) ? props.category : ALL_CATEGORIES;
  const sortBy = STORE_SORTS.find((s) => s === props.sortBy) ?? 'newest';
  const search = typeof props.search === 'string' ? props.search.slice(0, SEARCH_MAX) : '';
  return { category, sortBy, search };
}

/**
 * What the store and the outlet share: the filters (category, search debounced 300 ms, sort),
 * the list for them, the grid's card states and click, and checkout.
 */
export function useShopList(variant: StoreVariant, start: ShopFilterProps = {}) {
  const [initial] = useState(() => initialFilters(start));
  const [category, setCategory] = useState(initial.category);
  const [searchInput, setSearchInput] = useState(initial.search);
  const [sortBy, setSortBy] = useState<StoreSort>(initial.sortBy);
  const [search] = useDebouncedValue(searchInput.trim(), STORE_SEARCH_DEBOUNCE_MS);
  const filters = useMemo<ListFilters>(() => ({ categories: categoriesOfTab(category), search, sortBy }), [category, search, sortBy]);
  const { list, loader } = useStoreList(variant, filters);

  const cart = useShop((s) => s.cart);
  const preview = useShop((s) => s.preview);
  const selected = useShop((s) => s.selected);
  const wishlist = useShop((s) => s.wishlist);
  const tryOnMode = useShop((s) => s.tryOnMode);

  const status = useCallback(
    (item: StoreItem): ItemCardStatus => ({
      selected: selected?.id === item.id || preview.some((p) => p.id === item.id),
      inCart: inCart(cart, item.id),
      tryingOn: preview.some((p) => p.id === item.id),
      wished: wishlist.includes(item.id),
    }),
    [cart, preview, selected, wishlist],
  );

  /** A click tries the item on in try-on mode, else opens its details. */
  const onSelect = useCallback(
    (item: StoreItem) => {
      const shop = useShop.getState();
      if (tryOnMode) shop.tryOn(item);
      else shop.select(item);
    },
    [tryOnMode],
  );

  const reload = useCallback(() => loader.reload(), [loader]);
  const checkout = useCallback(() => void runCheckout({ reload }), [reload]);
  const loadMore = useCallback(() => loader.loadMore(), [loader]);
  const retry = useCallback(() => (list.status === 'error' ? loader.reload() : loader.loadMore()), [list.status, loader]);

  return {
    category,
    setCategory,
    searchInput,
    setSearchInput,
    search,
    sortBy,
    setSortBy,
    list,
    status,
    onSelect,
    loadMore,
    reload,
    retry,
    checkout,
    /** True while the typed search has not been asked yet, or a search is active. */
    searching: search !== '' || searchInput.trim() !== '',
  };
}
