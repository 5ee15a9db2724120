// @vitest-environment jsdom
import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StoreItem } from '@common/economy/store';
import { resetShop, useShop } from '../state/shop';
import { useStoreShortcuts } from './useShortcuts';

vi.mock('../../../toast', () => ({ toast: { info: vi.fn(), success: vi.fn(), error: vi.fn() } }));

const hat = { id: 701, name: 'Hat', category: 7, rarity: 0, costCoins: 10, costGems: 0, canBuyWithCoins: true, canBuyWithGems: false, alreadyOwned: false, isEquipped: false, quantity: null, creator: [] } as StoreItem;
const press = (key: string, opts: KeyboardEventInit = {}, target: EventTarget = window) => {
  const e = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...opts });
  target.dispatchEvent(e);
  return e;
};

afterEach(() => {
  resetShop();
  useShop.setState({ tryOnMode: true });
  document.body.innerHTML = '';
});

describe('store shortcuts', () => {
  it('Ctrl/Cmd+P toggles try-on mode instead of printing', () => {
    renderHook(() => useStoreShortcuts(0, () => {}));
    const e = press('p', { ctrlKey: true });
    expect(e.defaultPrevented).toBe(true);
    expect(useShop.getState().tryOnMode).toBe(false);
    press('P', { metaKey: true });
    expect(useShop.getState().tryOnMode).toBe(true);
  });

  it('Ctrl/Cmd+C clears the preview, but not while typing or with text selected', () => {
    renderHook(() => useStoreShortcuts(0, () => {}));
    useShop.getState().tryOn(hat);
    const input = document.body.appendChild(document.createElement('input'));
    press('c', { ctrlKey: true }, input);
    expect(useShop.getState().preview).toHaveLength(1);
    const p = document.body.appendChild(document.createElement('p'));
    p.textContent = 'Some words';
    window.getSelection()!.selectAllChildren(p);
    press('c', { ctrlKey: true });
    expect(useShop.getState().preview).toHaveLength(1);
    window.getSelection()!.removeAllRanges();
    press('c', { metaKey: true });
    expect(useShop.getState().preview).toHaveLength(0);
  });

  it('arrow keys rotate the avatar with wrap, except while typing', () => {
    const setView = vi.fn();
    renderHook(() => useStoreShortcuts(0, setView));
    press('ArrowLeft');
    expect(setView).toHaveBeenLastCalledWith(5);
    press('ArrowRight');
    expect(setView).toHaveBeenLastCalledWith(1);
    const input = document.body.appendChild(document.createElement('input'));
    press('ArrowLeft', {}, input);
    expect(setView).toHaveBeenCalledTimes(2);
  });
});
