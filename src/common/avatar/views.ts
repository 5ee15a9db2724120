/**
 * The six avatar views (avatar-economy §4, §9). A player rotates through views 0-5 with wrap;
 * each view is one 425x850 column of the sprite sheet, except that views 4 and 5 swap when
 * reading sprite columns. The sheet's columns are, left to right:
 *
 *   column 0 front, 1 front-right, 2 back-right, 3 back, 4 front-left, 5 back-left
 *
 * so rotating one step at a time turns the avatar all the way round:
 *   view 0 front -> 1 front-right -> 2 back-right -> 3 back -> 4 back-left -> 5 front-left.
 *
 * The layer draw order differs by the column's group: columns 0, 1, 4 face the viewer,
 * 2 and 5 are seen from behind at an angle, 3 is seen straight from behind.
 */
export const VIEW_COUNT = 6;

export type Facing = 'front' | 'front-right' | 'back-right' | 'back' | 'front-left' | 'back-left';
export type ViewGroup = 'front' | 'backSide' | 'back';

export interface SheetColumn {
  column: number;
  facing: Facing;
  group: ViewGroup;
  /** True when the body faces the viewer (the face is visible). */
  facesViewer: boolean;
  /** -1 turned to the viewer's left, 0 straight, 1 turned to the viewer's right. */
  turn: -1 | 0 | 1;
}

export const SHEET_COLUMNS: readonly SheetColumn[] = [
  { column: 0, facing: 'front', group: 'front', facesViewer: true, turn: 0 },
  { column: 1, facing: 'front-right', group: 'front', facesViewer: true, turn: 1 },
  { column: 2, facing: 'back-right', group: 'backSide', facesViewer: false, turn: 1 },
  { column: 3, facing: 'back', group: 'back', facesViewer: false, turn: 0 },
  { column: 4, facing: 'front-left', group: 'front', facesViewer: true, turn: -1 },
  { column: 5, facing: 'back-left', group: 'backSide', facesViewer: false, turn: -1 },
];

/** The sprite column that shows a view (views 4 and 5 swap). */
export function columnOfView(view: number): number {
  const v = normalizeView(view);
  return v === 4 ? 5 : v === 5 ? 4 : v;
}

/** Any integer to 0-5 (wraps both ways). */
export function normalizeView(view: number): number {
  return ((Math.trunc(view) % VIEW_COUNT) + VIEW_COUNT) % VIEW_COUNT;
}

export const rotateLeft = (view: number) => normalizeView(view - 1);
export const rotateRight = (view: number) => normalizeView(view + 1);

/** The facing shown at a view (after the 4/5 swap). */
export const facingOfView = (view: number): Facing => SHEET_COLUMNS[columnOfView(view)]!.facing;
