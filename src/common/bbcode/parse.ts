import type { BBNode, InlineStyle, ParentNode } from './ast';
import { inlineNodes } from './inline';
import { leafNode } from './leaves';
import { BBCODE_ERRORS, BBCODE_INPUT_MAX, BBCODE_MAX_DEPTH, BBCODE_PROBLEMS_MAX, BBCODE_TEXT, CONTAINER_TAGS, ORDERED_LIST_TYPES, RAW_TAGS, type OrderedListType } from './rules';
import { clampSize, safeColor, safeEmail, safeFont, safeUrl } from './values';

/**
 * BBCode text -> tree of BBNodes (ast.ts), by the rules of social-core §5.
 *
 * One pass over the text with an explicit stack (no recursion, so no nesting bomb can overflow
 * anything): a tag opens a frame, its closing tag turns the frame into a node. What never
 * closes, closes out of order, or opens deeper than BBCODE_MAX_DEPTH stays as its own text;
 * unknown tags that close vanish and leave their content. It never throws.
 */
export function parseBBCode(input: string, opts: ParseOptions = {}): BBNode[] {
  return new Parser(String(input ?? '').slice(0, BBCODE_INPUT_MAX), opts).run();
}

/**
 * The tree and the parse problems a writer would want to fix (social-core §5 "Parse problems
 * show ... 'Parse Error:'"): a supported tag that never closes, a closing tag that closes
 * nothing, a tag opened deeper than 10. The tree is the same as parseBBCode's (each of these
 * shows as its own text). At most BBCODE_PROBLEMS_MAX are described; `problemCount` has them all.
 */
export interface ParseReport {
  nodes: BBNode[];
  problems: string[];
  problemCount: number;
}

export function parseBBCodeReport(input: string, opts: ParseOptions = {}): ParseReport {
  const parser = new Parser(String(input ?? '').slice(0, BBCODE_INPUT_MAX), opts);
  const nodes = parser.run();
  // In the order they stand in the text (tags never closed are found at the end).
  const problems = [...parser.problems].sort((a, b) => a.at - b.at).slice(0, BBCODE_PROBLEMS_MAX);
  return { nodes, problems: problems.map((p) => p.text), problemCount: parser.problemCount };
}

export interface ParseOptions {
  /**
   * The origin of the page the text is shown on (the web passes location.origin): absolute
   * image and model URLs of its host follow the same-site media rule (values.ts: safeMediaUrl).
   */
  site?: string;
}

type FrameKind =
  /** A supported tag: becomes a node when it closes. */
  | 'element'
  /** A list item opened by [*]: closes at the next [*] or at the end of its list. */
  | 'item'
  /** An unknown tag (or a link inside a link): only its content shows. */
  | 'transparent'
  /** A tag opened too deep: it shows as text, closing tag included. */
  | 'literal';

interface Frame {
  tag: string;
  kind: FrameKind;
  param?: string;
  /** The opening tag as written, shown when the frame does not become a node. */
  openText: string;
  /** Where the opening tag stands in the text (for parse problems). */
  at?: number;
  children: BBNode[];
}

const CONTAINERS = new Set<string>(CONTAINER_TAGS);
const RAW = new Set<string>(RAW_TAGS);
/** Tags that make a block: one line break right after their opening or closing tag is dropped. */
export const BLOCKS: ReadonlySet<string> = new Set(['quote', 'spoiler', 'center', 'left', 'right', 'list', 'table', 'tr', 'th', 'td', 'code', 'hr', 'youtube', 'three', 'post', 'imgcenter', 'imagecenter', 'imgcenterlarge', 'imgcenterfull', 'imgcentermedium']);
const STYLES: Record<string, InlineStyle> = { b: 'b', strong: 'b', i: 'i', em: 'i', u: 'u', s: 's', strike: 's', sup: 'sup', sub: 'sub' };
/** [tag], [tag=value], [/tag], [*], [br/]. Values stop at brackets and line ends. */
const TAG = /\[(\/?)(\*|[A-Za-z][A-Za-z0-9]{0,19})(?:=([^[\]\r\n]{0,2048}))?\s*\/?\]/y;

class Parser {
  private readonly stack: Frame[] = [{ tag: '', kind: 'element', openText: '', children: [] }];
  /** Frames that make a DOM element (element and item), i.e. the nesting depth. */
  private depth = 0;
  /** Open links: mentions are not made inside them, and a link inside a link is only its text. */
  private links = 0;
  private readonly closeCache = new Map<string, { from: number; at: number; end: number }>();
  readonly problems: { at: number; text: string }[] = [];
  problemCount = 0;

  constructor(
    private readonly src: string,
    private readonly opts: ParseOptions,
  ) {}

  run(): BBNode[] {
    const { src } = this;
    let textStart = 0;
    let i = 0;
    while (i < src.length) {
      const lb = src.indexOf('[', i);
      if (lb < 0) break;
      TAG.lastIndex = lb;
      const m = TAG.exec(src);
      if (!m || (m[1] && m[3] !== undefined)) {
        i = lb + 1;
        continue;
      }
      this.text(src.slice(textStart, lb));
      const raw = m[0];
      const name = m[2]!.toLowerCase();
      const param = m[3] === undefined ? undefined : unquote(m[3]);
      const end = lb + raw.length;
      const next = m[1] ? this.close(name, raw, end) : this.open(name, param, raw, end);
      i = textStart = next;
    }
    this.text(src.slice(textStart));
    while (this.stack.length > 1) this.unwind();
    return this.top.children;
  }

  private get top(): Frame {
    return this.stack[this.stack.length - 1]!;
  }

  /** Handles an opening tag that ends at `end`; answers where reading goes on. */
  private open(name: string, param: string | undefined, raw: string, end: number): number {
    if (name === '*') {
      if (this.top.kind === 'item') this.finish();
      if (this.top.tag !== 'list' || this.top.kind !== 'element' || this.depth >= BBCODE_MAX_DEPTH) {
        if (this.depth >= BBCODE_MAX_DEPTH) this.problem(BBCODE_TEXT.tooDeep, raw, end);
        this.text(raw);
        return end;
      }
      this.push({ tag: '*', kind: 'item', openText: raw, children: [] });
      return end;
    }
    const tooDeep = this.depth >= BBCODE_MAX_DEPTH;
    if (name === 'br' || name === 'hr') {
      if (tooDeep) {
        this.problem(BBCODE_TEXT.tooDeep, raw, end);
        this.text(raw);
      }
      else this.append({ type: name });
      return name === 'hr' ? this.skipNewline(end) : end;
    }
    // [url]http://...[/url] and [email]a@b.c[/email] hold their value; with =value they hold a label.
    const valueInside = RAW.has(name) || ((name === 'url' || name === 'email') && param === undefined);
    if (valueInside) {
      const close = this.findClose(name, end);
      if (!close) {
        this.problem(BBCODE_TEXT.notClosed, raw, end);
        this.text(raw);
        return end;
      }
      if (tooDeep) {
        this.problem(BBCODE_TEXT.tooDeep, raw, end);
        this.text(this.src.slice(end - raw.length, close.end));
      } else {
        let content = this.src.slice(end, close.at);
        // [code] drops one line break just inside each of its tags ("[code]\n...\n[/code]").
        if (name === 'code') content = content.replace(/^\r?\n/, '').replace(/\r?\n$/, '');
        for (const n of leafNode(name, param, content, this.links > 0, this.opts.site)) this.append(n);
      }
      return BLOCKS.has(name) ? this.skipNewline(close.end) : close.end;
    }
    if (!CONTAINERS.has(name)) {
      this.push({ tag: name, kind: 'transparent', openText: raw, children: [] });
      return end;
    }
    if (tooDeep) {
      this.problem(BBCODE_TEXT.tooDeep, raw, end);
      this.push({ tag: name, kind: 'literal', param, openText: raw, children: [] });
    } else if (isLink(name) && this.links > 0) this.push({ tag: name, kind: 'transparent', param, openText: raw, children: [] });
    else this.push({ tag: name, kind: 'element', param, openText: raw, children: [], at: end });
    return BLOCKS.has(name) ? this.skipNewline(end) : end;
  }

  /** Handles a closing tag; one that closes nothing is text. */
  private close(name: string, raw: string, end: number): number {
    if (name === 'br' || name === 'hr') return end; // [hr][/hr] is one rule
    if (name === '*') {
      if (this.top.kind === 'item') this.finish();
      else this.text(raw);
      return end;
    }
    let j = this.stack.length - 1;
    while (j > 0 && (this.stack[j]!.tag !== name || this.stack[j]!.kind === 'item')) j--;
    if (j === 0) {
      // A closing tag of ours with nothing to close; an unknown one is just text.
      if (CONTAINERS.has(name) || RAW.has(name)) this.problem(BBCODE_TEXT.closesNothing, raw, end);
      this.text(raw);
      return end;
    }
    while (this.stack.length - 1 > j) this.unwind();
    this.finish(raw);
    return BLOCKS.has(name) ? this.skipNewline(end) : end;
  }

  private push(f: Frame): void {
    this.stack.push(f);
    if (f.kind === 'element' || f.kind === 'item') this.depth++;
    if (f.kind === 'element' && isLink(f.tag)) this.links++;
  }

  private pop(): Frame {
    const f = this.stack.pop()!;
    if (f.kind === 'element' || f.kind === 'item') this.depth--;
    if (f.kind === 'element' && isLink(f.tag)) this.links--;
    return f;
  }

  /** Closes the top frame properly (its closing tag was `closeText`, or it closes implicitly). */
  private finish(closeText = ''): void {
    const f = this.pop();
    if (f.kind === 'literal') {
      this.text(f.openText);
      for (const n of f.children) this.append(n);
      this.text(closeText);
    } else if (f.kind === 'transparent') {
      for (const n of f.children) this.append(n);
    } else {
      for (const n of this.build(f)) this.append(n);
    }
  }

  /** A frame that never closed: list items close anyway; anything else shows as text. */
  private unwind(): void {
    if (this.top.kind === 'item') return this.finish();
    const f = this.pop();
    if (f.kind === 'element') this.problem(BBCODE_TEXT.notClosed, f.openText, f.at ?? this.src.length);
    this.text(f.openText);
    for (const n of f.children) this.append(n);
  }

  /** The nodes a closed supported tag becomes. */
  private build(f: Frame): BBNode[] {
    const children = f.children;
    const parent = this.top;
    const style = STYLES[f.tag];
    if (style) return [{ type: 'style', style, children }];
    switch (f.tag) {
      case 'font': {
        const family = safeFont(f.param ?? '');
        return family ? [{ type: 'font', family, children }] : children;
      }
      case 'size':
        return [{ type: 'size', size: clampSize(f.param), children }];
      case 'color': {
        const color = safeColor(f.param ?? '');
        return color ? [{ type: 'color', color, children }] : children;
      }
      case 'quote':
        return [withOptional({ type: 'quote', children }, 'author', label(f.param))];
      case 'spoiler':
        return [withOptional({ type: 'spoiler', children }, 'title', label(f.param))];
      case 'center':
      case 'left':
      case 'right':
        return [{ type: 'align', align: f.tag, children }];
      case 'url': {
        const url = safeUrl(f.param ?? '');
        if (!url) return [{ type: 'error', text: BBCODE_ERRORS.url }];
        return [{ type: 'link', ...url, children: hasContent(children) ? children : [{ type: 'text', text: url.href }] }];
      }
      case 'email': {
        const address = safeEmail(f.param ?? '');
        if (!address) return [{ type: 'error', text: BBCODE_ERRORS.email }];
        return [{ type: 'email', address, children: hasContent(children) ? children : [{ type: 'text', text: address }] }];
      }
      case 'list': {
        const ordered = ORDERED_LIST_TYPES.find((t) => t === f.param?.trim());
        return only(withOptional({ type: 'list', children }, 'ordered', ordered as OrderedListType | undefined), 'item');
      }
      case '*':
        return [{ type: 'item', children: trimEdges(children) }];
      case 'table':
        return only({ type: 'table', children }, 'row');
      case 'tr':
        return parent.tag === 'table' && parent.kind === 'element' ? only({ type: 'row', children }, 'cell') : children;
      case 'th':
      case 'td':
        return parent.tag === 'tr' && parent.kind === 'element' ? [{ type: 'cell', header: f.tag === 'th', children: trimEdges(children) }] : children;
      default:
        return children;
    }
  }

  /**
   * Notes a parse problem about the tag written as `raw`, which ends at `at` (cut short: a value
   * may be long). A few more are kept than shown, to show the first ones of the text.
   */
  private problem(describe: (tag: string) => string, raw: string, at: number): void {
    this.problemCount++;
    if (this.problems.length < BBCODE_PROBLEMS_MAX * 16) this.problems.push({ at, text: describe(raw.length > 40 ? `${raw.slice(0, 37)}...]` : raw) });
  }

  /** Adds plain text to the open frame, with its emoji shortcuts and mentions. */
  private text(t: string): void {
    if (!t) return;
    for (const n of inlineNodes(t, { mentions: this.links === 0 })) this.append(n);
  }

  private append(n: BBNode): void {
    const list = this.top.children;
    const prev = list[list.length - 1];
    if (n.type === 'text') {
      if (!n.text) return;
      if (prev?.type === 'text') list[list.length - 1] = { type: 'text', text: prev.text + n.text };
      else list.push(n);
      return;
    }
    if (n.type === 'outfits') {
      // Outfits next to each other (spaces and line breaks between them aside) share one row.
      const gap = prev?.type === 'text' && !prev.text.trim() ? 1 : 0;
      const before = list[list.length - 1 - gap];
      if (before?.type === 'outfits') {
        list.splice(list.length - 1 - gap, gap + 1, { type: 'outfits', outfits: [...before.outfits, ...n.outfits] });
        return;
      }
    }
    list.push(n);
  }

  private skipNewline(at: number): number {
    if (this.src.startsWith('\r\n', at)) return at + 2;
    return this.src[at] === '\n' ? at + 1 : at;
  }

  /** Where `[/name]` next closes a value tag, remembered so a text of many unclosed tags stays linear. */
  private findClose(name: string, from: number): { at: number; end: number } | null {
    const hit = this.closeCache.get(name);
    if (hit && hit.from <= from && (hit.at < 0 || hit.at >= from)) return hit.at < 0 ? null : hit;
    const re = new RegExp(`\\[/${name}\\]`, 'gi');
    re.lastIndex = from;
    const m = re.exec(this.src);
    const found = m ? { from, at: m.index, end: m.index + m[0].length } : { from, at: -1, end: -1 };
    this.closeCache.set(name, found);
    return found.at < 0 ? null : found;
  }
}

const isLink = (tag: string) => tag === 'url' || tag === 'email';

const unquote = (v: string) => {
  const t = v.trim();
  return t.length >= 2 && (t[0] === '"' || t[0] === "'") && t[t.length - 1] === t[0] ? t.slice(1, -1) : t;
};

/** A quote's author or a spoiler's title: plain text, one line, at most 100 characters. */
const label = (v: string | undefined) => v?.trim().slice(0, 100) || undefined;

const hasContent = (nodes: BBNode[]) => nodes.some((n) => n.type !== 'text' || n.text.trim() !== '');

function withOptional<T extends object, K extends string, V>(node: T, key: K, value: V | undefined): T {
  return value === undefined ? node : { ...node, [key]: value };
}

/**
 * A list, table or row holds only items, rows or cells. Anything else written straight inside
 * one (not blank text) goes before it, as browsers do with text in a table: wrapping it in an
 * item or cell instead would nest it deeper than its tags allow.
 */
function only(node: ParentNode, type: 'item' | 'row' | 'cell'): BBNode[] {
  const before = node.children.filter((n) => n.type !== type && !(n.type === 'text' && !n.text.trim()));
  return [...before, { ...node, children: node.children.filter((n) => n.type === type) }];
}

/** Drops the line breaks and spaces at both ends of a list item or cell. */
function trimEdges(nodes: BBNode[]): BBNode[] {
  const out = [...nodes];
  const first = out[0];
  if (first?.type === 'text') out[0] = { type: 'text', text: first.text.replace(/^\s+/, '') };
  const lastIndex = out.length - 1;
  const last = out[lastIndex];
  if (last?.type === 'text') out[lastIndex] = { type: 'text', text: last.text.replace(/\s+$/, '') };
  return out.filter((n) => n.type !== 'text' || n.text !== '');
}
