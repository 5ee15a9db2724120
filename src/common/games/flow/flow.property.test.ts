import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { areAdjacent, findMatches, FLOW_CELLS, FLOW_KINDS, isValidSwap, playMove, possibleMoves, startGame, type FlowGameState, type MoveResult } from './index';

const seed = fc.integer({ min: 0, max: 0xffffffff });
/** Which possible move to play at each turn (an index taken modulo the moves available). */
const picks = fc.array(fc.nat(), { minLength: 1, maxLength: 25 });

function play(s: number, choices: number[]): { state: FlowGameState; results: MoveResult[] } {
  let state = startGame(s);
  const results: MoveResult[] = [];
  for (const c of choices) {
    const moves = possibleMoves(state.board);
    const r = playMove(state, moves[c % moves.length]!)!;
    results.push(r);
    state = r.state;
  }
  return { state, results };
}

describe('FLOW properties', () => {
  it('the same seed and swaps always give the same boards and score', () => {
    fc.assert(
      fc.property(seed, picks, (s, choices) => {
        expect(play(s, choices)).toEqual(play(s, choices));
      }),
      { numRuns: 60 },
    );
  });

  it('no board is ever left with a match or without a possible move', () => {
    fc.assert(
      fc.property(seed, picks, (s, choices) => {
        for (const r of play(s, choices).results) {
          expect(r.state.board).toHaveLength(FLOW_CELLS);
          expect(r.state.board.every((k) => Number.isInteger(k) && k >= 0 && k < FLOW_KINDS)).toBe(true);
          expect(findMatches(r.state.board)).toEqual([]);
          expect(possibleMoves(r.state.board).length).toBeGreaterThan(0);
        }
      }),
      { numRuns: 60 },
    );
  });

  it('scores 10 x cleared cells x round number per clear, and the combo is the number of rounds', () => {
    fc.assert(
      fc.property(seed, picks, (s, choices) => {
        const { state, results } = play(s, choices);
        let total = 0;
        for (const r of results) {
          expect(r.combo).toBe(r.rounds.length);
          expect(r.combo).toBeGreaterThanOrEqual(1);
          r.rounds.forEach((round, i) => {
            expect(round.round).toBe(i + 1);
            expect(round.cleared.length).toBeGreaterThanOrEqual(3);
            expect(round.points).toBe(10 * round.cleared.length * (i + 1));
          });
          expect(r.score).toBe(r.rounds.reduce((sum, x) => sum + x.points, 0));
          total += r.score;
        }
        expect(state.score).toBe(total);
        expect(state.moves).toBe(choices.length);
      }),
      { numRuns: 60 },
    );
  });

  it('an invalid swap changes nothing; a valid one is adjacent and makes a run', () => {
    const cell = fc.integer({ min: -2, max: FLOW_CELLS + 1 });
    fc.assert(
      fc.property(seed, picks, cell, cell, (s, choices, a, b) => {
        const { state } = play(s, choices);
        const before = structuredClone(state);
        const r = playMove(state, { a, b });
        expect(state).toEqual(before);
        if (r === null) return;
        expect(areAdjacent(a, b)).toBe(true);
        expect(isValidSwap(before.board, { a, b })).toBe(true);
        expect(r.state.moves).toBe(before.moves + 1);
      }),
      { numRuns: 200 },
    );
  });
});
