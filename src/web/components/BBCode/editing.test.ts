import { describe, expect, it } from 'vitest';
import { insert, link, list, table, wrap } from './editing';

describe('editor edits', () => {
  it('wraps the selection and keeps it selected', () => {
    expect(wrap('say hi now', 4, 6, '[b]', '[/b]')).toEqual({ value: 'say [b]hi[/b] now', start: 7, end: 9 });
  });

  it('selects the placeholder when nothing was selected', () => {
    const e = wrap('x', 1, 1, '[img]', '[/img]', 'https://');
    expect(e.value).toBe('x[img]https://[/img]');
    expect(e.value.slice(e.start, e.end)).toBe('https://');
  });

  it('inserts with the caret after', () => {
    expect(insert('ab', 1, 1, '[hr]')).toEqual({ value: 'a[hr]b', start: 5, end: 5 });
  });

  it('makes a list item of each selected line', () => {
    expect(list('one\ntwo', 0, 7, '1').value).toBe('[list=1]\n[*]one\n[*]two\n[/list]');
    const empty = list('', 0, 0, '');
    expect(empty.value).toBe('[list]\n[*]\n[/list]');
    expect(empty.start).toBe('[list]\n[*]'.length);
  });

  it('inserts a table with its first heading selected', () => {
    const e = table('', 0, 0);
    expect(e.value.slice(e.start, e.end)).toBe('Heading');
  });

  it('links an address directly, or labels the selection and selects the address to type', () => {
    expect(link('https://example.com', 0, 19).value).toBe('[url]https://example.com[/url]');
    const e = link('my site', 0, 7);
    expect(e.value).toBe('[url=https://]my site[/url]');
    expect(e.value.slice(e.start, e.end)).toBe('https://');
  });
});
