/** The emoji picker's tabs (live-world §2): Custom first, then the eight Unicode groups. */
export const CUSTOM_GROUP = 'Custom';
export const UNICODE_GROUPS = [
  'Smileys & Emotion',
  'People & Body',
  'Animals & Nature',
  'Travel & Places',
  'Activities',
  'Objects',
  'Symbols',
  'Flags',
] as const;
export type UnicodeGroup = (typeof UNICODE_GROUPS)[number];
export const PICKER_GROUPS = [CUSTOM_GROUP, ...UNICODE_GROUPS] as const;
export type PickerGroup = (typeof PICKER_GROUPS)[number];

/** Picker and autocomplete constants (live-world §9). */
export const EMOJI_PICKER = { columns: 6, width: 350, height: 450, fadeMs: 200 } as const;
export const AUTOCOMPLETE_MAX = 5;
