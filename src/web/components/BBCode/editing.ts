/**
 * What the editor's buttons do to the text: pure functions of the text and its selection, so
 * they are tested without a browser. Each answers the new text and what to select in it.
 */
export interface Edit {
  value: string;
  start: number;
  end: number;
}

/** Puts `open`/`close` around the selection (or around `placeholder`, selected, when none). */
export function wrap(value: string, start: number, end: number, open: string, close: string, placeholder = ''): Edit {
  const selected = value.slice(start, end) || placeholder;
  return {
    value: value.slice(0, start) + open + selected + close + value.slice(end),
    start: start + open.length,
    end: start + open.length + selected.length,
  };
}

/** Replaces the selection with `text`; the caret goes after it. */
export function insert(value: string, start: number, end: number, text: string): Edit {
  const at = start + text.length;
  return { value: value.slice(0, start) + text + value.slice(end), start: at, end: at };
}

/** A list of the selected lines (one item each), or an empty item to type in. */
export function list(value: string, start: number, end: number, ordered: '' | '1'): Edit {
  const lines = value
    .slice(start, end)
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean);
  const open = `[list${ordered ? `=${ordered}` : ''}]\n`;
  if (lines.length === 0) {
    const text = `${open}[*]\n[/list]`;
    const caret = start + open.length + 3;
    return { value: value.slice(0, start) + text + value.slice(end), start: caret, end: caret };
  }
  const text = `${open}${lines.map((l) => `[*]${l}`).join('\n')}\n[/list]`;
  return { value: value.slice(0, start) + text + value.slice(end), start: start, end: start + text.length };
}

/** A 2x2 table to fill in; the first heading is selected. */
export function table(value: string, start: number, end: number): Edit {
  const text = '[table]\n[tr][th]Heading[/th][th]Heading[/th][/tr]\n[tr][td]Cell[/td][td]Cell[/td][/tr]\n[/table]';
  const first = text.indexOf('Heading');
  const edit = insert(value, start, end, text);
  return { ...edit, start: start + first, end: start + first + 'Heading'.length };
}

/** A link: the selection becomes the label when it is not itself the address. */
export function link(value: string, start: number, end: number): Edit {
  const selected = value.slice(start, end).trim();
  if (/^(https?:\/\/|\/)\S*$/i.test(selected)) return wrap(value, start, end, '[url]', '[/url]');
  const open = '[url=https://]';
  const text = `${open}${selected || 'link text'}[/url]`;
  const at = start + '[url='.length;
  return { value: value.slice(0, start) + text + value.slice(end), start: at, end: at + 'https://'.length };
}
