import { describe, expect, it } from 'vitest';
import { foldedDescription, isFolded } from './description';
import { DESCRIPTION_CUT } from './limits';

describe('a feed post description folded on its card', () => {
  it('keeps a description of up to 100 characters whole', () => {
    const exact = 'a'.repeat(DESCRIPTION_CUT);
    expect(foldedDescription(exact)).toBe(exact);
    expect(isFolded(exact)).toBe(false);
  });

  it("cuts a longer one at 100 characters and ends it with '...'", () => {
    const long = `${'b'.repeat(DESCRIPTION_CUT)}tail`;
    expect(foldedDescription(long)).toBe(`${'b'.repeat(DESCRIPTION_CUT)}...`);
    expect(isFolded(long)).toBe(true);
  });

  it('drops spaces before the dots and never splits an emoji', () => {
    expect(foldedDescription(`${'c'.repeat(98)}  and more`)).toBe(`${'c'.repeat(98)}...`);
    const emoji = `${'d'.repeat(99)}🧣🧣`;
    expect(foldedDescription(emoji)).toBe(`${'d'.repeat(99)}🧣...`);
  });
});
