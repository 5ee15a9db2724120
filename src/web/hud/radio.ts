import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { RADIO } from '@common/radio';

/**
 * The radio (live-world §4): playing or stopped and the volume are kept in the browser
 * (default playing, 0.2). Browsers only play sound after a user gesture, so a radio that was
 * playing starts on the first click anywhere. A stream error or its end sets it to stopped.
 */
interface RadioState {
  playing: boolean;
  volume: number;
  setPlaying(playing: boolean): void;
  setVolume(volume: number): void;
}

export const useRadio = create<RadioState>()(
  persist(
    (set) => ({
      playing: true,
      volume: RADIO.volumeDefault,
      setPlaying: (playing) => set({ playing }),
      setVolume: (volume) => set({ volume: clampVolume(volume) }),
    }),
    { name: 'oldroad.radio' },
  ),
);

export const clampVolume = (v: number): number =>
  Math.min(RADIO.volumeMax, Math.max(RADIO.volumeMin, Math.round(v / RADIO.volumeStep) / Math.round(1 / RADIO.volumeStep)));

/** One audio element for the app, following the radio store. */
export function startRadio(station: { streamUrl: string; loop: boolean }): () => void {
  const audio = new Audio();
  audio.preload = 'none';
  audio.loop = station.loop;
  audio.volume = useRadio.getState().volume;
  let unlocked = false;

  const play = () => {
    if (!audio.src) audio.src = station.streamUrl;
    audio.play().catch(() => {
      // Blocked before a gesture: wait for the click. Anything else: the radio stops.
      if (unlocked) useRadio.getState().setPlaying(false);
    });
  };
  const stop = () => audio.pause();
  const onError = () => useRadio.getState().setPlaying(false);
  audio.addEventListener('error', onError);
  audio.addEventListener('ended', onError);

  const onFirstClick = () => {
    unlocked = true;
    document.removeEventListener('pointerdown', onFirstClick, true);
    if (useRadio.getState().playing) play();
  };
  document.addEventListener('pointerdown', onFirstClick, true);

  const unsubscribe = useRadio.subscribe((s, prev) => {
    if (s.volume !== prev.volume) audio.volume = s.volume;
    if (s.playing !== prev.playing) {
      if (s.playing) play();
      else stop();
    }
  });
  return () => {
    unsubscribe();
    document.removeEventListener('pointerdown', onFirstClick, true);
    audio.removeEventListener('error', onError);
    audio.removeEventListener('ended', onError);
    audio.pause();
    audio.removeAttribute('src');
    audio.load();
  };
}
