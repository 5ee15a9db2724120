/**
 * Every asset URL of the product, built in one place (server routes and web client agree).
 * Served by the app under /cdn (generated art lives in DATA_DIR/art).
 */
export const CDN = '/cdn';

export const cdn = {
  /** Composed 6-view sheet (2550x850) of a player's current look; `v` is the look hash (cache buster). */
  avatarSheet: (username: string, v?: string) => `${CDN}/avatar/${encodeURIComponent(username)}.png${v ? `?v=${v}` : ''}`,
  /** Half-size sheet for optimized mode (6 views of 213x425). */
  avatarSheetSmall: (username: string, v?: string) => `${CDN}/avatar/${encodeURIComponent(username)}.small.png${v ? `?v=${v}` : ''}`,
  /** 218x218 head-and-shoulders crop. */
  userThumbnail: (username: string, v?: string) => `${CDN}/user-thumbnail/${encodeURIComponent(username)}.webp${v ? `?v=${v}` : ''}`,
  /** Content-addressed composed sheet (immutable). */
  lookSheet: (hash: string, small = false) => `${CDN}/look/${hash}${small ? '.small' : ''}.png`,
  lookThumbnail: (hash: string) => `${CDN}/look/${hash}.thumb.webp`,
  /** Any customization (e.g. a try-on preview), redirected to its hashed look URL; `c` is base64url JSON. */
  lookPreview: (encoded: string, variant: 'sheet' | 'small' | 'thumb' = 'sheet') => `${CDN}/preview.png?variant=${variant}&c=${encoded}`,
  itemSprite: (itemId: string | number) => `${CDN}/item/${itemId}/sprite.png`,
  itemPreview: (itemId: string | number) => `${CDN}/item/${itemId}/preview.png`,
  /** The part of an item drawn behind the body (long hair's back); 404 for items without one. */
  itemBack: (itemId: string | number) => `${CDN}/item/${itemId}/back.png`,
  /** Base body sheet: male or female plus skin tone, e.g. female12. */
  baseBody: (isMale: boolean, skinTone: number) => `${CDN}/body/${isMale ? 'male' : 'female'}${skinTone}.png`,
  /**
   * A saved outfit's picture: its front view only (one 425x850 PNG, drawn at size 1; scale by the
   * outfit's width and height), fit for grids and shared [outfit] codes. By the outfit's public
   * id (a number only for codes shared before public ids); revalidated with an ETag. An unknown
   * or deleted outfit answers the fallback clothing image.
   */
  outfit: (publicId: string) => `${CDN}/outfit/${publicId}.png`,
  /** The image shown when an avatar or item cannot be drawn. */
  fallbackClothing: () => `${CDN}/fallback/clothing.png`,
  mapBackground: () => `${CDN}/map/old-road-town/background.png`,
  mapForeground: () => `${CDN}/map/old-road-town/foreground.png`,
  mapColliders: () => `${CDN}/map/old-road-town/colliders.json`,
  landingBackground: (n: 1 | 2 | 3) => `${CDN}/landing/${n}.webp`,
  flowGem: (kind: number) => `${CDN}/ui/flow-gem-${kind}.png`,
  ui: (name: 'crown' | 'coin' | 'gem' | `badge-${number}`) => `${CDN}/ui/${name}.png`,
  /** The Creator Guide (a PDF the art generator writes): template, layer order, categories, rules. */
  creatorGuide: () => `${CDN}/guide/creator-guide.pdf`,
  /** Custom emoji image: the token form is `<:/emojis/{file}:>`. */
  emoji: (file: string) => `/emojis/${file}`,
  /** The radio's built-in station: a looping track the app renders itself (WAV, Range requests). */
  radioStream: () => '/radio/stream.wav',
};
