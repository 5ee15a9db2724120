import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { NODE_KEYS, type BBNode } from './ast';
import { parseBBCode } from './parse';
import { BBCODE_ERRORS, BBCODE_MAX_DEPTH, EMOJI_DIR, IMAGE_TAGS, ORDERED_LIST_TYPES, SIZE_MAX, SIZE_MIN, SUPPORTED_TAGS, YOUTUBE_ID } from './rules';
import { safeColor, safeFont, safeMediaUrl, safeUrl, safeUsername } from './values';

/**
 * Property tests: whatever the text, the parser answers (never throws) and its tree holds only
 * the allowed node types and keys, with every value passing its rule.
 */

const nasty = [
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  '&#106;avascript:alert(1)',
  '&#x6a;&#x61;vascript&colon;alert(1)',
  '%6A%61vascript:alert(1)',
  'java%0Ascript:alert(1)',
  'java\tscript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  '//evil.example',
  '/\\evil.example',
  '"><script>alert(1)</script>',
  "' onerror='alert(1)",
  'x" onload="alert(1)',
  'https://example.com/a.png',
  '/emojis/pepe.png',
  '/emojis/../../etc/passwd',
  '/api/forum/post/1/tip',
  '/cdn/%2e%2e/api/friend/1/accept',
  '/cdn/landing/1.webp',
  'dQw4w9WgXcQ',
  'Bruno',
  '42',
  'red;background:url(javascript:alert(1))',
  'expression(alert(1))',
];

const tagName = fc.oneof(fc.constantFrom(...SUPPORTED_TAGS, '*', 'script', 'iframe', 'style', 'x'), fc.stringMatching(/^[a-zA-Z]{1,6}$/));
const param = fc.oneof(fc.constant(undefined), fc.constantFrom(...nasty, '1', 'a', 'A', '20', '999', '#ff0000', 'Arial'), fc.string({ maxLength: 12 }));
const piece = fc.oneof(
  { weight: 3, arbitrary: fc.tuple(tagName, param).map(([t, p]) => `[${t}${p === undefined ? '' : `=${p}`}]`) },
  { weight: 3, arbitrary: tagName.map((t) => `[/${t}]`) },
  { weight: 2, arbitrary: fc.constantFrom(...nasty) },
  { weight: 1, arbitrary: fc.constantFrom('@Bruno', ':pepe:', '<:/emojis/kappa.png:>', '<:/emojis/../x.png:>', '\n', '[', ']', '=', '&amp;', '<b>', '<script>') },
  { weight: 2, arbitrary: fc.string({ maxLength: 8 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 4 }) },
);
const bbcode = fc.array(piece, { maxLength: 60 }).map((parts) => parts.join(''));

const ERROR_TEXTS = new Set<string>(Object.values(BBCODE_ERRORS));

/** Throws when a node breaks the allow-list; answers the deepest nesting of nodes with children. */
function check(nodes: BBNode[], depth = 0): number {
  let deepest = depth;
  for (const n of nodes) {
    expect(Object.keys(NODE_KEYS)).toContain(n.type);
    for (const key of Object.keys(n)) if (key !== 'type') expect(NODE_KEYS[n.type]).toContain(key);
    switch (n.type) {
      case 'link':
        expect(safeUrl(n.href)).toEqual({ href: n.href, external: n.external });
        break;
      case 'image':
      case 'three':
        expect(safeUrl(n.src)?.href).toBe(n.src);
        expect(safeMediaUrl(n.src)?.href).toBe(n.src);
        if (n.type === 'image') expect(Object.keys(IMAGE_TAGS)).toContain(n.tag);
        break;
      case 'emoji':
        expect(n.src.startsWith(EMOJI_DIR)).toBe(true);
        expect(n.src.slice(EMOJI_DIR.length)).toMatch(/^[A-Za-z0-9_-][A-Za-z0-9_.-]*$/);
        expect(n.src).not.toContain('..');
        break;
      case 'size':
        expect(n.size).toBeGreaterThanOrEqual(SIZE_MIN);
        expect(n.size).toBeLessThanOrEqual(SIZE_MAX);
        break;
      case 'color':
        expect(safeColor(n.color)).toBe(n.color);
        expect(n.color).not.toMatch(/[<>'"]/);
        break;
      case 'font':
        expect(safeFont(n.family)).toBe(n.family);
        break;
      case 'youtube':
        expect(n.id).toMatch(YOUTUBE_ID);
        break;
      case 'mention':
        expect(safeUsername(n.username)).toBe(n.username);
        break;
      case 'list':
        if (n.ordered !== undefined) expect(ORDERED_LIST_TYPES).toContain(n.ordered);
        for (const c of n.children) expect(c.type).toBe('item');
        break;
      case 'table':
        for (const c of n.children) expect(c.type).toBe('row');
        break;
      case 'row':
        for (const c of n.children) expect(c.type).toBe('cell');
        break;
      case 'post':
        expect(n.id).toMatch(/^[A-Za-z0-9_-]{1,64}$/);
        break;
      case 'outfits':
        for (const o of n.outfits) expect(o.id).toMatch(/^[A-Za-z0-9_-]{1,64}$/);
        break;
      case 'error':
        expect(ERROR_TEXTS.has(n.text)).toBe(true);
        break;
    }
    if ('children' in n) deepest = Math.max(deepest, check(n.children, depth + 1));
  }
  return deepest;
}

describe('parseBBCode under fuzzing', () => {
  it('never throws and only emits allowed nodes, keys and values', () => {
    fc.assert(
      fc.property(bbcode, (s) => {
        const deepest = check(parseBBCode(s));
        expect(deepest).toBeLessThanOrEqual(BBCODE_MAX_DEPTH);
      }),
      { numRuns: 3000 },
    );
  });

  it('never throws on any string at all', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 200 }), (s) => {
        check(parseBBCode(s));
      }),
      { numRuns: 2000 },
    );
  });

  it('keeps nesting bombs within the depth limit', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom('b', 'quote', 'list', 'table', 'tr', 'td', 'color=red', 'url=/x', 'spoiler', '*', 'x'), { minLength: 20, maxLength: 400 }), (tags) => {
        const s = tags.map((t) => `[${t}]`).join('') + 'x' + [...tags].reverse().map((t) => `[/${t.split('=')[0]}]`).join('');
        expect(check(parseBBCode(s))).toBeLessThanOrEqual(BBCODE_MAX_DEPTH);
      }),
      { numRuns: 300 },
    );
  });
});
