import { USERNAME_MAX, USERNAME_MIN, USERNAME_PATTERN } from '../accounts';
import { customEmojiByName } from '../emoji/custom-emojis';
import {
  BBCODE_ERRORS,
  COLOR_MAX,
  EMOJI_DIR,
  EMOJI_EXTENSIONS,
  FONT_MAX,
  REF_ID,
  SIZE_DEFAULT,
  SIZE_MAX,
  SIZE_MIN,
  SITE_MEDIA,
  URL_MAX,
  YOUTUBE_ID,
  type BBCodeErrorText,
} from './rules';

/**
 * The rules each tag value must pass before it reaches the page. Every function answers the
 * value to use, or null (the tag then shows its error text or loses its effect).
 */

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  colon: ':',
  semi: ';',
  sol: '/',
  bsol: '\\',
  tab: '\t',
  newline: '\n',
  nbsp: '\u00a0',
  lpar: '(',
  rpar: ')',
  period: '.',
  comma: ',',
  excl: '!',
  quest: '?',
  num: '#',
  percnt: '%',
  equals: '=',
};

/** HTML character references (&#106; &#x6A; &colon; ...), decoded until nothing changes. */
export function decodeEntities(s: string): string {
  for (let i = 0; i < 5; i++) {
    const next = s.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);?/gi, (m, ref: string) => {
      if (ref[0] === '#') {
        const code = ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
        return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
      }
      return NAMED_ENTITIES[ref.toLowerCase()] ?? m;
    });
    if (next === s) break;
    s = next;
  }
  return s;
}

/** %XX escapes read byte by byte (enough to see a hidden scheme or slash), until nothing changes. */
function decodePercent(s: string): string {
  for (let i = 0; i < 5; i++) {
    const next = s.replace(/%([0-9a-f]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    if (next === s) break;
    s = next;
  }
  return s;
}

/** Whitespace, control and invisible characters, which browsers drop or ignore inside URLs. */
// eslint-disable-next-line no-control-regex -- control characters are exactly what this removes
const INVISIBLE = /[\u0000-\u0020\u007f-\u00a0\u00ad\u1680\u180e\u2000-\u200f\u2028-\u202f\u205f-\u2064\u3000\ufeff]/g;
const TAB_NEWLINE = /[\t\n\r]/g;

/** A path of this site: "/x", never "//host" or "/\host" (both lead to another site). */
const isSitePath = (s: string) => s.startsWith('/') && s[1] !== '/' && s[1] !== '\\';

export interface SafeUrl {
  href: string;
  /** True for http(s) URLs: links to them ask before leaving. */
  external: boolean;
}

/**
 * The URL rule: after decoding entities and %-escapes and dropping whitespace and control
 * characters, a URL must be a path of this site ("/...") or an http: or https: URL with a host
 * and no credentials. Answers the normalized URL to use, or null.
 */
export function safeUrl(raw: string): SafeUrl | null {
  if (raw.length > URL_MAX) return null;
  const cleaned = decodeEntities(raw).trim().replace(TAB_NEWLINE, '');
  const probe = decodePercent(decodeEntities(cleaned)).replace(INVISIBLE, '');
  if (!cleaned || !probe) return null;
  if (isSitePath(cleaned)) {
    if (!isSitePath(probe) || probe.includes('\\')) return null;
    const base = 'https://oldroad.invalid';
    let u: URL;
    try {
      u = new URL(cleaned, base);
    } catch {
      return null;
    }
    if (u.origin !== base) return null;
    return { href: `${u.pathname}${u.search}${u.hash}`, external: false };
  }
  if (!/^https?:/i.test(cleaned) || !/^https?:/i.test(probe)) return null;
  let u: URL;
  try {
    u = new URL(cleaned);
  } catch {
    return null;
  }
  if ((u.protocol !== 'http:' && u.protocol !== 'https:') || !u.hostname || u.username || u.password) return null;
  if (!/^https?:\/\//.test(u.href) || u.href.length > URL_MAX) return null;
  return { href: u.href, external: true };
}

/** One character INVISIBLE matches (not global: for a plain test). */
const HAS_INVISIBLE = new RegExp(INVISIBLE.source);
/** A way out of a folder or to another host: a backslash, a doubled slash, a . or .. segment. */
const PATH_TRICK = /\\|\/\/|\/\.\.?(?:\/|$)/;

/** `path` (no query or hash) is one of SITE_MEDIA's, as the browser sends it and with every %-escape read. */
function isSiteMediaPath(path: string): boolean {
  for (const p of [path, decodePercent(path)]) {
    if (PATH_TRICK.test(p) || HAS_INVISIBLE.test(p)) return false;
    if (SITE_MEDIA.never.some((n) => p.toLowerCase() === n)) return false;
    if (!SITE_MEDIA.folders.some((f) => p.startsWith(f)) && !(SITE_MEDIA.files as readonly string[]).includes(p)) return false;
  }
  return true;
}

/** A host name as cookies see it: lower case, without a trailing dot. */
const cookieHost = (host: string) => host.toLowerCase().replace(/\.$/, '');

/** The host of `site` (an origin such as https://oldroad.example), or null. */
function siteHost(site: string | undefined): string | null {
  if (!site) return null;
  try {
    return cookieHost(new URL(site).hostname) || null;
  } catch {
    return null;
  }
}

/**
 * The media rule of [img] (every image tag) and [three], on top of the URL rule: an address of
 * this site must be one of SITE_MEDIA's (a picture or file served for showing), never an API
 * route or anything else a browser would ask with the viewer's cookies. An address of this
 * site is a path ("/..."), or an absolute http(s) URL whose host is `site`'s (any port or
 * scheme: cookies are per host); pass the page's origin as `site` (the web does) so those are
 * judged too. http(s) addresses of other hosts stay allowed. Answers the URL to use, or null.
 */
export function safeMediaUrl(raw: string, site?: string): SafeUrl | null {
  const url = safeUrl(raw);
  if (!url) return null;
  if (!url.external) return isSiteMediaPath(url.href.split(/[?#]/, 1)[0]!) ? url : null;
  const host = siteHost(site);
  if (!host) return url;
  const u = new URL(url.href);
  if (cookieHost(u.hostname) !== host) return url;
  return isSiteMediaPath(u.pathname) ? url : null;
}

const EMAIL = /^[A-Za-z0-9.!#$%&*+/=^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;

/** An email address: local part, @, a dotted domain; no spaces, quotes, ?headers or brackets. */
export function safeEmail(raw: string): string | null {
  const s = decodeEntities(raw).trim();
  return s.length <= 254 && EMAIL.test(s) ? s : null;
}

/** The characters font and colour values lose before anything else (social-core §5). */
const stripQuotes = (s: string) => s.replace(/[<>'"]/g, '');

const COLOR_FORMS = [
  /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i,
  /^[a-z]{3,30}$/i,
  /^(?:rgba?|hsla?)\([0-9.,%\s/+-]{1,40}(?:deg)?[0-9.,%\s/+-]{0,20}\)$/i,
];

/** A CSS colour in a safe form (hex, a colour name, rgb()/hsl()), or null. */
export function safeColor(raw: string): string | null {
  const s = stripQuotes(raw).trim();
  return s.length <= COLOR_MAX && COLOR_FORMS.some((re) => re.test(s)) ? s : null;
}

/** A font family: letters, digits, spaces, commas, _ and -, or null. */
export function safeFont(raw: string): string | null {
  const s = stripQuotes(raw).trim().replace(/\s+/g, ' ');
  return s.length > 0 && s.length <= FONT_MAX && /^[A-Za-z0-9 ,_-]+$/.test(s) ? s : null;
}

/** [size=N]: a number of px (a trailing "px" is allowed), clamped to 8-72; anything else is 12. */
export function clampSize(raw: string | undefined): number {
  const m = /^\s*(\d{1,6}(?:\.\d+)?)\s*(?:px)?\s*$/i.exec(raw ?? '');
  if (!m) return SIZE_DEFAULT;
  return Math.min(SIZE_MAX, Math.max(SIZE_MIN, Math.round(Number(m[1]))));
}

const YOUTUBE_HOSTS = /^(?:www\.|m\.|music\.)?(?:youtube\.com|youtube-nocookie\.com|youtu\.be)$/i;

/** An 11-character video id, given alone or as a YouTube link (watch, youtu.be, embed, shorts). */
export function youtubeId(raw: string): string | null {
  const s = decodeEntities(raw).trim();
  if (YOUTUBE_ID.test(s)) return s;
  let u: URL;
  try {
    u = new URL(s);
  } catch {
    return null;
  }
  if (!/^https?:$/.test(u.protocol) || !YOUTUBE_HOSTS.test(u.hostname)) return null;
  const fromPath = /^\/(?:embed\/|shorts\/|live\/|v\/)?([A-Za-z0-9_-]{11})$/.exec(u.pathname)?.[1];
  const id = u.searchParams.get('v') ?? fromPath ?? null;
  return id && YOUTUBE_ID.test(id) ? id : null;
}

const EMOJI_FILE = new RegExp(`^[A-Za-z0-9_-][A-Za-z0-9_.-]{0,99}\\.(?:${EMOJI_EXTENSIONS.join('|')})$`, 'i');

/**
 * [emoji]: a custom emoji's name, or a path under /emojis/ naming one file of an image type, with
 * no way out of that folder.
 */
export function emojiSource(raw: string): { src: string; name: string } | { error: BBCodeErrorText } {
  const s = raw.trim();
  const named = /^:?([A-Za-z0-9_-]{1,40}):?$/.exec(s);
  const custom = named ? customEmojiByName(named[1]!) : undefined;
  if (custom) return { src: custom.imgUrl, name: custom.names[0]! };
  const probe = decodePercent(decodeEntities(s)).replace(INVISIBLE, '');
  if (!probe.startsWith(EMOJI_DIR)) return { error: BBCODE_ERRORS.emojiPath };
  const file = probe.slice(EMOJI_DIR.length);
  if (file.includes('/') || file.includes('\\') || file.includes('..') || s !== probe) return { error: BBCODE_ERRORS.emojiPath };
  if (!EMOJI_FILE.test(file)) return { error: BBCODE_ERRORS.emojiFilename };
  return { src: `${EMOJI_DIR}${file}`, name: file.replace(/\.[^.]+$/, '') };
}

/** A username as accounts allow them (a leading @ is fine), or null. */
export function safeUsername(raw: string): string | null {
  const s = decodeEntities(raw).trim().replace(/^@/, '');
  return s.length >= USERNAME_MIN && s.length <= USERNAME_MAX && USERNAME_PATTERN.test(s) ? s : null;
}

/** A post or outfit id, or null. */
export function safeRefId(raw: string): string | null {
  const s = raw.trim();
  return REF_ID.test(s) ? s : null;
}
