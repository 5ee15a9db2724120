import { describe, expect, it } from 'vitest';
import { applySuggestion, findTrigger, matchesSearch, scoreEmoji, suggest } from './autocomplete';

describe('autocomplete trigger', () => {
  it('opens on a colon plus word characters at the start or after whitespace', () => {
    expect(findTrigger(':sm')).toEqual({ start: 0, query: 'sm' });
    expect(findTrigger('hello :pe')).toEqual({ start: 6, query: 'pe' });
    expect(findTrigger('hi\t:x_1')).toEqual({ start: 3, query: 'x_1' });
  });

  it('stays closed for a bare colon, a colon inside a word, or a finished token', () => {
    expect(findTrigger(':')).toBeNull();
    expect(findTrigger('hello:pe')).toBeNull();
    expect(findTrigger('Bob: ')).toBeNull();
    expect(findTrigger(':smile: ')).toBeNull();
  });

  it('looks only at the text before the cursor', () => {
    expect(findTrigger('say :wa later', 7)).toEqual({ start: 4, query: 'wa' });
    expect(findTrigger('say :wa later', 13)).toBeNull();
  });
});

describe('autocomplete scores', () => {
  it('scores the own name 100/80/60 and aliases 90/70/50', () => {
    expect(scoreEmoji('pepe', ['pepe', 'frog'])).toBe(100);
    expect(scoreEmoji('pep', ['pepe'])).toBe(80);
    expect(scoreEmoji('ep', ['pepe'])).toBe(60);
    expect(scoreEmoji('frog', ['pepe', 'frog'])).toBe(90);
    expect(scoreEmoji('fro', ['pepe', 'frog'])).toBe(70);
    expect(scoreEmoji('ro', ['pepe', 'frog'])).toBe(50);
    expect(scoreEmoji('zzz', ['pepe', 'frog'])).toBe(0);
  });

  it('keeps the best of name and alias scores', () => {
    expect(scoreEmoji('cat', ['bugcat', 'cat'])).toBe(90);
    expect(scoreEmoji('cat', ['cat', 'kitty'])).toBe(100);
  });

  it('ignores hyphens and case', () => {
    expect(scoreEmoji('XMARK', ['x-mark'])).toBe(100);
    expect(scoreEmoji('Pog', ['pog-champ'])).toBe(80);
  });
});

describe('suggest', () => {
  const emojis = [
    { names: ['smile'] },
    { names: ['smiley'] },
    { names: ['grin', 'smile_big'] },
    { names: ['cat_smile'] },
    { names: ['sweat_smile'] },
    { names: ['smirk'] },
    { names: ['heart'] },
  ];

  it('returns at most five, best score first, and drops non-matches', () => {
    const out = suggest('smi', emojis).map((e) => e.names[0]);
    expect(out).toHaveLength(5);
    expect(out.slice(0, 3)).toEqual(['smile', 'smirk', 'smiley']);
    expect(out).not.toContain('heart');
  });

  it('puts an exact name above a prefix', () => {
    expect(suggest('smile', emojis)[0]!.names[0]).toBe('smile');
  });

  it('finds nothing for an unknown query', () => {
    expect(suggest('qqq', emojis)).toEqual([]);
  });
});

describe('picker search and insertion', () => {
  it('matches any own name case-insensitively by substring', () => {
    expect(matchesSearch('HEART', ['red_heart', 'love'])).toBe(true);
    expect(matchesSearch('ove', ['red_heart', 'love'])).toBe(true);
    expect(matchesSearch('dog', ['red_heart'])).toBe(false);
    expect(matchesSearch('  ', ['anything'])).toBe(true);
  });

  it('replaces the colon and query with the emoji and a space, keeping what follows', () => {
    const text = 'hi :sm there';
    const t = findTrigger(text, 6)!;
    expect(applySuggestion(text, t, 6, '😄')).toEqual({ text: 'hi 😄  there', cursor: 6 });
  });
});
