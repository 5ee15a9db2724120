import { describe, expect, it } from 'vitest';
import { REDACTION_MARKER, splitRedactions, stripRedactions } from '@common/world/chat';
import { createWordFilter, parseWordList } from './filter';

const filter = createWordFilter(parseWordList(' Turnip, , mangel-wurzel '));

describe('the chat word filter', () => {
  it('redacts default and configured words, whole words in any case', () => {
    expect(filter('what the SHIT')).toBe(`what the ${REDACTION_MARKER}`);
    expect(filter('you turnip!')).toBe(`you ${REDACTION_MARKER}!`);
    expect(filter('Mangel-Wurzel soup')).toBe(`${REDACTION_MARKER} soup`);
    expect(filter('tuuurnip')).toBe(REDACTION_MARKER);
  });

  it('leaves words that merely contain a filtered word', () => {
    expect(filter('turnips in Scunthorpe, a classic shitake typo')).toBe('turnips in Scunthorpe, a classic shitake typo');
  });

  it('lets the client strip markers from bubbles and draw bars in the window', () => {
    const text = filter('hey turnip you shit');
    expect(stripRedactions(text)).toBe('hey you');
    expect(splitRedactions(text)).toEqual([
      { kind: 'text', text: 'hey ' },
      { kind: 'redacted' },
      { kind: 'text', text: ' you ' },
      { kind: 'redacted' },
    ]);
  });
});
