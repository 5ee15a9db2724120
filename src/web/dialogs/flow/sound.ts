/**
 * FLOW's sounds, made with Web Audio on the spot (no files): a low double buzz for an invalid
 * swap, a rising chime per cleared round. The audio context starts on the player's first
 * gesture (browsers refuse sound before one). Tests read what played through the test hook.
 */
export type FlowSound = 'invalid' | 'swap' | 'clear';

let ctx: AudioContext | null = null;
const played: FlowSound[] = [];
const MUTE_KEY = 'oldroad.flow.muted';

export const soundsPlayed = (): FlowSound[] => played.slice();
export const isMuted = (): boolean => localStorage.getItem(MUTE_KEY) === '1';
export const setMuted = (muted: boolean): void => localStorage.setItem(MUTE_KEY, muted ? '1' : '0');

function audio(): AudioContext | null {
  if (typeof AudioContext === 'undefined') return null;
  ctx ??= new AudioContext();
  if (ctx.state === 'suspended') void ctx.resume().catch(() => {});
  return ctx;
}

/** One enveloped oscillator note. */
function note(a: AudioContext, type: OscillatorType, from: number, to: number, start: number, length: number, volume: number): void {
  const osc = a.createOscillator();
  const gain = a.createGain();
  osc.type = type;
  osc.frequency.setValueAtTime(from, start);
  osc.frequency.exponentialRampToValueAtTime(to, start + length);
  gain.gain.setValueAtTime(0.0001, start);
  gain.gain.exponentialRampToValueAtTime(volume, start + 0.012);
  gain.gain.exponentialRampToValueAtTime(0.0001, start + length);
  osc.connect(gain).connect(a.destination);
  osc.start(start);
  osc.stop(start + length + 0.02);
}

/** `round`: the chain round of a clear (each one a step higher). */
export function playSound(sound: FlowSound, round = 1): void {
  played.push(sound);
  if (isMuted()) return;
  const a = audio();
  if (!a) return;
  const t = a.currentTime + 0.01;
  if (sound === 'invalid') {
    note(a, 'square', 196, 150, t, 0.11, 0.07);
    note(a, 'square', 150, 110, t + 0.12, 0.14, 0.07);
  } else if (sound === 'swap') {
    note(a, 'triangle', 520, 660, t, 0.08, 0.05);
  } else {
    const base = 440 * 2 ** (Math.min(round - 1, 8) * (2 / 12));
    [1, 1.25, 1.5].forEach((k, i) => note(a, 'sine', base * k, base * k * 1.01, t + i * 0.05, 0.22, 0.08));
  }
}
