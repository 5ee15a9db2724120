import { colOf, FLOW_SIZE, rowOf, type Board, type ChainRound } from '@common/games/flow';

/**
 * The gems the board draws. Each keeps its id while it moves (swap, fall), so the browser
 * animates it from cell to cell; a new id is a new gem (a refill drops in from `drop` rows
 * above the board).
 */
export interface Tile {
  id: number;
  kind: number;
  cell: number;
  phase: 'idle' | 'clearing' | 'entering';
  drop: number;
}

let nextId = 1;
const tile = (kind: number, cell: number, phase: Tile['phase'], drop = 0): Tile => ({ id: nextId++, kind, cell, phase, drop });

/** A whole board dropping in (a new game, a reshuffle). */
export const tilesOf = (board: Board, entering = true): Tile[] => board.map((kind, cell) => tile(kind, cell, entering ? 'entering' : 'idle', entering ? FLOW_SIZE - rowOf(cell) : 0));

export const swapTiles = (tiles: Tile[], a: number, b: number): Tile[] => tiles.map((t) => (t.cell === a ? { ...t, cell: b } : t.cell === b ? { ...t, cell: a } : t));

export const markCleared = (tiles: Tile[], round: ChainRound): Tile[] => {
  const cleared = new Set(round.cleared);
  return tiles.map((t) => (cleared.has(t.cell) ? { ...t, phase: 'clearing' } : t));
};

/** Cleared gems leave; the ones above them fall (all at once, from their old cells). */
export const dropTiles = (tiles: Tile[], round: ChainRound): Tile[] => {
  const to = new Map(round.falls.map((f) => [f.from, f.to]));
  return tiles.filter((t) => t.phase !== 'clearing').map((t) => ({ ...t, phase: 'idle' as const, cell: to.get(t.cell) ?? t.cell }));
};

export const refillTiles = (tiles: Tile[], round: ChainRound): Tile[] => [...tiles, ...round.refills.map((r) => tile(r.kind, r.cell, 'entering', r.above))];

/** Where a round's points float up from: the middle of its cleared cells, in % of the board. */
export function centreOf(cells: number[]): { x: number; y: number } {
  const x = cells.reduce((s, c) => s + colOf(c) + 0.5, 0) / cells.length;
  const y = cells.reduce((s, c) => s + rowOf(c) + 0.5, 0) / cells.length;
  return { x: (x / FLOW_SIZE) * 100, y: (y / FLOW_SIZE) * 100 };
}
