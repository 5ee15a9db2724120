import { useCallback, useEffect, useRef, useState } from 'react';
import { flowRoutes, type FlowGame, type FlowStateResponse } from '@common/api/routes/flow';
import { areAdjacent, chainLabel, FLOW_STEP_MS, FLOW_TEXT, playMove, possibleMoves } from '@common/games/flow';
import { call } from '../../api/client';
import { forgetFlowClaims, onHonorUpdated, sendFlowClaim } from './channel';
import { playSound } from './sound';
import { keep, readKept } from './storage';
import { centreOf, dropTiles, markCleared, refillTiles, swapTiles, tilesOf, type Tile } from './tiles';
import { runMutation } from '../../queryClient';

/** The spec's FLOW states (avatar-economy §4), plus loading before the first board. */
export type FlowMode = 'loading' | 'idle' | 'selected' | 'dragging' | 'animating';

/** How long two gems take to trade places (and back, for an invalid swap). */
const SWAP_MS = 180;
const LABEL_MS = 1500;
const POP_MS = 900;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export interface Pop {
  id: number;
  x: number;
  y: number;
  text: string;
}

/**
 * The FLOW game in the browser: the live game from the server (resumed, or a new seed), swaps
 * played locally with the shared rules and animated through the chain cycle's 300 ms waits,
 * each valid swap sent at once over the socket, and the server's verdicts taken in (a claim
 * the server could not place reloads its game).
 */
export function useFlowGame(onState: (s: FlowStateResponse) => void) {
  const kept = useRef(readKept()).current;
  const [tiles, setTilesState] = useState<Tile[]>([]);
  const [mode, setMode] = useState<FlowMode>('loading');
  const [selected, setSelected] = useState<number | null>(null);
  const [shake, setShake] = useState<number[]>([]);
  const [label, setLabel] = useState<{ text: string; key: number } | null>(null);
  const [pops, setPops] = useState<Pop[]>([]);
  const [combo, setCombo] = useState(0);
  const [score, setScore] = useState(0);
  const [highScore, setHighScore] = useState(kept.highestScore);
  const [largestCombo, setLargestCombo] = useState(kept.largestCombo);
  const [gain, setGain] = useState<{ n: number; key: number } | null>(null);
  const [error, setError] = useState<string | null>(null);
  /** Why the last swap earned no honor (too fast, capped), as the server judged it. */
  const [notice, setNotice] = useState<string | null>(null);

  const game = useRef<FlowGame | null>(null);
  const tilesRef = useRef<Tile[]>([]);
  const busy = useRef(false);
  const alive = useRef(true);
  const resyncWanted = useRef(false);
  const loading = useRef(false);
  const counter = useRef(0);

  const setTiles = (next: Tile[]) => {
    tilesRef.current = next;
    setTilesState(next);
  };
  const raiseHigh = useCallback((n: number) => {
    setHighScore((h) => {
      const best = Math.max(h, n);
      keep({ highestScore: best });
      return best;
    });
  }, []);

  const show = useCallback((g: FlowGame, entering: boolean) => {
    game.current = g;
    forgetFlowClaims(g.id);
    setTiles(tilesOf(g.state.board, entering));
    setScore(g.state.score);
    setCombo(0);
    setSelected(null);
    setMode('idle');
  }, []);

  const startNew = useCallback(async () => {
    if (busy.current) return;
    busy.current = true;
    try {
      const res = await runMutation(() => call(flowRoutes.newGame, {}));
      if (alive.current) show(res.game, true);
    } finally {
      busy.current = false;
    }
  }, [show]);

  /** Loads the player's FLOW; resumes the live game or deals a new one. */
  const load = useCallback(async () => {
    // One load at a time (a dev-mode double effect, a resync during a load).
    if (loading.current) return;
    loading.current = true;
    try {
      const state = await call(flowRoutes.state, {});
      if (!alive.current) return;
      onState(state);
      raiseHigh(state.highScore);
      setLargestCombo((c) => Math.max(c, state.largestCombo));
      setError(null);
      if (state.game) show(state.game, true);
      else await startNew();
    } catch (err) {
      if (alive.current) setError((err as Error).message);
    } finally {
      loading.current = false;
    }
  }, [onState, raiseHigh, show, startNew]);

  const resync = useCallback(async () => {
    resyncWanted.current = false;
    await load();
  }, [load]);

  useEffect(() => {
    alive.current = true;
    void load();
    const stop = onHonorUpdated(({ flow }) => {
      if (!flow || flow.game !== game.current?.id) return;
      raiseHigh(flow.highScore);
      if (flow.earned > 0) setGain({ n: flow.earned, key: ++counter.current });
      setNotice(flow.outcome === 'too_fast' ? FLOW_TEXT.tooFast : flow.outcome === 'capped' ? FLOW_TEXT.capped : null);
      if (flow.outcome === 'out_of_sync' || flow.outcome === 'disagrees') {
        resyncWanted.current = true;
        if (!busy.current) void resync();
      }
    });
    return () => {
      alive.current = false;
      stop();
    };
    // Loads once per opening of the dialog.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const flash = useCallback((text: string) => {
    const key = ++counter.current;
    setLabel({ text, key });
    setTimeout(() => alive.current && setLabel((l) => (l?.key === key ? null : l)), LABEL_MS);
  }, []);

  const pop = useCallback((cells: number[], text: string) => {
    const id = ++counter.current;
    setPops((p) => [...p, { id, ...centreOf(cells), text }]);
    setTimeout(() => alive.current && setPops((p) => p.filter((x) => x.id !== id)), POP_MS);
  }, []);

  /** A swap: animated either way; a valid one is sent, then runs the chain cycle. */
  const trySwap = useCallback(
    async (a: number, b: number) => {
      const g = game.current;
      if (!g || busy.current || !areAdjacent(a, b)) return;
      busy.current = true;
      setMode('animating');
      setSelected(null);
      setTiles(swapTiles(tilesRef.current, a, b));
      await sleep(SWAP_MS);
      const result = playMove(g.state, { a, b });
      if (!result) {
        playSound('invalid');
        setShake([a, b]);
        setTiles(swapTiles(tilesRef.current, a, b));
        await sleep(SWAP_MS * 2);
        setShake([]);
      } else {
        playSound('swap');
        sendFlowClaim({ game: g.id, move: g.state.moves, a, b, score: result.score, combo: result.combo });
        game.current = { id: g.id, state: result.state };
        let running = g.state.score;
        for (const round of result.rounds) {
          if (!alive.current) break;
          // Match and clear, then the cycle's three waits: clear, drop, refill.
          setTiles(markCleared(tilesRef.current, round));
          playSound('clear', round.round);
          pop(round.cleared, `+${round.points}`);
          running += round.points;
          setScore(running);
          setCombo(round.round);
          const text = chainLabel(round.round);
          if (text) flash(text);
          await sleep(FLOW_STEP_MS);
          setTiles(dropTiles(tilesRef.current, round));
          await sleep(FLOW_STEP_MS);
          setTiles(refillTiles(tilesRef.current, round));
          await sleep(FLOW_STEP_MS);
        }
        if (result.reshuffled && alive.current) {
          flash('Shuffle!');
          setTiles(tilesOf(result.state.board));
          await sleep(FLOW_STEP_MS);
        }
        raiseHigh(result.state.score);
        setLargestCombo((c) => {
          const best = Math.max(c, result.combo);
          keep({ largestCombo: best });
          return best;
        });
      }
      busy.current = false;
      if (!alive.current) return;
      setMode('idle');
      if (resyncWanted.current) void resync();
    },
    [flash, pop, raiseHigh, resync],
  );

  /** A tap or click on a cell: select, swap with the selected neighbour, or deselect. */
  const tap = useCallback(
    (cell: number) => {
      if (busy.current || !game.current) return;
      if (selected !== null && areAdjacent(selected, cell)) return void trySwap(selected, cell);
      const next = selected === cell ? null : cell;
      setSelected(next);
      setMode(next === null ? 'idle' : 'selected');
    },
    [selected, trySwap],
  );

  const setDragging = useCallback((dragging: boolean) => {
    if (busy.current) return;
    setMode((m) => (dragging ? 'dragging' : m === 'dragging' ? 'idle' : m));
  }, []);

  const moves = game.current ? possibleMoves(game.current.state.board).length : 0;
  return {
    tiles,
    mode,
    selected,
    shake,
    label,
    pops,
    combo,
    score,
    highScore,
    largestCombo,
    gain,
    notice,
    error,
    moves,
    game,
    busy,
    tap,
    trySwap,
    setDragging,
    startNew,
    retry: load,
  };
}
