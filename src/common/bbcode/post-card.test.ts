import { describe, expect, it } from 'vitest';
import { previewMessage } from './post-card';
import { POST_PREVIEW_CUT } from './rules';

describe('the preview of a post card', () => {
  it('drops tags, keeping words apart where a block or a list item stood and together where an inline tag did', () => {
    expect(previewMessage('[b]Welcome![/b]\nRules:[list][*]Be kind.[*]Keep it safe.[/list]Thanks')).toBe('Welcome! Rules: Be kind. Keep it safe. Thanks');
    expect(previewMessage('wo[b]r[/b]d [color=red]red[/color] [quote=Ava]hi[/quote]bye')).toBe('word red hi bye');
  });

  it("cuts at the card's length with '...'", () => {
    const long = 'a'.repeat(POST_PREVIEW_CUT + 10);
    expect(previewMessage(long)).toBe(`${'a'.repeat(POST_PREVIEW_CUT)}...`);
    expect(previewMessage('a'.repeat(POST_PREVIEW_CUT))).toBe('a'.repeat(POST_PREVIEW_CUT));
  });
});
