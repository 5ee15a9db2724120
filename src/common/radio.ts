/** The HUD radio (live-world §4, §9). */
export const RADIO = {
  name: 'Stirling Radio 98.9 FM',
  volumeMin: 0,
  volumeMax: 1,
  volumeStep: 0.01,
  volumeDefault: 0.2,
} as const;
