import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseBBCode } from './parse';
import { BBCODE_ERRORS, IMAGE_TAGS, SITE_MEDIA } from './rules';
import { safeMediaUrl } from './values';

/**
 * The same-site media rule of [img] (every image tag) and [three]: a picture is loaded with the
 * viewer's cookies, so on this site it may only be one of the pictures and files served for
 * showing (SITE_MEDIA), never an API route that acts for whoever looks at it.
 */
const SITE = 'http://town.test:3000';

/** A GET action of the spec and a few POSTs: what a forged picture would aim at. */
const ACTIONS = [
  '/api/forum/post/6f1c1b9e-6c4f-4a59-9a39-0a0d2f1b3c4d/tip',
  '/api/forum/post/6f1c1b9e-6c4f-4a59-9a39-0a0d2f1b3c4d/reply/7/tip',
  '/api/friend/3/accept',
  '/api/profile/Mallory/block/1',
  '/api/profile/Mallory/match/1',
  '/api/inventory/12/equip/1',
  '/api/outfit/4/wear',
  '/api/mail/9/read',
  '/api/mail/9/unread',
  '/api/mail/9/save/1',
  '/api/auth/logout',
  '/game-api/creator/submission',
];

describe('the same-site media rule', () => {
  it.each([
    ...ACTIONS,
    '/API/forum/post/1/tip',
    '/Api/friend/3/accept',
    '/GAME-API/creator/submission',
    '/cdn/../api/forum/post/1/tip',
    '/emojis/../api/friend/3/accept',
    '/cdn/%2e%2e/api/forum/post/1/tip',
    '/cdn/%2E%2E/api/forum/post/1/tip',
    '/cdn/.%2e/api/forum/post/1/tip',
    '/cdn/%252e%252e/api/forum/post/1/tip',
    '/cdn/..%2Fapi%2Fforum%2Fpost%2F1%2Ftip',
    '/cdn/..%2fapi/forum/post/1/tip',
    '/cdn/x/..%5C..%5Capi/friend/3/accept',
    '/cdn\\..\\api\\friend\\3\\accept',
    '/cdn/&#46;&#46;/api/friend/3/accept',
    '&#47;api/friend/3/accept',
    '/cdn/.\n./api/friend/3/accept',
    '/cdn/.\t./api/friend/3/accept',
    '/cdn//api/friend/3/accept',
    '/cdn/%2F%2Fevil.example/x.png',
    '//evil.example/x.png',
    '/\\evil.example/x.png',
    '/%5Cevil.example/x.png',
    '/cdn/preview.png?c=eyJ9&variant=thumb',
    '/cdn/preview%2Epng?c=eyJ9',
    '/cdn/PREVIEW.png',
    '/CDN/landing/1.webp',
    '/cdn',
    '/cdnx/a.png',
    '/emojisx/a.png',
    '/favicon.svg/../api/auth/logout',
    '/',
    '/login',
    '/reset-password?token=abc',
    '/socket.io/?EIO=4&transport=polling',
    '/api/auth/oauth/google',
    '/cdn/a%00b.png',
  ])('refuses %j', (raw) => {
    expect(safeMediaUrl(raw, SITE)).toBeNull();
    expect(safeMediaUrl(raw)).toBeNull();
  });

  it.each([
    `${SITE}/api/forum/post/1/tip`,
    'http://TOWN.TEST:3000/api/friend/3/accept',
    'http://town.test/api/friend/3/accept',
    'https://town.test:8443/api/friend/3/accept',
    'http://town.test.:3000/api/friend/3/accept',
    `${SITE}/cdn/%2e%2e/api/forum/post/1/tip`,
    `${SITE}/cdn/..%2Fapi/forum/post/1/tip`,
    `${SITE}/cdn/preview.png?c=eyJ9`,
    `${SITE}/`,
  ])('refuses this site’s own absolute address %j when the page says where it is', (raw) => {
    expect(safeMediaUrl(raw, SITE)).toBeNull();
  });

  it.each([
    ['/cdn/landing/1.webp', '/cdn/landing/1.webp'],
    ['/cdn/avatar/Ava.png?v=2', '/cdn/avatar/Ava.png?v=2'],
    ['/cdn/./landing/1.webp', '/cdn/landing/1.webp'],
    ['/emojis/pepe.png', '/emojis/pepe.png'],
    ['/assets/logo-Bx12.png', '/assets/logo-Bx12.png'],
    ['/favicon.svg', '/favicon.svg'],
    [`${SITE}/cdn/landing/2.webp`, `${SITE}/cdn/landing/2.webp`],
    ['https://pictures.example/api/forum/post/1/tip', 'https://pictures.example/api/forum/post/1/tip'],
    ['https://town.test.example/x.png', 'https://town.test.example/x.png'],
  ])('keeps %j', (raw, href) => {
    expect(safeMediaUrl(raw, SITE)?.href).toBe(href);
  });

  it('draws every image tag and [three] aimed at an action as its error text', () => {
    for (const action of ACTIONS) {
      for (const tag of Object.keys(IMAGE_TAGS)) {
        expect(parseBBCode(`[${tag}]${action}[/${tag}]`, { site: SITE })).toEqual([{ type: 'error', text: BBCODE_ERRORS.image }]);
        expect(parseBBCode(`[${tag}]${SITE}${action}[/${tag}]`, { site: SITE })).toEqual([{ type: 'error', text: BBCODE_ERRORS.image }]);
      }
      expect(parseBBCode(`[three]${action}[/three]`, { site: SITE })).toEqual([{ type: 'error', text: BBCODE_ERRORS.three }]);
      expect(parseBBCode(`[three]${SITE}${action}[/three]`, { site: SITE })).toEqual([{ type: 'error', text: BBCODE_ERRORS.three }]);
    }
    expect(parseBBCode('[imgcenterfull]/cdn/landing/3.webp[/imgcenterfull][three]/cdn/models/a.glb[/three]', { site: SITE })).toEqual([
      { type: 'image', src: '/cdn/landing/3.webp', tag: 'imgcenterfull' },
      { type: 'three', src: '/cdn/models/a.glb' },
    ]);
  });

  it('leaves links to this site as links (a click is a navigation, and the API takes no cookie)', () => {
    expect(parseBBCode('[url]/api/friend/3/accept[/url]', { site: SITE })).toMatchObject([{ type: 'link', href: '/api/friend/3/accept', external: false }]);
  });
});

/** Every %-escape read, as many times as they nest: the path the server's router may match. */
function decodedPath(path: string): string {
  let p = path;
  for (let i = 0; i < 5; i++) {
    const next = p.replace(/%([0-9a-f]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    if (next === p) break;
    p = next;
  }
  return p;
}

const piece = fc.constantFrom(
  '/',
  '//',
  '\\',
  '.',
  '..',
  '%2e',
  '%2E%2e',
  '%252e',
  '%2f',
  '%5c',
  '&#47;',
  '&#46;',
  '&sol;',
  '\t',
  '\n',
  '?',
  '#',
  'api',
  'API',
  'game-api',
  'cdn',
  'CDN',
  'emojis',
  'assets',
  'favicon.svg',
  'preview.png',
  'forum',
  'tip',
  'x.png',
  'town.test',
  ':3000',
  'http:',
  'https:',
  'http://town.test:3000',
  'HTTP://Town.Test',
  'http://elsewhere.example',
);
/** Mostly addresses that begin as an allowed one would, then wander (or not). */
const start = fc.constantFrom('', '/cdn/', '/emojis/', '/assets/', '/favicon.svg', `${SITE}/cdn/`, 'http://town.test/emojis/', 'https://elsewhere.example/');
const address = fc.tuple(start, fc.array(piece, { maxLength: 10 })).map(([first, parts]) => first + parts.join(''));

describe('the same-site media rule under fuzzing', () => {
  it('lets through only other hosts and, on this host, only the pictures served for showing', () => {
    fc.assert(
      fc.property(address, (raw) => {
        const kept = safeMediaUrl(raw, SITE);
        if (!kept) return;
        const u = new URL(kept.href, SITE);
        if (u.hostname.replace(/\.$/, '') !== 'town.test') return;
        for (const path of [u.pathname, decodedPath(u.pathname)]) {
          expect(SITE_MEDIA.folders.some((f) => path.startsWith(f)) || (SITE_MEDIA.files as readonly string[]).includes(path)).toBe(true);
          expect(path).not.toMatch(/\/\.\.?(\/|$)|\\|\/\//);
          expect(path.toLowerCase()).not.toBe('/cdn/preview.png');
        }
      }),
      { numRuns: 5000 },
    );
  });
});
