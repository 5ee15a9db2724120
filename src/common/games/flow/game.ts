import { FLOW_KINDS, FLOW_POINTS_PER_CELL, FLOW_SIZE } from './constants';
import { cellAt, EMPTY, findMatches, isValidSwap, newBoard, possibleMoves, reshuffle, swapped, type Board, type Swap } from './board';
import { FlowRng } from './rng';

/**
 * A FLOW game as plain JSON: the board, the generator's state, the score so far and how many
 * swaps were played. The server keeps one per player; the browser plays its own copy, and the
 * same swaps give both the same boards and the same score.
 */
export interface FlowGameState {
  board: Board;
  rng: number;
  score: number;
  moves: number;
}

/** One gem falling from a cell to a cell lower in its column. */
export interface Fall {
  from: number;
  to: number;
}
/** A new gem dropped into `cell` from `above` rows over the board. */
export interface Refill {
  cell: number;
  kind: number;
  above: number;
}

/** One round of the chain cycle: match, clear, drop, refill (what the dialog animates). */
export interface ChainRound {
  /** 1 for the swap's own clear, 2 for the clear its refill caused, ... */
  round: number;
  cleared: number[];
  /** 10 x cleared cells x round number. */
  points: number;
  /** The board with the cleared cells EMPTY. */
  afterClear: Board;
  falls: Fall[];
  /** After the drop: the top cells of each column EMPTY. */
  afterDrop: Board;
  refills: Refill[];
  afterRefill: Board;
}

export interface MoveResult {
  state: FlowGameState;
  rounds: ChainRound[];
  /** Rounds in the chain. */
  combo: number;
  /** This chain's points. */
  score: number;
  /** The board had no move left after the chain and was reshuffled into `state.board`. */
  reshuffled: boolean;
}

/** A new game from a seed the server dealt. */
export function startGame(seed: number): FlowGameState {
  const rng = new FlowRng(seed);
  const board = newBoard(rng);
  return { board, rng: rng.state, score: 0, moves: 0 };
}

/**
 * Plays one swap: null if it is invalid (the state is untouched). Otherwise the chain cycle
 * repeats until no match remains, and a board left without a move is reshuffled.
 */
export function playMove(state: FlowGameState, swap: Swap): MoveResult | null {
  if (!isValidSwap(state.board, swap)) return null;
  const rng = new FlowRng(state.rng);
  let board = swapped(state.board, swap);
  const rounds: ChainRound[] = [];
  for (let cleared = findMatches(board); cleared.length > 0; cleared = findMatches(board)) {
    const round = resolveRound(board, cleared, rounds.length + 1, rng);
    rounds.push(round);
    board = round.afterRefill;
  }
  let reshuffled = false;
  if (possibleMoves(board).length === 0) {
    board = reshuffle(board, rng);
    reshuffled = true;
  }
  const score = rounds.reduce((sum, r) => sum + r.points, 0);
  return {
    state: { board, rng: rng.state, score: state.score + score, moves: state.moves + 1 },
    rounds,
    combo: rounds.length,
    score,
    reshuffled,
  };
}

function resolveRound(board: Board, cleared: number[], round: number, rng: FlowRng): ChainRound {
  const afterClear = board.slice();
  for (const i of cleared) afterClear[i] = EMPTY;

  // Drop: in each column the remaining gems sink to the bottom, keeping their order.
  const afterDrop = new Array<number>(board.length).fill(EMPTY);
  const falls: Fall[] = [];
  const gaps: number[] = [];
  for (let col = 0; col < FLOW_SIZE; col++) {
    let to = FLOW_SIZE - 1;
    for (let row = FLOW_SIZE - 1; row >= 0; row--) {
      const from = cellAt(row, col);
      if (afterClear[from] === EMPTY) continue;
      afterDrop[cellAt(to, col)] = afterClear[from]!;
      if (to !== row) falls.push({ from, to: cellAt(to, col) });
      to--;
    }
    gaps.push(to + 1);
  }

  // Refill from the generator, column by column, top cell first.
  const afterRefill = afterDrop.slice();
  const refills: Refill[] = [];
  for (let col = 0; col < FLOW_SIZE; col++) {
    const gap = gaps[col]!;
    for (let row = 0; row < gap; row++) {
      const kind = rng.int(FLOW_KINDS);
      afterRefill[cellAt(row, col)] = kind;
      refills.push({ cell: cellAt(row, col), kind, above: gap });
    }
  }
  return { round, cleared, points: FLOW_POINTS_PER_CELL * cleared.length * round, afterClear, falls, afterDrop, refills, afterRefill };
}

/** A possible move chosen at random (the debug hook for tests), or null if there is none. */
export function randomPossibleMove(board: Board, random: () => number = Math.random): Swap | null {
  const moves = possibleMoves(board);
  return moves.length ? moves[Math.floor(random() * moves.length)]! : null;
}
