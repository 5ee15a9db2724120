import { useEffect } from 'react';
import { ActionIcon, Tooltip } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconMinus } from '@tabler/icons-react';
import { MOBILE_BREAKPOINT, TABLET_BREAKPOINT } from '@common/dialogs';
import { EMPTY_STAGING } from '@common/economy/staging';
import { useDialogs } from '../../stores/dialogs';
import { InventoryPanel } from './InventoryPanel';
import { useInventoryStore } from './store';
import classes from './inventory.module.css';

/**
 * The in-world inventory opened by name in the dialog host. On large screens Minimise hands
 * it, staged changes and all, to the floating window over the town (InventoryWindow), which
 * can be dragged, minimised and closed.
 */
export default function InventoryDialog() {
  const mobile = useMediaQuery(`(max-width: ${MOBILE_BREAKPOINT - 0.02}px)`) ?? false;
  const large = useMediaQuery(`(min-width: ${TABLET_BREAKPOINT}px)`) ?? false;

  useEffect(() => {
    // One inventory at a time: the dialog takes over from the floating window.
    useInventoryStore.getState().setWindow('closed');
    return () => {
      // Closed (not minimised): what was staged is dropped.
      const st = useInventoryStore.getState();
      if (st.window === 'closed') st.setStaging(EMPTY_STAGING);
    };
  }, []);

  const minimise = () => {
    useInventoryStore.getState().setWindow('minimized');
    useDialogs.getState().close();
  };

  return (
    <div className={classes.dialogBody}>
      <InventoryPanel
        compact={mobile}
        toolbarExtra={
          large && (
            <Tooltip label="Minimise">
              <ActionIcon size={36} radius="xl" variant="light" color="gray" aria-label="Minimise" onClick={minimise} data-testid="inventory-minimise">
                <IconMinus size={18} />
              </ActionIcon>
            </Tooltip>
          )
        }
      />
    </div>
  );
}
