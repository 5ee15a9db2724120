import { useEffect, useRef, useState, type PointerEvent } from 'react';
import { ActionIcon, Badge, CloseButton, Portal, Text, ThemeIcon, Tooltip, UnstyledButton } from '@mantine/core';
import { IconLayoutGrid, IconMinus } from '@tabler/icons-react';
import { DIALOG_LABELS } from '@common/dialogs';
import { EMPTY_STAGING } from '@common/economy/staging';
import { TOPBAR_HEIGHT } from '../../shell/layout';
import { InventoryPanel } from './InventoryPanel';
import { useInventoryStore } from './store';
import classes from './inventory.module.css';

const WIDTH = 900;
const HEIGHT = 620;
const MARGIN = 12;

/** The window's size for this viewport, and a corner that keeps it on screen. */
function fit(pos: { x: number; y: number } | null) {
  const w = Math.min(WIDTH, window.innerWidth - 2 * MARGIN);
  const h = Math.min(HEIGHT, window.innerHeight - TOPBAR_HEIGHT - 2 * MARGIN);
  const p = pos ?? { x: (window.innerWidth - w) / 2, y: TOPBAR_HEIGHT + (window.innerHeight - TOPBAR_HEIGHT - h) / 2 };
  return {
    w,
    h,
    x: Math.round(Math.min(Math.max(MARGIN, p.x), window.innerWidth - w - MARGIN)),
    y: Math.round(Math.min(Math.max(TOPBAR_HEIGHT + MARGIN, p.y), window.innerHeight - h - MARGIN)),
  };
}

/**
 * The in-world inventory as a window over the town on large screens (live-world §2): dragged
 * by its header, minimised to a pill (staged changes kept) or closed (staged changes dropped).
 */
export default function InventoryWindow() {
  const state = useInventoryStore((s) => s.window);
  const position = useInventoryStore((s) => s.position);
  const pending = useInventoryStore((s) => s.staging.size);
  const [, setViewport] = useState(0);
  const drag = useRef<{ dx: number; dy: number } | null>(null);
  const [dragging, setDragging] = useState(false);

  useEffect(() => {
    const onResize = () => setViewport((n) => n + 1);
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);

  const { setWindow, setPosition, setStaging } = useInventoryStore.getState();
  const close = () => {
    setWindow('closed');
    setStaging(EMPTY_STAGING);
  };

  if (state === 'minimized') {
    return (
      <Portal>
        <div className={classes.pill} data-testid="inventory-pill">
          <UnstyledButton onClick={() => setWindow('open')} aria-label="Restore inventory" data-testid="inventory-restore" style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
            <IconLayoutGrid size={18} />
            <Text fw={800} ff="heading">
              {DIALOG_LABELS.inventory}
            </Text>
            {pending > 0 && (
              <Badge color="terracotta" size="sm">
                {pending} pending
              </Badge>
            )}
          </UnstyledButton>
          <CloseButton radius="xl" aria-label="Close inventory" onClick={close} />
        </div>
      </Portal>
    );
  }
  if (state !== 'open') return null;

  const box = fit(position);
  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    if ((e.target as Element).closest('button')) return;
    drag.current = { dx: e.clientX - box.x, dy: e.clientY - box.y };
    e.currentTarget.setPointerCapture(e.pointerId);
    setDragging(true);
  };
  const onPointerMove = (e: PointerEvent<HTMLDivElement>) => {
    if (!drag.current) return;
    setPosition({ x: e.clientX - drag.current.dx, y: e.clientY - drag.current.dy });
  };
  const onPointerUp = () => {
    drag.current = null;
    setDragging(false);
  };

  return (
    <Portal>
      <section
        className={classes.window}
        style={{ left: box.x, top: box.y, width: box.w, height: box.h }}
        aria-label={DIALOG_LABELS.inventory}
        data-testid="inventory-window"
        onKeyDown={(e) => e.key === 'Escape' && !e.defaultPrevented && close()}
      >
        <div className={classes.windowHeader} data-dragging={dragging || undefined} onPointerDown={onPointerDown} onPointerMove={onPointerMove} onPointerUp={onPointerUp} onPointerCancel={onPointerUp} data-testid="inventory-window-header">
          <ThemeIcon size={30} radius="xl" color="terracotta" variant="light">
            <IconLayoutGrid size={18} />
          </ThemeIcon>
          <Text ff="heading" fw={600} fz={20} flex={1}>
            {DIALOG_LABELS.inventory}
          </Text>
          <Tooltip label="Minimise">
            <ActionIcon variant="subtle" color="gray" size="lg" radius="xl" aria-label="Minimise" onClick={() => setWindow('minimized')} data-testid="inventory-window-minimise">
              <IconMinus size={20} />
            </ActionIcon>
          </Tooltip>
          <CloseButton size="lg" radius="xl" aria-label="Close" onClick={close} data-testid="inventory-window-close" />
        </div>
        <div className={classes.windowBody}>
          <InventoryPanel />
        </div>
      </section>
    </Portal>
  );
}
