// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { useDialogs } from '../../stores/dialogs';
import { configureApi } from '../../api/client';
import { BBCodeView } from './BBCodeView';
import { installDomShims } from '../../test/dom';

vi.mock('@common/bbcode', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@common/bbcode')>();
  return {
    ...actual,
    // A text no parser could ever fail on, made to fail: the view must say so, not go blank.
    parseBBCode: (text: string) => {
      if (text === '__explode__') throw new Error('kaboom');
      return actual.parseBBCode(text);
    },
  };
});

beforeAll(() => {
  installDomShims();
  configureApi({ state: () => 'authenticated', key: () => 'k', onUnauthorized() {} });
});
afterEach(() => {
  cleanup();
  useDialogs.getState().close();
  vi.unstubAllGlobals();
});

function show(text: string) {
  const view = render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MantineProvider>
        <ModalsProvider>
          <BBCodeView text={text} />
        </ModalsProvider>
      </MantineProvider>
    </QueryClientProvider>,
  );
  return view.getByTestId('bbcode');
}

describe('BBCodeView', () => {
  it('draws each tag as its element', () => {
    const root = show('[b]B[/b][i]I[/i][u]U[/u][s]S[/s][sup]2[/sup][sub]x[/sub][quote=Ava]Q[/quote][code][b]raw[/b][/code][list=a][*]one[/list][table][tr][th]H[/th][td]D[/td][/tr][/table][hr]a\nb');
    expect(root.querySelector('strong')?.textContent).toBe('B');
    expect(root.querySelector('em')?.textContent).toBe('I');
    expect(root.querySelector('u')?.textContent).toBe('U');
    expect(root.querySelector('s')?.textContent).toBe('S');
    expect(root.querySelector('sup')?.textContent).toBe('2');
    expect(root.querySelector('sub')?.textContent).toBe('x');
    expect(root.querySelector('blockquote')?.textContent).toBe('Ava wrote:Q');
    expect(root.querySelector('pre code')?.textContent).toBe('[b]raw[/b]');
    expect(root.querySelector('ol')?.getAttribute('type')).toBe('a');
    expect(root.querySelector('th')?.textContent).toBe('H');
    expect(root.querySelector('td')?.textContent).toBe('D');
    expect(root.querySelector('hr')).not.toBeNull();
    expect(root.querySelectorAll('br')).toHaveLength(1);
  });

  it('sets size, font and colour as style properties', () => {
    const root = show('[size=100]big[/size][font=Comic Sans MS]f[/font][color=#ff0000]red[/color]');
    const spans = root.querySelectorAll('span');
    expect((spans[0] as HTMLElement).style.fontSize).toBe('72px');
    expect((spans[1] as HTMLElement).style.fontFamily).toBe('"Comic Sans MS"');
    expect((spans[2] as HTMLElement).style.color).toBe('rgb(255, 0, 0)');
  });

  it('runs nothing a payload brings', () => {
    const root = show(
      [
        '<script>window.__pwned=1</script><img src=x onerror="window.__pwned=1">',
        '[url=javascript:alert(1)]x[/url][url]&#106;avascript:alert(1)[/url][img]javascript:alert(1)[/img]',
        '[url="https://e.com" onclick="alert(1)"]x[/url][color=red" onmouseover="alert(1)]c[/color]',
        '[youtube]"><script>alert(1)</script>[/youtube][three]data:model/gltf,x[/three][emoji]/emojis/../../x.svg[/emoji]',
      ].join(''),
    );
    expect(root.querySelectorAll('script, iframe, object, embed')).toHaveLength(0);
    for (const el of root.querySelectorAll('*')) {
      for (const a of el.getAttributeNames()) expect(a.startsWith('on')).toBe(false);
    }
    expect(root.textContent).toContain('<script>window.__pwned=1</script>');
    expect(root.textContent).toContain('[Invalid URL]');
    expect(root.textContent).toContain('[Invalid image URL]');
    expect(root.textContent).toContain('[Invalid YouTube video ID]');
    expect(root.textContent).toContain('[Invalid 3D model URL]');
    expect(root.textContent).toContain('[Invalid emoji path]');
  });

  it('asks before leaving for another site, then opens it in a new tab without an opener', async () => {
    const open = vi.fn();
    vi.stubGlobal('open', open);
    const root = show('[url=https://example.com/page]out[/url] [url=/here]in[/url]');
    const [out, inside] = root.querySelectorAll('a');
    expect(out!.getAttribute('target')).toBe('_blank');
    expect(out!.getAttribute('rel')).toContain('noopener');
    expect(out!.getAttribute('rel')).toContain('noreferrer');
    expect(inside!.getAttribute('href')).toBe('/here');
    expect(inside!.getAttribute('target')).toBeNull();
    fireEvent.click(out!);
    expect(await screen.findByText('Leaving')).toBeTruthy();
    expect(open).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Visit Site' }));
    await act(async () => {});
    expect(open).toHaveBeenCalledWith('https://example.com/page', '_blank', 'noopener,noreferrer');
  });

  it('embeds YouTube from youtube-nocookie in a sandbox', () => {
    const frame = show('[youtube]dQw4w9WgXcQ[/youtube]').querySelector('iframe')!;
    expect(frame.getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
    expect(frame.getAttribute('sandbox')).toContain('allow-scripts');
    expect(frame.getAttribute('sandbox')).not.toContain('allow-top-navigation');
  });

  it('hides a spoiler until clicked', () => {
    const root = show('[spoiler]secret[/spoiler]');
    expect(root.textContent).not.toContain('secret');
    fireEvent.click(screen.getByRole('button', { name: 'Spoiler' }));
    expect(root.textContent).toContain('secret');
  });

  it('opens the profile of a mentioned player', () => {
    show('hi @Bruno');
    fireEvent.click(screen.getByRole('button', { name: '@Bruno' }));
    expect(useDialogs.getState().history.at(-1)).toEqual({ name: 'about', props: { username: 'Bruno' } });
  });

  it('shows grouped outfits from the CDN', () => {
    const imgs = show('[outfit]7[/outfit] [outfitlarge]8[/outfitlarge]').querySelectorAll('[data-bbcode-outfits] img');
    expect([...imgs].map((i) => i.getAttribute('src'))).toEqual(['/cdn/outfit/7.png', '/cdn/outfit/8.png']);
  });

  it("says 'Post not found' when the forum has no such post", async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ success: false, message: 'Not found' }), { status: 404 })));
    show('[post]42[/post]');
    expect(await screen.findByText('Post not found')).toBeTruthy();
  });

  it("says 'Failed to extract post IDs.' for a post reference that is no post id, and asks the server nothing", () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const root = show('See [post]the one about hats[/post] and [post][/post]');
    const errors = [...root.querySelectorAll('[data-bbcode-error]')].map((e) => e.textContent);
    expect(errors).toEqual(['Failed to extract post IDs.', '[Invalid post ID]']);
    expect(fetch).not.toHaveBeenCalled();
  });

  it("says 'Error parsing BBCode: ...' instead of going blank", () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const root = show('__explode__');
    expect(root.textContent).toBe('Error parsing BBCode: kaboom');
  });
});
