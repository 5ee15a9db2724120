/**
 * Which of the six sprite frames an avatar shows while it walks (live-world §4: frame 0-5
 * from the movement angle). Frame numbers are the sheet columns of a composed avatar sheet.
 *
 * The sheet's views rotate 0 -> 1 -> 2 -> 3 -> 5 -> 4 -> 0 (avatar-economy §4: views 4 and 5
 * swap when reading sprite columns), and they share draw order by group {0, 1, 4} (face
 * visible), {2, 5} (three-quarter back) and {3} (back). So column 0 faces the viewer, 3 faces
 * away, 1 and 4 are the two front three-quarter views and 2 and 5 the two back ones.
 */
export const FACING = {
  front: 0,
  frontRight: 1,
  backRight: 2,
  back: 3,
  frontLeft: 4,
  backLeft: 5,
} as const;
export type Frame = (typeof FACING)[keyof typeof FACING];

/**
 * Six 60-degree sectors of the screen angle (x right, y down), centred on down, down-right,
 * up-right, up, up-left and down-left. Walking straight left or right shows a three-quarter
 * front view, which reads best on a street seen from the front.
 */
const SECTORS: readonly Frame[] = [
  FACING.frontRight, // centred on 30 degrees (down-right)
  FACING.front, // 90 (down)
  FACING.frontLeft, // 150 (down-left)
  FACING.backLeft, // 210 (up-left)
  FACING.back, // 270 (up)
  FACING.backRight, // 330 (up-right)
];

/**
 * The frame for a movement vector (dx, dy) in world units; keeps `previous` when the avatar
 * does not move. Horizontal moves count as slightly downward so left and right show the face.
 */
export function facingFrame(dx: number, dy: number, previous: number = FACING.front): number {
  if (dx === 0 && dy === 0) return previous;
  const deg = (Math.atan2(dy === 0 ? 1e-9 : dy, dx) * 180) / Math.PI; // -180..180, 90 is down
  const normalized = (deg + 360) % 360;
  return SECTORS[Math.min(5, Math.floor(normalized / 60))];
}
