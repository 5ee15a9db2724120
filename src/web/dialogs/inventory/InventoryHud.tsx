import { lazy, Suspense } from 'react';
import { UnstyledButton } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconLayoutGrid } from '@tabler/icons-react';
import { TABLET_BREAKPOINT } from '@common/dialogs';
import { useDialogs } from '../../stores/dialogs';
import { useInventoryStore } from './store';

const InventoryWindow = lazy(() => import('./InventoryWindow'));

/**
 * The town's Inventory button (bottom bar). On large screens it opens the inventory as a
 * floating window over the town (so the player sees their avatar change as they apply); on
 * smaller screens it opens the inventory dialog full screen.
 */
export function InventoryHud() {
  const large = useMediaQuery(`(min-width: ${TABLET_BREAKPOINT}px)`) ?? false;
  const state = useInventoryStore((s) => s.window);
  const onClick = () => {
    if (!large) return useDialogs.getState().open('inventory');
    useInventoryStore.getState().setWindow(state === 'open' ? 'minimized' : 'open');
  };
  return (
    <>
      <UnstyledButton
        onClick={onClick}
        aria-label="Inventory"
        aria-pressed={state === 'open'}
        data-testid="inventory-button"
        style={{
          width: 46,
          height: 44,
          borderRadius: 999,
          display: 'grid',
          placeItems: 'center',
          color: '#fff',
          background: state === 'open' ? 'rgba(255,255,255,0.22)' : 'transparent',
          transition: 'background-color 120ms ease',
        }}
      >
        <IconLayoutGrid size={22} />
      </UnstyledButton>
      {state !== 'closed' && (
        <Suspense fallback={null}>
          <InventoryWindow />
        </Suspense>
      )}
    </>
  );
}
