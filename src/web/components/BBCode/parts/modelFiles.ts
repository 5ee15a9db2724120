import { safeMediaUrl } from '@common/bbcode';

/** What a refused file of a model is asked as: nothing (the model then fails to load). */
const NOTHING = 'data:,';

/**
 * A model names more files (buffers, textures) by URL, and the loader fetches them from this
 * page: each must pass the same media rule as the [three] address itself (never an API route
 * of this site, whatever the model says). Files inside the model (data: and blob: URLs) load.
 */
export function modelFileUrl(url: string, page: Pick<Location, 'href' | 'origin'> = window.location): string {
  if (/^(?:data|blob):/i.test(url)) return url;
  let absolute: string;
  try {
    absolute = new URL(url, page.href).href;
  } catch {
    return NOTHING;
  }
  return safeMediaUrl(absolute, page.origin) ? url : NOTHING;
}
