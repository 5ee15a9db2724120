/** Shared measures of the game frame: the top bar sits above dialogs so CLOSE stays reachable. */
export const TOPBAR_HEIGHT = 64;

export const Z = {
  game: 0,
  /** The verify-email banner: over the town's HUD, under the offline overlay and dialogs. */
  banner: 100,
  dialog: 200,
  topBar: 250,
  /** Menus and tooltips opened from the top bar, above it. */
  popover: 300,
  /** Confirmations asked from inside a dialog, above it and the top bar. */
  confirm: 500,
  forced: 1000,
} as const;
