/**
 * Rich text (social-core §5): `parseBBCode(text)` gives the tree the web's <BBCodeView> draws.
 * The rules' facts (tags, sizes, fonts, limits, error texts) are in rules.ts.
 */
export { parseBBCode, parseBBCodeReport, type ParseOptions, type ParseReport } from './parse';
export { NODE_KEYS, hasChildren, type BBNode, type BBNodeType, type InlineStyle, type ParentNode } from './ast';
export * from './rules';
export { clampSize, safeColor, safeEmail, safeFont, safeUrl, safeMediaUrl, youtubeId, emojiSource, safeUsername, safeRefId, type SafeUrl } from './values';
