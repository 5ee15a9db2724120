import { useEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { useMediaQuery } from '@mantine/hooks';
import { ActionIcon, Button, ColorPicker, Group, Menu, Popover, Portal, Select, Stack, TextInput, Tooltip } from '@mantine/core';
import {
  IconAlignCenter,
  IconAlignLeft,
  IconAlignRight,
  IconAt,
  IconBold,
  IconBrandYoutube,
  IconCode,
  IconCornerDownLeft,
  IconCube,
  IconEyeOff,
  IconItalic,
  IconLink,
  IconList,
  IconListNumbers,
  IconMail,
  IconMessage2,
  IconMoodSmile,
  IconPalette,
  IconPhoto,
  IconQuote,
  IconSeparatorHorizontal,
  IconShirt,
  IconStrikethrough,
  IconSubscript,
  IconSuperscript,
  IconTable,
  IconUnderline,
  IconUserCircle,
  type Icon,
} from '@tabler/icons-react';
import { TOOLBAR_FONTS, TOOLBAR_SIZES } from '@common/bbcode';
import { MOBILE_BREAKPOINT } from '@common/dialogs';
import type { EmojiEntry } from '@common/emoji/catalog';
import { EMOJI_PICKER } from '@common/emoji/groups';
import { EmojiPicker } from '../../chat/EmojiPicker';
import { Z } from '../../shell/layout';
import classes from './BBCodeEditor.module.css';
import { insert, link, list, table, wrap, type Edit } from './editing';

/** Tooltips wait 500 ms (social-core §9). */
const TOOLTIP_DELAY = 500;

/** Turns the text and its selection into the edited text (see editing.ts). */
export type EditFn = (value: string, start: number, end: number) => Edit;

const wrapWith =
  (open: string, close: string, placeholder = ''): EditFn =>
  (v, s, e) =>
    wrap(v, s, e, open, close, placeholder);

interface TagButton {
  label: string;
  icon: Icon;
  edit: EditFn;
}

/** The buttons of every tag, in groups (a divider between groups). */
const GROUPS: TagButton[][] = [
  [
    { label: 'Bold', icon: IconBold, edit: wrapWith('[b]', '[/b]') },
    { label: 'Italic', icon: IconItalic, edit: wrapWith('[i]', '[/i]') },
    { label: 'Underline', icon: IconUnderline, edit: wrapWith('[u]', '[/u]') },
    { label: 'Strikethrough', icon: IconStrikethrough, edit: wrapWith('[s]', '[/s]') },
    { label: 'Superscript', icon: IconSuperscript, edit: wrapWith('[sup]', '[/sup]') },
    { label: 'Subscript', icon: IconSubscript, edit: wrapWith('[sub]', '[/sub]') },
  ],
  [
    { label: 'Align left', icon: IconAlignLeft, edit: wrapWith('[left]', '[/left]') },
    { label: 'Center', icon: IconAlignCenter, edit: wrapWith('[center]', '[/center]') },
    { label: 'Align right', icon: IconAlignRight, edit: wrapWith('[right]', '[/right]') },
  ],
  [
    { label: 'Quote', icon: IconQuote, edit: wrapWith('[quote]', '[/quote]') },
    { label: 'Spoiler', icon: IconEyeOff, edit: wrapWith('[spoiler]', '[/spoiler]') },
    { label: 'Code', icon: IconCode, edit: wrapWith('[code]', '[/code]') },
    { label: 'Bulleted list', icon: IconList, edit: (v, s, e) => list(v, s, e, '') },
    { label: 'Numbered list', icon: IconListNumbers, edit: (v, s, e) => list(v, s, e, '1') },
    { label: 'Table', icon: IconTable, edit: table },
    { label: 'Line break', icon: IconCornerDownLeft, edit: (v, s, e) => insert(v, s, e, '[br]') },
    { label: 'Horizontal rule', icon: IconSeparatorHorizontal, edit: (v, s, e) => insert(v, s, e, '\n[hr]\n') },
  ],
  [
    { label: 'Link', icon: IconLink, edit: link },
    { label: 'Email', icon: IconMail, edit: wrapWith('[email]', '[/email]', 'name@example.com') },
    { label: 'YouTube video', icon: IconBrandYoutube, edit: wrapWith('[youtube]', '[/youtube]', 'video id or link') },
    { label: '3D model', icon: IconCube, edit: wrapWith('[three]', '[/three]', 'https://') },
    { label: 'Mention', icon: IconAt, edit: wrapWith('[mention]', '[/mention]', 'username') },
    { label: 'Player card', icon: IconUserCircle, edit: wrapWith('[player]', '[/player]', 'username') },
    { label: 'Forum post', icon: IconMessage2, edit: wrapWith('[post]', '[/post]', 'post id') },
  ],
];

/** The image tags, offered from one menu. */
const IMAGE_CHOICES: [string, string][] = [
  ['img', 'Image'],
  ['imglarge', 'Large image'],
  ['imgcenter', 'Centered image'],
  ['imgcentermedium', 'Centered, medium'],
  ['imgcenterlarge', 'Centered, large'],
  ['imgcenterfull', 'Centered, full width'],
];

const SWATCHES = ['#1f2433', '#e95e23', '#d6336c', '#ae3ec9', '#4f64b3', '#1c7ed6', '#0ca678', '#65b444', '#f59f00', '#868e96'];

export function EditorToolbar({ apply, disabled }: { apply(edit: EditFn): void; disabled?: boolean }) {
  const [color, setColor] = useState('#e95e23');
  const [colorOpen, setColorOpen] = useState(false);

  const tip = (label: string, node: ReactNode) => (
    <Tooltip label={label} openDelay={TOOLTIP_DELAY} withArrow key={label}>
      {node}
    </Tooltip>
  );
  const iconButton = (label: string, IconC: Icon, onClick: () => void, testId?: string) =>
    tip(
      label,
      <ActionIcon variant="subtle" color="gray" c="dark.5" size={32} radius="md" aria-label={label} onClick={onClick} disabled={disabled} data-testid={testId}>
        <IconC size={18} stroke={1.8} />
      </ActionIcon>,
    );

  return (
    <div className={classes.toolbar} role="toolbar" aria-label="Formatting" data-testid="bbcode-toolbar">
      <Select
        aria-label="Size"
        placeholder="Size"
        size="xs"
        w={76}
        data={TOOLBAR_SIZES.map(String)}
        value={null}
        onChange={(v) => v && apply(wrapWith(`[size=${v}]`, '[/size]'))}
        comboboxProps={{ withinPortal: true, zIndex: Z.popover }}
        disabled={disabled}
        allowDeselect={false}
        data-testid="bbcode-size"
      />
      <Select
        aria-label="Font"
        placeholder="Font"
        size="xs"
        w={128}
        data={[...TOOLBAR_FONTS]}
        value={null}
        onChange={(v) => v && apply(wrapWith(`[font=${v}]`, '[/font]'))}
        renderOption={({ option }) => <span style={{ fontFamily: `"${option.value}"` }}>{option.label}</span>}
        comboboxProps={{ withinPortal: true, zIndex: Z.popover }}
        disabled={disabled}
        allowDeselect={false}
        data-testid="bbcode-font"
      />
      <Popover opened={colorOpen} onChange={setColorOpen} position="bottom-start" withArrow shadow="md" zIndex={Z.popover}>
        <Popover.Target>
          {tip(
            'Colour',
            <ActionIcon variant="subtle" color="gray" c="dark.5" size={32} aria-label="Colour" onClick={() => setColorOpen((o) => !o)} disabled={disabled} data-testid="bbcode-color">
              <IconPalette size={18} stroke={1.8} color={color} />
            </ActionIcon>,
          )}
        </Popover.Target>
        <Popover.Dropdown>
          <Stack gap="xs" w={220}>
            <ColorPicker format="hex" value={color} onChange={setColor} swatches={SWATCHES} swatchesPerRow={5} fullWidth />
            <Group gap="xs" wrap="nowrap">
              <TextInput size="xs" value={color} onChange={(e) => setColor(e.currentTarget.value)} aria-label="Hex colour" flex={1} />
              <Button
                size="xs"
                onClick={() => {
                  if (!/^#[0-9a-f]{6}$/i.test(color)) return;
                  apply(wrapWith(`[color=${color}]`, '[/color]'));
                  setColorOpen(false);
                }}
              >
                Apply
              </Button>
            </Group>
          </Stack>
        </Popover.Dropdown>
      </Popover>
      <div className={classes.buttons}>
        {GROUPS.map((group, gi) => (
          <div className={classes.group} key={gi}>
            {group.map((b) => iconButton(b.label, b.icon, () => apply(b.edit)))}
            {gi === GROUPS.length - 1 ? (
              <>
                <Menu position="bottom-start" withinPortal zIndex={Z.popover}>
                  <Menu.Target>
                    {tip(
                      'Image',
                      <ActionIcon variant="subtle" color="gray" c="dark.5" size={32} aria-label="Image" disabled={disabled}>
                        <IconPhoto size={18} stroke={1.8} />
                      </ActionIcon>,
                    )}
                  </Menu.Target>
                  <Menu.Dropdown>
                    {IMAGE_CHOICES.map(([tag, label]) => (
                      <Menu.Item key={tag} onClick={() => apply(wrapWith(`[${tag}]`, `[/${tag}]`, 'https://'))}>
                        {label}
                      </Menu.Item>
                    ))}
                  </Menu.Dropdown>
                </Menu>
                <Menu position="bottom-start" withinPortal zIndex={Z.popover}>
                  <Menu.Target>
                    {tip(
                      'Outfit',
                      <ActionIcon variant="subtle" color="gray" c="dark.5" size={32} aria-label="Outfit" disabled={disabled}>
                        <IconShirt size={18} stroke={1.8} />
                      </ActionIcon>,
                    )}
                  </Menu.Target>
                  <Menu.Dropdown>
                    <Menu.Item onClick={() => apply(wrapWith('[outfit]', '[/outfit]', 'outfit id'))}>Outfit</Menu.Item>
                    <Menu.Item onClick={() => apply(wrapWith('[outfitlarge]', '[/outfitlarge]', 'outfit id'))}>Large outfit</Menu.Item>
                  </Menu.Dropdown>
                </Menu>
                <EmojiButton disabled={disabled} onPick={(e) => apply((v, s, end) => insert(v, s, end, e.insert))} />
              </>
            ) : null}
          </div>
        ))}
      </div>
    </div>
  );
}

/**
 * The chat's emoji picker, reused as it is. It places itself just above its parent, so its
 * parent here is a zero-height strip in a portal (no scrolling toolbar or dialog clips it),
 * put where the picker then sits right below the button, or above it when there is no room.
 */
function EmojiButton({ disabled, onPick }: { disabled?: boolean; onPick(e: EmojiEntry): void }) {
  const [anchor, setAnchor] = useState<CSSProperties | null>(null);
  const mobile = useMediaQuery(`(max-width: ${MOBILE_BREAKPOINT - 1}px)`) ?? false;
  const button = useRef<HTMLButtonElement>(null);
  const placedAt = useRef({ x: 0, y: 0 });
  // The picker is placed once: when a scroll or resize moves the button under it, it closes.
  useEffect(() => {
    if (!anchor) return;
    const check = () => {
      const r = button.current?.getBoundingClientRect();
      if (!r || Math.abs(r.left - placedAt.current.x) > 2 || Math.abs(r.top - placedAt.current.y) > 2) setAnchor(null);
    };
    window.addEventListener('scroll', check, true);
    window.addEventListener('resize', check);
    return () => {
      window.removeEventListener('scroll', check, true);
      window.removeEventListener('resize', check);
    };
  }, [anchor]);
  const toggle = (target: HTMLElement) => {
    if (anchor) return setAnchor(null);
    const r = target.getBoundingClientRect();
    placedAt.current = { x: r.left, y: r.top };
    const width = Math.min(EMOJI_PICKER.width, window.innerWidth - 16);
    const height = Math.min(EMOJI_PICKER.height, window.innerHeight * 0.6);
    const gap = 6;
    const below = r.bottom + gap + height <= window.innerHeight - 8 || r.top - gap - height < 8;
    setAnchor({
      position: 'fixed',
      zIndex: Z.popover,
      height: 0,
      width,
      // The picker sits 8 px above the strip (and 8 px right of it on desktop).
      top: below ? r.bottom + gap + height + 8 : r.top - gap + 8,
      left: Math.max(8, Math.min(r.right - width, window.innerWidth - width - 8)) - (mobile ? 0 : 8),
    });
  };
  return (
    <>
      <Tooltip label="Emoji" openDelay={TOOLTIP_DELAY} withArrow>
        <ActionIcon
          variant="subtle"
          color="dark"
          size={32}
          aria-label="Emoji"
          aria-expanded={anchor !== null}
          disabled={disabled}
          data-testid="bbcode-emoji"
          ref={button}
          // The picker closes on a press outside it; this button toggles it instead.
          onMouseDown={(e) => e.stopPropagation()}
          onTouchStart={(e) => e.stopPropagation()}
          onClick={(e) => toggle(e.currentTarget)}
        >
          <IconMoodSmile size={18} stroke={1.8} />
        </ActionIcon>
      </Tooltip>
      {anchor ? (
        <Portal>
          <div style={anchor}>
            <EmojiPicker
              opened
              onClose={() => setAnchor(null)}
              onPick={(e) => {
                onPick(e);
                setAnchor(null);
              }}
            />
          </div>
        </Portal>
      ) : null}
    </>
  );
}
