import { useEffect, useRef, useState } from 'react';
import { layerName, type Layer } from '@common/avatar/layers';
import { PREVIEW_TEXT } from '@common/creator-tools/preview';
import { toast } from '../../toast';

/** Pictures from /cdn, loaded once per page: a missing one (a short hair has no back part) is null. */
const loaded = new Map<string, HTMLImageElement | null>();
const loading = new Map<string, Promise<void>>();

function load(url: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const img = new Image();
    img.decoding = 'async';
    img.onload = () => resolve(img);
    img.onerror = () => reject(new Error(`Could not load ${url}`));
    img.src = url;
  });
}

/** The pictures of these URLs as they arrive (re-renders when one does). */
export function useCdnPictures(urls: readonly string[]): (url: string) => HTMLImageElement | null {
  const [, setArrived] = useState(0);
  const key = urls.join('\n');
  useEffect(() => {
    let live = true;
    for (const url of key ? key.split('\n') : []) {
      if (loaded.has(url)) continue;
      let p = loading.get(url);
      if (!p) {
        p = load(url).then(
          (img) => void loaded.set(url, img),
          () => void loaded.set(url, null),
        );
        loading.set(url, p);
      }
      void p.then(() => live && setArrived((n) => n + 1));
    }
    return () => {
      live = false;
    };
  }, [key]);
  return (url) => loaded.get(url) ?? null;
}

export interface Upload {
  fileName: string;
  url: string;
  picture: HTMLImageElement;
}

/**
 * The creator's own layer pictures: they never leave the browser. Each is an object URL,
 * revoked when the layer is removed or replaced, on Reset All and when the tool closes.
 */
export function useUploads() {
  const [uploads, setUploads] = useState<Record<string, Upload>>({});
  const current = useRef(uploads);
  current.current = uploads;
  useEffect(() => () => Object.values(current.current).forEach((u) => URL.revokeObjectURL(u.url)), []);

  const add = async (layer: Layer, file: File | null) => {
    if (!file) return;
    if (file.type !== 'image/png') return void toast.error(PREVIEW_TEXT.uploadOnlyPng);
    const url = URL.createObjectURL(file);
    let picture: HTMLImageElement;
    try {
      picture = await load(url);
    } catch {
      URL.revokeObjectURL(url);
      return void toast.error(PREVIEW_TEXT.loadFailed);
    }
    if (picture.naturalWidth !== 2550 || picture.naturalHeight !== 850) toast.info(PREVIEW_TEXT.wrongSize(picture.naturalWidth, picture.naturalHeight), 8000);
    const name = layerName(layer);
    setUploads((all) => {
      if (all[name]) URL.revokeObjectURL(all[name].url);
      return { ...all, [name]: { fileName: file.name, url, picture } };
    });
  };

  const remove = (layer: Layer) => {
    const name = layerName(layer);
    setUploads((all) => {
      if (!all[name]) return all;
      URL.revokeObjectURL(all[name].url);
      const { [name]: _gone, ...rest } = all;
      return rest;
    });
  };

  const clear = () =>
    setUploads((all) => {
      Object.values(all).forEach((u) => URL.revokeObjectURL(u.url));
      return {};
    });

  return { uploads, add, remove, clear };
}
