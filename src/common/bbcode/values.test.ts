import { describe, expect, it } from 'vitest';
import { clampSize, emojiSource, safeColor, safeEmail, safeFont, safeUrl, safeUsername, youtubeId } from './values';
import { BBCODE_ERRORS } from './rules';

describe('the URL rule', () => {
  it.each([
    ['/forums', '/forums'],
    ['/a b?x=1#top', '/a%20b?x=1#top'],
    ['https://example.com/pic.png', 'https://example.com/pic.png'],
    ['HTTP://Example.com', 'http://example.com/'],
    ['  https://example.com/a?b=1&amp;c=2 ', 'https://example.com/a?b=1&c=2'],
  ])('keeps %j as %j', (raw, href) => {
    expect(safeUrl(raw)?.href).toBe(href);
  });

  it('marks http(s) links external and site paths internal', () => {
    expect(safeUrl('https://example.com')?.external).toBe(true);
    expect(safeUrl('/cdn/x.png')?.external).toBe(false);
  });

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    '\u0000javascript:alert(1)',
    '&#106;avascript:alert(1)',
    '&#x6A;avascript&#x3A;alert(1)',
    '&#0000106&#0000097vascript:alert(1)',
    'javascript&colon;alert(1)',
    '&amp;#106;avascript:alert(1)',
    '%6Aavascript:alert(1)',
    'javascript%3Aalert(1)',
    'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    'DATA:image/svg+xml,<svg onload=alert(1)>',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    'ftp://example.com',
    '//evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    '/%2Fevil.example',
    '/%5Cevil.example',
    '/&#47;evil.example',
    'https://user:pass@evil.example',
    'https://',
    'http:/\\/\\',
    'example.com',
    '',
    '   ',
    `https://example.com/${'a'.repeat(3000)}`,
  ])('refuses %j', (raw) => {
    expect(safeUrl(raw)).toBeNull();
  });
});

describe('values of tags', () => {
  it('clamps sizes to 8-72 with 12 for anything unreadable', () => {
    expect(clampSize('4')).toBe(8);
    expect(clampSize('100')).toBe(72);
    expect(clampSize('20px')).toBe(20);
    expect(clampSize('13.6')).toBe(14);
    expect(clampSize('big')).toBe(12);
    expect(clampSize(undefined)).toBe(12);
    expect(clampSize('12;color:red')).toBe(12);
  });

  it('strips < > \' " from colours and fonts and keeps only safe forms', () => {
    expect(safeColor('#ff0000')).toBe('#ff0000');
    expect(safeColor('"red"')).toBe('red');
    expect(safeColor('rgb(1, 2, 3)')).toBe('rgb(1, 2, 3)');
    expect(safeColor('red;background:url(x)')).toBeNull();
    expect(safeColor('expression(alert(1))')).toBeNull();
    expect(safeColor('red" onmouseover="alert(1)')).toBeNull();
    expect(safeFont("'Comic Sans MS'")).toBe('Comic Sans MS');
    expect(safeFont('Arial<script>')).toBe('Arialscript');
    expect(safeFont('x;background:url(https://evil)')).toBeNull();
    expect(safeFont('Arial" style="x')).toBeNull();
  });

  it('accepts YouTube ids of 11 characters, alone or in a YouTube link', () => {
    expect(youtubeId('dQw4w9WgXcQ')).toBe('dQw4w9WgXcQ');
    expect(youtubeId('https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=3')).toBe('dQw4w9WgXcQ');
    expect(youtubeId('https://youtu.be/dQw4w9WgXcQ')).toBe('dQw4w9WgXcQ');
    expect(youtubeId('dQw4w9WgXc')).toBeNull();
    expect(youtubeId('dQw4w9WgXc"')).toBeNull();
    expect(youtubeId('https://evil.example/watch?v=dQw4w9WgXcQ')).toBeNull();
    expect(youtubeId('javascript:alert(1)')).toBeNull();
  });

  it('takes emojis only from /emojis/ with an image file name', () => {
    expect(emojiSource('/emojis/pepe.png')).toEqual({ src: '/emojis/pepe.png', name: 'pepe' });
    expect(emojiSource('pepe')).toEqual({ src: '/emojis/pepe.png', name: 'pepe' });
    expect(emojiSource('/emojis/../config.json')).toEqual({ error: BBCODE_ERRORS.emojiPath });
    expect(emojiSource('/emojis/%2e%2e/secret.png')).toEqual({ error: BBCODE_ERRORS.emojiPath });
    expect(emojiSource('/emojis/a/b.png')).toEqual({ error: BBCODE_ERRORS.emojiPath });
    expect(emojiSource('https://evil.example/emojis/x.png')).toEqual({ error: BBCODE_ERRORS.emojiPath });
    expect(emojiSource('javascript:alert(1)')).toEqual({ error: BBCODE_ERRORS.emojiPath });
    expect(emojiSource('/emojis/x.html')).toEqual({ error: BBCODE_ERRORS.emojiFilename });
    expect(emojiSource('/emojis/.png')).toEqual({ error: BBCODE_ERRORS.emojiFilename });
  });

  it('checks emails and usernames', () => {
    expect(safeEmail('ava@demo.oldroad')).toBe('ava@demo.oldroad');
    expect(safeEmail('ava@demo.oldroad?bcc=x@y.z')).toBeNull();
    expect(safeEmail('javascript:alert(1)//@x.com')).toBeNull();
    expect(safeEmail('not an email')).toBeNull();
    expect(safeUsername('@Bruno')).toBe('Bruno');
    expect(safeUsername('')).toBeNull();
    expect(safeUsername('a b')).toBeNull();
  });
});
