import { customEmojiByName } from '../emoji/custom-emojis';
import type { BBNode } from './ast';
import { emojiSource } from './values';

/**
 * The shortcut forms inside plain text: the chat's custom emoji token `<:/emojis/{file}:>`,
 * a custom emoji's `:name:`, and `@name` mentions (not inside links, where a button cannot go).
 */
const SHORTCUTS = /<:(\/emojis\/[^\s:<>]{1,120}):>|:([A-Za-z0-9_-]{2,40}):|(^|[^A-Za-z0-9_@./:&])@([A-Za-z0-9_]{3,20})(?![A-Za-z0-9_@])/g;

export function inlineNodes(text: string, opts: { mentions: boolean }): BBNode[] {
  if (!text.includes(':') && !(opts.mentions && text.includes('@'))) return [{ type: 'text', text }];
  const out: BBNode[] = [];
  let last = 0;
  const pushText = (t: string) => {
    if (!t) return;
    const prev = out[out.length - 1];
    if (prev?.type === 'text') prev.text += t;
    else out.push({ type: 'text', text: t });
  };
  const re = SHORTCUTS;
  re.lastIndex = 0;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    const at = m.index;
    const [whole, tokenPath, name, before, username] = m;
    let node: BBNode | null = null;
    let prefix = '';
    if (tokenPath !== undefined) {
      const e = emojiSource(tokenPath);
      node = 'error' in e ? { type: 'error', text: e.error } : { type: 'emoji', ...e };
    } else if (name !== undefined) {
      const e = customEmojiByName(name);
      if (e) node = { type: 'emoji', src: e.imgUrl, name: e.names[0]! };
    } else if (username !== undefined && opts.mentions) {
      prefix = before ?? '';
      node = { type: 'mention', username, player: false };
    }
    if (!node) {
      // Not a shortcut after all: look again from the next character (":x:pepe:" holds ":pepe:").
      re.lastIndex = at + 1;
      continue;
    }
    pushText(text.slice(last, at) + prefix);
    out.push(node);
    last = at + whole.length;
  }
  pushText(text.slice(last));
  return out;
}
