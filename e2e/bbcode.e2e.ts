import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser';
import { useServer } from './support/server';
import { keepAdAway } from './support/session';
import { PASSWORD, showsPlayers, SLOW } from './support/town';

/**
 * Rich text in the real app (social-core §5, issue 10 §1): the built app runs under its
 * Content-Security-Policy without a single violation (landing page, town, a dialog); a bio
 * with every tag renders as the rules say; and a table of payloads in every tag that takes a
 * URL or a value renders without running anything. Bios are set through POST /api/profile/bio
 * and read in the about dialog, as players see them.
 */
const server = useServer();
const chromium = useBrowser();

/** Records CSP violations (the event and Chromium's console line) and traps `window.__pwned`. */
async function watchedPage(): Promise<{ page: Page; violations: string[] }> {
  const page = await chromium.newPage();
  const violations: string[] = [];
  await keepAdAway(page);
  await page.context().addInitScript(() => {
    const w = window as unknown as { __csp: string[]; __pwnedBy: string[] };
    w.__csp = [];
    w.__pwnedBy = [];
    document.addEventListener('securitypolicyviolation', (e) => w.__csp.push(`${e.violatedDirective} ${e.blockedURI}`));
    // Anything a payload could run ends up here: assignments to window.__pwned and dialogs.
    Object.defineProperty(window, '__pwned', { configurable: false, get: () => undefined, set: (v) => w.__pwnedBy.push(String(v)) });
    for (const name of ['alert', 'confirm', 'prompt'] as const) window[name] = ((m?: unknown) => void w.__pwnedBy.push(`${name}:${String(m)}`)) as never;
  });
  page.on('console', (m) => {
    if (/Content.Security.Policy|Refused to/i.test(m.text())) violations.push(m.text());
  });
  return { page, violations };
}

const cspOf = (page: Page) => page.evaluate(() => (window as unknown as { __csp: string[] }).__csp);
const pwnedOf = (page: Page) => page.evaluate(() => (window as unknown as { __pwnedBy: string[] }).__pwnedBy);

/** The session key of each page's last sign-in: API calls send it as x-session-key (the cookie does not act). */
const sessionKeys = new WeakMap<Page, string>();

async function register(page: Page, username: string): Promise<void> {
  const email = `${username.toLowerCase()}@bbcode.test`;
  const reg = await page.request.post(`${server.url}/game-api/register`, { data: { username, email, password: PASSWORD, confirmPassword: PASSWORD, gender: 1 } });
  expect(reg.status()).toBe(200);
  const login = await page.request.post(`${server.url}/api/auth/login`, { data: { email, password: PASSWORD } });
  expect(login.status()).toBe(200);
  sessionKeys.set(page, ((await login.json()) as { serverSessionKey: string }).serverSessionKey);
}

async function setBio(page: Page, bio: string): Promise<void> {
  const res = await page.request.post(`${server.url}/api/profile/bio`, { data: { bio }, headers: { 'x-session-key': sessionKeys.get(page)! } });
  expect(res.status(), await res.text()).toBe(200);
}

/** Opens `username`'s about dialog (no town) and answers the rendered bio. */
async function openBio(page: Page, username: string) {
  await page.goto(`${server.url}/?town=off`);
  await page.waitForFunction(() => !!window.__oldroadDialogs);
  await page.evaluate((u) => window.__oldroadDialogs!.open('about', { username: u }), username);
  await page.locator(`[data-testid=about-dialog][data-username=${username}]`).waitFor();
  const bio = page.getByTestId('bio');
  await bio.waitFor();
  return bio;
}

/** A glTF triangle (buffer inside as a data: URI), served as if from another site. */
const TRIANGLE_GLTF = JSON.stringify({
  asset: { version: '2.0' },
  scene: 0,
  scenes: [{ nodes: [0] }],
  nodes: [{ mesh: 0 }],
  meshes: [{ primitives: [{ attributes: { POSITION: 0 } }] }],
  buffers: [{ uri: `data:application/octet-stream;base64,${Buffer.from(new Float32Array([0, 0, 0, 1, 0, 0, 0, 1, 0]).buffer).toString('base64')}`, byteLength: 36 }],
  bufferViews: [{ buffer: 0, byteOffset: 0, byteLength: 36 }],
  accessors: [{ bufferView: 0, componentType: 5126, count: 3, type: 'VEC3', min: [0, 0, 0], max: [1, 1, 0] }],
});
const MODEL_URL = 'https://models.example.test/triangle.gltf';

const EVERY_TAG = [
  '[b]bold[/b] [strong]strong[/strong] [i]italic[/i] [em]em[/em] [u]under[/u] [s]struck[/s] [strike]strike[/strike] x[sup]2[/sup] H[sub]2[/sub]O',
  '[font=Georgia]in Georgia[/font] [size=100]huge[/size] [size=2]tiny[/size] [size]plain[/size] [color=#e95e23]orange[/color]',
  '[quote=Bruno]quoted words[/quote]',
  '[spoiler=Ending]the butler did it[/spoiler]',
  '[center]middle[/center][left]west[/left][right]east[/right]',
  '[code][b]not bold[/b] @Friendly :pepe:[/code]',
  'one[br]two',
  '[hr]',
  '[emoji]/emojis/pepe.png[/emoji] :kappa: <:/emojis/pogchamp.png:>',
  '[img]/cdn/landing/1.webp[/img][imglarge]/cdn/landing/2.webp[/imglarge][imgcenter]/cdn/landing/3.webp[/imgcenter][imagecenter]/cdn/landing/1.webp[/imagecenter]',
  '[imgcenterlarge]/cdn/landing/2.webp[/imgcenterlarge][imgcenterfull]/cdn/landing/3.webp[/imgcenterfull][imgcentermedium]/cdn/landing/1.webp[/imgcentermedium]',
  '[url=https://example.org/page]outside[/url] [url=/]home[/url] [email]writer@bbcode.test[/email]',
  '[list][*]apple[*]pear[/list][list=1][*]first[/list][list=a][*]alpha[/list][list=A][*]Alpha[/list]',
  '[table][tr][th]Item[/th][th]Price[/th][/tr][tr][td]Hat[/td][td]500[/td][/tr][/table]',
  '[youtube]dQw4w9WgXcQ[/youtube]',
  `[three]${MODEL_URL}[/three]`,
  'hello @Friendly and [player]Friendly[/player] and [mention]Friendly[/mention]',
  '[post]42[/post]',
  '[outfit]1[/outfit] [outfit]2[/outfit] [outfitlarge]3[/outfitlarge]',
  '[marquee]unknown tag content[/marquee]',
  `${'[b]'.repeat(12)}deep${'[/b]'.repeat(12)}`,
  '[url]ftp://x[/url] [img]javascript:x[/img] [email]nope[/email] [youtube]short[/youtube] [three]data:x[/three] [player][/player] [post][/post] [outfit][/outfit] [emoji]/x/a.png[/emoji] [emoji]/emojis/a.exe[/emoji]',
].join('\n');

/** Every tag that takes a URL or a value, with a script-running payload in it. */
function payloads(): string[] {
  const urls = [
    'javascript:window.__pwned=1',
    'JaVaScRiPt:window.__pwned=1',
    ' javascript:window.__pwned=1',
    'java\tscript:window.__pwned=1',
    '&#106;avascript:window.__pwned=1',
    '&#x6A;avascript&#x3A;window.__pwned=1',
    '&#0000106avascript:window.__pwned=1',
    'javascript&colon;window.__pwned=1',
    '%6Aavascript:window.__pwned=1',
    'javascript%3Awindow.__pwned=1',
    'data:text/html,<script>window.__pwned=1</script>',
    'data:image/svg+xml,<svg onload="window.__pwned=1">',
    'vbscript:window.__pwned=1',
    '//evil.example/x',
    '/\\evil.example/x',
    'https://e.example/x" onerror="window.__pwned=1',
    "https://e.example/x' onmouseover='window.__pwned=1",
  ];
  const urlTags = ['url', 'img', 'imglarge', 'imgcenter', 'imagecenter', 'imgcenterlarge', 'imgcenterfull', 'imgcentermedium', 'three', 'youtube', 'email', 'emoji', 'post', 'outfit', 'player', 'mention'];
  const out: string[] = [];
  for (const u of urls) {
    for (const tag of urlTags) out.push(`[${tag}]${u}[/${tag}]`);
    out.push(`[url=${u}]link[/url]`, `[email=${u}]mail[/email]`);
  }
  out.push(
    '<script>window.__pwned="script"</script>',
    '<img src=x onerror="window.__pwned=\'img\'">',
    '<svg onload="window.__pwned=\'svg\'"></svg>',
    '<iframe src="javascript:window.__pwned=\'iframe\'"></iframe><object data="javascript:1"></object><embed src="javascript:1">',
    '[img onerror=window.__pwned=1]https://e.example/a.png[/img]',
    '[url=https://e.example onclick=window.__pwned=1]x[/url]',
    '[color=red;background:url(javascript:window.__pwned=1)]c[/color][color="red" onmouseover="window.__pwned=1"]c[/color]',
    '[font=x;background-image:url(https://evil.example/)]f[/font][font=Arial" style="x]f[/font][font=</span><script>window.__pwned=1</script>]f[/font]',
    '[size=12px;position:fixed]s[/size][size=expression(window.__pwned=1)]s[/size]',
    '[youtube]dQw4w9WgXcQ" onload="window.__pwned=1[/youtube][youtube]https://evil.example/embed/dQw4w9WgXcQ[/youtube]',
    '<:/emojis/../../api/x.png:> <:javascript:window.__pwned=1:>',
    '[code]<script>window.__pwned="code"</script>[/code]',
    '[quote=<img src=x onerror=window.__pwned=1>]q[/quote][spoiler=<script>window.__pwned=1</script>]s[/spoiler]',
    '[list=1 onclick=window.__pwned=1][*]x[/list]',
    `${'[quote]'.repeat(300)}deep${'[/quote]'.repeat(300)}`,
    `${'[url=/a]'.repeat(50)}nested links${'[/url]'.repeat(50)}`,
    `${'[list][*]'.repeat(100)}lists`,
    `${'[table][tr][td]'.repeat(60)}cells`,
  );
  return out;
}

describe('rich text (BBCode) in the built app', () => {
  it('runs under its Content-Security-Policy with no violation: landing page, town, a dialog', async () => {
    const { page, violations } = await watchedPage();
    const landing = await page.goto(`${server.url}/`);
    const csp = landing!.headers()['content-security-policy'] ?? '';
    expect(csp).toContain("script-src 'self'");
    // Frames: the YouTube player, and the site's own Creator Guide PDF.
    expect(csp).toContain("frame-src 'self' https://www.youtube-nocookie.com");
    expect(csp).toContain("frame-ancestors 'none'");
    await page.getByRole('button', { name: 'Register' }).waitFor();

    await register(page, 'Walker');
    await page.goto(`${server.url}/`);
    await showsPlayers(page, 1);
    await page.getByTestId('chat-input').waitFor();
    await page.evaluate(() => window.__oldroadDialogs!.open('about', { username: 'Walker' }));
    await page.locator('[data-testid=about-dialog][data-username=Walker]').waitFor();
    await page.getByTestId('bio').waitFor();

    expect(violations).toEqual([]);
    expect(await cspOf(page)).toEqual([]);
    await page.context().close();
  }, SLOW);

  it('shows a bio written with every tag as the rules describe', async () => {
    const { page, violations } = await watchedPage();
    await register(page, 'Friendly');
    await register(page, 'Writer');
    await page.route(MODEL_URL, (route) => route.fulfill({ status: 200, contentType: 'model/gltf+json', headers: { 'access-control-allow-origin': '*' }, body: TRIANGLE_GLTF }));
    await setBio(page, EVERY_TAG);
    const bio = await openBio(page, 'Writer');

    const texts = (sel: string) => bio.locator(sel).allTextContents();
    expect(await texts('strong')).toEqual(expect.arrayContaining(['bold', 'strong']));
    expect(await texts('em')).toEqual(['italic', 'em']);
    expect(await texts('u')).toEqual(['under']);
    expect(await texts('s')).toEqual(['struck', 'strike']);
    expect(await texts('sup')).toEqual(['2']);
    expect(await texts('sub')).toEqual(['2']);
    const styleOf = (text: string, prop: string) => bio.getByText(text, { exact: true }).evaluate((el, p) => getComputedStyle(el).getPropertyValue(p), prop);
    expect(await styleOf('in Georgia', 'font-family')).toContain('Georgia');
    expect(await styleOf('huge', 'font-size')).toBe('72px');
    expect(await styleOf('tiny', 'font-size')).toBe('8px');
    expect(await styleOf('plain', 'font-size')).toBe('12px');
    expect(await styleOf('orange', 'color')).toBe('rgb(233, 94, 35)');
    expect(await bio.locator('blockquote').textContent()).toBe('Bruno wrote:quoted words');

    // The spoiler shows nothing of itself until clicked.
    expect(await bio.textContent()).not.toContain('the butler did it');
    await bio.getByRole('button', { name: 'Ending' }).click();
    await bio.getByText('the butler did it').waitFor();

    expect(await styleOf('middle', 'text-align')).toBe('center');
    expect(await styleOf('east', 'text-align')).toBe('right');
    expect(await bio.locator('pre code').textContent()).toBe('[b]not bold[/b] @Friendly :pepe:');
    expect(await bio.locator('hr').count()).toBe(1);
    expect(await bio.locator('img[src^="/emojis/"]').evaluateAll((els) => els.map((e) => e.getAttribute('src')))).toEqual([
      '/emojis/pepe.png',
      '/emojis/kappa.png',
      '/emojis/pogchamp.png',
    ]);
    const images = await bio.locator('img[data-bbcode-image]').evaluateAll((els) => els.map((e) => [e.getAttribute('data-bbcode-image'), e.getAttribute('loading')]));
    expect(images.map(([tag]) => tag)).toEqual(['img', 'imglarge', 'imgcenter', 'imagecenter', 'imgcenterlarge', 'imgcenterfull', 'imgcentermedium']);
    expect(images.every(([, loading]) => loading === 'lazy')).toBe(true);
    // No picture is wider than the bio.
    const widths = await bio.evaluate((el) => ({ box: el.getBoundingClientRect().width, widest: Math.max(...[...el.querySelectorAll('img')].map((i) => i.getBoundingClientRect().width)) }));
    expect(widths.widest).toBeLessThanOrEqual(widths.box + 0.5);

    expect(await bio.locator('a[href="/"]').getAttribute('target')).toBeNull();
    expect(await bio.locator('a[href^="mailto:"]').getAttribute('href')).toBe('mailto:writer@bbcode.test');
    expect(await bio.locator('ul li').allTextContents()).toEqual(['apple', 'pear']);
    expect(await bio.locator('ol').evaluateAll((els) => els.map((e) => e.getAttribute('type')))).toEqual(['1', 'a', 'A']);
    expect(await bio.locator('th').allTextContents()).toEqual(['Item', 'Price']);
    expect(await bio.locator('td').allTextContents()).toEqual(['Hat', '500']);

    const frame = bio.locator('iframe');
    expect(await frame.getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
    expect(await frame.getAttribute('sandbox')).toContain('allow-scripts');

    // The 3D viewer loads its model (three.js, fetched only now) and offers zoom 0.8-2.
    const viewer = bio.locator('[data-bbcode-three]');
    await viewer.scrollIntoViewIfNeeded();
    await viewer.getByRole('button', { name: 'Zoom in' }).waitFor({ timeout: 60_000 });
    for (let i = 0; i < 8; i++) if (await viewer.getByRole('button', { name: 'Zoom in' }).isEnabled()) await viewer.getByRole('button', { name: 'Zoom in' }).click();
    expect(await viewer.getByText('2.0x').count()).toBe(1);
    expect(await viewer.locator('canvas').count()).toBe(1);

    expect(await bio.getByTestId('post-not-found').textContent()).toBe('Post not found');
    const outfits = bio.locator('[data-bbcode-outfits]');
    expect(await outfits.count()).toBe(1);
    expect(await outfits.locator('img').evaluateAll((els) => els.map((e) => e.getAttribute('src')))).toEqual(['/cdn/outfit/1.png', '/cdn/outfit/2.png', '/cdn/outfit/3.png']);
    expect(await bio.textContent()).toContain('unknown tag content');
    expect(await bio.textContent()).not.toContain('[marquee]');
    // Ten levels of bold, then the tags themselves as text.
    expect(await bio.getByText('deep').evaluate((el) => el.closest('strong') && el.textContent)).toBe('[b][b]deep[/b][/b]');
    expect(new Set(await bio.locator('[data-bbcode-error]').allTextContents())).toEqual(
      new Set(['[Invalid URL]', '[Invalid image URL]', '[Invalid email]', '[Invalid YouTube video ID]', '[Invalid 3D model URL]', '[Invalid username]', '[Invalid post ID]', '[Invalid outfit ID]', '[Invalid emoji path]', '[Invalid emoji filename]']),
    );

    // An outside link asks first ('Leaving', 'Visit Site'), then opens a new tab that cannot reach back.
    await page.context().route('https://example.org/**', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<p>Elsewhere</p>' }));
    await bio.getByRole('link', { name: 'outside' }).click();
    const leaving = page.getByRole('dialog', { name: 'Leaving' });
    await leaving.waitFor();
    const [popup] = await Promise.all([page.context().waitForEvent('page'), leaving.getByRole('button', { name: 'Visit Site' }).click()]);
    await popup.waitForLoadState();
    expect(popup.url()).toBe('https://example.org/page');
    expect(await popup.evaluate(() => window.opener)).toBeNull();
    await popup.close();

    // Mentions and player cards open that player's profile.
    await bio.getByRole('button', { name: '@Friendly' }).first().click();
    await page.locator('[data-testid=about-dialog][data-username=Friendly]').waitFor();

    expect(violations).toEqual([]);
    expect(await cspOf(page)).toEqual([]);
    expect(await pwnedOf(page)).toEqual([]);
    await page.context().close();
  }, SLOW);

  it('renders a table of payloads in every tag without running anything', async () => {
    const { page, violations } = await watchedPage();
    await register(page, 'Mallory');
    const table = payloads();
    // A bio holds 15,000 characters: the table goes in as several bios, each checked.
    const bios: string[] = [];
    for (const p of table) {
      if (bios.length === 0 || bios[bios.length - 1]!.length + p.length + 1 > 14_000) bios.push(p);
      else bios[bios.length - 1] += `\n${p}`;
    }
    for (const text of bios) {
      await setBio(page, text);
      const bio = await openBio(page, 'Mallory');
      // Hover and click what can be hovered and clicked: links and buttons of the bio.
      for (const el of await bio.locator('a, img').all()) await el.hover({ timeout: 500 }).catch(() => {});
      for (const b of await bio.locator('button').all()) await b.click({ timeout: 500 }).catch(() => {});
      const found = await bio.evaluate((root) => ({
        bad: [...root.querySelectorAll('script, object, embed, form, base, meta, link, style, foreignObject, svg a, svg use')].map((e) => e.tagName),
        svgs: [...root.querySelectorAll('svg')].map((e) => e.getAttribute('class') ?? ''),
        frames: [...root.querySelectorAll('iframe')].map((f) => f.getAttribute('src') ?? ''),
        handlers: [...root.querySelectorAll('*')].flatMap((e) => e.getAttributeNames().filter((a) => a.toLowerCase().startsWith('on'))),
        hrefs: [...root.querySelectorAll('[href]')].map((e) => e.getAttribute('href') ?? ''),
        srcs: [...root.querySelectorAll('img[src]')].map((e) => e.getAttribute('src') ?? ''),
        styles: [...root.querySelectorAll('[style]')].map((e) => e.getAttribute('style') ?? ''),
      }));
      expect(found.bad).toEqual([]);
      // The only pictures drawn as SVG are the app's own icons (spoiler eye), never a payload's.
      for (const c of found.svgs) expect(c).toContain('tabler-icon');
      expect(found.handlers).toEqual([]);
      for (const src of found.frames) expect(src).toMatch(/^https:\/\/www\.youtube-nocookie\.com\/embed\/[A-Za-z0-9_-]{11}$/);
      for (const href of found.hrefs) expect(href).toMatch(/^(\/(?![/\\])|https?:\/\/|mailto:)/);
      for (const src of found.srcs) expect(src).toMatch(/^(\/(?![/\\])|https?:\/\/)/);
      for (const style of found.styles) expect(style).not.toMatch(/url\(|expression|javascript/i);
      expect(await page.getByTestId('dialog').textContent()).not.toContain('Error parsing BBCode');
    }
    expect(await pwnedOf(page)).toEqual([]);
    expect(await page.evaluate(() => (window as unknown as { __pwned?: unknown }).__pwned)).toBeUndefined();
    expect(violations).toEqual([]);
    expect(await cspOf(page)).toEqual([]);
    await page.context().close();
  }, SLOW);
});
