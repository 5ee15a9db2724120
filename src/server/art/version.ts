/**
 * The art generator's version: bump it whenever generated art changes, so `npm start`
 * regenerates the art and every look hash (which includes it) changes too.
 */
export const ART_VERSION = 'oldroad-art-1';
