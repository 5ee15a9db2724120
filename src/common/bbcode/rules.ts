/**
 * The facts of the rich-text (BBCode) rules (social-core §5), written once and used by the
 * parser, the renderer, the editor's toolbar and the tests.
 */

/** A tag nested deeper than this renders as its own text. */
export const BBCODE_MAX_DEPTH = 10;

/** [size]: clamped to 8-72 px; a missing or unreadable value gives 12. */
export const SIZE_MIN = 8;
export const SIZE_MAX = 72;
export const SIZE_DEFAULT = 12;
export const TOOLBAR_SIZES = [8, 10, 12, 14, 16, 18, 20, 24, 28, 32, 36, 48, 72] as const;

export const TOOLBAR_FONTS = [
  'Arial',
  'Times New Roman',
  'Georgia',
  'Verdana',
  'Courier New',
  'Comic Sans MS',
  'Impact',
  'Tahoma',
  'Trebuchet MS',
  'Palatino',
] as const;

/** The editor's textarea: its default limit and height (social-core §5, §9). */
export const EDITOR_DEFAULT_MAX = 9999;
export const EDITOR_DEFAULT_ROWS = 14;

/** The 3D viewer: camera zoom and orbit distance limits. */
export const THREE_ZOOM = { min: 0.8, max: 2, default: 1 } as const;
export const THREE_DISTANCE = { min: 2, max: 10, default: 4 } as const;

/** YouTube videos are embedded from the privacy-enhanced host only. */
export const YOUTUBE_EMBED_ORIGIN = 'https://www.youtube-nocookie.com';
export const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;

/** Emoji images live under this path; these are the file types an [emoji] may name. */
export const EMOJI_DIR = '/emojis/';
export const EMOJI_EXTENSIONS = ['gif', 'png', 'jpg', 'jpeg', 'webp', 'svg'] as const;

/**
 * Where on this site an [img] (every image tag) or a [three] model may come from: the pictures
 * and files served for showing anywhere. /cdn/ is the art and avatar server (but not the try-on
 * preview, which composes a picture on the viewer's own account), /emojis/ the emoji images,
 * /assets/ the web build's hashed files (Vite puts the app's own imported pictures there) and
 * /favicon.svg the one picture of src/web/public. Anything else of the site, the API above all,
 * is '[Invalid image URL]' / '[Invalid 3D model URL]': a browser loads a picture with the
 * viewer's cookies, so a picture must never be an action (values.ts: safeMediaUrl).
 */
export const SITE_MEDIA = {
  folders: ['/cdn/', '/emojis/', '/assets/'],
  files: ['/favicon.svg'],
  never: ['/cdn/preview.png'],
} as const;

/** Longest URL, font name and colour value the parser keeps (longer ones are refused). */
export const URL_MAX = 2048;
export const FONT_MAX = 64;
export const COLOR_MAX = 64;
/** Post and outfit ids: letters, digits, _ and - (numbers and uuids both fit). */
export const REF_ID = /^[A-Za-z0-9_-]{1,64}$/;
/** The parse problems described at most (the rest are counted). */
export const BBCODE_PROBLEMS_MAX = 3;
/** Texts longer than this are cut before parsing (the bio's own limit is 15,000). */
export const BBCODE_INPUT_MAX = 100_000;

/** The texts shown in place of a tag whose value breaks a rule (social-core §5). */
export const BBCODE_ERRORS = {
  url: '[Invalid URL]',
  image: '[Invalid image URL]',
  email: '[Invalid email]',
  youtube: '[Invalid YouTube video ID]',
  three: '[Invalid 3D model URL]',
  username: '[Invalid username]',
  post: '[Invalid post ID]',
  /** A [post] whose content is not a post id (a word, a sentence): its reference cannot be read. */
  postIds: 'Failed to extract post IDs.',
  outfit: '[Invalid outfit ID]',
  emojiPath: '[Invalid emoji path]',
  emojiFilename: '[Invalid emoji filename]',
} as const;
export type BBCodeErrorText = (typeof BBCODE_ERRORS)[keyof typeof BBCODE_ERRORS];

/** Texts of the renderer and viewer. */
export const BBCODE_TEXT = {
  /** Prefix of the message shown when a text cannot be rendered. */
  parseError: 'Error parsing BBCode: ',
  /** Before the parse problems of a text being written (the editor's, social-core §5). */
  parseProblem: 'Parse Error:',
  notClosed: (tag: string) => `${tag} is never closed`,
  closesNothing: (tag: string) => `${tag} closes no open tag`,
  tooDeep: (tag: string) => `${tag} is nested deeper than ${BBCODE_MAX_DEPTH} levels`,
  moreProblems: (n: number) => `and ${n} more`,
  threeFailed: 'Failed to load 3D model',
  postNotFound: 'Post not found',
  /** The external-link confirm. */
  leavingTitle: 'Leaving',
  leavingConfirm: 'Visit Site',
  spoiler: 'Spoiler',
} as const;

/** The forum post preview card cuts its message here and adds '...' (social-core §9). */
export const POST_PREVIEW_CUT = 250;
/** A post with more NSFW votes than this is shown dimmed. */
export const NSFW_DIM_VOTES = 3;

/** The image tags and how each one lays its picture out. */
export const IMAGE_TAGS = {
  img: { align: 'inline', width: 'normal' },
  imglarge: { align: 'inline', width: 'large' },
  imgcenter: { align: 'center', width: 'normal' },
  imagecenter: { align: 'center', width: 'normal' },
  imgcenterlarge: { align: 'center', width: 'large' },
  imgcenterfull: { align: 'center', width: 'full' },
  imgcentermedium: { align: 'center', width: 'medium' },
} as const;
export type ImageTag = keyof typeof IMAGE_TAGS;
export type ImageWidth = (typeof IMAGE_TAGS)[ImageTag]['width'];
/** Largest width of each image size in CSS px ('full' is the container's width). */
export const IMAGE_MAX_WIDTH: Record<ImageWidth, number | '100%'> = { normal: 320, medium: 480, large: 640, full: '100%' };

/** Tags whose content is taken literally up to their closing tag (a value, or code). */
export const RAW_TAGS = [
  'code',
  'emoji',
  ...(Object.keys(IMAGE_TAGS) as ImageTag[]),
  'email',
  'youtube',
  'three',
  'mention',
  'player',
  'post',
  'outfit',
  'outfitlarge',
] as const;

/** Tags that hold other content. */
export const CONTAINER_TAGS = [
  'b',
  'strong',
  'i',
  'em',
  'u',
  's',
  'strike',
  'sup',
  'sub',
  'font',
  'size',
  'color',
  'quote',
  'spoiler',
  'center',
  'left',
  'right',
  'url',
  'list',
  'table',
  'tr',
  'th',
  'td',
] as const;

/** Tags that stand alone. */
export const VOID_TAGS = ['br', 'hr'] as const;

/** Every tag the rules support (`[*]` is the list item marker inside [list]). */
export const SUPPORTED_TAGS: readonly string[] = [...CONTAINER_TAGS, ...RAW_TAGS, ...VOID_TAGS];

/** [list=1], [list=a] and [list=A] are ordered lists numbered that way; any other list has bullets. */
export const ORDERED_LIST_TYPES = ['1', 'a', 'A'] as const;
export type OrderedListType = (typeof ORDERED_LIST_TYPES)[number];
