import { describe, expect, it } from 'vitest';
import { RADIO } from '@common/radio';
import { clampVolume, useRadio } from './radio';

describe('the radio settings', () => {
  it('starts playing at volume 0.2', () => {
    expect(useRadio.getState()).toMatchObject({ playing: true, volume: RADIO.volumeDefault });
  });

  it('keeps the volume between 0 and 1 in steps of 0.01', () => {
    expect(clampVolume(-0.5)).toBe(0);
    expect(clampVolume(1.7)).toBe(1);
    expect(clampVolume(0.456)).toBe(0.46);
    useRadio.getState().setVolume(0.333);
    expect(useRadio.getState().volume).toBe(0.33);
  });
});
