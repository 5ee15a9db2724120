import { facingOfView, VIEW_COUNT, type Facing } from '../avatar/views';

/**
 * Which avatar view a walking avatar shows (live-world §4: frame 0-5 from the movement angle).
 * The frame sent over the network is a view number as defined in src/common/avatar/views.ts;
 * the renderer reads the sprite column with columnOfView(frame) (views 4 and 5 swap).
 */

/** The view number that shows each facing. */
const VIEW_OF = Object.fromEntries(Array.from({ length: VIEW_COUNT }, (_, v) => [facingOfView(v), v])) as Record<Facing, number>;

export const FACING = {
  front: VIEW_OF['front'],
  frontRight: VIEW_OF['front-right'],
  backRight: VIEW_OF['back-right'],
  back: VIEW_OF['back'],
  backLeft: VIEW_OF['back-left'],
  frontLeft: VIEW_OF['front-left'],
} as const;

/**
 * Six 60-degree sectors of the screen angle (x right, y down), centred on down-right, down,
 * down-left, up-left, up and up-right. Walking straight left or right shows a three-quarter
 * front view, which reads best on a street seen from the front.
 */
const SECTORS: readonly number[] = [
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
