import type { BBCodeErrorText, ImageTag, OrderedListType } from './rules';

/**
 * What the parser gives the renderer: a tree of these nodes and nothing else. Every value in it
 * has passed its rule (URLs, colours, fonts, sizes, ids), so the renderer only lays it out.
 */
export type BBNode =
  | { type: 'text'; text: string }
  | { type: 'br' }
  | { type: 'hr' }
  | { type: 'style'; style: InlineStyle; children: BBNode[] }
  | { type: 'font'; family: string; children: BBNode[] }
  | { type: 'size'; size: number; children: BBNode[] }
  | { type: 'color'; color: string; children: BBNode[] }
  | { type: 'quote'; author?: string; children: BBNode[] }
  | { type: 'spoiler'; title?: string; children: BBNode[] }
  | { type: 'align'; align: 'center' | 'left' | 'right'; children: BBNode[] }
  | { type: 'code'; text: string }
  /** href: a path of this site ("/...") or an http(s) URL; external: opens the Leaving confirm. */
  | { type: 'link'; href: string; external: boolean; children: BBNode[] }
  | { type: 'email'; address: string; children: BBNode[] }
  | { type: 'image'; src: string; tag: ImageTag }
  | { type: 'emoji'; src: string; name: string }
  | { type: 'list'; ordered?: OrderedListType; children: BBNode[] }
  | { type: 'item'; children: BBNode[] }
  | { type: 'table'; children: BBNode[] }
  | { type: 'row'; children: BBNode[] }
  | { type: 'cell'; header: boolean; children: BBNode[] }
  | { type: 'youtube'; id: string }
  | { type: 'three'; src: string }
  /** [mention], [player] and @name: `player` shows the avatar with the name. */
  | { type: 'mention'; username: string; player: boolean }
  | { type: 'post'; id: string }
  /** Consecutive [outfit]/[outfitlarge] tags, grouped in one row. */
  | { type: 'outfits'; outfits: { id: string; large: boolean }[] }
  | { type: 'error'; text: BBCodeErrorText };

export type InlineStyle = 'b' | 'i' | 'u' | 's' | 'sup' | 'sub';
export type BBNodeType = BBNode['type'];
export type ParentNode = Extract<BBNode, { children: BBNode[] }>;

/** The keys each node type may carry (the fuzz test holds every parse to this list). */
export const NODE_KEYS: Record<BBNodeType, readonly string[]> = {
  text: ['text'],
  br: [],
  hr: [],
  style: ['style', 'children'],
  font: ['family', 'children'],
  size: ['size', 'children'],
  color: ['color', 'children'],
  quote: ['author', 'children'],
  spoiler: ['title', 'children'],
  align: ['align', 'children'],
  code: ['text'],
  link: ['href', 'external', 'children'],
  email: ['address', 'children'],
  image: ['src', 'tag'],
  emoji: ['src', 'name'],
  list: ['ordered', 'children'],
  item: ['children'],
  table: ['children'],
  row: ['children'],
  cell: ['header', 'children'],
  youtube: ['id'],
  three: ['src'],
  mention: ['username', 'player'],
  post: ['id'],
  outfits: ['outfits'],
  error: ['text'],
};

export const hasChildren = (n: BBNode): n is ParentNode => 'children' in n;
