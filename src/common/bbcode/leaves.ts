import type { BBNode } from './ast';
import { BBCODE_ERRORS, IMAGE_TAGS, type ImageTag } from './rules';
import { emojiSource, safeEmail, safeMediaUrl, safeRefId, safeUrl, safeUsername, youtubeId } from './values';

const isImageTag = (name: string): name is ImageTag => name in IMAGE_TAGS;

/**
 * The node of a tag whose content is its value ([img]url[/img], [youtube]id[/youtube], ...),
 * or the tag's error text when the value breaks its rule. `inLink`: inside a link, where
 * nothing clickable may go, a mention is its plain text. `site`: the page's origin, for the
 * media rule of pictures and models (safeMediaUrl).
 */
export function leafNode(name: string, _param: string | undefined, content: string, inLink: boolean, site?: string): BBNode[] {
  if (isImageTag(name)) {
    const url = safeMediaUrl(content, site);
    return [url ? { type: 'image', src: url.href, tag: name } : { type: 'error', text: BBCODE_ERRORS.image }];
  }
  switch (name) {
    case 'code':
      return [{ type: 'code', text: content }];
    case 'url': {
      const url = safeUrl(content);
      if (!url) return [{ type: 'error', text: BBCODE_ERRORS.url }];
      const label: BBNode = { type: 'text', text: content.trim() };
      return inLink ? [label] : [{ type: 'link', ...url, children: [label] }];
    }
    case 'email': {
      const address = safeEmail(content);
      if (!address) return [{ type: 'error', text: BBCODE_ERRORS.email }];
      return inLink ? [{ type: 'text', text: address }] : [{ type: 'email', address, children: [{ type: 'text', text: address }] }];
    }
    case 'youtube': {
      const id = youtubeId(content);
      return [id ? { type: 'youtube', id } : { type: 'error', text: BBCODE_ERRORS.youtube }];
    }
    case 'three': {
      const url = safeMediaUrl(content, site);
      return [url ? { type: 'three', src: url.href } : { type: 'error', text: BBCODE_ERRORS.three }];
    }
    case 'emoji': {
      const e = emojiSource(content);
      return ['error' in e ? { type: 'error', text: e.error } : { type: 'emoji', ...e }];
    }
    case 'mention':
    case 'player': {
      const username = safeUsername(content);
      if (!username) return [{ type: 'error', text: BBCODE_ERRORS.username }];
      return inLink ? [{ type: 'text', text: `@${username}` }] : [{ type: 'mention', username, player: name === 'player' }];
    }
    case 'post': {
      // Empty: no id at all. Something that is not an id: the reference cannot be read.
      if (!content.trim()) return [{ type: 'error', text: BBCODE_ERRORS.post }];
      const id = safeRefId(content);
      if (!id) return [{ type: 'error', text: BBCODE_ERRORS.postIds }];
      return inLink ? [{ type: 'text', text: content.trim() }] : [{ type: 'post', id }];
    }
    case 'outfit':
    case 'outfitlarge': {
      const id = safeRefId(content);
      return [id ? { type: 'outfits', outfits: [{ id, large: name === 'outfitlarge' }] } : { type: 'error', text: BBCODE_ERRORS.outfit }];
    }
    default:
      return [{ type: 'text', text: content }];
  }
}
