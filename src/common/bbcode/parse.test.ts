import { describe, expect, it } from 'vitest';
import type { BBNode } from './ast';
import { parseBBCode, parseBBCodeReport } from './parse';
import { BBCODE_ERRORS, BBCODE_MAX_DEPTH, BBCODE_PROBLEMS_MAX, BBCODE_TEXT } from './rules';

const text = (t: string): BBNode => ({ type: 'text', text: t });
const parse = parseBBCode;

describe('parseBBCode', () => {
  it('reads the inline styles and their aliases', () => {
    expect(parse('[b]a[/b][strong]b[/strong][i]c[/i][em]d[/em][u]e[/u][s]f[/s][strike]g[/strike][sup]h[/sup][sub]i[/sub]')).toEqual([
      { type: 'style', style: 'b', children: [text('a')] },
      { type: 'style', style: 'b', children: [text('b')] },
      { type: 'style', style: 'i', children: [text('c')] },
      { type: 'style', style: 'i', children: [text('d')] },
      { type: 'style', style: 'u', children: [text('e')] },
      { type: 'style', style: 's', children: [text('f')] },
      { type: 'style', style: 's', children: [text('g')] },
      { type: 'style', style: 'sup', children: [text('h')] },
      { type: 'style', style: 'sub', children: [text('i')] },
    ]);
  });

  it('is case-insensitive about tag names', () => {
    expect(parse('[B]x[/b]')).toEqual([{ type: 'style', style: 'b', children: [text('x')] }]);
  });

  it('clamps sizes and cleans fonts and colours', () => {
    expect(parse('[size=200]x[/size]')).toEqual([{ type: 'size', size: 72, children: [text('x')] }]);
    expect(parse('[size=1]x[/size]')).toEqual([{ type: 'size', size: 8, children: [text('x')] }]);
    expect(parse('[size]x[/size]')).toEqual([{ type: 'size', size: 12, children: [text('x')] }]);
    expect(parse('[font="Georgia"]x[/font]')).toEqual([{ type: 'font', family: 'Georgia', children: [text('x')] }]);
    expect(parse('[color=#00ff00]x[/color]')).toEqual([{ type: 'color', color: '#00ff00', children: [text('x')] }]);
    // A colour or font that is not one keeps its text, without the effect.
    expect(parse('[color=url(javascript:alert(1))]x[/color]')).toEqual([text('x')]);
    expect(parse('[font=a;b:c]x[/font]')).toEqual([text('x')]);
  });

  it('nests at most 10 deep; deeper tags show as their text', () => {
    const open = '[b]'.repeat(BBCODE_MAX_DEPTH + 2);
    const close = '[/b]'.repeat(BBCODE_MAX_DEPTH + 2);
    let node = parse(`${open}x${close}`)[0]!;
    for (let d = 1; d < BBCODE_MAX_DEPTH; d++) node = (node as { children: BBNode[] }).children[0]!;
    expect(node).toEqual({ type: 'style', style: 'b', children: [text('[b][b]x[/b][/b]')] });
  });

  it('keeps deep value tags as text too', () => {
    const nodes = parse(`${'[i]'.repeat(10)}[img]https://e.com/a.png[/img]${'[/i]'.repeat(10)}`);
    let node = nodes[0]!;
    for (let d = 1; d < 10; d++) node = (node as { children: BBNode[] }).children[0]!;
    expect((node as { children: BBNode[] }).children).toEqual([text('[img]https://e.com/a.png[/img]')]);
  });

  it('shows the content of unknown tags, and unclosed or stray tags as text', () => {
    expect(parse('[marquee]hi[/marquee]')).toEqual([text('hi')]);
    expect(parse('[b]open')).toEqual([text('[b]open')]);
    expect(parse('a[/b]c')).toEqual([text('a[/b]c')]);
    expect(parse('[b]x[i]y[/b]')).toEqual([{ type: 'style', style: 'b', children: [text('x[i]y')] }]);
    expect(parse('a [hello] b')).toEqual([text('a [hello] b')]);
    expect(parse('[script]alert(1)[/script]')).toEqual([text('alert(1)')]);
  });

  it('makes links of valid URLs only', () => {
    expect(parse('[url]https://example.com[/url]')).toEqual([{ type: 'link', href: 'https://example.com/', external: true, children: [text('https://example.com')] }]);
    expect(parse('[url=/forums]Forums[/url]')).toEqual([{ type: 'link', href: '/forums', external: false, children: [text('Forums')] }]);
    expect(parse('[url=javascript:alert(1)]x[/url]')).toEqual([{ type: 'error', text: BBCODE_ERRORS.url }]);
    expect(parse('[url]//evil.example[/url]')).toEqual([{ type: 'error', text: BBCODE_ERRORS.url }]);
    expect(parse('[url="https://e.com" onclick="alert(1)"]x[/url]')).toEqual([{ type: 'error', text: BBCODE_ERRORS.url }]);
  });

  it('shows every error text of the rules', () => {
    const errors = (s: string) => parse(s).filter((n) => n.type === 'error').map((n) => (n as { text: string }).text);
    expect(errors('[url]x[/url]')).toEqual([BBCODE_ERRORS.url]);
    expect(errors('[img]javascript:alert(1)[/img][imgcenterfull]data:image/png;base64,AA[/imgcenterfull]')).toEqual([BBCODE_ERRORS.image, BBCODE_ERRORS.image]);
    expect(errors('[email]nope[/email]')).toEqual([BBCODE_ERRORS.email]);
    expect(errors('[youtube]short[/youtube]')).toEqual([BBCODE_ERRORS.youtube]);
    expect(errors('[three]javascript:x[/three]')).toEqual([BBCODE_ERRORS.three]);
    expect(errors('[player][/player][mention] [/mention]')).toEqual([BBCODE_ERRORS.username, BBCODE_ERRORS.username]);
    expect(errors('[post][/post]')).toEqual([BBCODE_ERRORS.post]);
    // A reference that is not a post id at all cannot be read.
    expect(errors('[post]the one about hats[/post][post]../admin[/post]')).toEqual([BBCODE_ERRORS.postIds, BBCODE_ERRORS.postIds]);
    expect(BBCODE_ERRORS.postIds).toBe('Failed to extract post IDs.');
    expect(errors('[outfit][/outfit]')).toEqual([BBCODE_ERRORS.outfit]);
    expect(errors('[emoji]/other/x.png[/emoji]')).toEqual([BBCODE_ERRORS.emojiPath]);
    expect(errors('[emoji]/emojis/x.exe[/emoji]')).toEqual([BBCODE_ERRORS.emojiFilename]);
  });

  it('reads every image tag', () => {
    for (const tag of ['img', 'imglarge', 'imgcenter', 'imagecenter', 'imgcenterlarge', 'imgcenterfull', 'imgcentermedium']) {
      expect(parse(`[${tag}]/cdn/a.png[/${tag}]`)).toEqual([{ type: 'image', src: '/cdn/a.png', tag }]);
    }
  });

  it('keeps code literal', () => {
    expect(parse('[code]\n[b]x[/b] @ava :pepe: <script>\n[/code]')).toEqual([{ type: 'code', text: '[b]x[/b] @ava :pepe: <script>' }]);
  });

  it('reads lists: bullets, and ordered for 1, a and A', () => {
    const list = (p: string) => parse(`[list${p}]\n[*]one\n[*]two\n[/list]`)[0];
    expect(list('')).toEqual({ type: 'list', children: [{ type: 'item', children: [text('one')] }, { type: 'item', children: [text('two')] }] });
    expect(list('=1')).toMatchObject({ type: 'list', ordered: '1' });
    expect(list('=a')).toMatchObject({ type: 'list', ordered: 'a' });
    expect(list('=A')).toMatchObject({ type: 'list', ordered: 'A' });
    expect(list('=x')).not.toHaveProperty('ordered');
    expect(parse('[*]not in a list')).toEqual([text('[*]not in a list')]);
  });

  it('reads tables, and shows loose text in a table before it', () => {
    expect(parse('[table]\n[tr][th]A[/th][td]1[/td][/tr]\nloose[/table]')).toEqual([
      text('loose'),
      {
        type: 'table',
        children: [{ type: 'row', children: [{ type: 'cell', header: true, children: [text('A')] }, { type: 'cell', header: false, children: [text('1')] }] }],
      },
    ]);
    expect(parse('[td]x[/td]')).toEqual([text('x')]);
  });

  it('reads the media and people tags', () => {
    expect(parse('[youtube]dQw4w9WgXcQ[/youtube]')).toEqual([{ type: 'youtube', id: 'dQw4w9WgXcQ' }]);
    expect(parse('[three]/cdn/models/a.glb[/three]')).toEqual([{ type: 'three', src: '/cdn/models/a.glb' }]);
    // A model of this site comes from its pictures and files only (media.test.ts has the rule).
    expect(parse('[three]/models/a.glb[/three]')).toEqual([{ type: 'error', text: BBCODE_ERRORS.three }]);
    expect(parse('[player]Bruno[/player][mention]@cleo[/mention]')).toEqual([
      { type: 'mention', username: 'Bruno', player: true },
      { type: 'mention', username: 'cleo', player: false },
    ]);
    expect(parse('[post]42[/post]')).toEqual([{ type: 'post', id: '42' }]);
    expect(parse('[email]ava@demo.oldroad[/email]')).toEqual([{ type: 'email', address: 'ava@demo.oldroad', children: [text('ava@demo.oldroad')] }]);
    expect(parse('[quote=Ava]hi[/quote][spoiler]boo[/spoiler][center]c[/center]')).toEqual([
      { type: 'quote', author: 'Ava', children: [text('hi')] },
      { type: 'spoiler', children: [text('boo')] },
      { type: 'align', align: 'center', children: [text('c')] },
    ]);
    expect(parse('a[br]b[hr]c')).toEqual([text('a'), { type: 'br' }, text('b'), { type: 'hr' }, text('c')]);
  });

  it('groups consecutive outfits', () => {
    expect(parse('[outfit]1[/outfit]\n[outfit]2[/outfit] [outfitlarge]3[/outfitlarge] text [outfit]4[/outfit]')).toEqual([
      { type: 'outfits', outfits: [{ id: '1', large: false }, { id: '2', large: false }, { id: '3', large: true }] },
      text(' text '),
      { type: 'outfits', outfits: [{ id: '4', large: false }] },
    ]);
  });

  it('turns @names into mentions, but not e-mail addresses or names inside links', () => {
    expect(parse('hi @Bruno!')).toEqual([text('hi '), { type: 'mention', username: 'Bruno', player: false }, text('!')]);
    expect(parse('mail ava@demo.oldroad')).toEqual([text('mail ava@demo.oldroad')]);
    expect(parse('@ab is too short')).toEqual([text('@ab is too short')]);
    expect(parse('[url=/x]@bruno[/url]')).toEqual([{ type: 'link', href: '/x', external: false, children: [text('@bruno')] }]);
  });

  it('turns the emoji shortcut forms into emojis', () => {
    expect(parse('a <:/emojis/kappa.png:> :pogchamp: :nope-not-one:')).toEqual([
      text('a '),
      { type: 'emoji', src: '/emojis/kappa.png', name: 'kappa' },
      text(' '),
      { type: 'emoji', src: '/emojis/pogchamp.png', name: 'pogchamp' },
      text(' :nope-not-one:'),
    ]);
    expect(parse('<:/emojis/../x.png:>')).toEqual([{ type: 'error', text: BBCODE_ERRORS.emojiPath }]);
  });

  it('never nests a link in a link', () => {
    expect(parse('[url=/a]x [url=/b]y[/url][/url]')).toEqual([{ type: 'link', href: '/a', external: false, children: [text('x y')] }]);
  });

  it('reads a long text of unclosed tags (no quadratic blow-up)', () => {
    const nodes = parse('[code][url][img][b]'.repeat(4000));
    expect(nodes).toHaveLength(1);
    expect((nodes[0] as { text: string }).text.length).toBe(19 * 4000);
  });
});

describe('parseBBCodeReport', () => {
  const problems = (t: string) => parseBBCodeReport(t).problems;

  it('finds nothing to fix in a clean text, and draws the same tree as parseBBCode', () => {
    const t = '[b]hi[/b] [list][*]one[*]two[/list] [url=/x]go[/url] [img]/cdn/a.png[/img] [foo]unknown[/foo] 1 [2] [i]';
    const report = parseBBCodeReport('[b]hi[/b] [list][*]one[*]two[/list]');
    expect(report).toMatchObject({ problems: [], problemCount: 0 });
    expect(parseBBCodeReport(t).nodes).toEqual(parseBBCode(t));
  });

  it('names a tag never closed, a closing tag with nothing to close, and tags crossed', () => {
    expect(problems('[b]bold forever')).toEqual([BBCODE_TEXT.notClosed('[b]')]);
    expect(problems('[img]/cdn/a.png')).toEqual([BBCODE_TEXT.notClosed('[img]')]);
    expect(problems('plain[/i]')).toEqual([BBCODE_TEXT.closesNothing('[/i]')]);
    expect(problems('[b][i]x[/b][/i]')).toEqual([BBCODE_TEXT.notClosed('[i]'), BBCODE_TEXT.closesNothing('[/i]')]);
    // In the order they stand in the text, though unclosed tags are found at its end.
    expect(problems('[b]a [i]b [/u]')).toEqual([BBCODE_TEXT.notClosed('[b]'), BBCODE_TEXT.notClosed('[i]'), BBCODE_TEXT.closesNothing('[/u]')]);
    // Unknown tags are text a writer may mean: not problems.
    expect(problems('[note] and [/aside]')).toEqual([]);
  });

  it('names a tag opened deeper than 10', () => {
    const deep = `${'[b]'.repeat(BBCODE_MAX_DEPTH)}[i]x[/i]${'[/b]'.repeat(BBCODE_MAX_DEPTH)}`;
    expect(problems(deep)).toEqual([BBCODE_TEXT.tooDeep('[i]')]);
    expect(BBCODE_TEXT.parseProblem).toBe('Parse Error:');
  });

  it('describes at most a few problems and counts them all; long tags are cut', () => {
    const report = parseBBCodeReport('[/b]'.repeat(20));
    expect(report.problems).toHaveLength(BBCODE_PROBLEMS_MAX);
    expect(report.problemCount).toBe(20);
    const [long] = problems(`[color=${'#'.repeat(200)}]x`);
    expect(long!.length).toBeLessThan(80);
  });
});
