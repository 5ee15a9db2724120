import { useEffect, useState } from 'react';
import { buildCatalog, type EmojiEntry, type UnicodeTable } from '@common/emoji/catalog';
import { CUSTOM_EMOJIS } from '@common/emoji/custom-emojis';

/**
 * Every emoji of the chat, custom first. The Unicode table (~100 KB) is a separate chunk,
 * fetched the first time the picker or autocomplete needs it.
 */
let loading: Promise<EmojiEntry[]> | null = null;
let loaded: EmojiEntry[] | null = null;

export function loadEmojiCatalog(): Promise<EmojiEntry[]> {
  loading ??= import('@common/emoji/unicode-table.json').then((m) => {
    loaded = buildCatalog(CUSTOM_EMOJIS, (m.default ?? m) as UnicodeTable);
    return loaded;
  });
  return loading;
}

/** The catalog once loaded (custom emojis alone until then). */
export function useEmojiCatalog(): EmojiEntry[] {
  const [catalog, setCatalog] = useState<EmojiEntry[]>(() => loaded ?? buildCatalog(CUSTOM_EMOJIS, { emojis: [], tones: [] }));
  useEffect(() => {
    if (loaded) return;
    let live = true;
    void loadEmojiCatalog().then((c) => live && setCatalog(c));
    return () => {
      live = false;
    };
  }, []);
  return catalog;
}
