import { useMemo, useState } from 'react';
import { ScrollArea, Text, TextInput, Tooltip, Transition, UnstyledButton } from '@mantine/core';
import { useClickOutside, useMediaQuery, useWindowEvent } from '@mantine/hooks';
import {
  IconBallFootball,
  IconBulb,
  IconFlag,
  IconHeart,
  IconLeaf,
  IconMoodSmile,
  IconPlane,
  IconSearch,
  IconSparkles,
  IconUser,
  type Icon,
} from '@tabler/icons-react';
import { EMOJI_PICKER, PICKER_GROUPS, type PickerGroup } from '@common/emoji/groups';
import { matchesSearch } from '@common/emoji/autocomplete';
import type { EmojiEntry } from '@common/emoji/catalog';
import { MOBILE_BREAKPOINT } from '@common/dialogs';
import { cdn } from '@common/cdn';
import classes from './chat.module.css';
import { useEmojiCatalog } from './emojiCatalog';

const GROUP_ICONS: Record<PickerGroup, Icon> = {
  Custom: IconSparkles,
  'Smileys & Emotion': IconMoodSmile,
  'People & Body': IconUser,
  'Animals & Nature': IconLeaf,
  'Travel & Places': IconPlane,
  Activities: IconBallFootball,
  Objects: IconBulb,
  Symbols: IconHeart,
  Flags: IconFlag,
};

/** Searching shows at most this many results at once (the grid stays quick). */
const SEARCH_LIMIT = 240;

/**
 * The emoji picker (live-world §2): Custom first, then the eight Unicode groups, a search
 * (substring of the emoji's names), a 6-column grid, "No emojis found"; Escape or a click
 * outside closes it; it fades in and out over 200 ms; full width under 768 px, else 350x450.
 */
export function EmojiPicker({ opened, onClose, onPick }: { opened: boolean; onClose(): void; onPick(e: EmojiEntry): void }) {
  const mobile = useMediaQuery(`(max-width: ${MOBILE_BREAKPOINT - 1}px)`) ?? false;
  const catalog = useEmojiCatalog();
  const [group, setGroup] = useState<PickerGroup>('Custom');
  const [search, setSearch] = useState('');
  const ref = useClickOutside(() => opened && onClose(), ['mousedown', 'touchstart']);
  useWindowEvent('keydown', (e) => {
    if (opened && e.key === 'Escape') onClose();
  });

  const shown = useMemo(() => {
    const base = catalog.filter((e) => !e.tone);
    if (search.trim()) return base.filter((e) => matchesSearch(search, e.names)).slice(0, SEARCH_LIMIT);
    return base.filter((e) => e.group === group);
  }, [catalog, group, search]);

  return (
    <Transition mounted={opened} transition="fade" duration={EMOJI_PICKER.fadeMs} exitDuration={EMOJI_PICKER.fadeMs}>
      {(style) => (
        <div
          ref={ref}
          data-testid="emoji-picker"
          role="dialog"
          aria-label="Emoji picker"
          style={{
            ...style,
            position: 'absolute',
            bottom: 'calc(100% + 8px)',
            left: mobile ? 0 : 8,
            width: mobile ? '100%' : EMOJI_PICKER.width,
            height: EMOJI_PICKER.height,
            maxHeight: '60vh',
            display: 'flex',
            flexDirection: 'column',
            background: '#fffdf8',
            color: '#1f2433',
            borderRadius: 16,
            boxShadow: '0 16px 40px rgba(10,12,24,0.45)',
            overflow: 'hidden',
            zIndex: 40,
          }}
        >
          <div style={{ padding: '10px 10px 6px' }}>
            <TextInput
              size="sm"
              radius="xl"
              placeholder="Search emojis"
              leftSection={<IconSearch size={16} />}
              value={search}
              onChange={(e) => setSearch(e.currentTarget.value)}
              data-autofocus
              aria-label="Search emojis"
            />
          </div>
          <div style={{ display: 'flex', justifyContent: 'space-between', padding: '0 8px 6px', borderBottom: '1px solid #eee5d8' }}>
            {PICKER_GROUPS.map((g) => {
              const GroupIcon = GROUP_ICONS[g];
              const active = g === group && !search.trim();
              return (
                <Tooltip key={g} label={g} withArrow openDelay={300}>
                  <UnstyledButton
                    aria-label={g}
                    aria-pressed={active}
                    onClick={() => {
                      setGroup(g);
                      setSearch('');
                    }}
                    style={{ width: 32, height: 32, display: 'grid', placeItems: 'center', borderRadius: 10, color: active ? '#e95e23' : '#7a7f8f', background: active ? '#fde0d3' : 'transparent' }}
                  >
                    <GroupIcon size={18} />
                  </UnstyledButton>
                </Tooltip>
              );
            })}
          </div>
          <Text size="xs" fw={800} c="dimmed" tt="uppercase" px={12} pt={6}>
            {search.trim() ? 'Search results' : group}
          </Text>
          <ScrollArea style={{ flex: 1 }} type="auto" px={8} pb={8}>
            {shown.length === 0 ? (
              <Text ta="center" c="dimmed" mt="xl" data-testid="emoji-empty">
                No emojis found
              </Text>
            ) : (
              <div style={{ display: 'grid', gridTemplateColumns: `repeat(${EMOJI_PICKER.columns}, 1fr)`, gap: 2 }}>
                {shown.map((e) => (
                  <UnstyledButton
                    key={e.insert}
                    title={`:${e.names[0]}:`}
                    aria-label={e.names[0]}
                    onClick={() => onPick(e)}
                    className={classes.cell}
                    style={{ aspectRatio: '1', display: 'grid', placeItems: 'center', borderRadius: 10, fontSize: 26, lineHeight: 1 }}
                  >
                    {e.file ? <img src={cdn.emoji(e.file)} alt="" width={32} height={32} loading="lazy" style={{ objectFit: 'contain' }} /> : e.insert}
                  </UnstyledButton>
                ))}
              </div>
            )}
          </ScrollArea>
        </div>
      )}
    </Transition>
  );
}
