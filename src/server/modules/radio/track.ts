/**
 * The station's own music: a mellow lo-fi chiptune loop rendered by code, so the radio plays
 * on a machine without internet. Deterministic (same bytes every start), rendered once.
 *
 * Four chords (Fmaj7 Em7 Dm7 Cmaj7) at 78 BPM, eight bars twice: a soft pulse lead with a
 * little vibrato, a triangle bass, warm pad chords, a brushed beat, then a gentle low-pass and
 * tape-like saturation. The loop point falls on a bar line so it repeats seamlessly.
 */
export const TRACK_SAMPLE_RATE = 22_050;
const BPM = 78;
const BEAT = 60 / BPM;
const BARS = 16;

const midiHz = (m: number) => 440 * 2 ** ((m - 69) / 12);

/** Chords as MIDI notes (root in the bass), one per bar, cycling. */
const CHORDS = [
  [53, 57, 60, 64], // Fmaj7
  [52, 55, 59, 62], // Em7
  [50, 53, 57, 60], // Dm7
  [48, 52, 55, 59], // Cmaj7
];

/** Lead melody: [beat offset in the 8-bar phrase, MIDI note, length in beats]. */
const MELODY: [number, number, number][] = [
  [0, 72, 1.5], [1.5, 69, 0.5], [2, 67, 1], [3, 69, 1],
  [4, 71, 1.5], [5.5, 67, 0.5], [6, 64, 2],
  [8, 65, 1], [9, 69, 1], [10, 72, 1.5], [11.5, 71, 0.5],
  [12, 67, 3], [15, 64, 1],
  [16, 72, 1.5], [17.5, 74, 0.5], [18, 76, 1], [19, 74, 1],
  [20, 71, 1.5], [21.5, 72, 0.5], [22, 67, 2],
  [24, 69, 1], [25, 67, 1], [26, 65, 1], [27, 64, 1],
  [28, 60, 4],
];

/** A tiny deterministic PRNG for the noise of the hats (same bytes on every start). */
function noiseSource(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return (s / 0xffffffff) * 2 - 1;
  };
}

function envelope(t: number, len: number, attack: number, release: number): number {
  if (t < 0 || t > len + release) return 0;
  const a = Math.min(1, t / attack);
  const r = t > len ? 1 - (t - len) / release : 1;
  return a * r;
}

export function renderTrack(sampleRate = TRACK_SAMPLE_RATE): Float32Array {
  const seconds = BARS * 4 * BEAT;
  const n = Math.round(seconds * sampleRate);
  const out = new Float32Array(n);
  const noise = noiseSource(989);

  // Notes are rendered by adding each voice into `out` (cheap enough once at start).
  const addTone = (start: number, len: number, hz: number, gain: number, wave: (phase: number, t: number) => number, attack = 0.01, release = 0.15) => {
    const i0 = Math.floor(start * sampleRate);
    const i1 = Math.min(n, Math.ceil((start + len + release) * sampleRate));
    for (let i = i0; i < i1; i++) {
      const t = i / sampleRate - start;
      out[i % n]! += wave(hz * t, t) * gain * envelope(t, len, attack, release);
    }
  };
  const pulse = (duty: number) => (phase: number) => (phase % 1 < duty ? 1 : -1);
  const triangle = (phase: number) => 4 * Math.abs((phase % 1) - 0.5) - 1;
  const softLead = (phase: number, t: number) => {
    const vib = 0.004 * Math.sin(2 * Math.PI * 5 * t) * Math.min(1, t * 3);
    return 0.6 * pulse(0.25)(phase * (1 + vib)) + 0.4 * Math.sin(2 * Math.PI * phase);
  };

  for (let bar = 0; bar < BARS; bar++) {
    const chord = CHORDS[bar % CHORDS.length]!;
    const t0 = bar * 4 * BEAT;
    // Pad: the chord's upper notes, slow attack, held for the bar.
    for (const m of chord.slice(1)) addTone(t0, 4 * BEAT - 0.1, midiHz(m), 0.045, triangle, 0.4, 0.5);
    // Bass: root on 1 and the fifth on the "and" of 3.
    addTone(t0, BEAT * 1.5, midiHz(chord[0]! - 12), 0.22, triangle, 0.01, 0.1);
    addTone(t0 + 2.5 * BEAT, BEAT, midiHz(chord[0]! - 5), 0.16, triangle, 0.01, 0.1);
    // Drums: kick on 1 and 3 (sine sweep), brushed hats on the off-beats.
    for (const beat of [0, 2]) {
      const start = t0 + beat * BEAT;
      const i0 = Math.floor(start * sampleRate);
      for (let i = 0; i < 0.25 * sampleRate && i0 + i < n; i++) {
        const t = i / sampleRate;
        out[i0 + i]! += Math.sin(2 * Math.PI * (50 * t + 60 * (1 - Math.exp(-t * 30)) / 30)) * Math.exp(-t * 14) * 0.35;
      }
    }
    for (let half = 0; half < 8; half++) {
      const start = t0 + half * 0.5 * BEAT + (half % 2 === 1 ? 0.03 : 0); // a little swing
      const i0 = Math.floor(start * sampleRate);
      const gain = half % 2 === 1 ? 0.05 : 0.025;
      for (let i = 0; i < 0.06 * sampleRate && i0 + i < n; i++) out[i0 + i]! += noise() * Math.exp((-i / sampleRate) * 60) * gain;
    }
  }
  // The melody plays in the second half of each 16-bar loop and lightly in the first.
  for (const phrase of [0, 1]) {
    for (const [at, m, len] of MELODY) {
      addTone(phrase * 32 * BEAT + at * BEAT, len * BEAT * 0.9, midiHz(m), phrase === 0 ? 0.06 : 0.1, softLead, 0.02, 0.25);
    }
  }

  // Warmth: one-pole low-pass (run twice around the loop so the seam matches) and soft clip.
  const alpha = 1 - Math.exp((-2 * Math.PI * 3200) / sampleRate);
  let y = 0;
  for (let pass = 0; pass < 2; pass++) {
    for (let i = 0; i < n; i++) {
      y += alpha * (out[i]! - y);
      if (pass === 1) out[i] = Math.tanh(y * 1.4) * 0.8;
    }
  }
  return out;
}
