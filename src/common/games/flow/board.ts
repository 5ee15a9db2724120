import { FLOW_CELLS, FLOW_KINDS, FLOW_MIN_RUN, FLOW_MIN_START_MOVES, FLOW_SIZE } from './constants';
import type { FlowRng } from './rng';

/**
 * The board: FLOW_CELLS gem kinds (0..FLOW_KINDS-1), row by row from the top left; cell
 * index = row * FLOW_SIZE + col. EMPTY only appears inside a chain, between clear and refill.
 */
export type Board = number[];
export const EMPTY = -1;

/** Two cells to swap (cell indexes). */
export interface Swap {
  a: number;
  b: number;
}

export const rowOf = (i: number) => Math.floor(i / FLOW_SIZE);
export const colOf = (i: number) => i % FLOW_SIZE;
export const cellAt = (row: number, col: number) => row * FLOW_SIZE + col;
export const isCell = (i: number) => Number.isInteger(i) && i >= 0 && i < FLOW_CELLS;

/** One step apart in a row or a column (never diagonal, never wrapping around an edge). */
export function areAdjacent(a: number, b: number): boolean {
  if (!isCell(a) || !isCell(b)) return false;
  return Math.abs(rowOf(a) - rowOf(b)) + Math.abs(colOf(a) - colOf(b)) === 1;
}

/** Every cell in a row or column run of FLOW_MIN_RUN or more equal gems, in index order. */
export function findMatches(board: Board): number[] {
  const hit = new Array<boolean>(FLOW_CELLS).fill(false);
  for (let line = 0; line < FLOW_SIZE; line++) {
    markRuns(board, hit, (k) => cellAt(line, k));
    markRuns(board, hit, (k) => cellAt(k, line));
  }
  const out: number[] = [];
  for (let i = 0; i < FLOW_CELLS; i++) if (hit[i]) out.push(i);
  return out;
}

function markRuns(board: Board, hit: boolean[], at: (k: number) => number): void {
  let start = 0;
  for (let k = 1; k <= FLOW_SIZE; k++) {
    const same = k < FLOW_SIZE && board[at(k)] !== EMPTY && board[at(k)] === board[at(start)];
    if (same) continue;
    if (k - start >= FLOW_MIN_RUN && board[at(start)] !== EMPTY) for (let j = start; j < k; j++) hit[at(j)] = true;
    start = k;
  }
}

export function swapped(board: Board, { a, b }: Swap): Board {
  const next = board.slice();
  next[a] = board[b]!;
  next[b] = board[a]!;
  return next;
}

/** Valid: one step apart, and the swap makes a run of 3 or more (avatar-economy §5). */
export function isValidSwap(board: Board, swap: Swap): boolean {
  if (!areAdjacent(swap.a, swap.b) || board[swap.a] === board[swap.b]) return false;
  return findMatches(swapped(board, swap)).length > 0;
}

/** Every valid swap, each once (a < b), in index order: the "Possible Moves". */
export function possibleMoves(board: Board): Swap[] {
  const out: Swap[] = [];
  for (let i = 0; i < FLOW_CELLS; i++) {
    if (colOf(i) < FLOW_SIZE - 1 && isValidSwap(board, { a: i, b: i + 1 })) out.push({ a: i, b: i + 1 });
    if (rowOf(i) < FLOW_SIZE - 1 && isValidSwap(board, { a: i, b: i + FLOW_SIZE })) out.push({ a: i, b: i + FLOW_SIZE });
  }
  return out;
}

/** A playable start: no match yet and at least FLOW_MIN_START_MOVES possible moves. */
export const isPlayableStart = (board: Board) => findMatches(board).length === 0 && possibleMoves(board).length >= FLOW_MIN_START_MOVES;

/**
 * A new board from the generator: each gem is drawn again while it would complete a run with
 * the two to its left or above, so nothing matches; a board with fewer than two moves is
 * drawn again whole.
 */
export function newBoard(rng: FlowRng): Board {
  for (;;) {
    const board: Board = new Array<number>(FLOW_CELLS).fill(EMPTY);
    for (let i = 0; i < FLOW_CELLS; i++) {
      let kind = rng.int(FLOW_KINDS);
      while (completesRun(board, i, kind)) kind = rng.int(FLOW_KINDS);
      board[i] = kind;
    }
    if (possibleMoves(board).length >= FLOW_MIN_START_MOVES) return board;
  }
}

function completesRun(board: Board, i: number, kind: number): boolean {
  const r = rowOf(i);
  const c = colOf(i);
  const left = c >= 2 && board[i - 1] === kind && board[i - 2] === kind;
  const up = r >= 2 && board[i - FLOW_SIZE] === kind && board[i - 2 * FLOW_SIZE] === kind;
  return left || up;
}

/**
 * The same gems in a new order (Fisher-Yates from the generator) until the board is a
 * playable start; if 100 shuffles of these gems never are, a new board. Both sides run this
 * with the same generator state, so the reshuffle is the same everywhere.
 */
export function reshuffle(board: Board, rng: FlowRng): Board {
  for (let attempt = 0; attempt < 100; attempt++) {
    const next = board.slice();
    for (let i = next.length - 1; i > 0; i--) {
      const j = rng.int(i + 1);
      [next[i], next[j]] = [next[j]!, next[i]!];
    }
    if (isPlayableStart(next)) return next;
  }
  return newBoard(rng);
}
