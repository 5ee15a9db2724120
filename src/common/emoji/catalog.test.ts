import { describe, expect, it } from 'vitest';
import table from './unicode-table.json';
import { buildCatalog, shortcodeMap, type UnicodeTable } from './catalog';
import { UNICODE_GROUPS } from './groups';
import { splitEmojiTokens, customEmojiToken } from './tokens';

const unicode = table as UnicodeTable;

describe('the Unicode emoji table', () => {
  const map = shortcodeMap(unicode);

  it('names common emojis, skin tones 1-5 and flags', () => {
    expect(map.get('joy')).toBe('😂');
    expect(map.get('thumbsup')).toBeDefined();
    for (const n of [1, 2, 3, 4, 5]) expect(map.get(`thumbsup_tone${n}`)).toBeDefined();
    expect(map.get('flag_us')).toBe('🇺🇸');
    expect(map.get('flag_jp')).toBe('🇯🇵');
  });

  it('fills every one of the eight picker groups', () => {
    const catalog = buildCatalog([], unicode);
    for (const g of UNICODE_GROUPS) expect(catalog.some((e) => e.group === g && !e.tone)).toBe(true);
  });

  it('lists custom emojis first with their token as the insert text', () => {
    const catalog = buildCatalog([{ id: 1, names: ['pepe', 'frog'], file: 'pepe.png' }], unicode);
    expect(catalog[0]).toMatchObject({ group: 'Custom', insert: '<:/emojis/pepe.png:>', file: 'pepe.png' });
  });
});

describe('custom emoji tokens', () => {
  it('splits text around tokens and keeps everything else as text', () => {
    const text = `hi ${customEmojiToken('pepe.gif')}!${customEmojiToken('cat-1.webp')}`;
    expect(splitEmojiTokens(text)).toEqual([
      { kind: 'text', text: 'hi ' },
      { kind: 'emoji', file: 'pepe.gif', src: '/emojis/pepe.gif' },
      { kind: 'text', text: '!' },
      { kind: 'emoji', file: 'cat-1.webp', src: '/emojis/cat-1.webp' },
    ]);
  });

  it('leaves look-alike text that is not a token alone', () => {
    expect(splitEmojiTokens('<:/emojis/../x.exe:>')).toEqual([{ kind: 'text', text: '<:/emojis/../x.exe:>' }]);
    expect(splitEmojiTokens('<:/etc/passwd.png:>')).toEqual([{ kind: 'text', text: '<:/etc/passwd.png:>' }]);
  });
});
