import { describe, expect, it } from 'vitest';
import {
  areAdjacent,
  cellAt,
  chainLabel,
  EMPTY,
  findMatches,
  FLOW_CELLS,
  FLOW_KINDS,
  flowHonorText,
  FlowRng,
  honorForChain,
  isPlayableStart,
  isValidSwap,
  playMove,
  possibleMoves,
  reshuffle,
  startGame,
  type Board,
  type FlowGameState,
} from './index';

/** A board from 6 strings of digits, top row first. */
const board = (...rows: string[]): Board => rows.join('').split('').map(Number);

describe('FLOW boards', () => {
  it('a new board has no match and at least 2 possible moves, for many seeds', () => {
    for (let seed = 0; seed < 300; seed++) {
      const { board: b } = startGame(seed);
      expect(b).toHaveLength(FLOW_CELLS);
      expect(b.every((k) => k >= 0 && k < FLOW_KINDS)).toBe(true);
      expect(findMatches(b)).toEqual([]);
      expect(possibleMoves(b).length).toBeGreaterThanOrEqual(2);
    }
  });

  it('the same seed deals the same board; another seed another', () => {
    expect(startGame(42)).toEqual(startGame(42));
    expect(startGame(42).board).not.toEqual(startGame(43).board);
  });

  it('finds runs of 3 or more in rows and columns, never across an edge', () => {
    const b = board('000123', '123401', '123412', '413234', '432341', '314203');
    expect(findMatches(b)).toEqual([0, 1, 2, 8, 14, 20]); // row 0's three 0s, column 2's three 3s
    // 4 4 at the end of row 0 and 4 at the start of row 1 are not a run.
    expect(findMatches(board('012344', '401230', '123012', '230120', '301201', '012013'))).toEqual([]);
  });

  it('cells are adjacent only one step apart in a row or column', () => {
    expect(areAdjacent(0, 1)).toBe(true);
    expect(areAdjacent(0, 6)).toBe(true);
    expect(areAdjacent(0, 7)).toBe(false);
    expect(areAdjacent(5, 6)).toBe(false); // end of a row and start of the next
    expect(areAdjacent(0, 2)).toBe(false);
    expect(areAdjacent(35, 36)).toBe(false);
    expect(areAdjacent(-1, 0)).toBe(false);
  });
});

// Row 0: 0 0 1 0 -> swapping cells 2 and 3 lines up three 0s.
const known = board('001023', '234141', '341234', '412341', '123412', '234123');

describe('FLOW swaps', () => {
  it('a swap that makes a run is valid; one that makes none, or is not adjacent, is not', () => {
    expect(findMatches(known)).toEqual([]);
    expect(isValidSwap(known, { a: 2, b: 3 })).toBe(true);
    expect(isValidSwap(known, { a: 3, b: 2 })).toBe(true);
    expect(isValidSwap(known, { a: 4, b: 5 })).toBe(false);
    expect(isValidSwap(known, { a: 2, b: 9 })).toBe(false);
    expect(isValidSwap(known, { a: 0, b: 1 })).toBe(false); // equal gems
    expect(possibleMoves(known)).toContainEqual({ a: 2, b: 3 });
  });

  it('an invalid swap changes nothing', () => {
    const state: FlowGameState = { board: known, rng: 7, score: 100, moves: 3 };
    const before = structuredClone(state);
    expect(playMove(state, { a: 4, b: 5 })).toBeNull();
    expect(playMove(state, { a: 0, b: 35 })).toBeNull();
    expect(state).toEqual(before);
  });

  it('clears, drops and refills, scoring 10 x cells x round', () => {
    const state: FlowGameState = { board: known, rng: 7, score: 100, moves: 3 };
    const result = playMove(state, { a: 2, b: 3 })!;
    const first = result.rounds[0]!;
    expect(first.cleared).toEqual([0, 1, 2]);
    expect(first.points).toBe(30);
    expect(first.afterClear.slice(0, 3)).toEqual([EMPTY, EMPTY, EMPTY]);
    // Row 0 is the top: nothing falls, three new gems drop in from one row above.
    expect(first.falls).toEqual([]);
    expect(first.refills.map((r) => [r.cell, r.above])).toEqual([
      [0, 1],
      [1, 1],
      [2, 1],
    ]);
    result.rounds.forEach((r, i) => expect(r.points).toBe(10 * r.cleared.length * (i + 1)));
    expect(result.combo).toBe(result.rounds.length);
    expect(result.score).toBe(result.rounds.reduce((s, r) => s + r.points, 0));
    expect(result.state.score).toBe(100 + result.score);
    expect(result.state.moves).toBe(4);
    expect(findMatches(result.state.board)).toEqual([]);
    expect(possibleMoves(result.state.board).length).toBeGreaterThan(0);
  });

  it('gems above a clear fall down their column, keeping their order', () => {
    // Column 0 bottom rows 3..5 hold 2 2 x; swapping (5,0)-(5,1) puts a 2 under them.
    const b = board('012340', '340123', '123401', '234012', '240123', '321034');
    const swap = { a: cellAt(5, 0), b: cellAt(5, 1) };
    expect(isValidSwap(b, swap)).toBe(true);
    const r = playMove({ board: b, rng: 1, score: 0, moves: 0 }, swap)!.rounds[0]!;
    expect(r.cleared).toEqual([cellAt(3, 0), cellAt(4, 0), cellAt(5, 0)]);
    expect(r.falls).toEqual([
      { from: cellAt(2, 0), to: cellAt(5, 0) },
      { from: cellAt(1, 0), to: cellAt(4, 0) },
      { from: cellAt(0, 0), to: cellAt(3, 0) },
    ]);
    expect(r.afterDrop.slice(cellAt(3, 0), cellAt(3, 0) + 1)).toEqual([b[cellAt(0, 0)]]);
    expect(r.refills.map((x) => x.cell)).toEqual([cellAt(0, 0), cellAt(1, 0), cellAt(2, 0)]);
  });

  it('a chain counts its rounds as the combo and round 2 scores double', () => {
    // Search seeded games for a move whose chain has 2+ rounds and check its arithmetic.
    let found = false;
    for (let seed = 0; seed < 200 && !found; seed++) {
      const s = startGame(seed);
      for (const m of possibleMoves(s.board)) {
        const r = playMove(s, m)!;
        if (r.combo < 2) continue;
        found = true;
        expect(r.rounds[1]!.points).toBe(20 * r.rounds[1]!.cleared.length);
        expect(chainLabel(r.combo)).not.toBeNull();
      }
    }
    expect(found).toBe(true);
  });

  it('a board with no possible move is reshuffled to a playable one, the same way each time', () => {
    const dead = board('012340', '340123', '123401', '401234', '234012', '012340');
    expect(findMatches(dead)).toEqual([]);
    expect(possibleMoves(dead)).toEqual([]);
    const a = reshuffle(dead, new FlowRng(9));
    expect(a).toEqual(reshuffle(dead, new FlowRng(9)));
    expect(isPlayableStart(a)).toBe(true);
    expect([...a].sort()).toEqual([...dead].sort());
  });
});

describe('FLOW texts and honor', () => {
  it('labels chains of 2 and more', () => {
    expect([1, 2, 3, 4, 5, 6, 9].map(chainLabel)).toEqual([null, 'Great!', 'Awesome!', 'Amazing!', 'Incredible!', 'Unbelievable!', 'Unbelievable!']);
  });

  it('shows honor as stored / 100 with 2 decimals', () => {
    expect(flowHonorText(0)).toBe('0.00');
    expect(flowHonorText(1234)).toBe('12.34');
    expect(flowHonorText(5)).toBe('0.05');
  });

  it('earns one honor per 50 points, at least one per valid swap', () => {
    expect([0, 30, 49, 50, 90, 180].map(honorForChain)).toEqual([0, 1, 1, 1, 1, 3]);
  });
});
