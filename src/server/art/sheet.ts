import { Resvg } from '@resvg/resvg-js';
import { FRAME_WIDTH, SHEET_HEIGHT, SHEET_WIDTH } from '@common/avatar/sheet';
import { SHEET_COLUMNS, type SheetColumn } from '@common/avatar/views';
import { CX, type Pose } from './body';
import { svgDoc } from './palette';

/** Three-quarter views are the straight views squashed to this width around the centre line. */
export const SIDE_SQUASH = 0.84;
export const FACE_SHIFT = 20;

export const poseOf = (col: SheetColumn, isMale: boolean): Pose => ({
  isMale,
  front: col.facesViewer,
  side: col.turn !== 0,
  faceDx: col.turn !== 0 ? FACE_SHIFT : 0,
  right: col.facesViewer ? -1 : 1,
});

/** A frame drawing: the SVG of one 425x850 column for a pose ('' when nothing shows). */
export type FrameDrawing = (p: Pose) => string;

/** The SVG of a whole 2550x850 sheet: each column's drawing, squashed and mirrored as its view needs. */
export function sheetSvg(draw: FrameDrawing, isMale: boolean): string {
  const frames = SHEET_COLUMNS.map((col) => {
    const body = draw(poseOf(col, isMale));
    if (!body) return '';
    const sx = (col.turn === 0 ? 1 : SIDE_SQUASH) * (col.turn === -1 ? -1 : 1);
    const t = `translate(${col.column * FRAME_WIDTH + CX} 0) scale(${sx} 1) translate(${-CX} 0)`;
    return `<g transform="${t}">${body}</g>`;
  });
  return svgDoc(SHEET_WIDTH, SHEET_HEIGHT, frames.join(''));
}

/** Renders SVG to PNG; `fonts` loads the system fonts (only the town's shop signs need text). */
export function renderSvg(svg: string, width?: number, fonts = false): Buffer {
  const font = fonts ? { loadSystemFonts: true, defaultFontFamily: 'DejaVu Sans' } : { loadSystemFonts: false };
  const r = new Resvg(svg, { fitTo: width ? { mode: 'width', value: width } : { mode: 'original' }, font });
  return r.render().asPng();
}
