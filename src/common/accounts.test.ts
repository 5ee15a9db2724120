import { describe, expect, it } from 'vitest';
import { safeCallbackPath } from './accounts';

describe('safeCallbackPath', () => {
  it('keeps paths of this site with their query and hash', () => {
    expect(safeCallbackPath('/')).toBe('/');
    expect(safeCallbackPath('/game?dialog=email#top')).toBe('/game?dialog=email#top');
  });

  it.each(['//evil.test/x', 'https://evil.test/', '/\\evil.test', '/\t/evil.test', 'javascript:alert(1)', 'relative/path', '', undefined, 42])(
    'sends %s to the home page',
    (raw) => {
      expect(safeCallbackPath(raw)).toBe('/');
    },
  );
});
