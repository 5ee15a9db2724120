import { createHash } from 'node:crypto';
import { wornItems, type Customization } from '@common/avatar/customization';
import { ART_VERSION } from './version';

/**
 * The hash of a look: everything that changes the composed picture (body type, skin tone,
 * every worn item and the art version) and nothing else. The width and height multipliers
 * are applied where the sheet is drawn (town, Avatar component): a 1.15-tall avatar would
 * not fit the 850 px frame, so the sheet is always drawn at size 1. A name-tag colour does
 * not change the sheet either. Equal looks give equal hashes; one changed slot a new one.
 */
export function lookHash(c: Pick<Customization, 'isMale' | 'skinTone'> & Customization): string {
  const canonical = JSON.stringify([
    ART_VERSION,
    c.isMale ? 'm' : 'f',
    c.skinTone,
    wornItems(c),
  ]);
  return createHash('sha256').update(canonical).digest('base64url').slice(0, 22);
}

/** Hashes are base64url: anything else in a URL is refused before touching the disk. */
export const isLookHash = (s: string) => /^[A-Za-z0-9_-]{22}$/.test(s);
