import { useState } from 'react';
import { Loader, Text, TextInput } from '@mantine/core';
import { IconMessageCircle } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { COMMENT_MAX } from '@common/social/limits';

/** A one-line box: Enter sends the trimmed text and, once it went up, clears. */
export function CommentBox({
  placeholder,
  onSubmit,
  disabled,
  testId,
  autoFocus,
  size = 'md',
}: {
  placeholder: string;
  onSubmit(text: string): Promise<boolean>;
  disabled?: boolean;
  testId: string;
  autoFocus?: boolean;
  size?: 'sm' | 'md';
}) {
  const [text, setText] = useState('');
  // onSubmit is the comments' mutation: it has shown a refusal already; the words come back.
  const sending = useMutation({
    mutationFn: (value: string) => onSubmit(value),
    meta: { showsOwnError: true },
    onSuccess: (ok, value) => {
      if (!ok) setText(value);
    },
  });
  const busy = sending.isPending;
  const send = () => {
    const value = text.trim();
    if (!value || busy) return;
    setText('');
    sending.mutate(value);
  };
  return (
    <TextInput
      value={text}
      onChange={(e) => setText(e.currentTarget.value)}
      onKeyDown={(e) => {
        if (e.key === 'Enter' && !e.nativeEvent.isComposing) {
          e.preventDefault();
          void send();
        }
      }}
      maxLength={COMMENT_MAX}
      placeholder={placeholder}
      disabled={disabled}
      radius="xl"
      size={size}
      autoFocus={autoFocus}
      leftSection={<IconMessageCircle size={18} />}
      rightSection={text.length > COMMENT_MAX * 0.8 ? <Text size="xs" c="dimmed">{COMMENT_MAX - text.length}</Text> : busy ? <Loader size="xs" /> : null}
      rightSectionWidth={42}
      data-testid={testId}
      aria-label={placeholder}
    />
  );
}
