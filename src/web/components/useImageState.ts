import { useEffect, useState } from 'react';

export type ImageState = 'loading' | 'ready' | 'failed';

/**
 * Whether the picture at `url` has loaded, failed, or is still on its way (a new url starts
 * over), so a component can show a skeleton or its own failure text instead of a broken image.
 * `missing` says what no url at all means: nothing to wait for ('failed'), or not known yet.
 */
export function useImageState(url: string | null | undefined, missing: ImageState = 'failed'): ImageState {
  const [state, setState] = useState<ImageState>(url ? 'loading' : missing);
  useEffect(() => {
    if (!url) return setState(missing);
    setState('loading');
    const img = new Image();
    img.onload = () => setState('ready');
    img.onerror = () => setState('failed');
    img.src = url;
    return () => {
      img.onload = null;
      img.onerror = null;
    };
  }, [url, missing]);
  return state;
}
