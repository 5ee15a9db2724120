import { useEffect, useMemo, useRef, useState } from 'react';
import { ActionIcon, TextInput, UnstyledButton } from '@mantine/core';
import { IconMoodSmile, IconSend2, IconUsers } from '@tabler/icons-react';
import { CHAT_MAX } from '@common/world/chat';
import { applySuggestion, findTrigger, suggest } from '@common/emoji/autocomplete';
import type { EmojiEntry } from '@common/emoji/catalog';
import { cdn } from '@common/cdn';
import { useEmojiCatalog } from './emojiCatalog';
import { EmojiPicker } from './EmojiPicker';
import { MutedNotice } from './MutedNotice';
import { outgoingOf, showsPeopleIcon, whisperPrefix } from './rules';
import { useChat } from './store';
import classes from './chat.module.css';

/**
 * The chat input (live-world §4-§5): 128 characters, Enter without Shift sends the trimmed
 * text, emoji picker and :shortcode autocomplete, and the people icon (toggles the player
 * strip) while the input is empty or only a whisper prefix, the send icon otherwise.
 */
export function ChatInput() {
  const input = useChat((s) => s.input);
  const tab = useChat((s) => s.tab);
  const recipient = useChat((s) => s.recipient);
  const connected = useChat((s) => s.send !== null);
  const focusRequest = useChat((s) => s.focusRequest);
  const catalog = useEmojiCatalog();
  const ref = useRef<HTMLInputElement>(null);
  const [cursor, setCursor] = useState(0);
  const [pickerOpen, setPickerOpen] = useState(false);
  const [active, setActive] = useState(0);
  /** The trigger position the player dismissed with Escape (stays closed until it changes). */
  const [dismissed, setDismissed] = useState<number | null>(null);

  const trigger = findTrigger(input, cursor);
  const suggestions = useMemo(() => (trigger ? suggest(trigger.query, catalog) : []), [trigger?.query, catalog]); // eslint-disable-line react-hooks/exhaustive-deps
  const listOpen = !!trigger && suggestions.length > 0 && dismissed !== trigger.start;
  const people = showsPeopleIcon(input);

  const setText = (text: string, caret: number) => {
    useChat.getState().setInput(text.slice(0, CHAT_MAX));
    setCursor(caret);
    requestAnimationFrame(() => ref.current?.setSelectionRange(caret, caret));
  };

  // A recipient picked elsewhere (profile popup's Whisper...): type straight after "name: ".
  useEffect(() => {
    const el = ref.current;
    if (focusRequest === 0 || !el) return;
    const end = useChat.getState().input.length;
    el.focus();
    el.setSelectionRange(end, end);
    setCursor(end);
  }, [focusRequest]);

  const insert = (e: EmojiEntry) => {
    const el = ref.current;
    const start = el?.selectionStart ?? input.length;
    const end = el?.selectionEnd ?? input.length;
    const text = input.slice(0, start) + e.insert + input.slice(end);
    if (text.length > CHAT_MAX) return;
    setText(text, start + e.insert.length);
    el?.focus();
  };

  const pick = (e: EmojiEntry) => {
    if (!trigger) return;
    const next = applySuggestion(input, trigger, cursor, e.insert);
    setText(next.text, next.cursor);
    setActive(0);
  };

  const send = () => {
    const s = useChat.getState();
    const out = outgoingOf(input, tab, recipient);
    if (!out || !s.send) return;
    s.send(out);
    const next = out.kind === 'whisper' ? whisperPrefix(out.to) : '';
    setText(next, next.length);
    setPickerOpen(false);
  };

  return (
    <div style={{ position: 'relative', display: 'flex', gap: 6, alignItems: 'center', padding: 8 }}>
      <MutedNotice />
      <EmojiPicker opened={pickerOpen} onClose={() => setPickerOpen(false)} onPick={insert} />
      {listOpen && (
        <div
          role="listbox"
          data-testid="emoji-suggestions"
          style={{ position: 'absolute', left: 8, right: 8, bottom: 'calc(100% - 2px)', background: '#fffdf8', color: '#1f2433', borderRadius: 12, padding: 4, boxShadow: '0 10px 30px rgba(10,12,24,0.4)', zIndex: 41 }}
        >
          {suggestions.map((e, i) => (
            <UnstyledButton
              key={e.insert}
              role="option"
              aria-selected={i === active % suggestions.length}
              data-active={i === active % suggestions.length}
              className={classes.suggestion}
              onMouseDown={(ev) => {
                ev.preventDefault();
                pick(e);
              }}
            >
              <span style={{ width: 26, textAlign: 'center', fontSize: 20 }}>{e.file ? <img src={cdn.emoji(e.file)} alt="" width={24} height={24} /> : e.insert}</span>
              <span>:{e.names[0]}:</span>
            </UnstyledButton>
          ))}
        </div>
      )}
      <ActionIcon variant="subtle" color="gray.0" size={36} radius="xl" aria-label="Emoji"
        // The picker closes on a press outside it; this button toggles it instead.
        onMouseDown={(e) => e.stopPropagation()}
        onTouchStart={(e) => e.stopPropagation()}
        onClick={() => setPickerOpen((o) => !o)} data-testid="emoji-button">
        <IconMoodSmile size={22} />
      </ActionIcon>
      <TextInput
        ref={ref}
        flex={1}
        radius="xl"
        size="sm"
        maxLength={CHAT_MAX}
        value={input}
        placeholder={tab === 'whisper' ? 'Whisper: name: message' : 'Say something…'}
        aria-label="Chat message"
        data-testid="chat-input"
        disabled={!connected}
        onChange={(e) => {
          useChat.getState().setInput(e.currentTarget.value);
          setCursor(e.currentTarget.selectionStart ?? e.currentTarget.value.length);
          setActive(0);
        }}
        onSelect={(e) => setCursor(e.currentTarget.selectionStart ?? 0)}
        onKeyDown={(e) => {
          if (listOpen) {
            if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
              e.preventDefault();
              setActive((a) => (a + (e.key === 'ArrowDown' ? 1 : suggestions.length - 1)) % suggestions.length);
              return;
            }
            if (e.key === 'Tab' || e.key === 'Enter') {
              e.preventDefault();
              pick(suggestions[active % suggestions.length]!);
              return;
            }
            if (e.key === 'Escape') {
              e.preventDefault();
              setDismissed(trigger!.start);
              return;
            }
          }
          if (e.key === 'Enter' && !e.shiftKey) {
            e.preventDefault();
            send();
          }
          // Keys typed here never walk the avatar.
          e.stopPropagation();
        }}
        styles={{ input: { background: 'rgba(255,255,255,0.94)' } }}
      />
      <ActionIcon
        size={36}
        radius="xl"
        variant={people ? 'subtle' : 'filled'}
        color={people ? 'gray.0' : 'terracotta'}
        aria-label={people ? 'Players' : 'Send'}
        data-testid={people ? 'people-button' : 'send-button'}
        onClick={() => (people ? useChat.getState().setStripOpen(!useChat.getState().stripOpen) : send())}
      >
        {people ? <IconUsers size={20} /> : <IconSend2 size={20} />}
      </ActionIcon>
    </div>
  );
}
