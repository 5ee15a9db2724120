import { createHash } from 'node:crypto';
import { wornItems, type Customization } from '@common/avatar/customization';
import { ART_VERSION } from './version';

/**
 * The hash of a look: everything that changes the composed picture (body type, skin tone,
 * size, every worn item and the art version) and nothing else (a name-tag colour does not
 * change the sheet). Equal customizations give equal hashes; one changed slot a new one.
 */
export function lookHash(c: Customization): string {
  const canonical = JSON.stringify([
    ART_VERSION,
    c.isMale ? 'm' : 'f',
    c.skinTone,
    Math.round(c.width * 1000),
    Math.round(c.height * 1000),
    wornItems(c),
  ]);
  return createHash('sha256').update(canonical).digest('base64url').slice(0, 22);
}

/** Hashes are base64url: anything else in a URL is refused before touching the disk. */
export const isLookHash = (s: string) => /^[A-Za-z0-9_-]{22}$/.test(s);
