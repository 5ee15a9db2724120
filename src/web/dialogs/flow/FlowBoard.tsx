import { useRef, type CSSProperties, type PointerEvent } from 'react';
import { cdn } from '@common/cdn';
import { cellAt, colOf, FLOW_DRAG_PX, FLOW_SIZE, rowOf } from '@common/games/flow';
import { playSound } from './sound';
import type { Tile } from './tiles';
import type { FlowMode, Pop } from './useFlowGame';
import classes from './flow.module.css';

interface Props {
  tiles: Tile[];
  mode: FlowMode;
  selected: number | null;
  shake: number[];
  label: { text: string; key: number } | null;
  pops: Pop[];
  onTap(cell: number): void;
  onSwap(a: number, b: number): void;
  onDragging(dragging: boolean): void;
}

/**
 * The 6x6 board (avatar-economy §4-§5): tap a gem to select it and tap a neighbour to swap,
 * or drag a gem at least 30 px towards a neighbour. Pointer events cover mouse, pen and touch
 * alike (touch-action: none keeps the page from scrolling under a drag). Input is ignored while
 * the board animates.
 */
export function FlowBoard({ tiles, mode, selected, shake, label, pops, onTap, onSwap, onDragging }: Props) {
  const ref = useRef<HTMLDivElement>(null);
  const drag = useRef<{ id: number; x: number; y: number; cell: number } | null>(null);
  const locked = mode === 'animating' || mode === 'loading';

  const cellFrom = (e: PointerEvent): number | null => {
    const box = ref.current?.getBoundingClientRect();
    if (!box) return null;
    const col = Math.floor(((e.clientX - box.left) / box.width) * FLOW_SIZE);
    const row = Math.floor(((e.clientY - box.top) / box.height) * FLOW_SIZE);
    return col >= 0 && col < FLOW_SIZE && row >= 0 && row < FLOW_SIZE ? cellAt(row, col) : null;
  };

  const down = (e: PointerEvent<HTMLDivElement>) => {
    if (locked || (e.pointerType === 'mouse' && e.button !== 0)) return;
    const cell = cellFrom(e);
    if (cell === null) return;
    e.preventDefault();
    ref.current?.setPointerCapture?.(e.pointerId);
    drag.current = { id: e.pointerId, x: e.clientX, y: e.clientY, cell };
    onTap(cell);
  };

  const move = (e: PointerEvent<HTMLDivElement>) => {
    const d = drag.current;
    if (!d || d.id !== e.pointerId) return;
    const dx = e.clientX - d.x;
    const dy = e.clientY - d.y;
    if (Math.hypot(dx, dy) < FLOW_DRAG_PX) return;
    onDragging(true);
    drag.current = null;
    const [dr, dc] = Math.abs(dx) > Math.abs(dy) ? [0, Math.sign(dx)] : [Math.sign(dy), 0];
    const row = rowOf(d.cell) + dr;
    const col = colOf(d.cell) + dc;
    if (row < 0 || row >= FLOW_SIZE || col < 0 || col >= FLOW_SIZE) {
      onDragging(false);
      playSound('invalid');
      return;
    }
    onSwap(d.cell, cellAt(row, col));
  };

  const up = (e: PointerEvent<HTMLDivElement>) => {
    if (drag.current?.id === e.pointerId) drag.current = null;
    onDragging(false);
  };

  return (
    <div
      ref={ref}
      className={classes.board}
      data-testid="flow-board"
      data-state={mode}
      aria-label="FLOW board"
      role="grid"
      onPointerDown={down}
      onPointerMove={move}
      onPointerUp={up}
      onPointerCancel={up}
    >
      {tiles.map((t) => (
        <div
          key={t.id}
          className={classes.tile}
          data-testid="flow-gem"
          data-cell={t.cell}
          data-kind={t.kind}
          data-phase={t.phase}
          data-selected={selected === t.cell || undefined}
          data-shake={shake.includes(t.cell) || undefined}
          style={{ transform: `translate(${colOf(t.cell) * 100}%, ${rowOf(t.cell) * 100}%)`, '--drop': t.drop } as CSSProperties}
        >
          <img src={cdn.flowGem(t.kind)} alt="" draggable={false} className={classes.gem} />
        </div>
      ))}
      {pops.map((p) => (
        <span key={p.id} className={classes.pop} style={{ left: `${p.x}%`, top: `${p.y}%` }}>
          {p.text}
        </span>
      ))}
      {label && (
        <div key={label.key} className={classes.label} data-testid="flow-label">
          {label.text}
        </div>
      )}
    </div>
  );
}
